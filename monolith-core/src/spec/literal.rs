//! [`Literal`]: printing a concrete value as a Rust expression.

/// A value that prints as a Rust expression evaluating to itself. The reproducer uses it for
/// arguments and for the expected values in `assert_eq!`.
///
/// Implemented for `()`, `bool`, `char`, every integer and float type, `String`, `&'static str`,
/// `Duration`, and for `Option`, `Result`, `Vec`, `Box`, arrays, tuples (up to 6), `Range`,
/// `RangeInclusive`, `BTreeMap`, `BTreeSet`, `HashMap` and `HashSet` of literals (the hashed
/// ones print their elements sorted by their code, so the same set prints the same way). For your own types,
/// implement it or pass a printer to [`constructible`](crate::spec::constructible) /
/// [`deconstructible`](crate::spec::deconstructible).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::Literal;
/// assert_eq!(Some((1u8, "a".to_string())).literal(), r#"Some((1u8, "a".to_string()))"#);
/// assert_eq!(vec!['x'].literal(), "vec!['x']");
/// assert_eq!(i32::MIN.literal(), "i32::MIN");
/// assert_eq!((-3i32).literal(), "-3");
/// assert_eq!(7usize.literal(), "7usize");
/// assert_eq!(0.1f64.literal(), "0.1f64");
/// assert_eq!(f32::NAN.literal(), "f32::NAN");
/// ```
pub trait Literal {
    /// The Rust expression.
    fn literal(&self) -> String;

    /// A small number that classifies the value for feedback-guided random mode (`false` and
    /// `true`, zero and the bit length of an integer, the length bucket of a string): an
    /// operation whose result has a new shape, or the same shape more often than before, did
    /// something new. The default, 0, classifies nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::Literal;
    /// assert_ne!(true.shape(), false.shape());
    /// assert_ne!(0u64.shape(), 1000u64.shape());
    /// assert_eq!(1000u64.shape(), 1001u64.shape());
    /// ```
    fn shape(&self) -> u32 {
        0
    }
}

/// Integers print with their type's suffix (`3u64`, `-1i8`), but for `i32`, so that a literal
/// passed to a generic candidate (`RangeMap<K, V>::insert`) infers the type the spec generated:
/// an unsuffixed literal falls back to `i32`, which is then right too.
macro_rules! int_literal {
    ($($t:ident)*) => {$(
        impl Literal for $t {
            fn literal(&self) -> String {
                if *self == $t::MIN && $t::MIN != 0 {
                    concat!(stringify!($t), "::MIN").to_string()
                } else if *self == $t::MAX {
                    concat!(stringify!($t), "::MAX").to_string()
                } else if stringify!($t) == "i32" {
                    self.to_string()
                } else {
                    format!("{self}{}", stringify!($t))
                }
            }
            #[inline]
            fn shape(&self) -> u32 {
                // 1 for zero, 2 + the bit length otherwise (the sign in the high bit).
                let bits = (*self as i128).unsigned_abs().checked_ilog2().map_or(1, |b| b + 2);
                if (*self as i128) < 0 { bits | 0x100 } else { bits }
            }
        }
    )*};
}
int_literal!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);

/// Floats print as their shortest exact decimal with the type's suffix (`0.1f64`, `1e16f32`),
/// the named constants for the special values (`f64::NAN`, `f64::INFINITY`,
/// `f64::NEG_INFINITY`, `f64::MAX`, `f64::MIN`, `f64::MIN_POSITIVE`), and `-0.0f64` for the
/// negative zero.
macro_rules! float_literal {
    ($($t:ident)*) => {$(
        impl Literal for $t {
            fn literal(&self) -> String {
                let x = *self;
                let name = |n: &str| format!("{}::{n}", stringify!($t));
                if x.is_nan() {
                    name("NAN")
                } else if x == $t::INFINITY {
                    name("INFINITY")
                } else if x == $t::NEG_INFINITY {
                    name("NEG_INFINITY")
                } else if x == $t::MAX {
                    name("MAX")
                } else if x == $t::MIN {
                    name("MIN")
                } else if x == $t::MIN_POSITIVE {
                    name("MIN_POSITIVE")
                } else {
                    // `{:?}` is the shortest decimal that reads back as `x`, with a `.` or an
                    // exponent, so the suffix makes it a literal of the type.
                    format!("{x:?}{}", stringify!($t))
                }
            }
            fn shape(&self) -> u32 {
                // The class (zero, subnormal, normal, infinite, NaN), the sign, and for a
                // normal value its binary exponent's magnitude in buckets of 16.
                let class = self.classify() as u32;
                let sign = u32::from(self.is_sign_negative()) << 8;
                let scale = if self.is_normal() { (self.abs().log2().abs() as u32 / 16) << 4 } else { 0 };
                class | sign | scale
            }
        }
    )*};
}
float_literal!(f32 f64);

impl Literal for () {
    fn literal(&self) -> String {
        "()".to_string()
    }
}
impl Literal for bool {
    fn literal(&self) -> String {
        self.to_string()
    }
    fn shape(&self) -> u32 {
        1 + u32::from(*self)
    }
}
impl Literal for char {
    fn literal(&self) -> String {
        format!("{self:?}")
    }
}
impl Literal for String {
    fn literal(&self) -> String {
        format!("{self:?}.to_string()")
    }
    fn shape(&self) -> u32 {
        self.len().checked_ilog2().map_or(1, |b| b + 2)
    }
}
impl Literal for &str {
    fn literal(&self) -> String {
        format!("{self:?}")
    }
}
impl<T: Literal> Literal for Option<T> {
    fn literal(&self) -> String {
        match self {
            Some(x) => format!("Some({})", x.literal()),
            None => "None".to_string(),
        }
    }
}
impl<T: Literal, E: Literal> Literal for Result<T, E> {
    fn literal(&self) -> String {
        match self {
            Ok(x) => format!("Ok({})", x.literal()),
            Err(e) => format!("Err({})", e.literal()),
        }
    }
}
impl<T: Literal> Literal for Vec<T> {
    fn literal(&self) -> String {
        let items: Vec<String> = self.iter().map(Literal::literal).collect();
        format!("vec![{}]", items.join(", "))
    }
}
impl<T: Literal> Literal for Box<T> {
    fn literal(&self) -> String {
        format!("Box::new({})", (**self).literal())
    }
}
macro_rules! tuple_literal {
    ($($t:ident $i:tt),*) => {
        impl<$($t: Literal),*> Literal for ($($t,)*) {
            fn literal(&self) -> String {
                let items = [$(self.$i.literal()),*];
                format!("({})", items.join(", "))
            }
        }
    };
}
tuple_literal!(A 0, B 1);
tuple_literal!(A 0, B 1, C 2);
tuple_literal!(A 0, B 1, C 2, D 3);
tuple_literal!(A 0, B 1, C 2, D 3, E 4);
tuple_literal!(A 0, B 1, C 2, D 3, E 4, F 5);

impl<T: Literal, const N: usize> Literal for [T; N] {
    fn literal(&self) -> String {
        let items: Vec<String> = self.iter().map(Literal::literal).collect();
        format!("[{}]", items.join(", "))
    }
}

impl<T: Literal> Literal for std::ops::Range<T> {
    fn literal(&self) -> String {
        format!("{}..{}", self.start.literal(), self.end.literal())
    }
}

impl<T: Literal> Literal for std::ops::RangeInclusive<T> {
    fn literal(&self) -> String {
        format!("{}..={}", self.start().literal(), self.end().literal())
    }
}

impl Literal for std::time::Duration {
    fn literal(&self) -> String {
        match (self.as_secs(), self.subsec_nanos()) {
            (s, 0) => format!("std::time::Duration::from_secs({s})"),
            (0, n) if n % 1_000_000 == 0 => {
                format!("std::time::Duration::from_millis({})", n / 1_000_000)
            }
            (s, n) => format!("std::time::Duration::new({s}, {n})"),
        }
    }
}

/// `Type::from([items])`, items in the order given.
fn collection(ty: &str, items: Vec<String>) -> String {
    format!("{ty}::from([{}])", items.join(", "))
}

impl<T: Literal> Literal for std::collections::BTreeSet<T> {
    fn literal(&self) -> String {
        collection(
            "std::collections::BTreeSet",
            self.iter().map(Literal::literal).collect(),
        )
    }
}

impl<K: Literal, V: Literal> Literal for std::collections::BTreeMap<K, V> {
    fn literal(&self) -> String {
        collection(
            "std::collections::BTreeMap",
            self.iter()
                .map(|(k, v)| format!("({}, {})", k.literal(), v.literal()))
                .collect(),
        )
    }
}

impl<T: Literal, S> Literal for std::collections::HashSet<T, S> {
    fn literal(&self) -> String {
        let mut items: Vec<String> = self.iter().map(Literal::literal).collect();
        items.sort();
        collection("std::collections::HashSet", items)
    }
}

impl<K: Literal, V: Literal, S> Literal for std::collections::HashMap<K, V, S> {
    fn literal(&self) -> String {
        let mut items: Vec<String> = self
            .iter()
            .map(|(k, v)| format!("({}, {})", k.literal(), v.literal()))
            .collect();
        items.sort();
        collection("std::collections::HashMap", items)
    }
}

#[cfg(test)]
mod tests {
    use super::Literal;
    use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
    use std::time::Duration;

    #[test]
    fn std_types_print_as_code() {
        assert_eq!([1u8, 2].literal(), "[1u8, 2u8]");
        assert_eq!((2u64..5).literal(), "2u64..5u64");
        assert_eq!((-1..=1).literal(), "-1..=1");
        assert_eq!(
            Duration::from_secs(3).literal(),
            "std::time::Duration::from_secs(3)"
        );
        assert_eq!(
            Duration::from_millis(1500).literal(),
            "std::time::Duration::new(1, 500000000)"
        );
        assert_eq!(
            Duration::from_millis(20).literal(),
            "std::time::Duration::from_millis(20)"
        );
        assert_eq!(
            BTreeSet::from([3u8, 1]).literal(),
            "std::collections::BTreeSet::from([1u8, 3u8])"
        );
        assert_eq!(
            BTreeMap::from([(1u8, 'a')]).literal(),
            "std::collections::BTreeMap::from([(1u8, 'a')])"
        );
        assert_eq!(
            HashSet::from([30u16, 4, 100]).literal(),
            HashSet::from([100u16, 30, 4]).literal()
        );
        assert_eq!(
            HashMap::from([(2i64, true)]).literal(),
            "std::collections::HashMap::from([(2i64, true)])"
        );
        assert_eq!((1, 2, 3, 4, 5, 6).literal(), "(1, 2, 3, 4, 5, 6)");
    }
}

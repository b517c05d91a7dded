//! [`Literal`]: printing a concrete value as a Rust expression.

/// A value that prints as a Rust expression evaluating to itself. The reproducer uses it for
/// arguments and for the expected values in `assert_eq!`.
///
/// Implemented for `()`, `bool`, `char`, every integer type, `String`, `&'static str`, and for
/// `Option`, `Result`, `Vec`, `Box` and tuples (up to 4) of literals. For your own types,
/// implement it or pass a printer to [`constructible`](crate::spec::constructible) /
/// [`deconstructible`](crate::spec::deconstructible).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::Literal;
/// assert_eq!(Some((1u8, "a".to_string())).literal(), r#"Some((1, "a".to_string()))"#);
/// assert_eq!(vec!['x'].literal(), "vec!['x']");
/// assert_eq!(i32::MIN.literal(), "i32::MIN");
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

macro_rules! int_literal {
    ($($t:ident)*) => {$(
        impl Literal for $t {
            fn literal(&self) -> String {
                if *self == $t::MIN && $t::MIN != 0 {
                    concat!(stringify!($t), "::MIN").to_string()
                } else if *self == $t::MAX {
                    concat!(stringify!($t), "::MAX").to_string()
                } else {
                    self.to_string()
                }
            }
            fn shape(&self) -> u32 {
                // 1 for zero, 2 + the bit length otherwise (the sign in the high bit).
                let bits = (*self as i128).unsigned_abs().checked_ilog2().map_or(1, |b| b + 2);
                if (*self as i128) < 0 { bits | 0x100 } else { bits }
            }
        }
    )*};
}
int_literal!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);

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
impl Literal for &'static str {
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

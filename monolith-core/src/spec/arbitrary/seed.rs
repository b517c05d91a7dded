//! Values back to bytes: the engine bytes that make the `arbitrary` spec see given `Unstructured`
//! bytes, and [`Unarbitrary`], which computes those bytes for the types whose `Arbitrary`
//! encoding can be inverted.

use ::arbitrary::Arbitrary;

use super::{draw_arbitrary, encode_buffer_length, ARBITRARY_BYTES};
use crate::source::Source;

/// The engine bytes that make [`draw_arbitrary`] (and so [`arbitrary()`](super::arbitrary()) and its kin) hand
/// `raw` to `Unstructured`: the buffer's length, then `raw`. It inverts the spec's own draw
/// exactly; `None` when `raw` is longer than [`ARBITRARY_BYTES`].
///
/// To seed a fuzzer's corpus with a value rather than bytes, [`Unarbitrary::unarbitrary`]
/// gives `raw` for the types it covers; splice the result where the scenario draws that
/// argument.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Source};
/// #[derive(Debug, PartialEq, ::arbitrary::Arbitrary)]
/// struct Move { dx: i8, dy: i8 }
/// let bytes = arbitrary_seed(&[3, 0xfe]).unwrap();
/// assert_eq!(bytes, [2, 3, 0xfe]);
/// assert_eq!(draw_arbitrary::<Move>(&mut Source::from_bytes(&bytes)), Ok(Move { dx: 3, dy: -2 }));
/// assert_eq!(arbitrary_seed(&[0; 5000]), None);
/// ```
pub fn arbitrary_seed(raw: &[u8]) -> Option<Vec<u8>> {
    (raw.len() <= ARBITRARY_BYTES).then(|| [encode_buffer_length(raw.len()), raw.to_vec()].concat())
}

/// Values back to the bytes `arbitrary` decodes them from, where that can be done: the types
/// whose `Arbitrary` reads a fixed layout from the front of the data.
///
/// Covered: the integers (little-endian, `usize` and `isize` as 64 bits), `bool`, `char`, `()`,
/// `Option`, `Box`, `Vec` (a continue byte `1` before each element, `0` after the last) and
/// tuples of 2 to 4. A derived struct is its fields in order; a derived enum is
/// [`variant_bytes`] of its variant, then the variant's fields; implement it by hand in those
/// terms. Not covered: strings, byte slices and the collections that take their length from
/// the *end* of the data (`arbitrary_len`), whose bytes depend on everything drawn after them,
/// and floats (any bit pattern decodes, but the bytes must be the value's bits:
/// `to_le_bytes()`, which a hand implementation can use).
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Source};
/// #[derive(Clone, Debug, PartialEq, ::arbitrary::Arbitrary)]
/// enum Cmd { Stop, Go { speed: u8, turbo: bool } }
/// impl Unarbitrary for Cmd {
///     fn unarbitrary(&self, out: &mut Vec<u8>) {
///         match self {
///             Cmd::Stop => out.extend(variant_bytes(0, 2)),
///             Cmd::Go { speed, turbo } => {
///                 out.extend(variant_bytes(1, 2));
///                 speed.unarbitrary(out);
///                 turbo.unarbitrary(out);
///             }
///         }
///     }
/// }
/// let v = vec![Cmd::Go { speed: 9, turbo: true }, Cmd::Stop];
/// let bytes = seed_of(&v).unwrap();
/// assert_eq!(draw_arbitrary::<Vec<Cmd>>(&mut Source::from_bytes(&bytes)), Ok(v));
/// ```
pub trait Unarbitrary {
    /// Appends the bytes that `Arbitrary::arbitrary` decodes to `self`, when read from the
    /// front of an `Unstructured`.
    fn unarbitrary(&self, out: &mut Vec<u8>);
}

/// The four bytes from which a derived enum of `count` variants reads variant `index`: derived
/// enums read a little-endian `u32` `x` and take variant `(x * count) >> 32`.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::variant_bytes;
/// assert_eq!(variant_bytes(0, 3), [0, 0, 0, 0]);
/// let x = u32::from_le_bytes(variant_bytes(2, 3));
/// assert_eq!((u64::from(x) * 3) >> 32, 2);
/// ```
///
/// # Panics
///
/// When `index >= count`.
pub fn variant_bytes(index: u32, count: u32) -> [u8; 4] {
    assert!(index < count, "variant {index} of {count}");
    // The least x with x * count >= index * 2^32.
    let x = (u64::from(index) << 32).div_ceil(u64::from(count));
    (x as u32).to_le_bytes()
}

/// The engine bytes from which [`arbitrary()`](super::arbitrary()) draws `value`, checked: [`Unarbitrary`] gives
/// the `Unstructured` bytes and [`arbitrary_seed`] frames them; `None` if they are longer than
/// [`ARBITRARY_BYTES`] or do not decode back to `value` (a hand implementation that is wrong).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// assert_eq!(seed_of(&(7u8, Some(true))).unwrap(), [3, 7, 1, 1]);
/// ```
pub fn seed_of<T: Unarbitrary + PartialEq + for<'a> Arbitrary<'a>>(value: &T) -> Option<Vec<u8>> {
    let mut raw = Vec::new();
    value.unarbitrary(&mut raw);
    let bytes = arbitrary_seed(&raw)?;
    (draw_arbitrary::<T>(&mut Source::from_bytes(&bytes)).as_ref() == Ok(value)).then_some(bytes)
}

macro_rules! unarbitrary_int {
    ($($t:ty => $w:ty),* $(,)?) => {$(
        impl Unarbitrary for $t {
            fn unarbitrary(&self, out: &mut Vec<u8>) {
                out.extend((*self as $w).to_le_bytes());
            }
        }
    )*};
}
unarbitrary_int!(
    u8 => u8, u16 => u16, u32 => u32, u64 => u64, u128 => u128, usize => u64,
    i8 => i8, i16 => i16, i32 => i32, i64 => i64, i128 => i128, isize => i64,
);

impl Unarbitrary for bool {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        out.push(u8::from(*self));
    }
}

impl Unarbitrary for char {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        out.extend(u32::from(*self).to_le_bytes());
    }
}

impl Unarbitrary for () {
    fn unarbitrary(&self, _: &mut Vec<u8>) {}
}

impl<T: Unarbitrary> Unarbitrary for Option<T> {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        match self {
            None => out.push(0),
            Some(v) => {
                out.push(1);
                v.unarbitrary(out);
            }
        }
    }
}

impl<T: Unarbitrary> Unarbitrary for Box<T> {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        (**self).unarbitrary(out);
    }
}

impl<T: Unarbitrary> Unarbitrary for Vec<T> {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        for v in self {
            out.push(1);
            v.unarbitrary(out);
        }
        out.push(0);
    }
}

macro_rules! unarbitrary_tuple {
    ($($t:ident $i:tt),*) => {
        impl<$($t: Unarbitrary),*> Unarbitrary for ($($t,)*) {
            fn unarbitrary(&self, out: &mut Vec<u8>) {
                $(self.$i.unarbitrary(out);)*
            }
        }
    };
}
unarbitrary_tuple!(A 0, B 1);
unarbitrary_tuple!(A 0, B 1, C 2);
unarbitrary_tuple!(A 0, B 1, C 2, D 3);

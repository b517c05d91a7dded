//! Integer specs for every width: intervals, the full range biased toward boundary values, and
//! sequential values.
//!
//! | spec | values | bytes read | byte 0 gives |
//! |---|---|---|---|
//! | [`interval(lo, hi)`](interval) | `lo..hi` (rejects when empty) | as [`Source::draw_below`] | `lo` |
//! | [`closed(lo, hi)`](closed) | `lo..=hi` (rejects when empty) | as [`Source::draw_below`] | `lo` |
//! | [`lt(n)`](lt) | `0..n` | as [`Source::draw_below`] | `0` |
//! | [`int()`](int) | the whole type, 3 in 16 draws a boundary value | 1, then the type's width | `0` |
//! | [`sequential()`](sequential) | 0, 1, 2, ... per scenario | none | — |

use super::{Built, Concrete, Constructible, Cx, Deconstructible, Dx, Literal, Reject, Spec};
use crate::report::pattern::Pat;
use crate::source::Source;

/// An integer type the integer specs can draw.
pub trait Int: Copy + PartialEq + PartialOrd + Literal + 'static {
    /// The smallest value.
    const MIN: Self;
    /// The largest value.
    const MAX: Self;
    /// Width in bytes.
    const BYTES: u32;
    /// `hi - lo` as an unsigned 128-bit number (wrapping).
    fn span(lo: Self, hi: Self) -> u128;
    /// `lo + k` (wrapping).
    fn offset(lo: Self, k: u128) -> Self;
    /// A value from a small integer (used for boundary values such as 1 and -1).
    fn small(k: i8) -> Self;
    /// Conversion from a counter (wrapping).
    fn from_u64(k: u64) -> Self;
}

macro_rules! impl_int {
    ($($t:ident)*) => {$(
        impl Int for $t {
            const MIN: Self = $t::MIN;
            const MAX: Self = $t::MAX;
            const BYTES: u32 = $t::BITS / 8;
            #[inline]
            fn span(lo: Self, hi: Self) -> u128 {
                (hi as u128).wrapping_sub(lo as u128)
            }
            #[inline]
            fn offset(lo: Self, k: u128) -> Self {
                (lo as u128).wrapping_add(k) as $t
            }
            #[inline]
            fn small(k: i8) -> Self {
                k as $t
            }
            #[inline]
            fn from_u64(k: u64) -> Self {
                k as $t
            }
        }
    )*};
}
impl_int!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);

/// Integers in `lo..=hi`: see [`interval`] and [`closed`].
#[derive(Debug, Clone, Copy)]
pub struct Range<T> {
    lo: T,
    /// `hi - lo + 1`, where 0 stands for the full 128-bit range.
    count: u128,
    empty: bool,
}

impl<T: Int> Range<T> {
    /// Draws a value, or `None` if the range is empty.
    #[inline]
    pub fn draw(&self, src: &mut Source<'_>) -> Option<T> {
        if self.empty {
            return None;
        }
        let k = match u64::try_from(self.count) {
            Ok(n) if n != 0 => u128::from(src.draw_below(n)),
            _ => src.draw_below_u128(self.count),
        };
        Some(T::offset(self.lo, k))
    }
}

impl<T: Int> Spec for Range<T> {
    type R = T;
    type C = T;
}

impl<T: Int> Constructible for Range<T> {
    #[inline]
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<T, T>, Reject> {
        let v = self.draw(cx.src).ok_or(Reject)?;
        let code = if cx.render {
            v.literal()
        } else {
            String::new()
        };
        Ok(Built { r: v, c: v, code })
    }
}

impl<T: Int> Deconstructible for Range<T> {
    #[inline]
    fn deconstruct(&self, r: T, c: T, dx: &mut Dx<'_>) -> Pat {
        super::concrete::observe(r, c, dx, PartialEq::eq, Literal::literal)
    }
    fn print_candidate(&self, c: &T) -> Option<String> {
        Some(c.literal())
    }
}

/// Integers in the semi-open interval `lo..hi`. An empty interval rejects, so the engine picks
/// another instruction (Monolith's `interval`).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let index = interval(0usize, 16);
/// let none = interval(5i32, 5); // empty: never generates
/// # let _ = (index, none);
/// ```
pub fn interval<T: Int>(lo: T, hi: T) -> Range<T> {
    if lo >= hi {
        return Range {
            lo,
            count: 1,
            empty: true,
        };
    }
    Range {
        lo,
        count: T::span(lo, hi),
        empty: false,
    }
}

/// Integers in the closed interval `lo..=hi`.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let any_byte = closed(u8::MIN, u8::MAX);
/// let dice = closed(1u8, 6);
/// # let _ = (any_byte, dice);
/// ```
pub fn closed<T: Int>(lo: T, hi: T) -> Range<T> {
    Range {
        lo,
        count: T::span(lo, hi).wrapping_add(1),
        empty: lo > hi,
    }
}

/// Integers in `0..n` (the paper's `lt n`).
///
/// # Examples
///
/// ```
/// let index = monolith_core::spec::lt(10usize);
/// # let _ = index;
/// ```
pub fn lt<T: Int>(n: T) -> Range<T> {
    interval(T::small(0), n)
}

/// Integers over the whole type, biased toward boundary values: a first byte below 48 picks one
/// of `0, 1, -1 (or 2), MIN, MAX, MIN + 1, MAX - 1, 2`, otherwise the next `T::BYTES` bytes give a
/// uniform value. Byte 0 gives 0. This is what finds bugs at `i64::MIN` (the paper's `min_int`).
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Source};
/// let x = int::<i64>();
/// # use monolith_core::spec::Constructible;
/// # let _ = x;
/// ```
pub fn int<T: Int>() -> Concrete<T, fn(&mut Source<'_>) -> T> {
    Concrete::new(draw_int::<T>)
}

/// The draw behind [`int`].
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::draw_int, Source};
/// assert_eq!(draw_int::<i8>(&mut Source::from_bytes(&[3])), i8::MIN);
/// assert_eq!(draw_int::<u16>(&mut Source::from_bytes(&[200, 1, 2])), 0x0102);
/// ```
pub fn draw_int<T: Int>(src: &mut Source<'_>) -> T {
    let tag = src.draw_u8();
    if tag < 48 {
        let minus_one = if T::MIN == T::small(0) {
            T::small(2)
        } else {
            T::small(-1)
        };
        return match tag % 8 {
            0 => T::small(0),
            1 => T::small(1),
            2 => minus_one,
            3 => T::MIN,
            4 => T::MAX,
            5 => T::offset(T::MIN, 1),
            6 => T::offset(T::MAX, u128::MAX),
            _ => T::small(2),
        };
    }
    let mut x: u128 = 0;
    for _ in 0..T::BYTES {
        x = (x << 8) | u128::from(src.draw_u8());
    }
    T::offset(T::small(0), x)
}

/// 0, 1, 2, ... in the order of generation, restarting with each scenario (Monolith's
/// `sequential`). Reads no byte. Distinct elements make aliasing bugs visible.
///
/// # Examples
///
/// ```
/// let element = monolith_core::spec::sequential::<i32>();
/// # let _ = element;
/// ```
pub fn sequential<T: Int>() -> Concrete<T, fn(&mut Source<'_>) -> T> {
    Concrete::new(|src| T::from_u64(src.next_sequential()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intervals_stay_in_bounds_for_every_byte() {
        for b in 0..=255u8 {
            for (lo, hi) in [(-3i64, 4), (i64::MIN, i64::MAX), (0, 1)] {
                let v = interval(lo, hi)
                    .draw(&mut Source::from_bytes(&[b; 8]))
                    .unwrap();
                assert!(lo <= v && v < hi);
                let w = closed(lo, hi)
                    .draw(&mut Source::from_bytes(&[b; 8]))
                    .unwrap();
                assert!(lo <= w && w <= hi);
            }
            let full = closed(u128::MIN, u128::MAX).draw(&mut Source::from_bytes(&[b; 16]));
            assert!(full.is_some());
        }
        assert!(interval(3u8, 3)
            .draw(&mut Source::from_bytes(&[1]))
            .is_none());
        assert!(closed(4u8, 3).draw(&mut Source::from_bytes(&[1])).is_none());
    }

    #[test]
    fn int_hits_every_boundary() {
        let got: Vec<i32> = (0..8u8)
            .map(|t| draw_int::<i32>(&mut Source::from_bytes(&[t])))
            .collect();
        assert_eq!(
            got,
            [0, 1, -1, i32::MIN, i32::MAX, i32::MIN + 1, i32::MAX - 1, 2]
        );
    }
}

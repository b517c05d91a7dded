//! Integer specs for every width: intervals, the full range biased toward boundary values, and
//! sequential values.
//!
//! | spec | values | bytes read | byte 0 gives |
//! |---|---|---|---|
//! | [`interval(lo, hi)`](interval) | `lo..hi` (rejects when empty) | 1, then as [`Source::draw_below`] | `lo` |
//! | [`closed(lo, hi)`](closed) | `lo..=hi` (rejects when empty) | 1, then as [`Source::draw_below`] | `lo` |
//! | [`lt(n)`](lt) | `0..n` | 1, then as [`Source::draw_below`] | `0` |
//! | [`int()`](int) | the whole type, biased toward boundary values | 1 or 2, or 1 and the type's width | `0` |
//! | [`sequential()`](sequential) | 0, 1, 2, ... per scenario | none | — |
//!
//! Ranges and [`int`] draw a first byte that chooses how to draw, then the value:
//!
//! | first byte | [`int`] | ranges |
//! |---|---|---|
//! | `0..24` | `0, 1, -1 (2 if unsigned), MIN, MAX, MIN + 1, MAX - 1, 2` | uniform |
//! | `24..64` | `2^k`, `2^k - 1`, `2^k + 1` or `-2^k` for a `k` below the width (next byte) | uniform below 24..176 |
//! | `64..96` | a value of the type already seen in the scenario (next byte) | |
//! | `96..96 + e` | as `64..96` in a scenario of [eagerness](crate::pool::Pool::eagerness) `e` (0, 96 or 160), but never from 248, and `96..192` while the pool holds a [fresh](crate::pool::Pool::has_fresh) result of the type; else uniform (always from 248, so that any value has bytes that draw it afresh) | `176 - e..176`: as `216..` |
//! | `176..216` | | `lo`, `lo + 1`, `hi - 1`, `hi` (the last value) |
//! | `216..=255` | | a value already seen that lies in the range (next byte) |
//! | other | uniform over the type | |
//!
//! Without the [`boundaries`](crate::engine::Generation::boundaries) tactic the powers of two and
//! the range bounds are drawn uniformly; without the [`pool`](crate::engine::Generation::pool)
//! tactic nothing is recalled. Every value an integer spec generates or observes is remembered
//! in the scenario's [`Pool`](crate::pool::Pool).

use super::{
    literal_printers, Built, Concrete, Constructible, Cx, Deconstructible, Dx, Literal, Plain,
    Reject, Spec,
};
use crate::report::pattern::Pat;
use crate::source::marks::Afresh;
use crate::source::spans::{boundary_offset, Label, BOUNDARY_TAGS};
use crate::source::Source;

/// An integer type the integer specs can draw.
pub trait Int: Copy + PartialEq + PartialOrd + Literal + std::fmt::Debug + 'static {
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
    /// The label of a span that drew `v` from this range: its value and the range's lowest
    /// value as bits, and its count.
    fn index_label(&self, v: T) -> Label {
        Label::Index {
            bits: T::span(T::small(0), v),
            lo: T::span(T::small(0), self.lo),
            count: self.count,
        }
    }

    /// Draws a value, or `None` if the range is empty, uniformly: one draw as by
    /// [`Source::draw_below`]. Construction as a spec adds boundary values and recalls (see the
    /// [module documentation](self)).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::closed, Source};
    /// assert_eq!(closed(10u8, 20).draw(&mut Source::from_bytes(&[3])), Some(13));
    /// ```
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

impl<T: Int> Range<T> {
    /// The bytes of a uniform draw of `v` (a first byte 0, then what [`Range::draw`] reads).
    fn literal(&self, v: T) -> Vec<u8> {
        uniform_literal(self.count, T::span(self.lo, v))
    }
}

/// The bytes of a uniform draw of the `k`-th value of a range of `count` values (0 for
/// `2^128`): a first byte 0, then what [`Range::draw`] reads.
pub(crate) fn uniform_literal(count: u128, k: u128) -> Vec<u8> {
    let rest = match u64::try_from(count) {
        Ok(n) if n != 0 => Source::encode_below(n, k as u64),
        _ => {
            let bytes = if count == 0 {
                16
            } else {
                (128 - (count - 1).leading_zeros()).div_ceil(8) as usize
            };
            k.to_be_bytes()[16 - bytes..].to_vec()
        }
    };
    [vec![0], rest].concat()
}

impl<T: Int> Spec for Range<T> {
    type R = T;
    type C = T;
}

impl<T: Int> Constructible for Range<T> {
    #[inline]
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<T, T>, Reject> {
        if self.empty {
            return Err(Reject);
        }
        let g = cx.generation;
        let open = cx.src.open();
        let tag = cx.src.draw_u8();
        let tags = BOUNDARY_TAGS;
        let v = match tag {
            _ if g.boundaries && tags.contains(&tag) => {
                T::offset(self.lo, boundary_offset(tag - tags.start, self.count))
            }
            _ if g.pool
                && (tag >= tags.end
                    || (tags.start - cx.pool.eagerness()..tags.start).contains(&tag)) =>
            {
                let j = cx.src.draw_u8();
                let ring = cx.pool.ring::<T>();
                let v = match ring.recall(usize::from(j)) {
                    Some(&v) if T::span(self.lo, v) < self.count || self.count == 0 => {
                        if cx.src.is_marking() {
                            // First byte 0 draws uniformly in every scenario.
                            let literal = Afresh::Bytes(self.literal(v));
                            cx.src.close(open, Label::Recall(literal));
                        }
                        v
                    }
                    _ => self.draw(cx.src).ok_or(Reject)?,
                };
                ring.remember(&v);
                if cx.src.is_marking() {
                    cx.src.close(open, self.index_label(v));
                }
                return Ok(Built::same(v, cx.render));
            }
            _ => self.draw(cx.src).ok_or(Reject)?,
        };
        if cx.src.is_marking() {
            cx.src.close(open, self.index_label(v));
        }
        cx.pool.ring::<T>().remember(&v);
        Ok(Built::same(v, cx.render))
    }
}

impl<T: Int> Deconstructible for Range<T> {
    #[inline]
    fn deconstruct(&self, r: T, c: T, dx: &mut Dx<'_>) -> Pat {
        super::concrete::observe_literal(r, c, dx)
    }
    literal_printers!();
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

/// Integers over the whole type, biased toward boundary values: `0, ±1, MIN, MAX, MIN + 1,
/// MAX - 1, 2` (about 1 draw in 11), every power of two and its neighbours `2^k - 1`,
/// `2^k + 1` and `-2^k` (about 1 in 6), and values already seen in the scenario (about 1 in 8);
/// otherwise uniform. Byte 0 gives 0. See the [module documentation](self) for the bytes. The
/// boundary values find bugs at `i64::MIN` (the paper's `min_int`) and at a single power of two
/// (a codec's length table); recalled values make keys collide and ids come back.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let key = int::<u64>();
/// # let _ = key;
/// ```
pub fn int<T: Int>() -> Plain<T> {
    Plain::new(draw_int_in::<T>)
}

/// The draw behind [`int`], from a construction context (boundaries and recalls included).
fn draw_int_in<T: Int>(cx: &mut Cx<'_, '_>) -> T {
    let g = cx.generation;
    let open = cx.src.open();
    let tag = cx.src.draw_tag(INT_TAGS);
    let eagerness = cx.pool.eagerness();
    let ring = cx.pool.ring::<T>();
    let eager = usize::from(tag) >= 96
        && (usize::from(tag) < (96 + usize::from(eagerness)).min(ALWAYS_FRESH)
            || (g.pool && tag < 192 && ring.has_fresh()));
    let recalled = match tag {
        _ if eager => ring.recall(usize::from(cx.src.draw_u8())).copied(),
        64..96 if g.pool => ring.recall(usize::from(cx.src.draw_u8())).copied(),
        _ => None,
    };
    let v = recalled.unwrap_or_else(|| by_tag(tag, g.boundaries, cx.src));
    ring.remember(&v);
    // A recall, or a fresh value behind a first byte that recalls in other pool states
    // (deleting an earlier call changes the pool): bytes that draw it afresh in any state.
    if cx.src.is_marking() {
        let literal = Afresh::Int {
            bits: T::span(T::small(0), v),
            boundaries: g.boundaries,
            encode: |bits, boundaries| int_literal(T::offset(T::small(0), bits), boundaries),
        };
        if recalled.is_some() || (64..ALWAYS_FRESH).contains(&usize::from(tag)) {
            cx.src.close(open, Label::Recall(literal.clone()));
        }
        let ty = std::any::TypeId::of::<T>();
        cx.src.close(open, Label::Value { ty, literal });
    }
    v
}

/// The simplest first byte of each way [`int`] draws, in any scenario: a small boundary value
/// (`0..8`; `8..24` repeat them), a power of two, a recall, an eager recall or a uniform value
/// (up to 192, from 192 or from 248, by the eagerness and the pool), and a uniform value.
const INT_TAGS: &[u8] = &[0, 1, 2, 3, 4, 5, 6, 7, 24, 64, 96, 192, ALWAYS_FRESH as u8];

/// The first byte from which [`int`] always draws a uniform value, whatever the scenario's
/// eagerness: every value has bytes that draw it afresh, which the shrinker uses to free a
/// recalled value from the call that first produced it.
const ALWAYS_FRESH: usize = 248;

/// The shortest bytes that make [`int`] draw `v` without recalling it, in any scenario: a
/// small boundary value, a power of two or a neighbour, or a uniform value behind a first byte
/// that never recalls.
fn int_literal<T: Int>(v: T, boundaries: bool) -> Vec<u8> {
    if let Some(t) = (0..8u8).find(|&t| small::<T>(t) == v) {
        return vec![t];
    }
    if boundaries {
        if let Some(j) = (0..=255u8).find(|&j| power_of_two::<T>(j) == v) {
            return vec![24, j];
        }
    }
    let bits = T::span(T::small(0), v).to_be_bytes();
    [&[ALWAYS_FRESH as u8][..], &bits[16 - T::BYTES as usize..]].concat()
}

/// A fresh value for the first byte `tag`: a small boundary value, a power of two or a
/// neighbour (with `boundaries`), or a uniform value.
fn by_tag<T: Int>(tag: u8, boundaries: bool, src: &mut Source<'_>) -> T {
    match tag {
        0..24 => small::<T>(tag),
        24..64 if boundaries => power_of_two::<T>(src.draw_u8()),
        _ => uniform(src),
    }
}

/// `0, 1, -1 (or 2), MIN, MAX, MIN + 1, MAX - 1, 2` by `tag % 8`.
fn small<T: Int>(tag: u8) -> T {
    let minus_one = if T::MIN == T::small(0) {
        T::small(2)
    } else {
        T::small(-1)
    };
    match tag % 8 {
        0 => T::small(0),
        1 => T::small(1),
        2 => minus_one,
        3 => T::MIN,
        4 => T::MAX,
        5 => T::offset(T::MIN, 1),
        6 => T::offset(T::MAX, u128::MAX),
        _ => T::small(2),
    }
}

/// `2^k`, `2^k - 1`, `2^k + 1` or `-2^k` (`2^k` again if unsigned), for `k = j % bits` and the
/// variant `j / bits % 4`: every one of them is reached by some byte for widths up to 64.
fn power_of_two<T: Int>(j: u8) -> T {
    let bits = T::BYTES * 8;
    let j = u32::from(j);
    let (k, variant) = if bits >= 128 {
        (j % 128, j / 128 * 2 + (j & 1))
    } else {
        (j % bits, j / bits % 4)
    };
    let p: u128 = 1 << k;
    let x = match variant {
        0 => p,
        1 => p.wrapping_sub(1),
        2 => p.wrapping_add(1),
        _ if T::MIN == T::small(0) => p,
        _ => p.wrapping_neg(),
    };
    T::offset(T::small(0), x)
}

/// `T::BYTES` bytes, big-endian.
fn uniform<T: Int>(src: &mut Source<'_>) -> T {
    let mut x: u128 = 0;
    for _ in 0..T::BYTES {
        x = (x << 8) | u128::from(src.draw_u8());
    }
    T::offset(T::small(0), x)
}

/// The fallback draw of [`int`] from a bare byte source, without the scenario's pool and with
/// every boundary value: a first byte below 24 gives one of `0, 1, -1 (or 2), MIN, MAX,
/// MIN + 1, MAX - 1, 2`, a byte in `24..64` a power of two or a neighbour (next byte),
/// otherwise the next `T::BYTES` bytes give a uniform value. For generators written by hand.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::draw_int, Source};
/// assert_eq!(draw_int::<i8>(&mut Source::from_bytes(&[3])), i8::MIN);
/// assert_eq!(draw_int::<u16>(&mut Source::from_bytes(&[200, 1, 2])), 0x0102);
/// assert_eq!(draw_int::<u64>(&mut Source::from_bytes(&[30, 49])), 1 << 49);
/// ```
pub fn draw_int<T: Int>(src: &mut Source<'_>) -> T {
    let tag = src.draw_u8();
    by_tag(tag, true, src)
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
    #[test]
    fn literals_draw_back_the_value_without_the_pool() {
        fn check<T: Int>(v: T) {
            let bytes = int_literal(v, true);
            assert!(bytes[0] < 64 || bytes[0] >= 248, "{v:?}: {bytes:?}");
            assert_eq!(draw_int::<T>(&mut Source::from_bytes(&bytes)), v, "{v:?}");
        }
        check(0u8);
        check(200u8);
        check(-1i8);
        check(-77i64);
        check(1u64 << 49);
        check(4_294_967_297u64);
        check(i128::MIN + 5);
        let r = closed(10u16, 5000);
        for v in [10u16, 11, 4999, 5000, 1234] {
            let bytes = r.literal(v);
            let mut src = Source::from_bytes(&bytes[1..]);
            assert_eq!(r.draw(&mut src), Some(v));
        }
    }

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

    #[test]
    fn every_power_of_two_and_its_neighbours_is_reachable() {
        fn all<T: Int + std::hash::Hash + Eq>() -> std::collections::HashSet<T> {
            (0..=255u8).map(power_of_two::<T>).collect()
        }
        let u = all::<u64>();
        let i = all::<i32>();
        let b = all::<u8>();
        let w = all::<u128>();
        for k in 0..64 {
            let p = 1u64 << k;
            assert!(u.contains(&p) && u.contains(&(p - 1)) && u.contains(&p.wrapping_add(1)));
        }
        for k in 0..31 {
            let p = 1i32 << k;
            assert!(i.contains(&p) && i.contains(&(p - 1)) && i.contains(&(p + 1)));
            assert!(i.contains(&-p));
        }
        assert!(i.contains(&i32::MIN));
        assert!((0..8).all(|k| b.contains(&(1u8 << k))));
        assert!((0..128).all(|k| w.contains(&(1u128 << k))));
    }
}

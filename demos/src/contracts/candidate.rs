//! The candidate: integer arithmetic of the kind hand-written in many crates.
//!
//! **Planted bug** (`BUGGY = true`): `isqrt` goes through `f64`, whose 53-bit mantissa rounds
//! a large argument before the square root is taken: `isqrt(u64::MAX)` is `4294967296`, whose
//! square is past `u64::MAX`. The working candidate corrects the floating-point estimate with
//! integer arithmetic.

/// Integer arithmetic: the candidate with the planted bug when `BUGGY`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Arith<const BUGGY: bool>;

/// The candidate with the planted bug.
pub type Faulty = Arith<true>;
/// The correct candidate.
pub type Working = Arith<false>;

impl<const BUGGY: bool> Arith<BUGGY> {
    /// The integer square root of `x`: the largest `r` with `r * r <= x`.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::contracts::{Faulty, Working};
    /// assert_eq!(Working::isqrt(15), 3);
    /// assert_eq!(Working::isqrt(u64::MAX), u32::MAX as u64);
    /// assert_eq!(Faulty::isqrt(u64::MAX), 1 << 32); // the planted bug
    /// ```
    pub fn isqrt(x: u64) -> u64 {
        let estimate = (x as f64).sqrt() as u64;
        if BUGGY {
            return estimate;
        }
        // The estimate is off by at most one either way: correct it in integers.
        let mut r = estimate.min(u64::from(u32::MAX));
        while r * r > x {
            r -= 1;
        }
        while (r + 1).checked_mul(r + 1).is_some_and(|s| s <= x) {
            r += 1;
        }
        r
    }

    /// `a` divided by `b`, rounded toward negative infinity. Panics when `b` is zero.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::contracts::Working;
    /// assert_eq!(Working::div_floor(-7, 2), -4);
    /// assert_eq!(Working::div_floor(7, -2), -4);
    /// assert_eq!(Working::div_floor(6, 3), 2);
    /// ```
    pub fn div_floor(a: i64, b: i64) -> i64 {
        let (q, r) = (a / b, a % b);
        if r != 0 && ((r < 0) != (b < 0)) {
            q - 1
        } else {
            q
        }
    }
}

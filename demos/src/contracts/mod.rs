//! Contracts without a reference (issue 9): integer arithmetic checked by FLAT-PY-style
//! contracts alone, declared with
//! [`Engine::declare_without_reference`](monolith_core::Engine::declare_without_reference).
//!
//! * `isqrt(x: u64) -> u64` [`ensures`](monolith_core::spec::Fun::ensures) [`is_isqrt`]: the
//!   result's square is at most `x`, and the next square is past it.
//! * `div_floor(a: i64, b: i64) -> i64` [`requires`](monolith_core::spec::Fun::requires)
//!   [`no_overflow`] (`i64::MIN / -1` does not fit), [`panics_if`](monolith_core::spec::Fun::panics_if)
//!   [`divides_by_zero`], and ensures [`is_floor_division`].
//!
//! **The bug** is in the [`candidate`]'s `isqrt`, which trusts `f64`: above 2^52 the argument is
//! rounded before the square root is taken. `int::<u64>()` draws `u64::MAX` often, so the first
//! scenarios find it; the shortest reproducer is one call:
//!
//! ```text
//! let v0_0 = Faulty::isqrt(u64::MAX);
//! assert!((demos::contracts::is_isqrt)(&u64::MAX, &v0_0), "breaks the contract `demos::contracts::is_isqrt`"); // candidate returned 4294967296u64
//! ```

pub mod candidate;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The contract of `isqrt`: `r` is the integer square root of `x`.
///
/// # Examples
///
/// ```
/// use demos::contracts::is_isqrt;
/// assert!(is_isqrt(&15, &3) && is_isqrt(&16, &4));
/// assert!(!is_isqrt(&u64::MAX, &(1 << 32)));
/// ```
pub fn is_isqrt(x: &u64, r: &u64) -> bool {
    let (x, r) = (u128::from(*x), u128::from(*r));
    r * r <= x && x < (r + 1) * (r + 1)
}

/// The precondition of `div_floor`: the quotient fits in an `i64`.
pub fn no_overflow(a: &i64, b: &i64) -> bool {
    !(*a == i64::MIN && *b == -1)
}

/// The exceptional behaviour of `div_floor`: it panics when dividing by zero.
pub fn divides_by_zero(_: &i64, b: &i64) -> bool {
    *b == 0
}

/// The contract of `div_floor`: `q` is `a / b` rounded toward negative infinity, that is
/// `q * b <= a < (q + 1) * b` for a positive `b`, the other way round for a negative one.
///
/// # Examples
///
/// ```
/// use demos::contracts::is_floor_division;
/// assert!(is_floor_division(&-7, &2, &-4));
/// assert!(!is_floor_division(&-7, &2, &-3));
/// ```
pub fn is_floor_division(a: &i64, b: &i64, q: &i64) -> bool {
    let (a, b, q) = (i128::from(*a), i128::from(*b), i128::from(*q));
    let (low, high) = (q * b, (q + 1) * b);
    if b > 0 {
        low <= a && a < high
    } else {
        high < a && a <= low
    }
}

fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = crate::engine_for("contracts", "contracts", BUGGY);
    engine.declare_without_reference(
        &format!("{ty}::isqrt"),
        args()
            .arg(int::<u64>())
            .returns(int::<u64>())
            .ensures("demos::contracts::is_isqrt", is_isqrt),
        candidate::Arith::<BUGGY>::isqrt,
    );
    engine.declare_without_reference(
        &format!("{ty}::div_floor"),
        args()
            .arg(int::<i64>())
            .arg(int::<i64>())
            .returns(int::<i64>())
            .requires("demos::contracts::no_overflow", no_overflow)
            .panics_if("demos::contracts::divides_by_zero", divides_by_zero)
            .ensures("demos::contracts::is_floor_division", is_floor_division),
        candidate::Arith::<BUGGY>::div_floor,
    );
    engine
}

/// The engine of the faulty candidate: finds the square root that `f64` rounds.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::contracts::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Contract);
/// assert!(report.reproducer.contains("is_isqrt"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    engine::<true>()
}

/// The engine of the working candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::contracts::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

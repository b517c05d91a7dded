//! A floating-point total that the spec says is commutative (issue 9): checked by a contract
//! alone, with no reference, declared with
//! [`Engine::declare_without_reference`](monolith_core::Engine::declare_without_reference).
//!
//! The contract, [`order_independent`], is a two-run property written as a postcondition: the
//! total of the list reversed is the total of the list. The arguments are plain
//! [`float`]s, which draw values where rounding shows (`2^53`,
//! `2^53 + 2`, a few significant bits times a power of two) and the infinities and NaN.
//!
//! **The bug** is the [`candidate`]'s left-to-right sum. The shortest reproducer is one call:
//!
//! ```text
//! let v0_0 = Faulty::total(vec![-1.0f64, 1.0f64, 0.1f64]);
//! assert!((demos::floatsum::order_independent::<true>)(&vec![-1.0f64, 1.0f64, 0.1f64], &v0_0), "breaks the contract `demos::floatsum::order_independent::<true>`"); // candidate returned 0.1f64
//! ```
//!
//! `(-1 + 1) + 0.1` is `0.1`, and `(0.1 + 1) + -1` is `0.10000000000000009`.
//!

pub mod candidate;

pub use candidate::{Faulty, Summer, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The contract: `total` of `xs` reversed is `r`, the total of `xs` (NaN agreeing with NaN).
///
/// # Examples
///
/// ```
/// use demos::floatsum::order_independent;
/// assert!(order_independent::<false>(&vec![9007199254740992.0, 1.0, 1.0], &9007199254740994.0));
/// assert!(!order_independent::<true>(&vec![9007199254740992.0, 1.0, 1.0], &9007199254740992.0));
/// ```
#[allow(clippy::ptr_arg)] // a contract receives each argument as `&T`
pub fn order_independent<const BUGGY: bool>(xs: &Vec<f64>, r: &f64) -> bool {
    let reversed = Summer::<BUGGY>::total(xs.iter().rev().copied().collect());
    reversed == *r || (reversed.is_nan() && r.is_nan())
}

fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = crate::engine_for("floatsum", "floatsum", BUGGY);
    engine.declare_without_reference(
        &format!("{ty}::total"),
        args()
            .arg(vec_of(float::<f64>()))
            .returns(float::<f64>())
            .ensures(
                &format!("demos::floatsum::order_independent::<{BUGGY}>"),
                order_independent::<BUGGY>,
            ),
        Summer::<BUGGY>::total,
    );
    engine
}

/// The engine of the faulty candidate: finds a list whose reverse totals differently.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::floatsum::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Contract);
/// assert!(report.reproducer.contains("order_independent::<true>"), "{report}");
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
/// let engine = demos::floatsum::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

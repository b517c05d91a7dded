//! Nondeterministic increasing-sequence generators, the paper's §4.1.
//!
//! A generator hands out integers: each call to `next` must return a value that is nonnegative
//! and strictly greater than every value this generator returned before. Many sequences are
//! correct, so the reference cannot compute *the* next value: the operation is declared
//! `#[monolith(nondet)]` and the [`reference`](mod@reference) judges the candidate's value
//! instead. The [`faulty`] candidate keeps its counter in a byte, which wraps around; the
//! minimal reproducer has 5 steps: `new`, then four calls to `next` on the same generator.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The generator API, which both candidates implement. The spec is this trait: `#[api]` makes
/// each method an operation and generates `gen_engine::<R, C>()`. `next` is `nondet`, so the
/// reference implements [`GenApiReference`], written by `#[api]`, where `next` takes the
/// candidate's value and judges it.
#[api(engine = gen_engine, var = "g")]
pub trait GenApi: Sized {
    /// A fresh generator.
    fn new() -> Self;
    /// The next value: nonnegative, and greater than every value before it.
    #[monolith(nondet)]
    fn next(&mut self) -> i64;
}

/// The engine with the wrapping candidate: finds the wrap-around.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::gen::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::NondetRejected);
/// assert!(report.reproducer.contains(".next()"));
/// ```
pub fn faulty_engine() -> Engine {
    gen_engine::<reference::Gen, faulty::Gen>()
}

/// The engine with a correct candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::gen::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    gen_engine::<reference::Gen, working::Gen>()
}

//! Persistent arrays, the paper's prologue: "How Ed Got Fired".
//!
//! A persistent array maps `0..n` to values and never appears to change: `set` returns a new
//! array. Ed's [`faulty`] candidate mutates in place and returns the same array, a bug no
//! scenario that only uses the latest array can see. The minimal reproducer has 3 steps:
//! `make`, `set`, then a `get` on the old array.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The persistent-array API, which the reference and both candidates implement. The spec is
/// this trait: `#[api]` makes each method an operation and generates
/// `parray_engine::<R, C>()`; `get` and `set` take an index below the array's length.
#[api(engine = parray_engine, var = "a")]
#[allow(clippy::len_without_is_empty)] // the paper's API has no `is_empty`
pub trait PArrayApi: Sized {
    /// `n` cells holding `x`.
    fn make(#[monolith(range = 0..16)] n: usize, x: i32) -> Self;
    /// The value at `i`.
    fn get(&self, #[monolith(dep = |a| lt(a.len()))] i: usize) -> i32;
    /// An array with `x` at `i`; `self` must not appear to change.
    fn set(&self, #[monolith(dep = |a| lt(a.len()))] i: usize, x: i32) -> Self;
    /// The number of cells.
    fn len(&self) -> usize;
}

/// The engine with Ed's candidate: finds the aliasing bug.
///
/// # Examples
///
/// ```
/// let report = parray::faulty_engine().run_random(&monolith_core::Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains(".get("));
/// ```
pub fn faulty_engine() -> Engine {
    parray_engine::<reference::PArray, faulty::PArray>()
}

/// The engine with a correct candidate: passes.
///
/// # Examples
///
/// ```
/// assert!(parray::working_engine().run_random(&monolith_core::Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    parray_engine::<reference::PArray, working::PArray>()
}

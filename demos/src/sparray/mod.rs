//! Semi-persistent arrays, the paper's §4.2 (after Conchon and Filliâtre, ESOP 2008).
//!
//! Like a persistent array, `set` returns a new array, a *child* of the old one, and leaves the
//! old one unchanged. Unlike one, only some arrays may be accessed: within each tree of
//! arrays, an array is *valid* when it is an ancestor (or itself) of the array most recently
//! accessed with `get` or `set`, and `get` and `set` may only be applied to valid arrays (this
//! restriction lets an implementation keep one mutable data array per tree). `length` may be
//! applied to any array, and invalidates nothing.
//!
//! The spec gives `get` and `set` the precondition [`SpArrayApi::valid`] (asked of the
//! reference), so the engine never generates an access pattern the API forbids. The
//! candidates implement `valid` too, but it is not an operation. The spec also requires a
//! nonempty array, which an index needs: otherwise an empty array could be chosen and the
//! index rejected, and which operation a byte picks would then depend on whether an unrelated
//! empty array exists, which defeats the shrinker's deletion of instructions. Empty arrays are
//! still made and measured. The [`faulty`] candidate's `length` moves the data array to the
//! array it measures, which invalidates that array's descendants behind the client's back; the
//! minimal reproducer has 4 steps: `make`, `set`,
//! `length` on the parent, then `get` or `set` on the child.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The semi-persistent-array API, which the reference and both candidates implement. The spec
/// is this trait: `#[api]` makes each method but `valid` an operation and generates
/// `sparray_engine::<R, C>()`. `get` and `set` need a valid array, and an index into it: a
/// nonempty one.
#[api(engine = sparray_engine, var = "a")]
pub trait SpArrayApi: Sized {
    /// The root of a new tree: `n` cells holding `x`.
    fn make(
        #[monolith(range = 0..16)] n: usize,
        #[monolith(spec = sequential::<i32>())] x: i32,
    ) -> Self;
    /// The number of cells; any array, and invalidates nothing.
    fn length(&self) -> usize;
    /// The value at `i`; invalidates this array's descendants.
    #[monolith(requires = |a| a.valid() && a.length() > 0)]
    fn get(&self, #[monolith(dep = |a| lt(a.length()))] i: usize) -> i32;
    /// A child with `x` at `i`; invalidates this array's other descendants.
    #[monolith(requires = |a| a.valid() && a.length() > 0)]
    fn set(
        &self,
        #[monolith(dep = |a| lt(a.length()))] i: usize,
        #[monolith(spec = sequential::<i32>())] x: i32,
    ) -> Self;
    /// Whether this array may be accessed with `get` or `set`. Not an operation: the spec's
    /// preconditions ask it of the reference.
    #[monolith(skip)]
    fn valid(&self) -> bool;
}

/// The engine with the candidate whose `length` invalidates descendants: finds the bug.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::sparray::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::CandidatePanic);
/// assert!(report.reproducer.contains(".length()"));
/// ```
pub fn faulty_engine() -> Engine {
    sparray_engine::<reference::SpArray, faulty::SpArray>()
}

/// The engine with a correct candidate, a rerooting diff array: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::sparray::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    sparray_engine::<reference::SpArray, working::SpArray>()
}

//! Patricia trees: Monolith's `demos/faulty/map`, after Jan Midtgaard's "QuickChecking
//! Patricia Trees" (TFP 2017).
//!
//! A persistent set of `i64` keys as a little-endian Patricia tree (Okasaki and Gill's "Fast
//! Mergeable Integer Maps", Filliâtre's `ptset.ml`), against `std`'s `BTreeSet` as the
//! [`reference`](mod@reference). The [`faulty`] candidate's `union` compares branching bits
//! with a signed comparison, which is wrong for the sign bit. A tree branches there only when
//! two of its keys differ in the sign bit alone, like `0` and `i64::MIN`, so keys are drawn
//! with [`int`], which draws `0`, `±1`, `i64::MIN`, `i64::MAX`, `i64::MIN + 1` and
//! `i64::MAX - 1` often (3 draws in 16); a uniform draw would practically never find the bug.
//! The minimal reproducer has 5 steps: `singleton` and two `add`s build a tree that branches
//! on the sign bit and one that branches elsewhere, then `union`, then `cardinal`,
//! `elements` or `mem` observes the result.
//!
//! The spec declares each method once, `union` of any two sets included. A scenario that
//! builds its sets with `singleton` and `union` where one `add` would do shrinks to the
//! minimum by the shrinker's `fuse` pass (an operation changed and a call deleted together);
//! over seeds 1 to 20, 18 reach the minimal 5 steps and two keep a `remove` (6 steps).
//!
//! [`int`]: monolith_core::spec::int

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The persistent-set API, which the reference and both candidates implement. The spec is this
/// trait: `#[api]` makes each method an operation and generates `ptset_engine::<R, C>()`. Keys
/// are `i64`s drawn with [`int`](monolith_core::spec::int).
#[api(engine = ptset_engine, var = "s")]
pub trait PtSetApi: Sized {
    // `singleton` comes first: in the first step, when no set exists yet, the operations that
    // need one pass the draw on to the next ones in order, round to the first.
    /// The set `{k}`.
    fn singleton(k: i64) -> Self;
    /// The empty set.
    fn empty() -> Self;
    /// This set with `k`.
    fn add(&self, k: i64) -> Self;
    /// The union of this set and `other`.
    fn union(&self, other: &Self) -> Self;
    /// This set without `k`.
    fn remove(&self, k: i64) -> Self;
    /// The keys, in increasing order.
    #[monolith(returns = vec(int::<i64>(), lt(usize::MAX)))]
    fn elements(&self) -> Vec<i64>;
    /// The number of keys.
    fn cardinal(&self) -> usize;
    /// Whether `k` is in this set.
    fn mem(&self, k: i64) -> bool;
}

/// The engine with the signed comparison of branching bits: finds the bug.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::ptset::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// assert!(report.reproducer.contains(".union(&"));
/// ```
pub fn faulty_engine() -> Engine {
    ptset_engine::<reference::PtSet, faulty::PtSet>()
}

/// The engine with the unsigned comparison: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::ptset::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    ptset_engine::<reference::PtSet, working::PtSet>()
}

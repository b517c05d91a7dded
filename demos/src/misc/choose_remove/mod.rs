//! Choose and remove (Monolith's `misc/choose_and_remove_opt`): a nondeterministic choice whose
//! result holds a new abstract value.
//!
//! `choose_and_remove` returns `None` on an empty set, otherwise some element `x` of the set
//! and the set without it: `Option<(i32, Set)>`, the paper's `option (element *** set)`. Any
//! element will do, so the operation is declared
//! `#[monolith(nondet)]`: the [`reference`](mod@reference) checks the
//! element and answers with its own set without it; the engine then binds the two sets, the
//! reference's and the candidate's, to a new variable that later calls use. (Monolith's demo
//! removes the minimum, deterministically; here the choice is free, as a `HashSet`'s would be.)
//! The [`working`] candidate takes the median. The [`faulty`] candidate chooses the smallest
//! element, correctly, but returns the set without the largest: only a later call on the
//! returned set shows it. The minimal reproducer has 5 steps: `empty`, two `add`s,
//! `choose_and_remove`, and `contains` (or `choose_and_remove`) on the set it returned.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The set API, which both candidates implement. The spec is this trait: `#[api]` makes each
/// method an operation and generates `misc_choose_remove_engine::<R, C>()`. `choose_and_remove` is
/// `nondet`, so the reference implements [`SetApiReference`], written by `#[api]`, where it
/// takes the candidate's result (its set of the candidate's type) and judges it.
#[api(engine = misc_choose_remove_engine, var = "s")]
pub trait SetApi: Sized {
    /// The empty set.
    fn empty() -> Self;
    /// A new set with `x`.
    fn add(&self, x: i32) -> Self;
    /// Whether `x` is an element.
    fn contains(&self, x: i32) -> bool;
    /// `None` on an empty set; otherwise some element and the set without it.
    #[monolith(nondet)]
    fn choose_and_remove(&self) -> Option<(i32, Self)>;
}

/// The engine with the candidate that removes the wrong element: found by a later call.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::misc::choose_remove::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains(".choose_and_remove()"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    misc_choose_remove_engine::<reference::Set, faulty::Set>()
}

/// The engine with the candidate that takes the median: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::misc::choose_remove::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    misc_choose_remove_engine::<reference::Set, working::Set>()
}

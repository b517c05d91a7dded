//! Nondeterministic bags: `pop` may take out any element of the bag (Monolith's
//! `bag_nondet`).
//!
//! Unlike [`bag_det`](crate::bag_det), which makes the order part of the contract, this spec
//! lets a bag hand its elements back in any order. The reference cannot compute *the* element
//! that comes out, so `pop` is declared `#[monolith(nondet)]`: the
//! candidate runs first, and the [`reference`](mod@reference) judges its result, an element
//! still in the bag (which then leaves the reference's bag too), or `None` exactly when the bag
//! is empty. The [`working`] candidate pops at alternate ends. The [`faulty`] candidate *peeks*
//! instead of popping: each element it returns is in the bag, so no single `pop` is wrong; only
//! a later observation shows it, a second `pop` of an element the bag held once, or `len`. The
//! minimal reproducer has 4 steps: `new`, `push`, then `pop` twice (or `pop` and `len`).

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The bag API, which both candidates implement. The spec is this trait: `#[api]` makes each
/// method but `is_empty` an operation and generates `bag_nondet_engine::<R, C>()`. `pop` is
/// `nondet`, so the reference implements [`BagApiReference`], written by `#[api]`, where `pop`
/// takes the candidate's result and judges it.
#[api(engine = bag_nondet_engine, var = "b")]
pub trait BagApi: Sized {
    /// The empty bag.
    fn new() -> Self;
    /// Adds `x`.
    fn push(&mut self, x: i32);
    /// Takes out an element, any one, if the bag has one.
    #[monolith(nondet, returns = option(int::<i32>()))]
    fn pop(&mut self) -> Option<i32>;
    /// The number of elements.
    fn len(&self) -> usize;
    /// Whether the bag is empty. Not an operation.
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The engine with the peeking candidate: finds an element that comes out twice, or a wrong
/// length.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::bag_nondet::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 4, "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    bag_nondet_engine::<reference::Bag, faulty::Bag>()
}

/// The engine with a candidate that pops at alternate ends: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::bag_nondet::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    bag_nondet_engine::<reference::Bag, working::Bag>()
}

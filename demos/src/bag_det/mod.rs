//! Deterministic bags: a bag holds integers, `push` adds one and `pop` takes one out.
//!
//! A bag may hand its elements back in any order, but this spec makes the order part of the
//! contract: the [`reference`](mod@reference) is last in, first out, so `pop` must return the
//! most recently pushed element still in the bag. The [`faulty`] candidate is a queue, first in,
//! first out, which agrees with a stack as long as the bag never holds two elements at once;
//! the minimal reproducer has 4 steps: `new`, two `push`es of different values, then `pop`.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The bag API, which the reference and both candidates implement. The spec is this trait:
/// `#[api]` makes each method but `is_empty` an operation and generates
/// `bag_det_engine::<R, C>()`.
#[api(engine = bag_det_engine, var = "b")]
pub trait BagApi: Sized {
    /// The empty bag.
    fn new() -> Self;
    /// Adds `x`.
    fn push(&mut self, x: i32);
    /// Takes out an element, if any: the most recently pushed one.
    #[monolith(returns = option(int::<i32>()))]
    fn pop(&mut self) -> Option<i32>;
    /// The number of elements.
    fn len(&self) -> usize;
    /// Whether the bag is empty. Not an operation.
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The engine with the first-in, first-out candidate: finds the wrong order.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::bag_det::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// assert!(report.reproducer.contains(".pop()"));
/// ```
pub fn faulty_engine() -> Engine {
    bag_det_engine::<reference::Bag, faulty::Bag>()
}

/// The engine with a last-in, first-out candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::bag_det::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    bag_det_engine::<reference::Bag, working::Bag>()
}

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

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, for any candidate with `new`, `push`, `pop` and `len`.
macro_rules! bag_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("bag_det_reproducer");
        let bag = engine.abstract_type::<reference::Bag, $candidate>("b");
        engine.declare(
            "Bag::new",
            args().returns(bag.clone()),
            reference::Bag::new,
            <$candidate>::new,
        );
        engine
            .declare(
                "Bag::push",
                args().arg(bag.by_mut()).arg(int::<i32>()).returns(unit()),
                reference::Bag::push,
                <$candidate>::push,
            )
            .method();
        engine
            .declare(
                "Bag::pop",
                args().arg(bag.by_mut()).returns(option(int::<i32>())),
                reference::Bag::pop,
                <$candidate>::pop,
            )
            .method();
        engine
            .declare(
                "Bag::len",
                args().arg(bag.by_ref()).returns(int::<usize>()),
                reference::Bag::len,
                <$candidate>::len,
            )
            .method();
        engine
    }};
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
    bag_engine!(faulty::Bag, "demos::bag_det::faulty::Bag")
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
    bag_engine!(working::Bag, "demos::bag_det::working::Bag")
}

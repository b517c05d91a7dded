//! Nondeterministic bags: `pop` may take out any element of the bag (Monolith's
//! `bag_nondet`).
//!
//! Unlike [`bag_det`](crate::bag_det), which makes the order part of the contract, this spec
//! lets a bag hand its elements back in any order. The reference cannot compute *the* element
//! that comes out, so `pop` is declared with [`nondet`](monolith_core::spec::Args1::nondet): the
//! candidate runs first, and the [`reference`](mod@reference) judges its result, an element
//! still in the bag (which then leaves the reference's bag too), or `None` exactly when the bag
//! is empty. The [`working`] candidate pops at alternate ends. The [`faulty`] candidate *peeks*
//! instead of popping: each element it returns is in the bag, so no single `pop` is wrong; only
//! a later observation shows it, a second `pop` of an element the bag held once, or `len`. The
//! minimal reproducer has 4 steps: `new`, `push`, then `pop` twice (or `pop` and `len`).

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
        engine.test_name("bag_nondet_reproducer");
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
                args().arg(bag.by_mut()).nondet(option(int::<i32>())),
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
    bag_engine!(faulty::Bag, "demos::bag_nondet::faulty::Bag")
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
    bag_engine!(working::Bag, "demos::bag_nondet::working::Bag")
}

//! Choose and remove (Monolith's `misc/choose_and_remove_opt`): a nondeterministic choice whose
//! result holds a new abstract value.
//!
//! `choose_and_remove` returns `None` on an empty set, otherwise some element `x` of the set
//! and the set without it: `Option<(i32, Set)>`, the paper's `option (element *** set)`. Any
//! element will do, so the operation is declared with
//! [`nondet`](monolith_core::spec::Args1::nondet): the [`reference`](mod@reference) checks the
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

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, for any candidate with `empty`, `add`, `contains` and `choose_and_remove`.
macro_rules! choose_remove_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("misc_choose_remove_reproducer");
        let set = engine.abstract_type::<reference::Set, $candidate>("s");
        engine.declare(
            "Set::empty",
            args().returns(set.clone()),
            reference::Set::empty,
            <$candidate>::empty,
        );
        engine
            .declare(
                "Set::add",
                args()
                    .arg(set.by_ref())
                    .arg(int::<i32>())
                    .returns(set.clone()),
                reference::Set::add,
                <$candidate>::add,
            )
            .method();
        engine
            .declare(
                "Set::contains",
                args().arg(set.by_ref()).arg(int::<i32>()).returns(bool()),
                reference::Set::contains,
                <$candidate>::contains,
            )
            .method();
        engine
            .declare(
                "Set::choose_and_remove",
                args()
                    .arg(set.by_ref())
                    .nondet(option((int::<i32>(), set.clone()))),
                reference::Set::choose_and_remove::<$candidate>,
                <$candidate>::choose_and_remove,
            )
            .method();
        engine
    }};
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
    choose_remove_engine!(faulty::Set, "demos::misc::choose_remove::faulty::Set")
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
    choose_remove_engine!(working::Set, "demos::misc::choose_remove::working::Set")
}

//! Options both ways (Monolith's `misc/construct_option`): an `Option` the engine constructs as
//! an argument, and an `Option` of an abstract value it deconstructs as a result.
//!
//! Monolith's demo declares `cardinal : option (lt 16) ^> int`, to check that an option is
//! constructed (one draw picks `None` or `Some`). Here the same argument builds a persistent
//! list, `List::of(Option<i32>)` (empty or a singleton), and `tail` returns
//! `Option<List>`, declared as [`option`]`(list)`: when both sides return `Some`, the engine
//! binds the two inner lists to a new variable, which later calls use (the reproducer prints
//! `let Some(l2) = l1.tail() else { .. };`); when one returns `None` and the other `Some`, that
//! is a disagreement on the tag. The engine needed nothing new for this: [`option`] of an
//! abstract type is deconstructible.
//!
//! The [`working`] candidate is a linked list. The [`faulty`] candidate's `tail` removes the
//! element at the wrong end, which only a call on the returned list shows. The minimal
//! reproducer has 4 steps: `of(Some(..))`, `push`, `tail`, and `head` on the tail.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, for any candidate with `of`, `push`, `head`, `tail` and `len`.
macro_rules! list_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("misc_construct_option_reproducer");
        let list = engine.abstract_type::<reference::List, $candidate>("l");
        engine.declare(
            "List::of",
            args().arg(option(int::<i32>())).returns(list.clone()),
            reference::List::of,
            <$candidate>::of,
        );
        engine
            .declare(
                "List::push",
                args()
                    .arg(list.by_ref())
                    .arg(int::<i32>())
                    .returns(list.clone()),
                reference::List::push,
                <$candidate>::push,
            )
            .method();
        engine
            .declare(
                "List::head",
                args().arg(list.by_ref()).returns(option(int::<i32>())),
                reference::List::head,
                <$candidate>::head,
            )
            .method();
        engine
            .declare(
                "List::tail",
                args().arg(list.by_ref()).returns(option(list.clone())),
                reference::List::tail,
                <$candidate>::tail,
            )
            .method();
        engine
            .declare(
                "List::len",
                args().arg(list.by_ref()).returns(int::<usize>()),
                reference::List::len,
                <$candidate>::len,
            )
            .method();
        engine
    }};
}

/// The engine with the candidate whose `tail` removes the oldest element: found through the
/// list that `tail` returned.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::misc::construct_option::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains(".tail() else"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    list_engine!(faulty::List, "demos::misc::construct_option::faulty::List")
}

/// The engine with the linked list: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::misc::construct_option::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    list_engine!(
        working::List,
        "demos::misc::construct_option::working::List"
    )
}

//! A pop on an empty stack (Monolith's `misc/exception`): operations that must panic, on both
//! sides together.
//!
//! A bounded stack panics on `push` when full and on `pop` when empty. Both are declared with
//! [`may_panic`](monolith_core::spec::Fun::may_panic) (the paper's `^!>`): a step passes when
//! both sides return, values compared, or both panic; a panic on one side only is a failure.
//! The [`faulty`] candidate, like Monolith's, forgets to test for an empty stack in `pop`, and
//! returns a stale cell where the [`reference`](mod@reference) panics; the reproducer expects
//! the panic with `catch_unwind(..).expect_err(..)`. The minimal reproducer has 2 steps: `new`
//! with a capacity of at least 1, then `pop`.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, for any candidate with `new`, `push`, `pop` and `len`.
macro_rules! stack_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("misc_pop_empty_reproducer");
        let stack = engine.abstract_type::<reference::Stack, $candidate>("s");
        engine.declare(
            "Stack::new",
            args().arg(length()).returns(stack.clone()),
            reference::Stack::new,
            <$candidate>::new,
        );
        engine
            .declare(
                "Stack::push",
                args()
                    .arg(stack.by_mut())
                    .arg(int::<i32>())
                    .returns(unit())
                    .may_panic(),
                reference::Stack::push,
                <$candidate>::push,
            )
            .method();
        engine
            .declare(
                "Stack::pop",
                args().arg(stack.by_mut()).returns(int::<i32>()).may_panic(),
                reference::Stack::pop,
                <$candidate>::pop,
            )
            .method();
        engine
            .declare(
                "Stack::len",
                args().arg(stack.by_ref()).returns(int::<usize>()),
                reference::Stack::len,
                <$candidate>::len,
            )
            .method();
        engine
    }};
}

/// The engine with the candidate that pops an empty stack without panicking: found.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::misc::pop_empty::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 2, "{report}");
/// assert!(report.reproducer.contains("expect_err("), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    stack_engine!(faulty::Stack, "demos::misc::pop_empty::faulty::Stack")
}

/// The engine with the candidate that checks: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::misc::pop_empty::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    stack_engine!(working::Stack, "demos::misc::pop_empty::working::Stack")
}

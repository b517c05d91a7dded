//! Stacks that split in two: an operation whose result is a pair of abstract values.
//!
//! A persistent stack of integers has `empty`, `push` and `to_vec` (the elements, top first),
//! and `split(i)`, which returns two stacks: the top `i` elements, and the rest. The result's
//! spec is a tuple of two abstract specs, so the engine binds both stacks to fresh variables
//! (`let (s1, s2) = s0.split(1);`) and can use either later. The index is a dependent argument,
//! from 0 to the stack's length. The [`faulty`] candidate splits one element too low; the
//! minimal reproducer has 4 steps: `empty`, `push`, `split`, then `to_vec` on either half.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, for any candidate with `empty`, `push`, `split` and `to_vec`.
macro_rules! pairs_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("pairs_reproducer");
        let stack = engine.abstract_type::<reference::Stack, $candidate>("s");
        engine.declare(
            "Stack::empty",
            args().returns(stack.clone()),
            reference::Stack::empty,
            <$candidate>::empty,
        );
        engine
            .declare(
                "Stack::push",
                args()
                    .arg(stack.by_ref())
                    .arg(int::<i32>())
                    .returns(stack.clone()),
                reference::Stack::push,
                <$candidate>::push,
            )
            .method();
        engine
            .declare(
                "Stack::split",
                args()
                    .arg(stack.by_ref())
                    .dep(|s: &reference::Stack| closed(0, s.len()))
                    .returns((stack.clone(), stack.clone())),
                reference::Stack::split,
                <$candidate>::split,
            )
            .method();
        engine
            .declare(
                "Stack::to_vec",
                args().arg(stack.by_ref()).returns(vec_of(int::<i32>())),
                reference::Stack::to_vec,
                <$candidate>::to_vec,
            )
            .method();
        engine
    }};
}

/// The engine with the candidate that splits one element too low: finds the bug.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::pairs::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// assert!(report.reproducer.contains(".split("));
/// ```
pub fn faulty_engine() -> Engine {
    pairs_engine!(faulty::Stack, "demos::pairs::faulty::Stack")
}

/// The engine with a correct candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::pairs::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    pairs_engine!(working::Stack, "demos::pairs::working::Stack")
}

//! Nondeterministic increasing-sequence generators, the paper's §4.1.
//!
//! A generator hands out integers: each call to `next` must return a value that is nonnegative
//! and strictly greater than every value this generator returned before. Many sequences are
//! correct, so the reference cannot compute *the* next value: the operation is declared with
//! [`nondet`](monolith_core::spec::Args1::nondet) and the [`reference`](mod@reference) judges the candidate's
//! value instead. The [`faulty`] candidate keeps its counter in a byte, which wraps around; the
//! minimal reproducer has 5 steps: `new`, then four calls to `next` on the same generator.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The paper's spec, for any candidate with `new` and `next`.
macro_rules! gen_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("gen_reproducer");
        let gen = engine.abstract_type::<reference::Gen, $candidate>("g");
        engine.declare(
            "Gen::new",
            args().returns(gen.clone()),
            reference::Gen::new,
            <$candidate>::new,
        );
        engine
            .declare(
                "Gen::next",
                args().arg(gen.by_mut()).nondet(int::<i64>()),
                reference::Gen::next,
                <$candidate>::next,
            )
            .method();
        engine
    }};
}

/// The engine with the wrapping candidate: finds the wrap-around.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::gen::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::NondetRejected);
/// assert!(report.reproducer.contains(".next()"));
/// ```
pub fn faulty_engine() -> Engine {
    gen_engine!(faulty::Gen, "demos::gen::faulty::Gen")
}

/// The engine with a correct candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::gen::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    gen_engine!(working::Gen, "demos::gen::working::Gen")
}

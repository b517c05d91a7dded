//! Semi-persistent arrays, the paper's §4.2 (after Conchon and Filliâtre, ESOP 2008).
//!
//! Like a persistent array, `set` returns a new array, a *child* of the old one, and leaves the
//! old one unchanged. Unlike one, only some arrays may be accessed: within each tree of
//! arrays, an array is *valid* when it is an ancestor (or itself) of the array most recently
//! accessed with `get` or `set`, and `get` and `set` may only be applied to valid arrays (this
//! restriction lets an implementation keep one mutable data array per tree). `length` may be
//! applied to any array, and invalidates nothing.
//!
//! The spec gives `get` and `set` the precondition [`reference::SpArray::valid`], so the
//! engine never generates an access pattern the API forbids. It also requires a nonempty
//! array, which an index needs: otherwise an empty array could be chosen and the index
//! rejected, and which operation a byte picks would then depend on whether an unrelated empty
//! array exists, which defeats the shrinker's deletion of instructions. Empty arrays are still
//! made and measured. The [`faulty`] candidate's
//! `length` moves the data array to the array it measures, which invalidates that array's
//! descendants behind the client's back; the minimal reproducer has 4 steps: `make`, `set`,
//! `length` on the parent, then `get` or `set` on the child.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The paper's spec, for any candidate with `make`, `length`, `get` and `set`.
macro_rules! sparray_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("sparray_reproducer");
        let array = engine.abstract_type::<reference::SpArray, $candidate>("a");
        // `get` and `set` need a valid array, and an index into it: a nonempty one.
        let valid = array
            .by_ref()
            .such_that(|a: &reference::SpArray| a.valid() && a.length() > 0);
        let element = sequential::<i32>;
        engine.declare(
            "SpArray::make",
            args()
                .arg(lt(16usize))
                .arg(element())
                .returns(array.clone()),
            reference::SpArray::make,
            <$candidate>::make,
        );
        engine
            .declare(
                "SpArray::length",
                args().arg(array.by_ref()).returns(int::<usize>()),
                reference::SpArray::length,
                <$candidate>::length,
            )
            .method();
        engine
            .declare(
                "SpArray::get",
                args()
                    .arg(valid.clone())
                    .dep(|a: &reference::SpArray| lt(a.length()))
                    .returns(int::<i32>()),
                reference::SpArray::get,
                <$candidate>::get,
            )
            .method();
        engine
            .declare(
                "SpArray::set",
                args()
                    .arg(valid)
                    .dep(|a: &reference::SpArray| lt(a.length()))
                    .arg(element())
                    .returns(array.clone()),
                reference::SpArray::set,
                <$candidate>::set,
            )
            .method();
        engine
    }};
}

/// The engine with the candidate whose `length` invalidates descendants: finds the bug.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::sparray::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::CandidatePanic);
/// assert!(report.reproducer.contains(".length()"));
/// ```
pub fn faulty_engine() -> Engine {
    sparray_engine!(faulty::SpArray, "demos::sparray::faulty::SpArray")
}

/// The engine with a correct candidate, a rerooting diff array: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::sparray::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    sparray_engine!(working::SpArray, "demos::sparray::working::SpArray")
}

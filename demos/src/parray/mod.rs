//! Persistent arrays, the paper's prologue: "How Ed Got Fired".
//!
//! A persistent array maps `0..n` to values and never appears to change: `set` returns a new
//! array. Ed's [`faulty`] candidate mutates in place and returns the same array, a bug no
//! scenario that only uses the latest array can see. The minimal reproducer has 3 steps:
//! `make`, `set`, then a `get` on the old array.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The paper's spec, for any candidate with `make`, `get` and `set`.
macro_rules! parray_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("parray_reproducer");
        let array = engine.abstract_type::<reference::PArray, $candidate>("a");
        let element = sequential::<i32>;
        engine.declare(
            "PArray::make",
            args()
                .arg(lt(16usize))
                .arg(element())
                .returns(array.clone()),
            reference::PArray::make,
            <$candidate>::make,
        );
        engine
            .declare(
                "PArray::get",
                args()
                    .arg(array.by_ref())
                    .dep(|a: &reference::PArray| lt(a.len()))
                    .returns(int::<i32>()),
                reference::PArray::get,
                <$candidate>::get,
            )
            .method();
        engine
            .declare(
                "PArray::set",
                args()
                    .arg(array.by_ref())
                    .dep(|a: &reference::PArray| lt(a.len()))
                    .arg(element())
                    .returns(array.clone()),
                reference::PArray::set,
                <$candidate>::set,
            )
            .method();
        engine
    }};
}

/// The engine with Ed's candidate: finds the aliasing bug.
///
/// # Examples
///
/// ```
/// let report = demos::parray::faulty_engine().run_random(&monolith_core::Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains(".get("));
/// ```
pub fn faulty_engine() -> Engine {
    parray_engine!(faulty::PArray, "demos::parray::faulty::PArray")
}

/// The engine with a correct candidate: passes.
///
/// # Examples
///
/// ```
/// assert!(demos::parray::working_engine().run_random(&monolith_core::Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    parray_engine!(working::PArray, "demos::parray::working::PArray")
}

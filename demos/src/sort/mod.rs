//! Sorting with a comparison argument (Monolith's `sort` demo): a function-valued argument.
//!
//! `sort_by(v, compare)` returns `v` sorted by `compare`, stably. The comparison is an
//! argument the engine generates: one of four closures listed with
//! [`closures!`](monolith_core::closures) (ascending, descending, by absolute value, by last
//! decimal digit), chosen with one byte and printed in the reproducer as its own source, so the
//! pasted test compiles and runs the very closure that found the bug. The last two orders have
//! ties, on which stability decides the result. The [`reference`](mod@reference) is `std`'s
//! stable sort, the [`working`] candidate a merge sort, and the [`faulty`] candidate ignores
//! the comparison: it sorts in ascending order, the first closure's order, so the shrinker
//! moves away from the first closure only as far as the bug needs. The minimal reproducer has
//! 1 step: a call with two elements and any other order.

pub mod faulty;
pub mod reference;
pub mod working;

use std::cmp::Ordering;

use monolith_core::spec::*;
use monolith_core::{closures, Engine};

/// The type of the comparisons the spec passes: the closures of [`closures!`] coerce to it.
pub type Compare = fn(&i32, &i32) -> Ordering;

/// The spec, for a candidate `sort_by` that the reproducer calls by `path`.
fn sort_engine(candidate: fn(Vec<i32>, Compare) -> Vec<i32>, path: &str) -> Engine {
    let mut engine = Engine::new();
    engine.preamble(&format!("use {path};"));
    engine.test_name("sort_reproducer");
    let compare = closures![
        |a: &i32, b: &i32| a.cmp(b),
        |a: &i32, b: &i32| b.cmp(a),
        |a: &i32, b: &i32| a.unsigned_abs().cmp(&b.unsigned_abs()),
        |a: &i32, b: &i32| (a.unsigned_abs() % 10).cmp(&(b.unsigned_abs() % 10)),
    ];
    engine.declare(
        "sort_by",
        args()
            .arg(vec_of(int::<i32>()))
            .arg(compare)
            .returns(vec_of(int::<i32>())),
        reference::sort_by::<Compare>,
        candidate,
    );
    engine
}

/// The engine with the candidate that ignores its comparison: finds it.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::sort::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 1);
/// assert!(report.reproducer.contains("|a: &i32, b: &i32|"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    sort_engine(faulty::sort_by::<Compare>, "demos::sort::faulty::sort_by")
}

/// The engine with the stable merge sort: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::sort::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    sort_engine(working::sort_by::<Compare>, "demos::sort::working::sort_by")
}

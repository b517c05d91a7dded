//! Nondeterminism under a pair, on the left and on the right (Monolith's
//! `misc/nondet_under_pair_left` and `misc/nondet_under_pair_right`).
//!
//! `select_nth_unstable` splits a slice around its `k`-th smallest element, and leaves both
//! sides in an unspecified order. Its pair-returning versions, `below_nth(v, k)` (the smaller
//! part and the element) and `above_nth(v, k)` (the element and the greater part), each return
//! a pair with one nondeterministic component, on the left for `below_nth`, on the right for
//! `above_nth`, and one deterministic component. Monolith writes `nondet` under `***`; here the
//! whole result is declared with [`nondet`](monolith_core::spec::Args2::nondet), and the
//! [`reference`](mod@reference) judges the free component (as a multiset) and answers with it
//! and its own deterministic component: the engine then compares that component as usual. A
//! wrong free part is a rejection (`NondetRejected`) whose assertion sorts that part; a wrong
//! element would be a plain mismatch. Two demos, one per side, with one operation each.
//!
//! The [`working`] candidate calls `select_nth_unstable`. The [`faulty`] one filters with a
//! strict comparison and loses the elements equal to the `k`-th. The minimal reproducer has 1
//! step: a vector with a repeated element and `k` at the second copy (`left`) or the first
//! (`right`).

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// A spec of `below_nth`.
fn left_engine(candidate: fn(Vec<i32>, usize) -> (Vec<i32>, i32), path: &str) -> Engine {
    let mut engine = Engine::new();
    engine.preamble(&format!("use {path};"));
    engine.test_name("misc_nondet_pair_left_reproducer");
    engine.declare(
        "below_nth",
        args()
            .arg(vec_of(int::<i32>()))
            .dep(|v: &Vec<i32>| lt(v.len()))
            .nondet((vec_of(int::<i32>()), int::<i32>())),
        reference::below_nth,
        candidate,
    );
    engine
}

/// A spec of `above_nth`.
fn right_engine(candidate: fn(Vec<i32>, usize) -> (i32, Vec<i32>), path: &str) -> Engine {
    let mut engine = Engine::new();
    engine.preamble(&format!("use {path};"));
    engine.test_name("misc_nondet_pair_right_reproducer");
    engine.declare(
        "above_nth",
        args()
            .arg(vec_of(int::<i32>()))
            .dep(|v: &Vec<i32>| lt(v.len()))
            .nondet((int::<i32>(), vec_of(int::<i32>()))),
        reference::above_nth,
        candidate,
    );
    engine
}

/// `below_nth` with the filtering candidate: its left part, the free one, is short.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::misc::nondet_pair::left_faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::NondetRejected, "{report}");
/// assert!(report.reproducer.contains(".0; part.sort()"), "{report}");
/// ```
pub fn left_faulty_engine() -> Engine {
    left_engine(
        faulty::below_nth,
        "demos::misc::nondet_pair::faulty::below_nth",
    )
}

/// `below_nth` with `select_nth_unstable`: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::misc::nondet_pair::left_working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn left_working_engine() -> Engine {
    left_engine(
        working::below_nth,
        "demos::misc::nondet_pair::working::below_nth",
    )
}

/// `above_nth` with the filtering candidate: its right part, the free one, is short.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::misc::nondet_pair::right_faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::NondetRejected, "{report}");
/// assert!(report.reproducer.contains(".1; part.sort()"), "{report}");
/// ```
pub fn right_faulty_engine() -> Engine {
    right_engine(
        faulty::above_nth,
        "demos::misc::nondet_pair::faulty::above_nth",
    )
}

/// `above_nth` with `select_nth_unstable`: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::misc::nondet_pair::right_working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn right_working_engine() -> Engine {
    right_engine(
        working::above_nth,
        "demos::misc::nondet_pair::working::above_nth",
    )
}

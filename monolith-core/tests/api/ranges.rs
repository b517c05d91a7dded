//! Range arguments: valid by default, every form, invalid ones on request, printed as Rust
//! writes them, and shrunk with the value they index.

use std::ops::Range;

use monolith_core::spec::*;
use monolith_core::{Config, Engine};

/// A vector of bytes and a `drain` of a range drawn from `ranges(len)`, both sides `Vec`, with
/// the candidate `candidate`.
fn drain_engine<S>(ranges: fn(usize) -> S, candidate: fn(&mut Vec<u8>, S::R) -> Vec<u8>) -> Engine
where
    S: Constructible + 'static,
    S::R: std::ops::RangeBounds<usize> + Clone + 'static,
    S: Spec<C = <S as Spec>::R>,
{
    let mut e = Engine::new();
    let v = e.abstract_type::<Vec<u8>, Vec<u8>>("v");
    e.declare("Vec::new", args().returns(v.clone()), Vec::new, Vec::new);
    e.declare(
        "Vec::push",
        args().arg(v.by_mut()).arg(int::<u8>()).returns(unit()),
        Vec::push,
        Vec::push,
    )
    .method();
    e.declare(
        "Vec::drain",
        args()
            .arg(v.by_mut())
            .dep(move |v: &Vec<u8>| ranges(v.len()))
            .returns(vec(int::<u8>(), lt(0usize))),
        |v: &mut Vec<u8>, r: S::R| v.drain(r).collect::<Vec<u8>>(),
        candidate,
    )
    .method()
    .post(|call| format!("{call}.collect::<Vec<u8>>()"));
    e
}

#[test]
fn every_form_draws_valid_ranges_only() {
    let n = 2_000;
    let ok = |e: Engine| e.run_random(&Config::with_seed(1).scenarios(n)).unwrap();
    let s = ok(drain_engine(range_in, |v, r| v.drain(r).collect()));
    assert_eq!(s.operations[2].rejected, 0, "{s}");
    ok(drain_engine(
        |n| range_in(n).inclusive(),
        |v, r| v.drain(r).collect(),
    ));
    ok(drain_engine(
        |n| range_in(n).end_only(),
        |v, r| v.drain(r).collect(),
    ));
    ok(drain_engine(
        |n| range_in(n).start_only(),
        |v, r| v.drain(r).collect(),
    ));
}

#[test]
fn a_range_bug_shrinks_to_a_short_scenario_printed_as_rust_writes_ranges() {
    // The candidate drains nothing from an empty range at the end of a long vector... and
    // from every range that starts past 8: `drain(9..9)` after ten pushes needs them all.
    let e = drain_engine(range_in, |v: &mut Vec<u8>, r: Range<usize>| {
        if r.start >= 8 && r.end > r.start {
            v.drain(r.start + 1..r.end).collect()
        } else {
            v.drain(r).collect()
        }
    });
    let report = e
        .run_random(&Config::with_seed(1).scenarios(20_000))
        .unwrap_err();
    let drain = report
        .reproducer
        .lines()
        .find(|l| l.contains(".drain("))
        .expect("the failing call");
    assert!(
        drain.contains(".drain(8..9).collect::<Vec<u8>>()"),
        "{report}"
    );
    // `Vec::new`, nine pushes, the drain.
    assert_eq!(report.failure.steps, 11, "{report}");
}

#[test]
fn invalid_ranges_come_on_request_and_panic_on_both_sides() {
    let mut e = Engine::new();
    e.declare(
        "slice_len",
        args()
            .arg(lt(6usize))
            .dep(|n: &usize| range_in(*n).invalid())
            .returns(int::<usize>())
            .may_panic(),
        |n: usize, r: Range<usize>| (0..n as u8).collect::<Vec<_>>()[r].len(),
        |n: usize, r: Range<usize>| (0..n as u8).collect::<Vec<_>>()[r].len(),
    );
    let stats = e
        .run_random(&Config::with_seed(2).scenarios(2_000))
        .unwrap();
    assert!(stats.steps > 0);
    // Without `.may_panic()` the reference's panic on an invalid range is the spec's bug.
    let mut strict = Engine::new();
    strict.declare(
        "slice_len",
        args()
            .arg(lt(6usize))
            .dep(|n: &usize| range_in(*n).invalid())
            .returns(int::<usize>()),
        |n: usize, r: Range<usize>| (0..n as u8).collect::<Vec<_>>()[r].len(),
        |n: usize, r: Range<usize>| (0..n as u8).collect::<Vec<_>>()[r].len(),
    );
    let report = strict
        .run_random(&Config::with_seed(2).scenarios(2_000))
        .unwrap_err();
    assert_eq!(
        report.failure.kind,
        monolith_core::FailureKind::ReferencePanic
    );
}

#[test]
fn an_inclusive_range_of_an_empty_slice_is_not_generated() {
    let mut e = Engine::new();
    e.declare(
        "pick",
        args().arg(range_in(0).inclusive()).returns(int::<usize>()),
        |r: std::ops::RangeInclusive<usize>| *r.start(),
        |r: std::ops::RangeInclusive<usize>| *r.start(),
    );
    let report = e
        .run_random(&Config::with_seed(1).scenarios(10))
        .unwrap_err();
    assert_eq!(
        report.failure.kind,
        monolith_core::FailureKind::CannotGenerate
    );
}

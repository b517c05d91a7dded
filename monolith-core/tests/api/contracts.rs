//! Contracts (`requires`, `ensures`, `panics_if`) and operations without a reference: what each
//! contract filters or finds, the reproducer it prints, and the errors of a spec that misuses
//! them. Every run is bounded by a scenario count.

// A contract receives each argument as `&T`, here `&Vec<u8>`.
#![allow(clippy::ptr_arg)]

use monolith_core::{spec::*, Engine, FailureKind, Report};

use super::config;

fn fails(engine: &Engine, seed: u64) -> Report {
    engine
        .run_random(&config(seed, 2_000))
        .expect_err("a failure")
}

pub fn is_sorted(_: &Vec<u8>, r: &Vec<u8>) -> bool {
    r.windows(2).all(|w| w[0] <= w[1])
}

pub fn not_empty(v: &Vec<u8>) -> bool {
    !v.is_empty()
}

pub fn is_empty(v: &Vec<u8>) -> bool {
    v.is_empty()
}

/// The spec of a sort of up to five bytes, with the postcondition that its result is sorted.
macro_rules! sorted_spec {
    () => {
        args()
            .arg(vec(int::<u8>(), lt(6usize)))
            .returns(vec(int::<u8>(), lt(6usize)))
            .ensures("is_sorted", is_sorted)
    };
}

/// Sorts, but leaves the last element where it is.
fn sort_but_last(mut v: Vec<u8>) -> Vec<u8> {
    let n = v.len().saturating_sub(1);
    v[..n].sort();
    v
}

#[test]
fn requires_filters_the_arguments_the_candidate_never_sees() {
    let mut engine = Engine::new();
    engine.declare_without_reference(
        "max",
        args()
            .arg(vec(int::<u8>(), lt(4usize)))
            .returns(int::<u8>())
            .requires("not_empty", not_empty),
        |v: Vec<u8>| *v.iter().max().expect("never called on an empty vector"),
    );
    for seed in 1..4 {
        let stats = engine.run_random(&config(seed, 300)).expect("no failure");
        let max = stats
            .operations
            .iter()
            .find(|o| o.name == "max")
            .expect("max");
        assert!(max.rejected > 0 && max.runs > max.rejected, "{stats:?}");
    }
}

#[test]
fn a_broken_postcondition_is_found_shrunk_and_asserted_in_the_reproducer() {
    let mut engine = Engine::new();
    engine.declare_without_reference("sort_but_last", sorted_spec!(), sort_but_last);
    for seed in [1, 2, 3, 42] {
        let report = fails(&engine, seed);
        assert_eq!(report.failure.kind, FailureKind::Contract, "{report}");
        assert_eq!(report.failure.steps, 1, "{report}");
        assert!(
            report
                .failure
                .message
                .contains("breaks the contract `is_sorted`"),
            "{report}"
        );
        // The shortest input: two elements, the last one smaller.
        assert!(
            report
                .reproducer
                .contains("let v0_0 = sort_but_last(vec![1u8, 0u8]);"),
            "{report}"
        );
        assert!(
            report
                .reproducer
                .contains("assert!((is_sorted)(&vec![1u8, 0u8], &v0_0), \"breaks the contract `is_sorted`\");"),
            "{report}"
        );
    }
}

#[test]
fn panics_if_requires_a_panic_where_it_holds_and_allows_it_nowhere_else() {
    let first = |v: Vec<u8>| v[0];
    let mut engine = Engine::new();
    engine.declare_without_reference(
        "first",
        args()
            .arg(vec(int::<u8>(), lt(3usize)))
            .returns(int::<u8>())
            .panics_if("is_empty", is_empty),
        first,
    );
    assert!(engine.run_random(&config(1, 500)).is_ok());

    // Returns 0 on an empty vector instead of panicking.
    let mut engine = Engine::new();
    engine.declare_without_reference(
        "first",
        args()
            .arg(vec(int::<u8>(), lt(3usize)))
            .returns(int::<u8>())
            .panics_if("is_empty", is_empty),
        |v: Vec<u8>| v.first().copied().unwrap_or(0),
    );
    let report = fails(&engine, 1);
    assert_eq!(report.failure.kind, FailureKind::Contract, "{report}");
    assert!(report.reproducer.contains(
        "std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| { let _ = first(vec![]); })).expect_err(\"the contract `is_empty` says this call panics\");"
    ), "{report}");

    // Panics where the contract does not say so.
    let mut engine = Engine::new();
    engine.declare_without_reference(
        "first",
        args()
            .arg(vec(int::<u8>(), lt(3usize)))
            .returns(int::<u8>())
            .panics_if("is_empty", is_empty),
        |v: Vec<u8>| v[1],
    );
    let report = fails(&engine, 1);
    assert_eq!(report.failure.kind, FailureKind::CandidatePanic, "{report}");
}

#[test]
fn contracts_check_the_candidate_beside_the_reference() {
    // The candidate breaks the postcondition and the reference does not: the candidate's.
    let mut engine = Engine::new();
    engine.declare(
        "sort_but_last",
        sorted_spec!(),
        |mut v: Vec<u8>| {
            v.sort();
            v
        },
        sort_but_last,
    );
    let report = fails(&engine, 7);
    assert_eq!(report.failure.kind, FailureKind::Contract, "{report}");

    // The reference and the candidate agree, and both break the postcondition: the contract
    // finds what the comparison cannot, and blames the spec, which disagrees with itself.
    let mut engine = Engine::new();
    engine.declare(
        "sort_but_last",
        sorted_spec!(),
        sort_but_last,
        sort_but_last,
    );
    let report = fails(&engine, 7);
    assert_eq!(
        report.failure.kind,
        FailureKind::ReferenceContract,
        "{report}"
    );
    assert!(report.failure.kind.blames_spec());
    assert!(
        report.failure.message.contains(
            "breaks the contract `is_sorted`, with the arguments (&vec![1u8, 0u8]); the reference returns the same, so it breaks the contract too: the contract or the reference is wrong"
        ),
        "{report}"
    );
    assert!(
        report.reproducer.contains(
            "assert!((is_sorted)(&vec![1u8, 0u8], &v0_0), \"breaks the contract `is_sorted`\"); // candidate returned vec![1u8, 0u8]\n    // the reference returns the same, so it breaks the contract too\n"
        ),
        "{report}"
    );

    // A correct candidate beside its reference, a contract on a handle passed by reference.
    let mut engine = Engine::new();
    let v = engine.abstract_type::<Vec<u8>, Vec<u8>>("v");
    engine.declare("Vec::new", args().returns(v.clone()), Vec::new, Vec::new);
    engine.declare(
        "Vec::push",
        args().arg(v.by_mut()).arg(int::<u8>()).returns(unit()),
        |v: &mut Vec<u8>, x: u8| v.push(x),
        |v: &mut Vec<u8>, x: u8| v.push(x),
    );
    engine.declare(
        "Vec::len",
        args()
            .arg(v.by_ref())
            .returns(lt(usize::MAX))
            .ensures("len_is_len", |v: &Vec<u8>, n: &usize| v.len() == *n),
        |v: &Vec<u8>| v.len(),
        |v: &Vec<u8>| v.len(),
    );
    assert!(engine.run_random(&config(1, 300)).is_ok());
}

#[test]
fn a_contract_that_panics_or_reads_a_consumed_argument_blames_the_spec() {
    let mut engine = Engine::new();
    engine.declare_without_reference(
        "id",
        args()
            .arg(int::<u8>())
            .returns(int::<u8>())
            .ensures("divides", |x: &u8, _: &u8| 100 / x.wrapping_add(1) < 200),
        |x: u8| x,
    );
    let report = fails(&engine, 1);
    assert_eq!(report.failure.kind, FailureKind::SpecPanic, "{report}");
    assert!(
        report
            .failure
            .message
            .contains("the contract `divides` panicked"),
        "{report}"
    );

    let mut engine = Engine::new();
    let v = engine.abstract_type::<Vec<u8>, Vec<u8>>("v");
    engine.declare("Vec::new", args().returns(v.clone()), Vec::new, Vec::new);
    engine.declare(
        "Vec::into_len",
        args()
            .arg(v.by_value())
            .returns(lt(usize::MAX))
            .ensures("len_is_len", |v: &Vec<u8>, n: &usize| v.len() == *n),
        |v: Vec<u8>| v.len(),
        |v: Vec<u8>| v.len(),
    );
    let report = fails(&engine, 1);
    assert_eq!(report.failure.kind, FailureKind::SpecPanic, "{report}");
    assert!(
        report
            .failure
            .message
            .contains("reads argument 0, which the call consumed"),
        "{report}"
    );
}

#[test]
#[should_panic(
    expected = "declared without a reference, but takes or returns a value of an abstract type"
)]
fn an_operation_without_a_reference_cannot_take_an_abstract_type() {
    let mut engine = Engine::new();
    let v = engine.abstract_type::<Vec<u8>, Vec<u8>>("v");
    engine.declare_without_reference("Vec::new", args().returns(v), Vec::new);
}

#[test]
fn the_same_seed_gives_the_same_report() {
    let engine = || {
        let mut engine = Engine::new();
        engine.declare_without_reference(
            "sort_but_last",
            args()
                .arg(vec(int::<u8>(), lt(6usize)))
                .returns(vec(int::<u8>(), lt(6usize)))
                .ensures("is_sorted", is_sorted),
            sort_but_last,
        );
        engine
    };
    let (a, b) = (fails(&engine(), 9), fails(&engine(), 9));
    assert_eq!(a.bytes, b.bytes);
    assert_eq!(a.reproducer, b.reproducer);
    assert_eq!(a.failure.message, b.failure.message);
}

#[test]
fn without_a_reference_an_operation_that_may_panic_may_panic_anywhere() {
    let mut engine = Engine::new();
    engine.declare_without_reference(
        "u8::div",
        args()
            .arg(int::<u8>())
            .arg(int::<u8>())
            .returns(int::<u8>())
            .may_panic()
            .ensures("at_most_dividend", |a: &u8, _: &u8, q: &u8| q <= a),
        |a: u8, b: u8| a / b,
    );
    assert!(engine.run_random(&config(1, 500)).is_ok());
}

#[test]
fn a_contract_that_both_runs_of_a_self_composed_operation_break_is_the_candidates() {
    let mut engine = Engine::new();
    engine.declare_deterministic("sort_but_last", sorted_spec!(), sort_but_last);
    let report = fails(&engine, 7);
    assert_eq!(report.failure.kind, FailureKind::Contract, "{report}");
    assert!(!report.reproducer.contains("the reference"), "{report}");
    assert!(
        !report.failure.message.contains("the reference"),
        "{report}"
    );
}

//! The increasing-sequence generator demo (paper, §4.1): the wrapping candidate is caught by the
//! nondeterministic spec, the working one passes, and reports replay identically.

use demos::gen::{self, faulty, reference, working, GenApi, GenApiReference};
use monolith_core::spec::Diagnostic;
use monolith_core::{Config, FailureKind, Report};

/// Fixed seeds: every test is bounded by scenario counts, never by time.
const SEEDS: [u64; 6] = [1, 2, 3, 42, 1234, 0x5eed_cafe];

/// The minimal reproducer length recorded in `demos::DEMOS`.
fn minimal_steps() -> usize {
    demos::find("gen").unwrap().minimal_steps.unwrap()
}

fn find_bug(seed: u64) -> Report {
    gen::faulty_engine()
        .run_random(&Config::with_seed(seed).scenarios(20_000))
        .expect_err("the wrapping generator must be caught")
}

#[test]
fn the_faulty_candidate_is_caught_on_next() {
    for seed in SEEDS {
        let report = find_bug(seed);
        assert_eq!(report.failure.kind, FailureKind::NondetRejected, "{report}");
        assert_eq!(report.failure.operation.as_deref(), Some("Gen::next"));
        assert!(report.failure.steps >= minimal_steps(), "{report}");
        assert!(report.flaky.is_none(), "{report}");
        assert!(report.reproducer.starts_with("#[test]\n"), "{report}");
        assert!(report.reproducer.ends_with("}\n"), "{report}");
        assert!(report.reproducer.contains("use demos::gen::faulty::Gen;"));
        assert!(report.reproducer.contains("let mut g0 = Gen::new();"));
        // The last statement is the reference's explanation, which fails on the wrapped value.
        let last = report.reproducer.lines().rev().nth(1).unwrap().trim();
        assert!(
            last.starts_with("assert!(") && last.contains("// candidate returned"),
            "{report}"
        );
    }
}

#[test]
fn the_documented_sequence_wraps() {
    let mut g = faulty::Gen::new();
    let values: Vec<i64> = (0..4).map(|_| g.next()).collect();
    assert_eq!(values, [0, 100, 200, 44]);
}

#[test]
fn the_reference_judges_as_the_paper_says() {
    let mut r = reference::Gen::new();
    assert!(matches!(r.next(&-1), Diagnostic::Invalid(_)));
    assert!(matches!(r.next(&0), Diagnostic::Valid(0)));
    assert!(matches!(r.next(&0), Diagnostic::Invalid(_)));
    assert!(matches!(r.next(&9), Diagnostic::Valid(9)));
    assert!(matches!(r.next(&5), Diagnostic::Invalid(_)));
    // A rejection does not move the bound.
    assert!(matches!(r.next(&10), Diagnostic::Valid(10)));
    assert!(matches!(r.next(&i64::MAX), Diagnostic::Valid(i64::MAX)));
    assert!(matches!(r.next(&i64::MAX), Diagnostic::Invalid(_)));
}

#[test]
fn the_working_candidate_increases() {
    for _ in 0..3 {
        let mut g = working::Gen::new();
        let mut last = -1;
        for _ in 0..10_000 {
            let x = g.next();
            assert!(x > last && x >= 0);
            last = x;
        }
    }
}

//! The increasing-sequence generator demo (paper, §4.1): the wrapping candidate is caught by the
//! nondeterministic spec, the working one passes, and reports replay identically.

use demos::gen::{self, faulty, reference, working};
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
fn the_working_candidate_passes() {
    let engine = gen::working_engine();
    for seed in SEEDS[..3].iter().copied() {
        let stats = engine
            .run_random(&Config::with_seed(seed).scenarios(20_000))
            .unwrap_or_else(|r| panic!("false alarm with seed {seed}:\n{r}"));
        assert_eq!(stats.scenarios, 20_000);
    }
    // Long scenarios: many calls on the same generators.
    engine
        .run_random(&Config::with_seed(7).scenarios(1_000).fuel(300))
        .unwrap_or_else(|r| panic!("false alarm on long scenarios:\n{r}"));
}

#[test]
fn reports_are_deterministic_and_replay_from_their_bytes() {
    let engine = gen::faulty_engine();
    for seed in SEEDS {
        let report = find_bug(seed);
        assert_eq!(find_bug(seed).to_string(), report.to_string());
        let mut again = engine
            .run_bytes_with(&report.bytes, &Config::default().shrink(false))
            .expect_err("the report's bytes replay the failure");
        // Only random mode knows the seed and the length before shrinking.
        again.seed = report.seed;
        again.original_steps = report.original_steps;
        again.shrink_runs = report.shrink_runs;
        assert_eq!(again.to_string(), report.to_string());
        let token = engine.replay_token(&report.token).unwrap().unwrap_err();
        assert_eq!(token.reproducer, report.reproducer);
    }
}

#[test]
fn no_scenario_shorter_than_the_minimal_one_fails() {
    let engine = gen::faulty_engine();
    let n = minimal_steps();
    for seed in SEEDS {
        engine
            .run_random(&Config::with_seed(seed).scenarios(20_000).fuel(n - 1))
            .unwrap_or_else(|r| panic!("a scenario shorter than {n} steps fails:\n{r}"));
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(20_000).fuel(n))
            .expect_err("a scenario of the minimal length fails");
        assert_eq!(report.failure.steps, n, "{report}");
        assert_eq!(report.failure.kind, FailureKind::NondetRejected);
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

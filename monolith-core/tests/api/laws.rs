//! Laws of one function checked with no reference: `declare_idempotent` and
//! `declare_monotone`. What each finds and only that, the report and the reproducer, panics,
//! replay from bytes and from a token, and determinism. Every run is bounded by a scenario
//! count.

use monolith_core::{spec::*, Engine, FailureKind, Report};

use super::config;

fn fails(engine: &Engine, seed: u64) -> Report {
    engine
        .run_random(&config(seed, 20_000))
        .expect_err("a failure")
}

/// Makes each run of spaces one, in one pass: three spaces become two.
fn collapse_once(s: String) -> String {
    s.replace("  ", " ")
}

/// Makes each run of spaces one.
fn collapse(s: String) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if !(c == ' ' && out.ends_with(' ')) {
            out.push(c);
        }
    }
    out
}

fn idempotent(f: fn(String) -> String) -> Engine {
    let mut engine = Engine::new();
    engine.declare_idempotent("collapse", string(), f);
    engine
}

#[test]
fn idempotent_finds_a_second_call_that_changes_the_result_and_only_that() {
    for seed in 1..=3 {
        assert!(
            idempotent(collapse)
                .run_random(&config(seed, 3_000))
                .is_ok(),
            "seed {seed}"
        );
    }
    let engine = idempotent(collapse_once);
    for seed in 1..=5 {
        let report = fails(&engine, seed);
        assert_eq!(report.failure.kind, FailureKind::NotIdempotent, "{report}");
        assert_eq!(report.failure.steps, 1, "{report}");
        assert!(
            report
                .failure
                .message
                .starts_with("`collapse` is not idempotent: collapse("),
            "{report}"
        );
        let lines: Vec<&str> = report.reproducer.lines().collect();
        assert!(
            lines[2].starts_with("    let v0_0 = collapse(") && lines[2].contains("   "),
            "{report}"
        );
        assert!(
            lines[3].starts_with(
                "    assert_eq!(collapse(v0_0.clone()), v0_0, \"`collapse` is not idempotent\"); // collapse(v0_0) returned "
            ),
            "{report}"
        );
    }
}

/// One bucket per value below 16, then one per power of two, from 16 on (or 14: `BUGGY`).
fn bucket<const BUGGY: bool>(n: u32) -> u32 {
    match n {
        0..16 => n,
        _ => n.ilog2() + if BUGGY { 10 } else { 12 },
    }
}

#[test]
fn monotone_finds_two_ordered_arguments_whose_results_are_not_and_only_that() {
    let mut engine = Engine::new();
    engine.declare_monotone("bucket", int::<u32>(), bucket::<false>);
    // Non-increasing, as the docs say to check it.
    engine.declare_monotone("countdown", int::<u8>(), |x: u8| std::cmp::Reverse(255 - x));
    // NaN compares with nothing: such a pair is called, not judged.
    engine.declare_monotone("float_identity", float::<f64>(), |x: f64| x);
    for seed in 1..=3 {
        assert!(
            engine.run_random(&config(seed, 3_000)).is_ok(),
            "seed {seed}"
        );
    }
    let mut engine = Engine::new();
    engine.declare_monotone("bucket", int::<u32>(), bucket::<true>);
    for seed in 1..=5 {
        let report = fails(&engine, seed);
        assert_eq!(report.failure.kind, FailureKind::NotMonotone, "{report}");
        assert_eq!(report.failure.steps, 1, "{report}");
        // The shrinker lowers the pair to the smallest that breaks the law.
        assert_eq!(
            report.failure.message,
            "`bucket` is not monotone: 15 <= 16, but bucket(15) = 15 is greater than bucket(16) = 14",
            "{report}"
        );
        assert!(
            report.reproducer.contains(
                "    let v0_0 = bucket(15u32);\n    let v0_1 = bucket(16u32);\n    assert!(v0_0 <= v0_1, \"`bucket` is not monotone\"); // 15 > 14\n"
            ),
            "{report}"
        );
    }
}

#[test]
fn a_panic_of_either_call_is_the_candidates() {
    let mut engine = Engine::new();
    // Panics on its own result when that is long: only the second call panics.
    engine.declare_idempotent("pad", string(), |s: String| {
        assert!(s.len() < 4, "too long: {s:?}");
        format!("{s}    ")
    });
    let report = fails(&engine, 1);
    assert_eq!(report.failure.kind, FailureKind::CandidatePanic, "{report}");
    assert!(
        report
            .reproducer
            .contains("let _ = pad(v0_0.clone()); // the candidate panics: too long"),
        "{report}"
    );
    let mut engine = Engine::new();
    engine.declare_monotone("half", int::<u8>(), |x: u8| {
        assert!(x != 7, "seven");
        x / 2
    });
    let report = fails(&engine, 1);
    assert_eq!(report.failure.kind, FailureKind::CandidatePanic, "{report}");
    assert!(
        report
            .reproducer
            .contains("half(7u8); // the candidate panics: seven"),
        "{report}"
    );
}

#[test]
fn a_broken_law_replays_from_its_bytes_and_its_token_and_the_same_seed_gives_the_same_report() {
    let engine = idempotent(collapse_once);
    let report = fails(&engine, 2);
    let again = engine
        .run_bytes(&report.bytes)
        .expect_err("the bytes fail again");
    assert_eq!(again.failure, report.failure);
    assert_eq!(again.reproducer, report.reproducer);
    let replayed = engine
        .replay_token(&report.token)
        .expect("a valid token")
        .expect_err("the token fails again");
    assert_eq!(replayed.failure, report.failure);
    let twice = std::thread::spawn(|| fails(&idempotent(collapse_once), 2))
        .join()
        .expect("no panic");
    assert_eq!(twice.to_string(), report.to_string());
}

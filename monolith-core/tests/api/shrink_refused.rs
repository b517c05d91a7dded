//! Draws refused by a refinement are deleted whole (issue 14): a grammar whose refinement
//! refuses most derivations leaves, in a failing scenario, the bytes of the derivations it
//! refused before the one it kept. The shrinker deletes them as elements of one collection,
//! so the kept derivation comes first, in a few hundred runs; deleting their characters one
//! at a time made every run redraw long refused strings, and spent the budget. Work is
//! bounded by scenario counts.

use monolith_core::{spec::*, Config, Engine};

fn short(s: &str) -> bool {
    s.len() <= 3
}

fn engine() -> Engine {
    let words = grammar(r#"start: [a-z]+ ("-" [a-z]+)*;"#)
        .refine("short", short)
        .code("words()");
    let mut e = Engine::new();
    e.declare(
        "has_q",
        args().arg(str_of(words)).returns(bool()),
        |s: &str| s.contains('q'),
        // Wrong on the strings of three characters that hold a `q`.
        |s: &str| s.contains('q') && s.len() < 3,
    );
    e
}

#[test]
fn refused_derivations_go_whole() {
    let engine = engine();
    for seed in 1..=10 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(100_000))
            .expect_err("a three-character string with a q is misjudged");
        assert_eq!(report.failure.steps, 1, "seed {seed}:\n{report}");
        assert!(
            report.reproducer.contains("has_q(\"aaq\")")
                || report.reproducer.contains("has_q(\"q-a\")"),
            "seed {seed}:\n{}",
            report.reproducer
        );
        assert!(
            report.shrink_runs < 2_000,
            "seed {seed}: {} runs",
            report.shrink_runs
        );
    }
}

//! The integers of a long collection shrink by value, not byte by byte (issue 14): a vector
//! that must hold 40 distinct keys shrinks to small distinct keys well within the budget, where
//! lowering each key's bytes one at a time spent all of it. Work is bounded by scenario counts.

use monolith_core::{spec::*, Config, Engine};
use std::collections::BTreeSet;

/// Counts the distinct keys of a vector; wrong from 40 distinct keys on.
fn distinct_candidate(keys: Vec<u16>) -> usize {
    keys.iter().collect::<BTreeSet<_>>().len().min(39)
}

fn engine() -> Engine {
    let mut e = Engine::new();
    e.declare(
        "distinct",
        args()
            .arg(vec(int::<u16>(), length()))
            .returns(int::<usize>()),
        |keys: Vec<u16>| keys.iter().collect::<BTreeSet<_>>().len(),
        distinct_candidate,
    );
    e
}

/// The keys of the reproducer's `vec![..]`.
fn keys(reproducer: &str) -> Vec<u16> {
    let line = reproducer
        .lines()
        .find(|l| l.contains("distinct(vec!["))
        .expect("a call with a vector");
    let inner = &line[line.find("vec![").unwrap() + 5..line.find(']').unwrap()];
    inner
        .split(", ")
        .map(|k| match k {
            "u16::MAX" => u16::MAX,
            k => k.trim_end_matches("u16").parse().expect("a key"),
        })
        .collect()
}

#[test]
fn forty_distinct_keys_shrink_to_small_keys_within_the_budget() {
    let engine = engine();
    for seed in 1..=5 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(100_000))
            .expect_err("forty distinct keys are miscounted");
        assert_eq!(report.failure.steps, 1, "seed {seed}:\n{report}");
        assert!(!report.shrink_exhausted, "seed {seed}:\n{report}");
        let keys = keys(&report.reproducer);
        assert_eq!(keys.len(), 40, "seed {seed}:\n{report}");
        assert_eq!(
            keys.iter().collect::<BTreeSet<_>>().len(),
            40,
            "seed {seed}:\n{report}"
        );
        // Each key is a small number, or a boundary value (a power of two, a neighbour, the
        // type's extremes), whose bytes are shorter than any other number's.
        let simple = |k: u16| {
            k < 64 || k.count_ones() <= 2 || k >= u16::MAX - 1 || (k + 1).is_power_of_two()
        };
        assert!(keys.iter().all(|&k| simple(k)), "seed {seed}: {keys:?}");
    }
}

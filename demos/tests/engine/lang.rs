//! Language types against plain strings (`demos::lang`): for fixed seeds and a bounded number of
//! scenarios, each faulty demo's grammar spec finds its bug with the expected failure kind, and
//! the same operation with a plain `str()` argument does not find it in the same budget.
//! `demos/benches/lang.rs` measures the same over 20 seeds (`docs/benchmarks.md`).
//!
//! The second half checks what the demos' documentation claims: where a faulty result is
//! inside its language type it equals the correct one, so the reported kind of the path
//! sanitiser and of the round trip is always `OutsideLanguage`, never a mismatch.

use demos::lang::{email, roundtrip, safepath};
use monolith_core::{Config, Engine, FailureKind, Report, Source};

/// Fixed seeds.
const SEEDS: [u64; 6] = [1, 2, 3, 42, 1234, 0x5eed_cafe];

/// The scenario budget per seed, for both generators.
const BUDGET: u64 = 2_000;

fn run(engine: &Engine, seed: u64) -> Option<Report> {
    let mut config = Config::with_seed(seed).scenarios(BUDGET);
    config.progress = false;
    config.regressions = None;
    engine.run_random(&config).err()
}

fn grammar_finds(engine: fn() -> Engine, kind: FailureKind, operation: &str) {
    let engine = engine();
    for seed in SEEDS {
        let report = run(&engine, seed).unwrap_or_else(|| {
            panic!("{operation}: no failure in {BUDGET} scenarios, seed {seed}")
        });
        assert_eq!(report.failure.kind, kind, "seed {seed}:\n{report}");
        assert_eq!(
            report.failure.operation.as_deref(),
            Some(operation),
            "seed {seed}:\n{report}"
        );
        assert_eq!(report.failure.steps, 1, "seed {seed}:\n{report}");
    }
}

fn plain_misses(engine: fn() -> Engine) {
    let engine = engine();
    for seed in SEEDS {
        if let Some(report) = run(&engine, seed) {
            panic!("plain strings found a failure, seed {seed}:\n{report}");
        }
    }
}

#[test]
fn the_email_grammar_finds_the_apostrophe_and_plain_strings_do_not() {
    grammar_finds(
        email::faulty_engine,
        FailureKind::Mismatch,
        "Faulty::normalize",
    );
    plain_misses(email::plain_string_engine);
}

#[test]
fn the_config_grammar_finds_the_escaped_quote_and_plain_strings_do_not() {
    grammar_finds(
        roundtrip::faulty_engine,
        FailureKind::OutsideLanguage,
        "Faulty::reformat",
    );
    plain_misses(roundtrip::plain_string_engine);
}

#[test]
fn the_unusual_path_grammar_finds_an_unsanitised_part_and_plain_strings_do_not() {
    grammar_finds(
        safepath::faulty_engine,
        FailureKind::OutsideLanguage,
        "Faulty::safepath",
    );
    plain_misses(safepath::plain_string_engine);
}

/// Strings of `g`, one per seed.
fn samples(g: &monolith_core::spec::Grammar, n: u64) -> Vec<String> {
    (0..n)
        .filter_map(|seed| g.generate(&mut Source::random(seed, 0)))
        .collect()
}

#[test]
fn a_faulty_sanitised_path_inside_its_type_is_the_correct_one() {
    let sanitized = safepath::sanitized_path();
    let mut inputs = samples(&safepath::unusual_path(), 20_000);
    inputs.extend(samples(&safepath::path(), 2_000));
    let (mut outside, mut equal) = (0, 0);
    for p in &inputs {
        let correct = safepath::reference::safepath(p);
        assert_eq!(safepath::Working::safepath(p), correct, "{p:?}");
        assert!(sanitized.matches(&correct), "{p:?} gives {correct:?}");
        let faulty = safepath::Faulty::safepath(p);
        if sanitized.matches(&faulty) {
            assert_eq!(faulty, correct, "{p:?}");
            equal += 1;
        } else {
            outside += 1;
        }
    }
    assert!(outside > 1_000 && equal > 1_000, "{outside} {equal}");
}

#[test]
fn a_faulty_canonical_config_inside_the_language_is_the_correct_one() {
    let config = roundtrip::config();
    let (mut outside, mut equal) = (0, 0);
    for text in samples(&config, 5_000) {
        let correct = roundtrip::reference::reformat(&text).expect("a config parses");
        assert_eq!(
            roundtrip::Working::reformat(&text).as_ref(),
            Ok(&correct),
            "{text:?}"
        );
        assert!(config.matches(&correct), "{text:?} gives {correct:?}");
        // Canonical is a fixed point.
        assert_eq!(
            roundtrip::reference::reformat(&correct).as_ref(),
            Ok(&correct)
        );
        let faulty = roundtrip::Faulty::reformat(&text).expect("the faulty parser is right");
        if config.matches(&faulty) {
            assert_eq!(faulty, correct, "{text:?}");
            equal += 1;
        } else {
            outside += 1;
        }
    }
    assert!(outside > 500 && equal > 500, "{outside} {equal}");
}

#[test]
fn every_address_of_the_grammar_is_accepted_by_the_reference() {
    let address = email::address();
    for a in samples(&address, 5_000) {
        let normalized = email::reference::normalize(&a);
        assert_eq!(email::Working::normalize(&a), normalized, "{a:?}");
        let normalized = normalized.unwrap_or_else(|| panic!("{a:?} refused"));
        assert!(address.matches(&normalized), "{a:?}");
        if !a.contains('\'') {
            assert_eq!(email::Faulty::normalize(&a).as_ref(), Some(&normalized));
        }
    }
}

//! What every demo must do, checked over `demos::DEMOS` (the planted-bug suite has `tests/planted/main.rs`; every working demo of both is checked here): a faulty demo is caught for several
//! fixed seeds, with a reproducer framed as a `#[test]` item; its report replays byte for byte
//! from the seed, its bytes and its token; no scenario shorter than its stated minimal length
//! fails; a working demo passes many scenarios. Work is bounded by scenario counts.
//!
//! `cargo test` checks one seed of each faulty demo and one of each working demo (seed 1 of
//! each faulty demo is also `tests/reproducers.rs`'s and `tests/engine/shrink_quality.rs`'s); the
//! `#[ignore]`d tests check every seed (`scripts/long-suite.sh` runs them).

use monolith_core::{Config, Report};

/// Fixed seeds.
const SEEDS: [u64; 6] = [1, 2, 3, 42, 1234, 0x5eed_cafe];

/// The seeds `cargo test` checks.
const QUICK_SEEDS: [u64; 1] = [42];

fn find_bug(demo: &demos::Demo, seed: u64) -> Report {
    (demo.engine)()
        .run_random(&Config::with_seed(seed).scenarios(20_000))
        .err()
        .unwrap_or_else(|| panic!("{}: no failure with seed {seed}", demo.name))
}

/// Runs `check` on every demo of `demos`, split between two threads (the engine is not
/// `Send`; each thread builds its own from the demo's constructor).
fn on_two_threads(demos: Vec<&'static demos::Demo>, check: impl Fn(&demos::Demo) + Sync) {
    let check = &check;
    std::thread::scope(|scope| {
        for half in demos.chunks(demos.len().div_ceil(2)) {
            scope.spawn(move || half.iter().for_each(|d| check(d)));
        }
    });
}

/// Each faulty demo, for each of `seeds`: caught, with a reproducer framed as a `#[test]`
/// item, never shorter than its minimal length; its report replays byte for byte from the seed,
/// its bytes and its token; and no scenario shorter than its stated minimal length fails.
fn check_faulty_demos(seeds: &[u64]) {
    let faulty = demos::DEMOS.iter().filter(|d| d.faulty).collect();
    on_two_threads(faulty, |demo| {
        let engine = (demo.engine)();
        for &seed in seeds {
            let report = find_bug(demo, seed);
            assert!(report.flaky.is_none(), "{}: {report}", demo.name);
            assert!(report.reproducer.starts_with("#[test]\n"), "{report}");
            assert!(report.reproducer.ends_with("\n}\n"), "{report}");
            let minimal = demo.minimal_steps_for(&report.failure).unwrap_or(1);
            assert!(report.failure.steps >= minimal, "{}: {report}", demo.name);

            assert_eq!(find_bug(demo, seed).to_string(), report.to_string());
            let again = engine
                .run_bytes_with(&report.bytes, &Config::default().shrink(false))
                .expect_err("the report's bytes replay the failure");
            assert_eq!(again.to_string(), report.to_string());
            let replayed = engine.replay_token(&report.token).unwrap().unwrap_err();
            assert_eq!(replayed.to_string(), report.to_string());

            let Some(n) = demo.minimal_steps else {
                continue;
            };
            // A minimum of one step needs no check: no scenario is shorter (a fuel of 0 is
            // refused).
            if n > 1 {
                if let Err(r) =
                    engine.run_random(&Config::with_seed(seed).scenarios(20_000).fuel(n - 1))
                {
                    panic!(
                        "{}: a scenario shorter than {n} steps fails:\n{r}",
                        demo.name
                    );
                }
            }
            // And the minimal length is reached: a shrunk scenario of n steps fails under a
            // fuel of n. (Finding one at random with a fuel of n can take millions of scenarios.)
            if report.failure.steps == n {
                let replay = engine
                    .run_bytes_with(&report.bytes, &Config::default().fuel(n).shrink(false))
                    .expect_err("the shrunk scenario fails within its own length");
                assert_eq!(replay.failure.steps, n, "{}: {replay}", demo.name);
            }
        }
    });
}

#[test]
fn every_faulty_demo_is_caught_replays_and_is_never_shorter_than_its_minimum() {
    check_faulty_demos(&QUICK_SEEDS);
}

#[test]
#[ignore = "the long suite (scripts/long-suite.sh): every seed"]
fn every_faulty_demo_on_every_seed() {
    check_faulty_demos(&SEEDS);
}

/// Each working demo passes `scenarios` scenarios for each of `seeds`, and `long` long
/// scenarios: many live values, long histories.
fn check_working_demos(seeds: &[u64], scenarios: u64, long: u64) {
    on_two_threads(demos::all().filter(|d| !d.faulty).collect(), |demo| {
        let engine = (demo.engine)();
        for seed in seeds {
            let stats = engine
                .run_random(&Config::with_seed(*seed).scenarios(scenarios))
                .unwrap_or_else(|r| panic!("{}: false alarm with seed {seed}:\n{r}", demo.name));
            assert_eq!(stats.scenarios, scenarios);
        }
        if let Err(r) = engine.run_random(&Config::with_seed(7).scenarios(long).fuel(200)) {
            panic!("{}: false alarm on long scenarios:\n{r}", demo.name);
        }
    });
}

/// `cargo test`'s check of the working demos; `tests/engine/no_false_alarm.rs` also runs each on
/// arbitrary bytes.
#[test]
fn every_working_demo_passes() {
    check_working_demos(&SEEDS[..1], 2_000, 200);
}

#[test]
#[ignore = "the long suite (scripts/long-suite.sh): more seeds, more scenarios"]
fn every_working_demo_passes_on_three_seeds() {
    check_working_demos(&SEEDS[..3], 10_000, 1_000);
}

//! What every demo must do, checked over `demos::DEMOS` (the planted-bug suite has `tests/planted.rs`; every working demo of both is checked here): a faulty demo is caught for several
//! fixed seeds, with a reproducer framed as a `#[test]` item; its report replays byte for byte
//! from the seed, its bytes and its token; no scenario shorter than its stated minimal length
//! fails; a working demo passes many scenarios. Work is bounded by scenario counts.

use monolith_core::{Config, Report};

/// Fixed seeds.
const SEEDS: [u64; 6] = [1, 2, 3, 42, 1234, 0x5eed_cafe];

fn find_bug(demo: &demos::Demo, seed: u64) -> Report {
    (demo.engine)()
        .run_random(&Config::with_seed(seed).scenarios(20_000))
        .err()
        .unwrap_or_else(|| panic!("{}: no failure with seed {seed}", demo.name))
}

fn faulty() -> impl Iterator<Item = &'static demos::Demo> {
    demos::DEMOS.iter().filter(|d| d.faulty)
}

#[test]
fn every_faulty_demo_is_caught_with_a_test_item() {
    for demo in faulty() {
        for seed in SEEDS {
            let report = find_bug(demo, seed);
            assert!(report.flaky.is_none(), "{}: {report}", demo.name);
            assert!(report.reproducer.starts_with("#[test]\n"), "{report}");
            assert!(report.reproducer.ends_with("\n}\n"), "{report}");
            let minimal = demo.minimal_steps_for(&report.failure).unwrap_or(1);
            assert!(report.failure.steps >= minimal, "{}: {report}", demo.name);
        }
    }
}

#[test]
fn every_report_replays_byte_for_byte() {
    for demo in faulty() {
        let engine = (demo.engine)();
        for seed in SEEDS {
            let report = find_bug(demo, seed);
            assert_eq!(find_bug(demo, seed).to_string(), report.to_string());
            let again = engine
                .run_bytes_with(&report.bytes, &Config::default().shrink(false))
                .expect_err("the report's bytes replay the failure");
            assert_eq!(again.to_string(), report.to_string());
            let replayed = engine.replay_token(&report.token).unwrap().unwrap_err();
            assert_eq!(replayed.to_string(), report.to_string());
        }
    }
}

#[test]
fn no_scenario_shorter_than_the_minimal_one_fails() {
    for demo in faulty() {
        let Some(n) = demo.minimal_steps else {
            continue;
        };
        let engine = (demo.engine)();
        for seed in SEEDS {
            // A minimum of one step needs no check: no scenario is shorter (a fuel of 0 is
            // refused).
            let shorter = match n {
                1 => None,
                _ => engine
                    .run_random(&Config::with_seed(seed).scenarios(20_000).fuel(n - 1))
                    .err(),
            };
            if let Some(r) = shorter {
                panic!(
                    "{}: a scenario shorter than {n} steps fails:\n{r}",
                    demo.name
                );
            }
            // And the minimal length is reached: a shrunk scenario of n steps fails under a
            // fuel of n. (Finding one at random with a fuel of n can take millions of scenarios.)
            let report = find_bug(demo, seed);
            if report.failure.steps == n {
                let replay = engine
                    .run_bytes_with(&report.bytes, &Config::default().fuel(n).shrink(false))
                    .expect_err("the shrunk scenario fails within its own length");
                assert_eq!(replay.failure.steps, n, "{}: {replay}", demo.name);
            }
        }
    }
}

/// Scenarios per seed for a working demo.
const WORKING_SCENARIOS: u64 = 10_000;

#[test]
fn every_working_demo_passes() {
    let working: Vec<&demos::Demo> = demos::all().filter(|d| !d.faulty).collect();
    // The demos split between two threads (the engine is not `Send`; each thread builds its
    // own from the demo's constructor).
    std::thread::scope(|scope| {
        for half in working.chunks(working.len().div_ceil(2)) {
            scope.spawn(move || {
                for demo in half {
                    let engine = (demo.engine)();
                    for seed in &SEEDS[..3] {
                        let stats = engine
                            .run_random(&Config::with_seed(*seed).scenarios(WORKING_SCENARIOS))
                            .unwrap_or_else(|r| {
                                panic!("{}: false alarm with seed {seed}:\n{r}", demo.name)
                            });
                        assert_eq!(stats.scenarios, WORKING_SCENARIOS);
                    }
                    // Long scenarios: many live values, long histories.
                    if let Err(r) =
                        engine.run_random(&Config::with_seed(7).scenarios(1_000).fuel(200))
                    {
                        panic!("{}: false alarm on long scenarios:\n{r}", demo.name);
                    }
                }
            });
        }
    });
}

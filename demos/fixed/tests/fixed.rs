//! The specs of `demos`' historic-bug demos, included from `demos/src/crates/`, on the releases
//! that fixed the bugs: no failure in a large budget over several seeds.

#[allow(dead_code)]
#[path = "../../src/crates/fixedbitset/mod.rs"]
mod fixedbitset_spec;

#[allow(dead_code)]
#[path = "../../src/crates/double_priority_queue/mod.rs"]
mod double_priority_queue_spec;

use monolith_core::Config;

/// Scenarios per seed.
const SCENARIOS: u64 = 20_000;

fn passes(name: &str, engine: monolith_core::Engine) {
    for seed in [1, 2, 3, 42, 1234] {
        if let Err(report) = engine.run_random(&Config::with_seed(seed).scenarios(SCENARIOS)) {
            panic!("{name}: a failure on the fixed release with seed {seed}:\n{report}");
        }
    }
    if let Err(report) = engine.run_random(&Config::with_seed(7).scenarios(1_000).fuel(200)) {
        panic!("{name}: a failure on the fixed release in long scenarios:\n{report}");
    }
}

#[test]
fn fixedbitset_0_5_9_passes() {
    passes("fixedbitset 0.5.9", fixedbitset_spec::engine());
}

#[test]
fn priority_queue_1_3_1_passes() {
    passes("priority-queue 1.3.1", double_priority_queue_spec::engine());
}

//! Each correct candidate passes its spec in the budget that finds the faulty ones, and every
//! operation of the spec runs.

use monolith_core::Engine;

use crate::{budget, specs};

/// Runs `engine` with seed 1 for `scenarios`: no failure, and every operation ran.
fn passes(engine: Engine, scenarios: u64) {
    let stats = engine
        .run_random(&budget(1, scenarios))
        .unwrap_or_else(|report| panic!("{report}"));
    assert_eq!(stats.scenarios, scenarios);
    for op in &stats.operations {
        assert!(op.runs > 0, "`{}` never ran", op.name);
    }
}

#[test]
fn the_correct_map_passes() {
    passes(specs::correct_map(), specs::MAP_SCENARIOS);
}

#[test]
fn the_correct_machine_passes() {
    passes(specs::correct_machine(), specs::MACHINE_SCENARIOS);
}

#[test]
fn the_correct_parse_version_passes() {
    passes(specs::correct_version(), specs::VERSION_SCENARIOS);
}

#[test]
fn the_correct_client_passes() {
    passes(specs::correct_client(), specs::CLIENT_SCENARIOS);
}

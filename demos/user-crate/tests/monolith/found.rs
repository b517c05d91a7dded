//! Each faulty candidate, run with a fixed seed, prints exactly the reproducer pasted in
//! `reproducers.rs`.

use monolith_core::{Engine, FailureKind, Report};

use crate::pasted::assert_pasted;
use crate::{budget, specs};

/// The pasted reproducers.
const PASTED: &str = include_str!("reproducers.rs");

/// The failure `engine` finds with seed 1 in `scenarios`.
fn found(engine: Engine, scenarios: u64) -> Report {
    engine
        .run_random(&budget(1, scenarios))
        .expect_err("the faulty candidate fails")
}

#[test]
fn the_faulty_map_prints_its_pasted_reproducer() {
    let report = found(specs::faulty_map(), specs::MAP_SCENARIOS);
    assert_eq!(report.failure.kind, FailureKind::Mismatch);
    assert_eq!(report.failure.operation.as_deref(), Some("VecMap::insert"));
    // The trait is declared in this test crate: its `use` names the crate `crate`.
    assert!(
        report
            .reproducer
            .contains("    use crate::specs::MapApi;\n"),
        "{report}"
    );
    assert_pasted(PASTED, "the faulty VecMap", &report.reproducer);
}

#[test]
fn the_faulty_machine_prints_its_pasted_reproducer() {
    let report = found(specs::faulty_machine(), specs::MACHINE_SCENARIOS);
    assert_eq!(report.failure.kind, FailureKind::Mismatch);
    // The trait is the library's: its `use` names the library.
    assert!(
        report
            .reproducer
            .contains("    use user_crate::machine::StackMachine;\n"),
        "{report}"
    );
    assert_pasted(PASTED, "the faulty machine", &report.reproducer);
}

#[test]
fn the_faulty_parse_version_prints_its_pasted_reproducer() {
    let report = found(specs::faulty_version(), specs::VERSION_SCENARIOS);
    assert_eq!(report.failure.kind, FailureKind::Mismatch);
    assert_pasted(PASTED, "the faulty parse_version", &report.reproducer);
}

#[test]
fn the_faulty_client_prints_its_pasted_reproducer() {
    let report = found(specs::faulty_client(), specs::CLIENT_SCENARIOS);
    assert_eq!(report.failure.kind, FailureKind::CandidatePanic);
    assert_pasted(PASTED, "the faulty sensor client", &report.reproducer);
}

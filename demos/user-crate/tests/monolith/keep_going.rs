//! The two bugs of the faulty `VecMap`, each found though the other is there: by a run that
//! keeps going, and by a run that sets the `insert` bug aside with `expect_failure`.

use monolith_core::{FailureKind, Report};

use crate::pasted::assert_pasted;
use crate::{budget, specs};

/// The reproducers printed by the runs of seed 1 below, pasted.
const PASTED: &str = include_str!("reproducers.rs");
const SET_ASIDE: &str = include_str!("set_aside.rs");

/// Whether `report` is the `remove` bug: a mismatch on a map after a `remove` that returned
/// the value but kept the key, whichever call shows it.
fn is_the_remove_bug(report: &Report) -> bool {
    report.failure.kind == FailureKind::Mismatch
        && report.failure.operation.as_deref() != Some("VecMap::insert")
        && report.reproducer.contains(".remove(&")
}

#[test]
fn the_operations_are_named_after_the_candidate() {
    let engine = specs::faulty_map();
    let ops: Vec<&str> = engine.operations().collect();
    assert_eq!(
        ops,
        [
            "VecMap::new",
            "VecMap::insert",
            "VecMap::get",
            "VecMap::remove",
            "VecMap::len"
        ]
    );
}

#[test]
fn keeping_going_reports_both_bugs_once_each() {
    for seed in 1..=4 {
        let report = specs::faulty_map()
            .run_random(&budget(seed, specs::MAP_SCENARIOS).keep_going(true))
            .expect_err("the faulty VecMap fails");
        let all: Vec<&Report> = std::iter::once(&report).chain(&report.also).collect();
        let printed: Vec<String> = all.iter().map(|r| r.to_string()).collect();
        assert_eq!(all.len(), 2, "seed {seed}: {printed:#?}");
        let on_insert = all
            .iter()
            .filter(|r| r.failure.kind == FailureKind::Mismatch)
            .filter(|r| r.failure.operation.as_deref() == Some("VecMap::insert"))
            .count();
        let on_remove = all.iter().filter(|r| is_the_remove_bug(r)).count();
        assert_eq!((on_insert, on_remove), (1, 1), "seed {seed}: {printed:#?}");
        // Each has a test name of its own, so that both paste into one file.
        assert!(report.reproducer.contains("\nfn map_reproducer() {\n"));
        assert!(report.also[0]
            .reproducer
            .contains("\nfn map_reproducer_2() {\n"));
        if seed == 1 {
            assert_pasted(PASTED, "keep-going, seed 1", &report.reproducer);
            assert_pasted(PASTED, "keep-going, seed 1", &report.also[0].reproducer);
        }
    }
}

#[test]
fn setting_the_insert_bug_aside_reports_the_remove_bug() {
    let mut set_aside = 0;
    for seed in 1..=6 {
        let mut engine = specs::faulty_map();
        engine.expect_failure("VecMap::insert", FailureKind::Mismatch);
        let report = engine
            .run_random(&budget(seed, specs::MAP_SCENARIOS))
            .expect_err("the remove bug is still there");
        assert!(is_the_remove_bug(&report), "seed {seed}: {report}");
        assert!(report.also.is_empty());
        let said = match report.set_aside {
            0 => None,
            1 => Some("// 1 failure was set aside by expect_failure before this one\n".into()),
            n => Some(format!(
                "// {n} failures were set aside by expect_failure before this one\n"
            )),
        };
        match said {
            Some(line) => assert!(report.origin().contains(&line), "{}", report.origin()),
            None => assert!(
                !report.origin().contains("set aside"),
                "{}",
                report.origin()
            ),
        }
        set_aside += report.set_aside;
        if seed == 1 {
            assert_pasted(SET_ASIDE, "expect_failure, seed 1", &report.reproducer);
        }
    }
    assert!(
        set_aside > 0,
        "no run of seeds 1 to 6 met the insert bug before the remove bug"
    );
}

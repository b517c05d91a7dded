//! Determinism and replay: the same seed or the same bytes give the same report, byte for
//! byte; tokens and regression files replay failures; corrupt files never panic a run.

use monolith_core::persist::{FileRegressions, Persistence};
use monolith_core::spec::*;
use monolith_core::{Config, Engine, FailureKind};

/// A bag of u8 whose candidate forgets duplicates of 7.
fn engine() -> Engine {
    let mut e = Engine::new();
    e.test_name("bag");
    let b = e.abstract_type::<Vec<u8>, Vec<u8>>("b");
    e.declare("Vec::new", args().returns(b.clone()), Vec::new, Vec::new);
    e.declare(
        "insert",
        args().arg(b.by_mut()).arg(closed(0u8, 9)).returns(unit()),
        |v: &mut Vec<u8>, x: u8| v.push(x),
        |v: &mut Vec<u8>, x: u8| {
            if !(x == 7 && v.contains(&7)) {
                v.push(x)
            }
        },
    )
    .method();
    e.declare(
        "len",
        args().arg(b.by_ref()).returns(lt(usize::MAX)),
        Vec::len,
        Vec::len,
    )
    .method();
    e
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("monolith-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn same_seed_same_report_byte_for_byte() {
    let e = engine();
    for seed in [1, 2, 3] {
        let a = e
            .run_random(&Config::with_seed(seed))
            .unwrap_err()
            .to_string();
        let b = e
            .run_random(&Config::with_seed(seed))
            .unwrap_err()
            .to_string();
        assert_eq!(a, b);
    }
}

#[test]
fn same_bytes_same_report_byte_for_byte() {
    let e = engine();
    let r = e
        .run_random(&Config::with_seed(4).shrink(false))
        .unwrap_err();
    let cfg = Config::default().shrink(false);
    let a = e.run_bytes_with(&r.bytes, &cfg).unwrap_err();
    let b = e.run_bytes_with(&r.bytes, &cfg).unwrap_err();
    assert_eq!(a.to_string(), b.to_string());
    assert_eq!(a.reproducer, r.reproducer);
    assert_eq!(a.failure, r.failure);
}

#[test]
fn the_token_replays_the_report_byte_for_byte() {
    let e = engine();
    let r = e.run_random(&Config::with_seed(5)).unwrap_err();
    let again = e.replay_token(&r.token).unwrap().unwrap_err();
    assert_eq!(again.reproducer, r.reproducer);
    assert_eq!(again.failure, r.failure);
    assert_eq!(again.token, r.token);
    let bad = e.replay_token("m1.$$$");
    assert!(bad
        .unwrap_err()
        .to_string()
        .contains("invalid replay token"));
}

#[test]
fn shrinking_is_deterministic_and_can_be_turned_off() {
    let e = engine();
    let shrunk = e.run_random(&Config::with_seed(6)).unwrap_err();
    let raw = e
        .run_random(&Config::with_seed(6).shrink(false))
        .unwrap_err();
    assert_eq!(shrunk.original_steps, raw.failure.steps);
    assert!(shrunk.failure.steps <= raw.failure.steps);
    assert_eq!(
        shrunk.failure.steps, 4,
        "new, insert 7, insert 7, len:\n{shrunk}"
    );
    if raw.failure.steps > 4 {
        assert!(shrunk.to_string().contains("// scenario: 4 steps\n"));
        assert!(shrunk
            .origin()
            .contains(&format!("// shrunk from {} steps", raw.failure.steps)));
    }
}

#[test]
fn failures_are_saved_once_and_replayed_first() {
    let dir = temp_dir("saved");
    let e = engine();
    let first = e
        .run_random(&Config::with_seed(7).regressions(&dir))
        .unwrap_err();
    let files = FileRegressions::new(&dir).load("bag");
    assert_eq!(files.len(), 1);
    let saved = files[0].1.as_ref().unwrap();
    assert_eq!(saved.kind, FailureKind::Mismatch);
    assert_eq!(saved.reproducer, first.reproducer);
    // Another seed finds the same failure: replayed from the file, no new file.
    let second = e
        .run_random(&Config::with_seed(8).regressions(&dir))
        .unwrap_err();
    assert_eq!(second.reproducer, first.reproducer);
    assert_eq!(FileRegressions::new(&dir).load("bag").len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn corrupt_or_deleted_regression_files_never_panic() {
    let dir = temp_dir("corrupt");
    let e = engine();
    e.run_random(&Config::with_seed(9).regressions(&dir))
        .unwrap_err();
    let path = FileRegressions::new(&dir).load("bag").remove(0).0;
    // Truncated.
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, &text[..text.len() / 2]).unwrap();
    // And a second, garbage file of the same test.
    std::fs::write(dir.join("bag-zzz.ron"), b"\xff\xfe not ron").unwrap();
    let loaded = FileRegressions::new(&dir).load("bag");
    assert_eq!(loaded.len(), 2);
    for (p, r) in &loaded {
        let err = r.as_ref().unwrap_err().to_string();
        assert!(err.contains(&p.display().to_string()), "{err}");
    }
    // The run goes on: random scenarios still find the bug.
    let r = e
        .run_random(&Config::with_seed(9).regressions(&dir))
        .unwrap_err();
    assert_eq!(r.failure.kind, FailureKind::Mismatch);
    // Deleted folder: nothing to replay, nothing panics.
    std::fs::remove_dir_all(&dir).unwrap();
    let r = e
        .run_random(&Config::with_seed(9).regressions(&dir))
        .unwrap_err();
    assert_eq!(r.failure.kind, FailureKind::Mismatch);
    assert_eq!(
        FileRegressions::new(&dir).load("bag").len(),
        1,
        "saved again"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn random_bytes_never_panic_the_engine_or_raise_false_alarms() {
    let mut e = Engine::new();
    let b = e.abstract_type::<Vec<u8>, Vec<u8>>("b");
    e.declare("Vec::new", args().returns(b.clone()), Vec::new, Vec::new);
    e.declare(
        "push",
        args().arg(b.by_mut()).arg(int::<u8>()).returns(unit()),
        Vec::push,
        Vec::push,
    );
    e.declare(
        "pop",
        args().arg(b.by_mut()).returns(option(int::<u8>())),
        Vec::pop,
        Vec::pop,
    );
    e.declare(
        "take",
        args()
            .arg(b.by_value())
            .returns(vec(int::<u8>(), lt(0usize))),
        |v: Vec<u8>| v,
        |v: Vec<u8>| v,
    );
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let cfg = Config::default().shrink(false);
    for _ in 0..5_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let len = (x % 200) as usize;
        let bytes: Vec<u8> = (0..len).map(|i| (x >> (i % 57)) as u8 ^ i as u8).collect();
        if let Err(r) = e.run_bytes_with(&bytes, &cfg) {
            panic!("false alarm on {bytes:?}:\n{r}");
        }
    }
}

#[test]
fn every_regression_file_is_read_and_a_corrupt_one_is_reported_whatever_its_name() {
    let dir = temp_dir("every-file");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.ron"), "(this is not a regression").unwrap();
    let other = r#"(test: "other", kind: Mismatch, operation: None, steps: 1, seed: None, scenario: None, token: "m1.AA", reproducer: "")"#;
    std::fs::write(dir.join("other-1.ron"), other).unwrap();
    let loaded = FileRegressions::new(&dir).load("bag");
    // Another test's file is left to it; the corrupt one is reported, though not named `bag-*`.
    assert_eq!(loaded.len(), 1, "{loaded:?}");
    assert!(loaded[0].0.ends_with("notes.ron"));
    assert!(loaded[0].1.is_err());
    // A run still proceeds.
    let config = Config::with_seed(1).scenarios(5).regressions(&dir);
    let _ = engine().run_random(&config);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn two_specs_get_different_default_names_and_so_different_regression_files() {
    let spec = |ops: &[&str]| {
        let mut e = Engine::new();
        for op in ops {
            e.declare(
                op,
                args().arg(int::<u8>()).returns(int::<u8>()),
                |x: u8| x,
                |x: u8| x,
            );
        }
        e.reproducer_name()
    };
    let a = spec(&["Stack::push", "Stack::pop"]);
    let b = spec(&["Stack::push", "Stack::peek"]);
    assert!(a.starts_with("stack_") && a.ends_with("_reproducer"), "{a}");
    assert_ne!(a, b);
    assert_eq!(a, spec(&["Stack::push", "Stack::pop"]), "deterministic");
    assert_eq!(spec(&["RangeMap::insert"]).split('_').next(), Some("range"));
}

#[test]
fn a_shrink_that_runs_out_of_budget_says_so() {
    let config = |runs| Config::with_seed(3).scenarios(10_000).shrink_attempts(runs);
    let short = engine().run_random(&config(3)).unwrap_err();
    assert!(short.shrink_exhausted, "{short}");
    assert!(
        short.origin().contains("the shrink budget ran out"),
        "{short}"
    );
    let full = engine().run_random(&config(50_000)).unwrap_err();
    assert!(!full.shrink_exhausted, "{full}");
    assert!(!full.origin().contains("budget ran out"), "{full}");
}

#[test]
fn a_huge_input_file_is_read_only_as_far_as_a_scenario_can_use() {
    let path = std::env::temp_dir().join(format!("monolith-test-huge-{}", std::process::id()));
    // 64 MiB and one byte of zeros: the first 64 MiB are read, and the scenario they hold runs.
    let file = std::fs::File::create(&path).unwrap();
    file.set_len((64 << 20) + 1).unwrap();
    let steps = engine()
        .run_input(&path)
        .expect("the file is read")
        .expect("zeros pass");
    assert!(steps > 0);
    std::fs::remove_file(&path).unwrap();
}

/// `long` draws a vector and always rejects it, so the engine rewinds and tries the next
/// operation on the same bytes; `f` is wrong from 128 up. A failing step whose rejected attempt
/// read further than the call that failed must keep those bytes: cut at the failing call, a
/// replay's rejected attempt runs out of bytes and the scenario passes.
fn rejecting_engine() -> Engine {
    let mut e = Engine::new();
    e.declare(
        "long",
        args()
            .arg(vec(int::<u8>(), lt(32usize)))
            .returns(unit())
            .requires("never", |_: &Vec<u8>| false),
        |_: Vec<u8>| {},
        |_: Vec<u8>| {},
    );
    e.declare(
        "f",
        args().arg(int::<u8>()).returns(int::<u8>()),
        |x: u8| x,
        |x: u8| x.min(127),
    );
    e
}

#[test]
fn a_failure_keeps_the_bytes_a_rejected_attempt_read_past_the_failing_call() {
    let e = rejecting_engine();
    let plain = Config::default().shrink(false);
    for seed in 1..=20 {
        let found = e
            .run_random(&Config::with_seed(seed).shrink(false))
            .expect_err("f fails");
        let cut = e.run_bytes_with(&found.bytes, &plain).expect_err("replays");
        let again = e
            .run_bytes_with(&cut.bytes, &plain)
            .expect_err("replays again");
        assert_eq!(again.to_string(), found.to_string(), "seed {seed}");
        let shrunk = e
            .run_bytes_with(&found.bytes, &Config::default())
            .unwrap_err();
        let replayed = e.run_bytes_with(&shrunk.bytes, &plain).unwrap_err();
        assert_eq!(replayed.reproducer, shrunk.reproducer, "seed {seed}");
        assert!(shrunk.reproducer.contains("f("), "seed {seed}: {shrunk}");
    }
}

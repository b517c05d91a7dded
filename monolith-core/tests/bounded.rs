//! Bounded resources: a spec whose values can double never explodes a correct candidate, a
//! scenario past the memory limit ends as too large (not a failure) with a warning in every
//! driver that can see it, and a time budget holds when single steps are slow.

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use monolith_core::driver::memory;
use monolith_core::spec::*;
use monolith_core::{Config, Engine};

/// The longest vector any test here built.
static LONGEST: AtomicUsize = AtomicUsize::new(0);

/// A vector whose `append` takes a copy of another (or the same) vector: doubling it is two
/// steps away.
fn doubling() -> Engine {
    let mut e = Engine::new();
    let v = e.abstract_type::<Vec<u32>, Vec<u32>>("v");
    e.declare("Vec::new", args().returns(v.clone()), Vec::new, Vec::new);
    e.declare(
        "Vec::push",
        args().arg(v.by_mut()).arg(int::<u32>()).returns(unit()),
        Vec::push,
        Vec::push,
    )
    .method();
    let append = |a: &mut Vec<u32>, b: &Vec<u32>| {
        a.extend_from_slice(b);
        LONGEST.fetch_max(a.len(), Ordering::Relaxed);
    };
    e.declare(
        "append",
        args().arg(v.by_mut()).arg(v.by_ref()).returns(unit()),
        append,
        append,
    );
    e.declare(
        "Vec::clone",
        args().arg(v.by_ref()).returns(v.clone()),
        Vec::clone,
        Vec::clone,
    )
    .method();
    e.declare(
        "Vec::len",
        args().arg(v.by_ref()).returns(int::<usize>()),
        Vec::len,
        Vec::len,
    )
    .method();
    e
}

#[test]
fn a_doubling_spec_stays_bounded_and_keeps_large_values_reachable() {
    let e = doubling();
    let stats = e
        .run_random(&Config::with_seed(3).scenarios(3_000).fuel(200))
        .expect("a correct candidate passes");
    let longest = LONGEST.load(Ordering::Relaxed);
    // Sixteen doublings of one element are 65,536; far less than the 2^200 the fuel allows.
    assert!(longest >= 1 << 12, "large values stay reachable: {longest}");
    assert!(longest <= 1 << 21, "growth is bounded: {longest}");
    let append = stats
        .operations
        .iter()
        .find(|o| o.name == "append")
        .unwrap();
    assert!(append.bounded > 0, "{stats}");
    assert!(stats
        .to_string()
        .contains("steps declined by the size bound"));
    assert_eq!(stats.too_large, 0, "{stats}");
}

/// A value of 128 MiB, every page touched (so resident), made by a constructor: the candidate
/// side holds the bytes, the reference side their count.
fn big() -> Engine {
    let mut e = Engine::new();
    let b = e.abstract_type::<usize, Vec<u8>>("b");
    e.declare(
        "Big::make",
        args().returns(b.clone()),
        || 128 << 20,
        || vec![1u8; 128 << 20],
    );
    e.declare(
        "Big::len",
        args().arg(b.by_ref()).returns(int::<usize>()),
        |b: &usize| *b,
        Vec::len,
    );
    e
}

/// A limit 64 MiB above what the process holds now: one `Big::make` passes it.
fn tight_limit() -> Option<u64> {
    Some(memory::resident().expect("Linux reads /proc/self/statm") + (64 << 20))
}

#[test]
#[cfg(target_os = "linux")]
fn random_mode_ends_a_scenario_past_the_limit_as_too_large_with_a_warning() {
    let config = Config::with_seed(1)
        .scenarios(3)
        .fuel(2)
        .memory_limit(tight_limit());
    let stats = big().run_random(&config).expect("too large is no failure");
    assert_eq!(stats.too_large, 3, "{stats}");
    assert!(stats.peak_too_large > 0);
    let warnings = stats.warnings().join("\n");
    assert!(
        warnings.contains("3 of 3 scenarios were too large"),
        "{warnings}"
    );
    assert!(warnings.contains("`Big::make`"), "{warnings}");
    assert!(warnings.contains("MONOLITH_MEMORY_LIMIT"), "{warnings}");
}

#[test]
#[cfg(target_os = "linux")]
fn check_fails_a_run_too_large_under_deny_warnings() {
    let config = Config::with_seed(1)
        .scenarios(2)
        .fuel(2)
        .memory_limit(tight_limit())
        .deny_warnings(true);
    let e = big();
    let panic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| e.check_with(&config)))
        .expect_err("the warning fails the test");
    let message = panic.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(message.contains("were too large"), "{message}");
}

/// Runs the ignored test `name` of this file in a child process (a fresh memory baseline) and
/// returns its standard error.
fn child(name: &str) -> String {
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--ignored", "--exact", name, "--nocapture"])
        .env("MONOLITH_REGRESSIONS", "off")
        .output()
        .expect("the test binary runs");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
#[cfg(target_os = "linux")]
fn a_replay_and_check_say_a_scenario_was_too_large() {
    let said = child("replay_too_large");
    assert!(
        said.contains("monolith: warning: the scenario was too large"),
        "{said}"
    );
    assert!(said.contains("`Big::make`"), "{said}");
    let said = child("check_too_large");
    assert!(said.contains("of 2 scenarios were too large"), "{said}");
}

#[test]
#[ignore = "run by a_replay_and_check_say_a_scenario_was_too_large, in a child process"]
fn replay_too_large() {
    let config = Config::default().memory_limit(tight_limit());
    let steps = big()
        .run_bytes_with(&[0; 8], &config)
        .expect("too large is no failure");
    assert!(steps >= 1);
}

#[test]
#[ignore = "run by a_replay_and_check_say_a_scenario_was_too_large, in a child process"]
fn check_too_large() {
    big().check_with(
        &Config::with_seed(2)
            .scenarios(2)
            .fuel(2)
            .memory_limit(tight_limit()),
    );
}

#[test]
fn a_time_budget_holds_when_steps_are_slow() {
    let mut e = Engine::new();
    e.declare(
        "slow",
        args().arg(int::<u8>()).returns(int::<u8>()),
        |x: u8| x,
        |x: u8| {
            std::thread::sleep(std::time::Duration::from_millis(5));
            x
        },
    );
    // One scenario of 4,000 steps would take 20 s; the budget ends it after a fraction of a
    // second, some tens of steps.
    let stats = e
        .run_random(&Config::with_seed(1).seconds(0.2).fuel(4_000))
        .unwrap();
    assert!(stats.steps < 1_000, "{stats}");
}

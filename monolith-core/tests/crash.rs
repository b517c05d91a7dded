//! A call that kills the process (an abort, a stack overflow): the run saves the scenario,
//! prints its token and lets the process die of its signal; the next run replays the saved
//! crash first, printing each call before it runs, so the crashing call is the last on screen
//! (issue 12). The tests run themselves as child processes, since a crash ends the process.
#![cfg(unix)]

use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::Command;

use monolith_core::spec::*;
use monolith_core::{Config, Engine};

/// Recurses without end: a stack overflow.
#[allow(unconditional_recursion)]
fn overflow(depth: u64) -> u64 {
    let local = [depth; 64];
    std::hint::black_box(&local);
    overflow(depth + 1) + std::hint::black_box(local[0])
}

/// A counter whose candidate kills the process on `add(7)`, as `how` says.
fn engine(how: &str) -> Engine {
    let mut e = Engine::new();
    e.test_name(&format!("crash_{how}"));
    let abort = how == "abort";
    e.declare(
        "add",
        args().arg(closed(0u8, 9)).returns(unit()),
        |_: u8| {},
        move |x: u8| {
            if x == 7 {
                if abort {
                    std::process::abort();
                }
                std::hint::black_box(overflow(0));
            }
        },
    );
    e
}

/// The child: a random run in the folder the parent gives, crashing as it says.
#[test]
fn crash_child() {
    let (Ok(dir), Ok(how)) = (
        std::env::var("MONOLITH_TEST_CRASH_DIR"),
        std::env::var("MONOLITH_TEST_CRASH_HOW"),
    ) else {
        return;
    };
    if let Some(how) = how.strip_suffix("-stdin") {
        // Standard input, with MONOLITH_REGRESSIONS set by the parent.
        let _ = engine(how).run_input("-");
        return;
    }
    let config = Config::with_seed(1).scenarios(1000).regressions(dir);
    let _ = engine(&how).run_random(&config);
}

/// Runs the child; returns the signal that killed it and its standard error.
fn child(dir: &Path, how: &str) -> (Option<i32>, String) {
    child_with_input(dir, how, &[])
}

/// [`child`], with `input` on its standard input.
fn child_with_input(dir: &Path, how: &str, input: &[u8]) -> (Option<i32>, String) {
    use std::io::Write;
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["crash_child", "--exact", "--nocapture", "--test-threads=1"])
        .env("MONOLITH_TEST_CRASH_DIR", dir)
        .env("MONOLITH_TEST_CRASH_HOW", how)
        .env("MONOLITH_REGRESSIONS", dir)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the test binary runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.signal(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The whole workflow for one way of crashing.
fn saved_reported_and_replayed(how: &str) {
    if std::env::var("MONOLITH_TEST_CRASH_DIR").is_ok() {
        return;
    }
    let dir =
        std::env::temp_dir().join(format!("monolith-test-crash-{how}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);

    // The process dies of SIGABRT (a stack overflow aborts too), as it would without the
    // engine, but the scenario is reported and saved first.
    let (signal, err) = child(&dir, how);
    assert_eq!(signal, Some(6), "{err}");
    assert!(err.contains("a call crashed the process: SIG"), "{err}");
    assert!(err.contains("in scenario 0 of seed 1"), "{err}");
    assert!(err.contains("// replay: MONOLITH_REPLAY=m2."), "{err}");
    let saved: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    let name = saved[0].file_name().into_string().unwrap();
    assert!(name.starts_with(&format!("crash_{how}-crash-")), "{name}");

    // The next run replays the crash first, streaming its calls: the crashing call is last.
    let (signal, err) = child(&dir, how);
    assert_eq!(signal, Some(6), "{err}");
    assert!(err.contains("replaying the crash saved in"), "{err}");
    let calls: Vec<&str> = err.lines().filter(|l| l.starts_with("// step")).collect();
    assert!(
        calls.last().is_some_and(|l| l.ends_with("add(7u8)")),
        "{err}"
    );
    assert!(
        err.contains("the last call printed above crashed the process: SIG"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_aborting_candidate_is_saved_reported_and_replayed_with_the_aborting_call_last() {
    saved_reported_and_replayed("abort");
}

#[test]
fn a_stack_overflow_is_saved_reported_and_replayed_with_the_overflowing_call_last() {
    saved_reported_and_replayed("overflow");
}

#[test]
fn a_crash_on_standard_input_prints_and_saves_its_token() {
    if std::env::var("MONOLITH_TEST_CRASH_DIR").is_ok() {
        return;
    }
    let dir =
        std::env::temp_dir().join(format!("monolith-test-crash-stdin-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // Bytes whose scenario calls add(7) (the plan, then sevens).
    let input = [0, 0, 0, 0, 7, 7, 7, 7, 7, 7, 7, 7];
    let (signal, err) = child_with_input(&dir, "abort-stdin", &input);
    assert_eq!(signal, Some(6), "{err}");
    assert!(err.contains("a call crashed the process: SIGABRT"), "{err}");
    assert!(err.contains("// replay: MONOLITH_REPLAY=m2."), "{err}");
    let saved: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

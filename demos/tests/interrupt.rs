//! Ctrl-C during a random run prints a summary with the seed and exits with code 130
//! (issue 12). The run is bounded by `MONOLITH_SECONDS`, so a missed interrupt fails the test
//! instead of hanging it.
#![cfg(unix)]

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// Starts `command` (seed 7, no regression files) with its standard error piped, waits for a
/// line that contains `ready`, sends it SIGINT, and returns its exit code and what it printed
/// on standard error after that line.
fn interrupt(command: &mut Command, ready: &str) -> (Option<i32>, String) {
    let mut child = command
        .env("MONOLITH_REGRESSIONS", "off")
        .env("MONOLITH_SEED", "7")
        .env("MONOLITH_SECONDS", "120")
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program runs");
    let mut stderr = BufReader::new(child.stderr.take().expect("piped"));
    let mut line = String::new();
    while !line.contains(ready) {
        line.clear();
        let read = stderr.read_line(&mut line).expect("readable");
        assert!(read > 0, "no line with {ready:?}");
    }
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let mut rest = String::new();
    while stderr.read_line(&mut rest).expect("readable") > 0 {}
    (child.wait().expect("it exits").code(), rest)
}

#[test]
fn ctrl_c_prints_a_summary_and_exits_130() {
    // The first progress line (after 2 s) says the run, and so the handler, is in place.
    let (code, rest) = interrupt(
        Command::new(env!("CARGO_BIN_EXE_demos"))
            .arg("parray-ok")
            .env("MONOLITH_PROGRESS", "1"),
        "monolith: seed 7:",
    );
    assert_eq!(code, Some(130), "{rest}");
    assert!(rest.contains("monolith: interrupted: seed 7: "), "{rest}");
    assert!(rest.contains("MONOLITH_SEED=7"), "{rest}");
}

/// Ctrl-C under `cargo test` (issue 31): the harness captures what a test prints, and the
/// process exits, so the summary must be written past the capture. The test binary runs its
/// own ignored test below as a child, captured as `cargo test` runs it, and interrupts it.
#[test]
fn ctrl_c_under_the_test_harness_prints_a_summary() {
    let (code, rest) = interrupt(
        Command::new(std::env::current_exe().expect("the test binary"))
            .args(["--ignored", "--exact", "a_long_check_to_interrupt"])
            .env("MONOLITH_SCENARIOS", "100000000")
            .stdout(Stdio::null()),
        "ready to be interrupted",
    );
    assert_eq!(code, Some(130), "{rest}");
    assert!(rest.contains("monolith: interrupted: seed 7: "), "{rest}");
}

/// The child of the test above: a `check` under the harness's capture, long enough to be
/// interrupted. The first short run installs the Ctrl-C handler; the line past the capture
/// says the second, long one is about to start.
#[test]
#[ignore = "run by ctrl_c_under_the_test_harness_prints_a_summary"]
fn a_long_check_to_interrupt() {
    use std::io::Write;
    let engine = (demos::find("parray-ok").expect("a demo").engine)();
    engine.check_with(
        &monolith_core::Config::with_seed(7)
            .scenarios(1)
            .no_regressions(),
    );
    let _ = writeln!(std::io::stderr(), "ready to be interrupted");
    engine.check();
}

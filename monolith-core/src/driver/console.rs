//! What a run says on standard error, past the test harness's capture.
//!
//! `cargo test` captures what a passing test prints with `eprintln!` and shows it only when
//! the test fails; a process that exits (Ctrl-C) loses it altogether. A warning about a spec
//! that tests nothing, or the summary of an interrupted run, must reach the user whatever the
//! harness does, so it is written to the process's standard error directly, as one write.

use std::io::Write;

/// Writes `line` and a newline to the process's standard error, uncaptured, in one write.
pub(crate) fn say(line: &str) {
    let mut text = String::with_capacity(line.len() + 1);
    text.push_str(line);
    text.push('\n');
    let mut err = std::io::stderr().lock();
    // Nothing to do if standard error is closed.
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
}

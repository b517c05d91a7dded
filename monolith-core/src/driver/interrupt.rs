//! Ctrl-C during a random run: a summary, then exit code 130.
//!
//! The first random run installs a handler for SIGINT (through the `ctrlc` crate), unless the
//! program has its own. While a run is in progress, the first Ctrl-C asks it to stop: it
//! finishes the scenario in hand, prints the seed, the scenarios and the steps run, and exits
//! with code 130, the shell's code for an interrupt. A second Ctrl-C, or one outside a run,
//! exits at once with code 130, as the default handler would. The summary is written past a
//! test harness's capture (`driver/console.rs`), so `cargo test` shows it too.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Once;

/// The random runs in progress.
static RUNNING: AtomicUsize = AtomicUsize::new(0);
/// Whether Ctrl-C asked the runs in progress to stop.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);
static INSTALL: Once = Once::new();

/// The exit code after an interrupt.
pub const EXIT_INTERRUPTED: i32 = 130;

/// Marks a random run in progress while alive; installs the handler on first use.
pub(crate) struct Running(());

impl Running {
    pub(crate) fn start() -> Running {
        INSTALL.call_once(|| {
            // A program that has its own handler keeps it: Ctrl-C then does what it says.
            let _ = ctrlc::set_handler(|| {
                if RUNNING.load(Ordering::SeqCst) == 0 || INTERRUPTED.swap(true, Ordering::SeqCst) {
                    std::process::exit(EXIT_INTERRUPTED);
                }
            });
        });
        RUNNING.fetch_add(1, Ordering::SeqCst);
        Running(())
    }

    /// Whether Ctrl-C asked this run to stop.
    #[inline]
    pub(crate) fn interrupted(&self) -> bool {
        INTERRUPTED.load(Ordering::Relaxed)
    }

    /// Prints `summary` (past a test harness's capture, see `driver/console.rs`) and exits
    /// with [`EXIT_INTERRUPTED`].
    pub(crate) fn exit(&self, summary: &str) -> ! {
        super::console::say(&format!("monolith: interrupted: {summary}"));
        std::process::exit(EXIT_INTERRUPTED)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        RUNNING.fetch_sub(1, Ordering::SeqCst);
    }
}

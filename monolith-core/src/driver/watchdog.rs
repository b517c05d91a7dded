//! The step watchdog: a call that does not return, or that kills the process, is a failure of
//! its own kind.
//!
//! A watched run (random mode, a streamed replay, a run of standard input) starts a watchdog
//! thread. The run notes the scenario in hand and where each step's bytes start (one relaxed
//! store a step: every step draws bytes, so the position moves); the watchdog wakes every few
//! milliseconds. It acts in two cases:
//!
//! * **A hang**: neither has moved for the whole [`step timeout`](crate::Config::step_timeout)
//!   (60 s by default). It rebuilds the scenario's bytes (random mode's bytes are a function of
//!   the seed, the scenario's index and its feedback prefix), saves them as a regression file of
//!   kind [`Hang`](crate::FailureKind::Hang), prints the replay token and exits the process with
//!   [`EXIT_HANG`]. A call that does not return cannot be stopped from another thread.
//! * **A fatal signal** on the run's thread (an abort, a stack overflow, a fault: see
//!   [`super::fatal`]). It saves and prints the scenario the same way, as kind
//!   [`Crash`](crate::FailureKind::Crash), then lets the process die of its signal.
//!
//! Either way the next run replays the saved file first, printing each call before it runs, so
//! the call that hung or crashed is the last on screen. A streamed replay has its calls on
//! screen already: the watchdog only says which one did not return or crashed.
//!
//! Under libFuzzer and AFL++, their own timeouts (`-timeout=`, `-t`) and crash handling apply
//! instead.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::persist::{FileRegressions, Persistence, Regression};
use crate::report::FailureKind;
use crate::source::Source;

use super::fatal::{self, Listener};

/// The exit code after a hang, as GNU `timeout` uses.
pub const EXIT_HANG: i32 = 124;

/// How many bytes past the start of the step the saved scenario keeps when the step hung or
/// crashed before its arguments were all drawn: enough for them, whose size is not known.
const SLACK: usize = 1 << 16;

/// What the run shares with its watchdog.
pub(crate) struct Shared {
    /// The scenario in hand, and where its current step's bytes start.
    scenario: AtomicU64,
    position: AtomicUsize,
    /// Where the bytes of the step's arguments end, once they are drawn (else `position`).
    drawn: AtomicUsize,
    /// The current scenario's feedback prefix: empty unless it is a mutation (an empty prefix
    /// draws what a plain random scenario draws).
    prefix: Mutex<Vec<u8>>,
    done: AtomicBool,
    /// The run is shrinking, outside any step: no hang to look for.
    paused: AtomicBool,
}

impl Shared {
    /// A step starts at byte `position` of its scenario.
    #[inline]
    pub(crate) fn step(&self, position: usize) {
        self.position.store(position, Ordering::Relaxed);
        self.drawn.store(position, Ordering::Relaxed);
    }

    /// The step's arguments are drawn, up to byte `position`: the call comes next.
    #[inline]
    pub(crate) fn drawn(&self, position: usize) {
        self.drawn.store(position, Ordering::Relaxed);
    }

    /// Stops (`true`) or resumes looking for hangs, as while the run shrinks a failure.
    pub(crate) fn pause(&self, paused: bool) {
        self.paused.store(paused, Ordering::SeqCst);
    }

    /// Where the run is: it has moved on when this changes.
    fn progress(&self) -> (u64, usize) {
        (
            self.scenario.load(Ordering::Relaxed),
            self.position.load(Ordering::Relaxed),
        )
    }

    /// Scenario `index` starts, from `prefix` (empty unless it is a mutation).
    pub(crate) fn scenario(&self, index: u64, prefix: &[u8]) {
        self.scenario.store(index, Ordering::Relaxed);
        let mut held = self.prefix.lock().unwrap_or_else(|e| e.into_inner());
        // The buffer is kept from one scenario to the next: no allocation per scenario.
        held.clear();
        held.extend_from_slice(prefix);
    }
}

/// What the watchdog does on a hang or a fatal signal.
pub(crate) enum OnHang {
    /// Rebuild the random scenario of this seed, save it and print its token.
    Random {
        seed: u64,
        test: String,
        regressions: Option<PathBuf>,
    },
    /// The scenario of these bytes (standard input): save it and print its token.
    Input {
        bytes: Vec<u8>,
        test: String,
        regressions: Option<PathBuf>,
    },
    /// The scenario is on screen already (a replay streams its calls): say so.
    Replay,
}

/// A running watchdog; stops when dropped.
pub(crate) struct Watchdog {
    pub(crate) shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl Watchdog {
    /// Watches the steps of a run on the calling thread: a step that lasts `timeout` (if
    /// given), or a fatal signal on this thread, triggers `on_hang`.
    pub(crate) fn start(timeout: Option<Duration>, on_hang: OnHang) -> Watchdog {
        let shared = Arc::new(Shared {
            scenario: AtomicU64::new(0),
            position: AtomicUsize::new(0),
            drawn: AtomicUsize::new(0),
            prefix: Mutex::new(Vec::new()),
            done: AtomicBool::new(false),
            paused: AtomicBool::new(false),
        });
        let watched = Arc::clone(&shared);
        let listener = fatal::listen();
        let thread = std::thread::Builder::new()
            .name("monolith-watchdog".into())
            .spawn(move || watch(&watched, timeout, &on_hang, &listener))
            .ok();
        Watchdog { shared, thread }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.shared.done.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            t.thread().unpark();
            let _ = t.join();
        }
    }
}

/// How often the watchdog looks: a fatal signal waits at most this long to be seen.
const TICK: Duration = Duration::from_millis(10);

fn watch(shared: &Shared, timeout: Option<Duration>, on_hang: &OnHang, listener: &Listener) {
    let mut seen = shared.progress();
    let mut since = Instant::now();
    while !shared.done.load(Ordering::SeqCst) {
        std::thread::park_timeout(TICK);
        if let Some(signal) = listener.caught() {
            save(shared, on_hang, FailureKind::Crash, signal);
            eprintln!("monolith: letting the signal through; the process ends");
            // The dying thread goes on: the process ends with its signal.
            listener.release();
            return;
        }
        let now = shared.progress();
        if now != seen || shared.paused.load(Ordering::SeqCst) {
            seen = now;
            since = Instant::now();
        } else if let Some(timeout) = timeout {
            if since.elapsed() >= timeout && !shared.done.load(Ordering::SeqCst) {
                let secs = timeout.as_secs_f64();
                let detail = format!("within {secs} s (MONOLITH_STEP_TIMEOUT)");
                save(shared, on_hang, FailureKind::Hang, &detail);
                std::process::exit(EXIT_HANG);
            }
        }
    }
}

/// Says what happened (a hang or a crash, with its `detail`), and, unless the scenario is on
/// screen already, prints its token and saves it as a regression file of `kind`.
fn save(shared: &Shared, on_hang: &OnHang, kind: FailureKind, detail: &str) {
    let (noun, what) = match kind {
        FailureKind::Hang => ("hang", format!("did not return {detail}")),
        _ => ("crash", format!("crashed the process: {detail}")),
    };
    let (bytes, test, regressions, seed, scenario) = match on_hang {
        OnHang::Replay => {
            eprintln!("monolith: the last call printed above {what}: a {noun}");
            return;
        }
        OnHang::Random {
            seed,
            test,
            regressions,
        } => {
            let index = shared.scenario.load(Ordering::Relaxed);
            let position = shared.position.load(Ordering::Relaxed);
            let drawn = shared.drawn.load(Ordering::Relaxed);
            let prefix = shared
                .prefix
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clone();
            let mut src = Source::with_prefix(prefix, *seed, index);
            // The step's bytes: exactly those of its arguments when the call was under way,
            // else (a generator that hung or crashed) a margin past the step's start.
            let end = if drawn > position {
                drawn
            } else {
                position + SLACK
            };
            for _ in 0..end {
                src.draw_u8();
            }
            eprintln!(
                "monolith: a call {what}: a {noun} in the candidate or the reference, in \
                 scenario {index} of seed {seed}"
            );
            (
                src.into_recorded(),
                test,
                regressions,
                Some(*seed),
                Some(index),
            )
        }
        OnHang::Input {
            bytes,
            test,
            regressions,
        } => {
            eprintln!("monolith: a call {what}: a {noun} in the candidate or the reference");
            (bytes.clone(), test, regressions, None, None)
        }
    };
    let token = crate::token::encode(&bytes);
    eprintln!("// replay: MONOLITH_REPLAY={token}");
    let Some(dir) = regressions else {
        return;
    };
    let regression = Regression {
        test: test.clone(),
        kind,
        operation: None,
        steps: 0,
        seed,
        scenario,
        token,
        reproducer: String::new(),
    };
    match FileRegressions::new(dir).save(&regression) {
        Ok(Some(path)) => eprintln!(
            "monolith: saved the {noun} to {}; the next run replays it first and prints each \
             call before it runs, the last one printed is the call that {}",
            path.display(),
            match kind {
                FailureKind::Hang => "hangs",
                _ => "crashes",
            }
        ),
        Ok(None) => {}
        Err(e) => eprintln!("monolith: could not save the {noun}: {e}"),
    }
}

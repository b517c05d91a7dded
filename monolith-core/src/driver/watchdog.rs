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
//! The watchdog also keeps the run's limits, which a call in progress cannot check itself:
//!
//! * **The deadline** of a run with a time budget: once it passes, the run's next step ends
//!   its scenario, however slow the steps are.
//! * **The memory limit** ([`Config::memory_limit`](crate::Config::memory_limit)): the
//!   watchdog samples the process's resident memory at every tick, and once it is past the
//!   limit, the run's next step confirms it and ends the scenario as *too large* (see
//!   [`super::memory`]). An abort while memory is high (a failed allocation) is said to be
//!   one, and saved as no regression file.
//!
//! Under libFuzzer and AFL++, their own timeouts (`-timeout=`, `-t`) and crash handling apply
//! instead.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::watch::{Halt, Watch};
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
    /// Why the run's scenario must stop early: [`HALT_DEADLINE`], [`HALT_MEMORY`], or 0.
    halt: AtomicU8,
    /// The run's deadline, if any.
    deadline: Option<Instant>,
    /// The memory limit in bytes (`u64::MAX`: none); raised when the process holds more
    /// outside any scenario.
    limit: AtomicU64,
    /// The resident memory at the last sample, in bytes (0: unknown).
    resident: AtomicU64,
    /// The watchdog's ticks so far: a scenario during which it changed may have passed the
    /// memory limit between two samples.
    ticks: AtomicU64,
}

/// A bit of [`Shared::halt`]: the run's deadline has passed.
const HALT_DEADLINE: u8 = 1;
/// A bit of [`Shared::halt`]: the resident memory was past the limit at the last sample.
const HALT_MEMORY: u8 = 2;

/// A run's limits, kept by its watchdog.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Limits {
    /// The most resident memory, in bytes.
    pub memory: Option<u64>,
    /// When the run's time is up.
    pub deadline: Option<Instant>,
}

impl Limits {
    /// The memory limit of `config`, and no deadline: a replay's limits.
    pub(crate) fn memory(config: &crate::Config) -> Limits {
        Limits {
            memory: config.memory_limit,
            deadline: None,
        }
    }
}

impl Shared {
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

    /// The watchdog's ticks so far (one relaxed load).
    #[inline]
    pub(crate) fn ticks(&self) -> u64 {
        self.ticks.load(Ordering::Relaxed)
    }

    /// The resident memory now, if it is past the limit.
    pub(crate) fn over_limit(&self) -> Option<u64> {
        let limit = self.limit.load(Ordering::Relaxed);
        super::memory::past((limit != u64::MAX).then_some(limit))
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

/// The engine's view of the watchdog: told of every step, asked whether the scenario in hand
/// must stop.
impl Watch for Shared {
    /// A step starts at byte `position` of its scenario.
    #[inline]
    fn step(&self, position: usize) {
        self.position.store(position, Ordering::Relaxed);
        self.drawn.store(position, Ordering::Relaxed);
    }

    /// The step's arguments are drawn, up to byte `position`: the call comes next.
    #[inline]
    fn drawn(&self, position: usize) {
        self.drawn.store(position, Ordering::Relaxed);
    }

    /// Whether the scenario in hand must stop (see [`halt_reason`](Self::halt_reason)): one relaxed load,
    /// for every step.
    #[inline]
    fn halted(&self) -> bool {
        self.halt.load(Ordering::Relaxed) != 0
    }

    /// Why the scenario in hand must stop, if it must, once [`halted`](Self::halted) says so.
    /// A memory sample past the limit is confirmed by reading the memory again: when it no
    /// longer is, the scenario goes on. `idle` when no value of the scenario is alive yet:
    /// memory past the limit then is held outside any scenario, and the limit is raised above
    /// it (once, with a note) rather than every scenario called too large.
    #[cold]
    fn halt_reason(&self, idle: bool) -> Option<Halt> {
        let halt = self.halt.load(Ordering::Relaxed);
        if halt & HALT_DEADLINE != 0 {
            return Some(Halt::Deadline);
        }
        self.halt.fetch_and(!HALT_MEMORY, Ordering::Relaxed);
        let rss = self.over_limit()?;
        if !idle {
            return Some(Halt::TooLarge(rss));
        }
        let limit = self.limit.load(Ordering::Relaxed);
        let raised = rss.saturating_add(limit / 4);
        self.limit.store(raised, Ordering::Relaxed);
        super::console::say(&format!(
            "monolith: the process holds {} outside any scenario, past the memory limit of {}              (MONOLITH_MEMORY_LIMIT); this run's limit is raised to {}",
            super::memory::Bytes(rss),
            super::memory::Bytes(limit),
            super::memory::Bytes(raised)
        ));
        None
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
    /// given), or a fatal signal on this thread, triggers `on_hang`; and keeps the run's
    /// `limits`.
    pub(crate) fn start(timeout: Option<Duration>, on_hang: OnHang, limits: Limits) -> Watchdog {
        let shared = Arc::new(Shared {
            scenario: AtomicU64::new(0),
            position: AtomicUsize::new(0),
            drawn: AtomicUsize::new(0),
            prefix: Mutex::new(Vec::new()),
            done: AtomicBool::new(false),
            paused: AtomicBool::new(false),
            halt: AtomicU8::new(0),
            deadline: limits.deadline,
            limit: AtomicU64::new(limits.memory.unwrap_or(u64::MAX)),
            resident: AtomicU64::new(0),
            ticks: AtomicU64::new(0),
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
            let limit = shared.limit.load(Ordering::Relaxed);
            let rss = shared.resident.load(Ordering::Relaxed);
            // Rust aborts on a failed allocation: an abort while memory is high is most
            // likely one, not a crash of the candidate.
            if signal.starts_with("SIGABRT")
                && super::memory::likely_out_of_memory(
                    (limit != u64::MAX).then_some(limit),
                    (rss != 0).then_some(rss),
                )
            {
                too_large_crash(shared, signal, rss);
                listener.release();
                return;
            }
            save(shared, on_hang, FailureKind::Crash, signal);
            eprintln!("monolith: letting the signal through; the process ends");
            // The dying thread goes on: the process ends with its signal.
            listener.release();
            return;
        }
        keep_limits(shared);
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

/// Samples the memory and the clock, and raises the run's halt bits.
fn keep_limits(shared: &Shared) {
    shared.ticks.fetch_add(1, Ordering::Relaxed);
    if shared.deadline.is_some_and(|d| Instant::now() >= d) {
        shared.halt.fetch_or(HALT_DEADLINE, Ordering::Relaxed);
    }
    let limit = shared.limit.load(Ordering::Relaxed);
    if limit == u64::MAX || shared.paused.load(Ordering::Relaxed) {
        return;
    }
    if let Some(rss) = super::memory::resident() {
        shared.resident.store(rss, Ordering::Relaxed);
        if rss > limit {
            shared.halt.fetch_or(HALT_MEMORY, Ordering::Relaxed);
        }
    }
}

/// A fatal signal while the process's memory was high: most likely a failed allocation (Rust
/// aborts on one). Not a bug of the candidate: says so, and saves no regression file.
fn too_large_crash(shared: &Shared, signal: &str, rss: u64) {
    let index = shared.scenario.load(Ordering::Relaxed);
    eprintln!(
        "monolith: {signal} in scenario {index} while the process held {} of memory: most \
         likely a call failed to allocate, because the scenario's values grew too large. This \
         is not reported as a failure, and no regression file is saved. Bound the growth: a \
         precondition on the size of the values that the growing operations take \
         (`such_that(|v| v.len() < 10_000)`, or `requires` under `#[api]`), a lower `Generation::size_bound`, or a lower \
         MONOLITH_MEMORY_LIMIT so that the run stops such scenarios before they fail to \
         allocate; the process ends with the signal",
        super::memory::Bytes(rss)
    );
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

//! The step watchdog: a call that does not return is a failure of its own kind.
//!
//! A random run starts a watchdog thread. The run notes the scenario in hand and where each
//! step's bytes start (one relaxed store a step: every step draws bytes, so the position moves);
//! the watchdog wakes a few times per timeout, and when neither has moved for the whole
//! [`step timeout`](crate::Config::step_timeout) (60 s by default), it rebuilds the scenario's
//! bytes from the seed, the scenario's index and its feedback prefix (random mode's bytes are a
//! function of these), saves them as a regression file of kind
//! [`Hang`](crate::FailureKind::Hang), prints the replay token and exits the process with
//! [`EXIT_HANG`]. A call that does not return cannot be stopped from another thread; the next
//! run replays the saved file first, printing each call before it runs, so the hanging call is
//! the last on screen.
//!
//! Under libFuzzer and AFL++, their own timeouts (`-timeout=`, `-t`) apply instead.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::persist::{FileRegressions, Persistence, Regression};
use crate::report::FailureKind;
use crate::source::Source;

/// The exit code after a hang, as GNU `timeout` uses.
pub const EXIT_HANG: i32 = 124;

/// How many bytes past the start of the hanging step the saved scenario keeps: enough for the
/// step's arguments, whose size is not known when the step starts.
const SLACK: usize = 1 << 16;

/// What the run shares with its watchdog.
pub(crate) struct Shared {
    /// The scenario in hand, and where its current step's bytes start.
    scenario: AtomicU64,
    position: AtomicUsize,
    /// The current scenario's feedback prefix, if it is a mutation.
    prefix: Mutex<Option<Vec<u8>>>,
    done: AtomicBool,
}

impl Shared {
    /// A step starts at byte `position` of its scenario.
    #[inline]
    pub(crate) fn step(&self, position: usize) {
        self.position.store(position, Ordering::Relaxed);
    }

    /// Where the run is: it has moved on when this changes.
    fn progress(&self) -> (u64, usize) {
        (
            self.scenario.load(Ordering::Relaxed),
            self.position.load(Ordering::Relaxed),
        )
    }

    /// Scenario `index` starts, from `prefix` if it is a mutation.
    pub(crate) fn scenario(&self, index: u64, prefix: Option<&[u8]>) {
        self.scenario.store(index, Ordering::Relaxed);
        let mut held = self.prefix.lock().unwrap_or_else(|e| e.into_inner());
        match prefix {
            Some(p) => *held = Some(p.to_vec()),
            None => *held = None,
        }
    }
}

/// What the watchdog does on a hang.
pub(crate) enum OnHang {
    /// Rebuild the random scenario of this seed, save it and print its token.
    Random {
        seed: u64,
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
    /// Watches the steps of a run: a step that lasts `timeout` triggers `on_hang`.
    pub(crate) fn start(timeout: Duration, on_hang: OnHang) -> Watchdog {
        let shared = Arc::new(Shared {
            scenario: AtomicU64::new(0),
            position: AtomicUsize::new(0),
            prefix: Mutex::new(None),
            done: AtomicBool::new(false),
        });
        let watched = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("monolith-watchdog".into())
            .spawn(move || watch(&watched, timeout, &on_hang))
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

fn watch(shared: &Shared, timeout: Duration, on_hang: &OnHang) {
    let tick = (timeout / 4).clamp(Duration::from_millis(10), Duration::from_secs(1));
    let mut seen = shared.progress();
    let mut since = Instant::now();
    while !shared.done.load(Ordering::SeqCst) {
        std::thread::park_timeout(tick);
        let now = shared.progress();
        if now != seen {
            seen = now;
            since = Instant::now();
        } else if since.elapsed() >= timeout && !shared.done.load(Ordering::SeqCst) {
            hang(shared, timeout, on_hang);
        }
    }
}

fn hang(shared: &Shared, timeout: Duration, on_hang: &OnHang) -> ! {
    let secs = timeout.as_secs_f64();
    let OnHang::Random {
        seed,
        test,
        regressions,
    } = on_hang
    else {
        eprintln!(
            "monolith: the last call printed above did not return within {secs} s \
             (MONOLITH_STEP_TIMEOUT): a hang"
        );
        std::process::exit(EXIT_HANG);
    };
    let index = shared.scenario.load(Ordering::Relaxed);
    let position = shared.position.load(Ordering::Relaxed);
    let prefix = shared
        .prefix
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    let mut src = match prefix {
        Some(p) => Source::with_prefix(p, *seed, index),
        None => Source::random(*seed, index),
    };
    for _ in 0..position + SLACK {
        src.draw_u8();
    }
    let token = crate::token::encode(&src.into_recorded());
    eprintln!(
        "monolith: a call did not return within {secs} s (MONOLITH_STEP_TIMEOUT): a hang in \
         the candidate or the reference, in scenario {index} of seed {seed}\n\
         // replay: MONOLITH_REPLAY={token}"
    );
    if let Some(dir) = regressions {
        let regression = Regression {
            test: test.clone(),
            kind: FailureKind::Hang,
            operation: None,
            steps: 0,
            seed: Some(*seed),
            scenario: Some(index),
            token,
            reproducer: String::new(),
        };
        match FileRegressions::new(dir).save(&regression) {
            Ok(Some(path)) => eprintln!(
                "monolith: saved the hang to {}; the next run replays it first and prints each \
                 call before it runs",
                path.display()
            ),
            Ok(None) => {}
            Err(e) => eprintln!("monolith: could not save the hang: {e}"),
        }
    }
    std::process::exit(EXIT_HANG)
}

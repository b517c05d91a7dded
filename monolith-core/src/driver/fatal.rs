//! Fatal signals: an abort, a stack overflow or a fault in candidate code ends the process, but
//! not before the scenario in hand is saved.
//!
//! A call that aborts (`std::process::abort`, a panic while panicking, a failed allocation),
//! overflows its stack or faults (in `unsafe` code) cannot be caught: the process dies. While a
//! run is watched (see [`super::watchdog`]), a handler for `SIGABRT`, `SIGSEGV`, `SIGBUS`,
//! `SIGILL` and `SIGFPE` tells the run's watchdog thread, waits (at most [`GRACE`]) while that
//! thread saves the scenario and prints its token, then lets the signal take its course: the
//! handler that was there before runs (Rust's own reports a stack overflow, then aborts), and
//! the process dies of the signal, with the exit status it would have had.
//!
//! The handler only reads and writes atomics and sleeps; the saving happens on the watchdog's
//! ordinary thread. It acts only for a thread that a watched run runs on: a fault in any other
//! thread goes straight to the previous handler. The handlers are installed once per process,
//! by the first watched run, and stay (idle) afterwards. On platforms other than Unix nothing is
//! installed, and a fatal signal ends the process as it always would.

use std::time::Duration;

/// How long the handler waits for the scenario to be saved before it lets the signal through
/// anyway: a save that cannot finish (the allocator's lock held by the crashed thread, say)
/// never keeps a dying process alive.
pub(crate) const GRACE: Duration = Duration::from_secs(5);

/// The number of runs that can be watched at once (parallel tests); a run beyond it is still
/// watched for hangs, not for fatal signals.
const LISTENERS: usize = 64;

/// A listener's state: no fatal signal yet.
const WATCHING: u8 = 0;
/// A fatal signal arrived on the listener's thread.
const CAUGHT: u8 = 1;
/// The watchdog saved the scenario (or gave up): the signal can go on.
const SAVED: u8 = 2;

/// A run's registration for fatal signals; unregisters when dropped.
pub(crate) struct Listener {
    slot: Option<usize>,
}

impl Listener {
    /// The fatal signal that arrived on the run's thread, if any: its name and what it means,
    /// as `SIGABRT (an abort)`.
    pub(crate) fn caught(&self) -> Option<&'static str> {
        self.slot.and_then(imp::caught)
    }

    /// The scenario is saved (or cannot be): the dying thread may go on dying.
    pub(crate) fn release(&self) {
        if let Some(slot) = self.slot {
            imp::release(slot);
        }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if let Some(slot) = self.slot {
            imp::unlisten(slot);
        }
    }
}

/// Registers the calling thread (the run's thread): a fatal signal on it is held until the
/// watchdog has saved the scenario.
pub(crate) fn listen() -> Listener {
    Listener {
        slot: imp::listen(),
    }
}

#[cfg(unix)]
#[allow(unsafe_code)]
mod imp {
    use super::{CAUGHT, GRACE, LISTENERS, SAVED, WATCHING};
    use std::sync::atomic::{AtomicI32, AtomicU8, AtomicUsize, Ordering};
    use std::sync::OnceLock;

    const SIGNALS: [(libc::c_int, &str); 5] = [
        (libc::SIGABRT, "SIGABRT (an abort)"),
        (
            libc::SIGSEGV,
            "SIGSEGV (a stack overflow or an invalid memory access)",
        ),
        (libc::SIGBUS, "SIGBUS (an invalid memory access)"),
        (libc::SIGILL, "SIGILL (an illegal instruction)"),
        (libc::SIGFPE, "SIGFPE (an arithmetic fault)"),
    ];

    /// One watched thread: its `pthread_t` (0 when the slot is free), its state and signal.
    struct Slot {
        thread: AtomicUsize,
        state: AtomicU8,
        signal: AtomicI32,
    }

    #[allow(clippy::declare_interior_mutable_const)]
    const FREE: Slot = Slot {
        thread: AtomicUsize::new(0),
        state: AtomicU8::new(WATCHING),
        signal: AtomicI32::new(0),
    };
    static SLOTS: [Slot; LISTENERS] = [FREE; LISTENERS];

    /// The handlers that were installed before ours, by signal, to pass each signal on.
    static PREVIOUS: OnceLock<Vec<(libc::c_int, libc::sigaction)>> = OnceLock::new();

    fn me() -> usize {
        // SAFETY: `pthread_self` has no preconditions and is async-signal-safe in practice
        // (it reads the thread pointer).
        unsafe { libc::pthread_self() as usize }
    }

    pub(super) fn listen() -> Option<usize> {
        install();
        let me = me();
        let slot = SLOTS.iter().position(|s| {
            s.thread
                .compare_exchange(0, me, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
        })?;
        SLOTS[slot].state.store(WATCHING, Ordering::SeqCst);
        Some(slot)
    }

    pub(super) fn unlisten(slot: usize) {
        SLOTS[slot].thread.store(0, Ordering::SeqCst);
    }

    pub(super) fn caught(slot: usize) -> Option<&'static str> {
        let s = &SLOTS[slot];
        if s.state.load(Ordering::SeqCst) != CAUGHT {
            return None;
        }
        let sig = s.signal.load(Ordering::SeqCst);
        Some(
            SIGNALS
                .iter()
                .find(|(n, _)| *n == sig)
                .map_or("a fatal signal", |(_, name)| name),
        )
    }

    pub(super) fn release(slot: usize) {
        SLOTS[slot].state.store(SAVED, Ordering::SeqCst);
    }

    fn install() {
        PREVIOUS.get_or_init(|| {
            SIGNALS
                .iter()
                .filter_map(|&(sig, _)| {
                    // SAFETY: a zeroed `sigaction` is a valid value of this plain C struct; the
                    // handler has the three-argument signature that `SA_SIGINFO` announces; and
                    // `SA_ONSTACK` runs it on the thread's alternate stack, which Rust sets up
                    // for every thread it starts, so that a stack overflow can be handled.
                    unsafe {
                        let mut action: libc::sigaction = std::mem::zeroed();
                        action.sa_sigaction = handler as *const () as libc::sighandler_t;
                        action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
                        libc::sigemptyset(&mut action.sa_mask);
                        let mut previous: libc::sigaction = std::mem::zeroed();
                        (libc::sigaction(sig, &action, &mut previous) == 0)
                            .then_some((sig, previous))
                    }
                })
                .collect()
        });
    }

    /// Puts back the handler that was there before ours, for `sig`.
    fn pass_on(sig: libc::c_int) {
        let Some(previous) = PREVIOUS.get() else {
            return;
        };
        if let Some((_, action)) = previous.iter().find(|(s, _)| *s == sig) {
            // SAFETY: `action` is what `sigaction` returned for this signal; `sigaction` is
            // async-signal-safe.
            unsafe {
                libc::sigaction(sig, action, std::ptr::null_mut());
            }
        }
    }

    extern "C" fn handler(sig: libc::c_int, _: *mut libc::siginfo_t, _: *mut libc::c_void) {
        let me = me();
        if let Some(s) = SLOTS.iter().find(|s| s.thread.load(Ordering::SeqCst) == me) {
            if s.state.load(Ordering::SeqCst) == WATCHING {
                s.signal.store(sig, Ordering::SeqCst);
                s.state.store(CAUGHT, Ordering::SeqCst);
                let step = std::time::Duration::from_millis(5);
                let mut waited = std::time::Duration::ZERO;
                while s.state.load(Ordering::SeqCst) != SAVED && waited < GRACE {
                    std::thread::sleep(step);
                    waited += step;
                }
            }
        }
        pass_on(sig);
        if sig == libc::SIGABRT {
            // An abort (or a `kill`) is delivered again, to the previous handler, once this
            // one returns; a fault is raised again by the faulting instruction.
            // SAFETY: `raise` is async-signal-safe.
            unsafe {
                libc::raise(sig);
            }
        }
    }
}

#[cfg(not(unix))]
mod imp {
    pub(super) fn listen() -> Option<usize> {
        None
    }
    pub(super) fn unlisten(_: usize) {}
    pub(super) fn caught(_: usize) -> Option<&'static str> {
        None
    }
    pub(super) fn release(_: usize) {}
}

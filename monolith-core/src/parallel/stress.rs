//! Stress: the suffixes of one scenario run on real threads, released together, round after
//! round, each round on a fresh candidate.
//!
//! The calling thread runs the first suffix and one helper thread each of the others. The
//! threads meet on spinning gates, not on `std::sync::Barrier` (whose sleeping waiters wake
//! tens of microseconds apart, longer than most race windows). Before its first call, thread
//! `t` of round `n` waits `n * (37 + 22 * t) % 101` steps, so that the threads' starts slide
//! against each other from round to round: in even rounds, steps of a `black_box` loop (a cycle
//! or two each); in odd ones, of `spin_loop` (a PAUSE, tens of cycles and more on x86). The
//! fine steps find races whose window is a few instructions wide: the stack's ABA
//! (`demos/src/concurrent/stack`) took a median of 363 scenarios over seeds 1 to 20 with
//! `spin_loop` steps only, 103 with `black_box` steps only, and about 200 with both (seeds 1
//! to 10); the coarse ones find the others in as few scenarios as before, or fewer (the
//! lock-free queue's). The printed reproducer slides its threads by the same counts in
//! `black_box` steps: pasted in a test built at opt-level 0, the fine steps made the torn
//! register's reproducer fail in a median of 96 rounds rather than 876, and in at most 533
//! rather than 46,877 over 40 runs.
//!
//! Each call is stamped from one atomic clock before it starts and after it returns: when one
//! call's return stamp is below another's start stamp, the first returned before the second
//! started, and any linearization must keep them in that order.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::call::{Call, Outcome};
use super::scenario::{Planned, Scenario};
use crate::panic::{catch, Quiet};

/// One call of a round: its stamps and its outcome.
#[derive(Debug)]
pub(crate) struct Record {
    pub inv: u64,
    pub ret: u64,
    pub out: Outcome,
}

/// What one round did: the prefix's outcomes, and each thread's records.
pub(crate) struct Round {
    pub prefix: Vec<Outcome>,
    pub threads: Vec<Vec<Record>>,
}

/// How many distinct slides a thread's start takes, round after round (a prime).
pub(crate) const SLIDES: u64 = 101;

/// What thread `t`'s slide grows by from one round to the next: the engine's [`jitter`] and the
/// printed reproducer's slides use it alike.
pub(crate) fn slide_factor(t: usize) -> u64 {
    37 + 22 * t as u64
}

/// How far thread `t` slides its start before its first call in round `n`.
pub(crate) fn jitter(n: u64, t: usize) -> u64 {
    n.wrapping_mul(slide_factor(t)) % SLIDES
}

/// Steps `n` times through a loop whose counter is opaque to the optimiser: a finer step than
/// [`spin`]'s, as the printed reproducer slides its threads' starts.
#[inline]
fn step(n: u64) {
    for i in 0..n {
        std::hint::black_box(i);
    }
}

/// Slides thread `thread`'s start in round `round` by [`jitter`]: in steps of [`step`] in
/// even rounds, of [`spin`] in odd ones.
fn slide(round: u64, thread: usize) {
    let n = jitter(round, thread);
    if round.is_multiple_of(2) {
        step(n);
    } else {
        spin(n);
    }
}

/// Spins `n` times.
#[inline]
fn spin(n: u64) {
    for _ in 0..n {
        std::hint::spin_loop();
    }
}

/// Waits until `ready()`: spinning first (the threads of a round meet within microseconds
/// when each has a core), then yielding, then sleeping ever longer up to 64 microseconds (when
/// the machine has fewer free cores than threads, as under `cargo test`, a spinning waiter
/// would hold the core that the thread it waits for needs).
fn wait(ready: impl Fn() -> bool) {
    /// About 50 to 100 microseconds of spinning: longer than the main thread's judgement of
    /// a round, so that a helper waiting for the next round is awake when it comes.
    const SPINS: u32 = 1 << 14;
    let mut tries = 0u32;
    while !ready() {
        tries += 1;
        if tries < SPINS {
            std::hint::spin_loop();
        } else if tries < SPINS + 64 {
            std::thread::yield_now();
        } else {
            let micros = 1u64 << (tries - SPINS - 64).min(6);
            std::thread::sleep(std::time::Duration::from_micros(micros));
        }
    }
}

/// Runs a candidate call under `catch`.
pub(crate) fn run_candidate<R, C>(call: &dyn Call<R, C>, c: &C) -> Outcome {
    catch(|| call.candidate(c)).map_err(|p| p.message)
}

/// Runs a suffix, stamping each call.
fn run_suffix<R, C>(
    c: &C,
    suffix: &[Planned<R, C>],
    round: u64,
    thread: usize,
    clock: &AtomicU64,
) -> Vec<Record> {
    slide(round, thread);
    let mut records = Vec::with_capacity(suffix.len());
    for p in suffix {
        spin(u64::from(p.spin));
        let inv = clock.fetch_add(1, Ordering::SeqCst);
        let out = run_candidate(&*p.call, c);
        let ret = clock.fetch_add(1, Ordering::SeqCst);
        records.push(Record { inv, ret, out });
    }
    records
}

/// What the threads share during one scenario.
struct Gates<C> {
    /// The round published to the helpers (`STOP` ends them).
    round: AtomicU64,
    /// How many helpers took the round's candidate (cumulative).
    ready: AtomicUsize,
    /// The round the helpers may start.
    go: AtomicU64,
    /// How many helpers finished their suffix (cumulative).
    finished: AtomicUsize,
    clock: AtomicU64,
    candidate: Mutex<Option<Arc<C>>>,
    /// Each helper's records of the round.
    records: Vec<Mutex<Vec<Record>>>,
}

const STOP: u64 = u64::MAX;

/// Runs up to `rounds` rounds of `sc`, fresh candidates made by `make`, and gives each round
/// to `judge` until it returns `Some`.
pub(crate) fn stress<R, C, T>(
    make: &(dyn Fn() -> C + Sync),
    sc: &Scenario<R, C>,
    rounds: u64,
    mut judge: impl FnMut(u64, Round) -> Option<T>,
) -> Option<T>
where
    C: Send + Sync,
{
    let _quiet = Quiet::new();
    let helpers = sc.suffixes.len().saturating_sub(1);
    let gates = Gates {
        round: AtomicU64::new(0),
        ready: AtomicUsize::new(0),
        go: AtomicU64::new(0),
        finished: AtomicUsize::new(0),
        clock: AtomicU64::new(0),
        candidate: Mutex::new(None),
        records: (0..helpers).map(|_| Mutex::new(Vec::new())).collect(),
    };
    std::thread::scope(|scope| {
        for t in 1..=helpers {
            let gates = &gates;
            let suffix = &sc.suffixes[t];
            scope.spawn(move || {
                let _quiet = Quiet::new();
                let mut n = 0;
                loop {
                    n += 1;
                    wait(|| gates.round.load(Ordering::Acquire) >= n);
                    if gates.round.load(Ordering::Acquire) == STOP {
                        return;
                    }
                    let c = gates.candidate.lock().unwrap().clone();
                    let Some(c) = c else { return };
                    gates.ready.fetch_add(1, Ordering::AcqRel);
                    wait(|| gates.go.load(Ordering::Acquire) >= n);
                    let records = run_suffix(&*c, suffix, n, t, &gates.clock);
                    drop(c);
                    *gates.records[t - 1].lock().unwrap() = records;
                    gates.finished.fetch_add(1, Ordering::AcqRel);
                }
            });
        }
        let mut found = None;
        for n in 1..=rounds {
            let c = Arc::new(make());
            let prefix = sc
                .prefix
                .iter()
                .map(|call| run_candidate(&**call, &*c))
                .collect();
            *gates.candidate.lock().unwrap() = Some(c.clone());
            gates.clock.store(0, Ordering::SeqCst);
            gates.round.store(n, Ordering::Release);
            let target = n as usize * helpers;
            wait(|| gates.ready.load(Ordering::Acquire) >= target);
            gates.go.store(n, Ordering::Release);
            let first = match sc.suffixes.first() {
                Some(s) => run_suffix(&*c, s, n, 0, &gates.clock),
                None => Vec::new(),
            };
            wait(|| gates.finished.load(Ordering::Acquire) >= target);
            gates.candidate.lock().unwrap().take();
            drop(c);
            let mut threads = vec![first];
            for slot in &gates.records {
                threads.push(std::mem::take(&mut *slot.lock().unwrap()));
            }
            if let Some(t) = judge(n, Round { prefix, threads }) {
                found = Some(t);
                break;
            }
        }
        gates.round.store(STOP, Ordering::Release);
        found
    })
}

//! The linearizability checker of parallel mode (`monolith_core::parallel::History`, Wing and
//! Gong's search with Lowe's memo) beside two hand-written checkers, on histories recorded from
//! real threads.
//!
//! - *every interleaving*: enumerates the orders of the calls that keep each thread's order
//!   and the real-time order, runs the reference over each whole order, and stops at the first
//!   that explains every result;
//! - *search without memo*: Wing and Gong's search, which drops an order as soon as a call's
//!   result is not the reference's, but remembers nothing, so it explores again every order
//!   that reaches a state it has already left.
//!
//! The histories: a set of keys `0..4` behind a `Mutex` (`insert`, `remove`, `contains`, 3
//! threads of 5 or 10 calls), and a queue behind a `Mutex` (`push` of distinct values, `pop`,
//! 3 threads of 200 calls). Each call is stamped from one atomic clock before and after it, the
//! threads released together by a spinning gate. Each history is checked as recorded
//! (linearizable) and with one call's result changed (usually not linearizable, the costly
//! case: a search must rule out every order). The three checkers must agree wherever the
//! hand-written ones decide.
//!
//! `cargo bench -p demos --bench checker -- --bench` (or `scripts/bench-checker.sh`) rewrites
//! the checker's section of `docs/benchmarks.md`; `--histories N`, `--cap SECONDS` (per checker
//! and row), `--print`. Without `--bench`, a smoke run that writes nothing.

mod support;

use std::collections::{BTreeSet, VecDeque};
use std::fmt::Write as _;
use std::hash::Hash;
use std::hint::spin_loop;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use monolith_core::parallel::{History, Linearizability, QueueHistory};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const BEGIN: &str =
    "<!-- checker:begin (written by `cargo bench -p demos --bench checker -- --bench`) -->";
const END: &str = "<!-- checker:end -->";

/// A recorded call: its operation with the result the candidate returned.
trait Op: Copy + Send + 'static {
    type State: Clone + Eq + Hash + Default;
    /// Runs the call on the reference: whether it returns the recorded result.
    fn apply(self, state: &mut Self::State) -> bool;
    /// The same call with another result.
    fn corrupt(self) -> Self;
    /// The key of the part of the state the call touches, if the calls split by key.
    fn key(self) -> Option<u8> {
        None
    }
}

#[derive(Clone, Copy, Debug)]
enum SetOp {
    Insert(u8, bool),
    Remove(u8, bool),
    Contains(u8, bool),
}

impl Op for SetOp {
    type State = BTreeSet<u8>;
    fn apply(self, s: &mut BTreeSet<u8>) -> bool {
        match self {
            SetOp::Insert(k, got) => s.insert(k) == got,
            SetOp::Remove(k, got) => s.remove(&k) == got,
            SetOp::Contains(k, got) => s.contains(&k) == got,
        }
    }
    fn corrupt(self) -> Self {
        match self {
            SetOp::Insert(k, got) => SetOp::Insert(k, !got),
            SetOp::Remove(k, got) => SetOp::Remove(k, !got),
            SetOp::Contains(k, got) => SetOp::Contains(k, !got),
        }
    }
    fn key(self) -> Option<u8> {
        match self {
            SetOp::Insert(k, _) | SetOp::Remove(k, _) | SetOp::Contains(k, _) => Some(k),
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum QueueOp {
    Push(u32),
    Pop(Option<u32>),
}

impl Op for QueueOp {
    type State = VecDeque<u32>;
    fn apply(self, q: &mut VecDeque<u32>) -> bool {
        match self {
            QueueOp::Push(x) => {
                q.push_back(x);
                true
            }
            QueueOp::Pop(got) => q.pop_front() == got,
        }
    }
    fn corrupt(self) -> Self {
        match self {
            QueueOp::Push(x) => QueueOp::Push(x + 1),
            QueueOp::Pop(Some(_)) => QueueOp::Pop(None),
            QueueOp::Pop(None) => QueueOp::Pop(Some(u32::MAX)),
        }
    }
}

/// A call with its invocation and response stamps.
#[derive(Clone, Copy)]
struct Call<O> {
    inv: u64,
    ret: u64,
    op: O,
}

/// A history: each thread's calls, in its order.
type Recorded<O> = Vec<Vec<Call<O>>>;

/// Runs `calls` calls on each of `threads` threads on `candidate`, released together, and
/// records them; `call(candidate, rng, thread, i)` makes one call and gives it with its
/// result.
fn record<O: Op, C: Sync>(
    threads: usize,
    calls: usize,
    seed: u64,
    candidate: &C,
    call: fn(&C, &mut ChaCha8Rng, usize, usize) -> O,
) -> Recorded<O> {
    let clock = AtomicU64::new(0);
    let ready = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (clock, ready) = (&clock, &ready);
                scope.spawn(move || {
                    let mut rng = ChaCha8Rng::seed_from_u64(seed * 16 + t as u64);
                    ready.fetch_add(1, Ordering::AcqRel);
                    while ready.load(Ordering::Acquire) < threads {
                        spin_loop();
                    }
                    (0..calls)
                        .map(|i| {
                            // Work before and after the critical section, inside the call,
                            // as a call that also sends a request or copies its result
                            // would do: calls of different threads overlap.
                            let (before, after) =
                                (rng.random_range(0..400), rng.random_range(0..400));
                            let inv = clock.fetch_add(1, Ordering::SeqCst);
                            spin(before);
                            // A call in four gives its core away, as a call that waits on a
                            // device or a lock would: on a loaded machine, where each thread
                            // could otherwise run all its calls in one time slice, calls still
                            // overlap.
                            if rng.random_ratio(1, 4) {
                                std::thread::yield_now();
                            }
                            let op = call(candidate, &mut rng, t, i);
                            spin(after);
                            let ret = clock.fetch_add(1, Ordering::SeqCst);
                            Call { inv, ret, op }
                        })
                        .collect()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

fn spin(n: u32) {
    for _ in 0..n {
        spin_loop();
    }
}

/// How many other threads' calls each call overlaps, on average.
fn overlap<O>(rec: &Recorded<O>) -> f64 {
    let calls: Vec<(usize, u64, u64)> = rec
        .iter()
        .enumerate()
        .flat_map(|(t, cs)| cs.iter().map(move |c| (t, c.inv, c.ret)))
        .collect();
    let pairs = calls
        .iter()
        .map(|a| {
            calls
                .iter()
                .filter(|b| b.0 != a.0 && b.1 < a.2 && a.1 < b.2)
                .count()
        })
        .sum::<usize>();
    pairs as f64 / calls.len().max(1) as f64
}

fn set_call(set: &Mutex<BTreeSet<u8>>, rng: &mut ChaCha8Rng, _: usize, _: usize) -> SetOp {
    set_call_of(set, rng, 4)
}

/// A call on a set of keys `0..16`, for the rows that split a history by key.
fn wide_set_call(set: &Mutex<BTreeSet<u8>>, rng: &mut ChaCha8Rng, _: usize, _: usize) -> SetOp {
    set_call_of(set, rng, 16)
}

fn set_call_of(set: &Mutex<BTreeSet<u8>>, rng: &mut ChaCha8Rng, keys: u8) -> SetOp {
    let k = rng.random_range(0..keys);
    let mut s = set.lock().unwrap();
    match rng.random_range(0..3) {
        0 => SetOp::Insert(k, s.insert(k)),
        1 => SetOp::Remove(k, s.remove(&k)),
        _ => SetOp::Contains(k, s.contains(&k)),
    }
}

fn queue_call(q: &Mutex<VecDeque<u32>>, rng: &mut ChaCha8Rng, t: usize, i: usize) -> QueueOp {
    let mut q = q.lock().unwrap();
    if rng.random_bool(0.5) {
        let x = (t * 1_000 + i) as u32;
        q.push_back(x);
        QueueOp::Push(x)
    } else {
        QueueOp::Pop(q.pop_front())
    }
}

/// The history with call `at` (counted over all threads) given another result.
fn corrupted<O: Op>(rec: &Recorded<O>, at: usize) -> Recorded<O> {
    let mut out = rec.clone();
    let mut n = 0;
    for thread in &mut out {
        for call in thread {
            if n == at {
                call.op = call.op.corrupt();
            }
            n += 1;
        }
    }
    out
}

/// The recorded history as monolith-core's [`History`], each call with its key when `keyed`.
fn history<O: Op>(rec: &Recorded<O>, keyed: bool) -> History<O::State> {
    let mut h = History::new();
    for (t, calls) in rec.iter().enumerate() {
        for c in calls {
            let op = c.op;
            let step = move |s: &mut O::State| op.apply(s);
            match op.key().filter(|_| keyed) {
                Some(k) => h.keyed_call(t, c.inv, c.ret, k, step),
                None => h.call(t, c.inv, c.ret, step),
            };
        }
    }
    h
}

/// A hand-written search, with a deadline past which it gives up (`None`).
struct Naive<'a, O> {
    rec: &'a Recorded<O>,
    deadline: Instant,
    steps: u64,
}

impl<O: Op> Naive<'_, O> {
    /// The threads whose next call may come next, after `done` calls of each.
    fn next(&self, done: &[usize]) -> Vec<usize> {
        let pending = |t: usize| self.rec[t].get(done[t]);
        (0..self.rec.len())
            .filter(|&t| {
                pending(t).is_some_and(|c| {
                    !(0..self.rec.len())
                        .any(|u| u != t && pending(u).is_some_and(|o| o.ret < c.inv))
                })
            })
            .collect()
    }

    fn out_of_time(&mut self) -> bool {
        self.steps += 1;
        self.steps.is_multiple_of(4096) && Instant::now() > self.deadline
    }

    /// Every interleaving: whether some whole order, run from the start, explains every
    /// result.
    fn every_order(&mut self, done: &mut Vec<usize>, order: &mut Vec<usize>) -> Option<bool> {
        if self.out_of_time() {
            return None;
        }
        let next = self.next(done);
        if next.is_empty() {
            let mut state = O::State::default();
            let mut at = vec![0; self.rec.len()];
            return Some(order.iter().all(|&t| {
                at[t] += 1;
                self.rec[t][at[t] - 1].op.apply(&mut state)
            }));
        }
        for t in next {
            done[t] += 1;
            order.push(t);
            let found = self.every_order(done, order);
            order.pop();
            done[t] -= 1;
            if found != Some(false) {
                return found;
            }
        }
        Some(false)
    }

    /// Wing and Gong's search without a memo.
    fn search(&mut self, done: &mut Vec<usize>, state: &O::State) -> Option<bool> {
        if self.out_of_time() {
            return None;
        }
        let next = self.next(done);
        if next.is_empty() {
            return Some(true);
        }
        for t in next {
            let mut after = state.clone();
            if !self.rec[t][done[t]].op.apply(&mut after) {
                continue;
            }
            done[t] += 1;
            let found = self.search(done, &after);
            done[t] -= 1;
            if found != Some(false) {
                return found;
            }
        }
        Some(false)
    }
}

/// A checker: its verdict on a history, `None` when it gave up at the deadline.
type Checker<O> = fn(&Recorded<O>, Instant) -> Option<bool>;

fn every_order<O: Op>(rec: &Recorded<O>, deadline: Instant) -> Option<bool> {
    let mut naive = Naive {
        rec,
        deadline,
        steps: 0,
    };
    naive.every_order(&mut vec![0; rec.len()], &mut Vec::new())
}

fn without_memo<O: Op>(rec: &Recorded<O>, deadline: Instant) -> Option<bool> {
    let mut naive = Naive {
        rec,
        deadline,
        steps: 0,
    };
    naive.search(&mut vec![0; rec.len()], &O::State::default())
}

/// The checker of parallel mode; building the [`History`] is counted in its time.
fn monolith<O: Op>(rec: &Recorded<O>, _: Instant) -> Option<bool> {
    verdict(history(rec, false).check(&O::State::default()))
}

/// The checker of parallel mode, told each call's key: each key's calls are judged alone.
fn monolith_by_key<O: Op>(rec: &Recorded<O>, _: Instant) -> Option<bool> {
    verdict(history(rec, true).check(&O::State::default()))
}

/// The checker of a queue's histories, told which calls are pushes and pops and their values
/// (`QueueHistory`); building it is counted in its time.
fn monolith_queue(rec: &Recorded<QueueOp>, _: Instant) -> Option<bool> {
    let mut h = QueueHistory::new();
    for (t, calls) in rec.iter().enumerate() {
        for c in calls {
            match c.op {
                QueueOp::Push(x) => h.push(t, c.inv, c.ret, x),
                QueueOp::Pop(got) => h.pop(t, c.inv, c.ret, got),
            };
        }
    }
    verdict(h.check())
}

fn verdict(l: Linearizability) -> Option<bool> {
    match l {
        Linearizability::Linearizable => Some(true),
        Linearizability::NotLinearizable => Some(false),
        Linearizability::Undecided => None,
    }
}

/// What one checker did on a row's histories.
struct Timing {
    /// Each history's time, for those it decided.
    times: Vec<f64>,
    /// Histories it gave up on (the deadline or the budget), or did not reach within the cap.
    gave_up: usize,
}

/// Checks `histories` with `checker`, each history within the time left of `cap`; gives the
/// timing and the verdicts.
fn run<O: Op>(
    histories: &[Recorded<O>],
    checker: Checker<O>,
    cap: Duration,
) -> (Timing, Vec<Option<bool>>) {
    let start = Instant::now();
    let mut timing = Timing {
        times: Vec::new(),
        gave_up: 0,
    };
    let mut verdicts = Vec::new();
    for rec in histories {
        let deadline = start + cap;
        let t = Instant::now();
        if t > deadline {
            timing.gave_up += 1;
            verdicts.push(None);
            continue;
        }
        let v = checker(rec, deadline);
        match v {
            Some(_) => timing.times.push(t.elapsed().as_secs_f64()),
            None => timing.gave_up += 1,
        }
        verdicts.push(v);
    }
    (timing, verdicts)
}

fn mean(xs: impl Iterator<Item = f64>) -> f64 {
    let (sum, n) = xs.fold((0.0, 0usize), |(s, n), x| (s + x, n + 1));
    sum / n.max(1) as f64
}

fn median(xs: &[f64]) -> Option<f64> {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    (!v.is_empty()).then(|| v[v.len() / 2])
}

fn show(t: Option<f64>) -> String {
    match t {
        None => "-".into(),
        Some(t) if t < 1e-3 => format!("{:.1} µs", t * 1e6),
        Some(t) if t < 1.0 => format!("{:.2} ms", t * 1e3),
        Some(t) => format!("{t:.2} s"),
    }
}

/// The checkers of most rows.
fn checkers<O: Op>() -> Vec<(&'static str, Checker<O>)> {
    vec![
        ("monolith-core (memo)", monolith::<O>),
        ("search without memo", without_memo::<O>),
        ("every interleaving", every_order::<O>),
    ]
}

/// The checkers of the queue's rows: the queue's own first, then those of most rows.
fn queue_checkers() -> Vec<(&'static str, Checker<QueueOp>)> {
    let mut all: Vec<(&'static str, Checker<QueueOp>)> =
        vec![("monolith-core, as a queue (`QueueHistory`)", monolith_queue)];
    all.extend(checkers());
    all
}

/// The checkers of the rows whose calls split by key (every interleaving decides none).
fn keyed_checkers<O: Op>() -> Vec<(&'static str, Checker<O>)> {
    vec![
        ("monolith-core (memo), by key", monolith_by_key::<O>),
        ("monolith-core (memo)", monolith::<O>),
        ("search without memo", without_memo::<O>),
    ]
}

/// One table row per checker: the histories' kind, the checker, decided of all, median and
/// slowest time of a decided history, histories per second.
fn rows<O: Op>(
    md: &mut String,
    what: &str,
    histories: &[Recorded<O>],
    checkers: Vec<(&str, Checker<O>)>,
    cap: Duration,
) -> Vec<Option<bool>> {
    let mut ours = Vec::new();
    for (name, checker) in checkers {
        let (timing, verdicts) = run(histories, checker, cap);
        let total: f64 = timing.times.iter().sum();
        let rate = if timing.gave_up == 0 && total > 0.0 {
            support::thousands((histories.len() as f64 / total) as u64)
        } else {
            "-".into()
        };
        let slowest = timing
            .times
            .iter()
            .copied()
            .fold(None, |m: Option<f64>, t| Some(m.map_or(t, |m| m.max(t))));
        eprintln!(
            "{what}, {name}: {} decided, median {}, slowest {}",
            timing.times.len(),
            show(median(&timing.times)),
            show(slowest)
        );
        let _ = writeln!(
            md,
            "| {what} | {name} | {}/{} | {} | {} | {rate} |",
            timing.times.len(),
            histories.len(),
            show(median(&timing.times)),
            show(slowest),
        );
        if ours.is_empty() {
            ours = verdicts;
        } else {
            for (i, (a, b)) in ours.iter().zip(&verdicts).enumerate() {
                if let (Some(a), Some(b)) = (a, b) {
                    assert_eq!(a, b, "{what}: {name} disagrees on history {i}");
                }
            }
        }
    }
    ours
}

/// `n` histories recorded with `record_one(seed)`, and the same with one result changed.
fn both<O: Op>(n: u64, record_one: impl Fn(u64) -> Recorded<O>) -> [Vec<Recorded<O>>; 2] {
    let recorded: Vec<Recorded<O>> = (1..=n).map(&record_one).collect();
    let changed = recorded
        .iter()
        .enumerate()
        .map(|(i, rec)| {
            let calls: usize = rec.iter().map(Vec::len).sum();
            corrupted(rec, (i * 7919) % calls)
        })
        .collect();
    [recorded, changed]
}

fn main() {
    let args = support::Args::parse();
    let n: u64 = args.num("--histories", 500, 20);
    let cap = Duration::from_secs_f64(args.num("--cap", 20.0, 1.0));
    let mut md = String::new();
    let _ = writeln!(md, "{BEGIN}\n");
    let _ = writeln!(md, "## The linearizability checker\n");
    let _ = writeln!(
        md,
        "Parallel mode judges every round's history with Wing and Gong's search and Lowe's \
         memo of (calls done per thread, reference state), public as \
         `monolith_core::parallel::History`. Beside it, two hand-written checkers: Wing and \
         Gong's search without the memo, and every interleaving that keeps the threads' and \
         the real-time order run whole on the reference (`demos/benches/checker.rs`). The \
         histories are recorded from real threads on a `Mutex` (3 threads released together, \
         each call stamped before and after from one atomic clock), checked as recorded \
         (linearizable) and with one call's result changed (mostly not: every order must be \
         ruled out). Each checker has {:.0} s a row; *decided* counts the histories it \
         decided within that; the rate is histories a second over the row when it decided \
         them all. Time per history includes building the `History` for monolith-core. The \
         checkers agree on every history both decided (the bench asserts it). *By key*: the \
         set's calls are recorded with their keys (`History::keyed_call`), and each key's \
         calls are judged alone (P-compositionality; the same split as parallel mode's \
         `parallel::key` arguments). *As a queue*: the queue's calls recorded as pushes and \
         pops of values (`QueueHistory`), whose patterns rule out every order at once and whose \
         search tries pushes in the order their values were popped.\n",
        cap.as_secs_f64()
    );
    let _ = writeln!(
        md,
        "| histories | checker | decided | median | slowest | histories a second |"
    );
    let _ = writeln!(md, "|---|---|---:|---:|---:|---:|");
    let mut overlaps: Vec<(String, f64)> = Vec::new();
    for calls in [5, 10] {
        let [recorded, changed] = both(n, |seed| {
            record(3, calls, seed, &Mutex::new(BTreeSet::new()), set_call)
        });
        let what = format!("set, 3 threads x {calls} calls");
        overlaps.push((what.clone(), mean(recorded.iter().map(overlap))));
        let ok = rows(
            &mut md,
            &format!("{what}, as recorded"),
            &recorded,
            checkers(),
            cap,
        );
        assert!(
            ok.iter().all(|v| *v == Some(true)),
            "a recorded history of a Mutex'd set is linearizable"
        );
        let bad = rows(
            &mut md,
            &format!("{what}, one result changed"),
            &changed,
            checkers(),
            cap,
        );
        let violations = bad.iter().filter(|v| **v == Some(false)).count();
        eprintln!("{what}: {violations} of {n} changed histories not linearizable");
    }
    let queues = (n / 10).max(2);
    let [recorded, changed] = both(queues, |seed| {
        record(3, 200, seed, &Mutex::new(VecDeque::new()), queue_call)
    });
    overlaps.push((
        "queue, 3 threads x 200 calls".into(),
        mean(recorded.iter().map(overlap)),
    ));
    let ok = rows(
        &mut md,
        "queue, 3 threads x 200 calls, as recorded",
        &recorded,
        queue_checkers(),
        cap,
    );
    // Linearizable, or undecided within the search's budget: never a false alarm.
    assert!(ok.iter().all(|v| *v != Some(false)));
    rows(
        &mut md,
        "queue, 3 threads x 200 calls, one result changed",
        &changed,
        queue_checkers(),
        cap,
    );
    let [recorded, changed] = both(queues, |seed| {
        record(3, 200, seed, &Mutex::new(BTreeSet::new()), wide_set_call)
    });
    let what = "set of keys 0..16, 3 threads x 200 calls";
    overlaps.push((what.into(), mean(recorded.iter().map(overlap))));
    let ok = rows(
        &mut md,
        &format!("{what}, as recorded"),
        &recorded,
        keyed_checkers(),
        cap,
    );
    // Linearizable, or undecided within the search's budget: never a false alarm.
    assert!(ok.iter().all(|v| *v != Some(false)));
    rows(
        &mut md,
        &format!("{what}, one result changed"),
        &changed,
        keyed_checkers(),
        cap,
    );
    let overlaps: Vec<String> = overlaps
        .iter()
        .map(|(what, o)| format!("{o:.1} ({what})"))
        .collect();
    let _ = writeln!(
        md,
        "\nEach call spins 0 to 400 times before and after its critical section, inside its \
         stamps, as a call that also sends a request or copies its result would, and one call \
         in four yields its core: on average a call overlaps {} calls of other threads.",
        overlaps.join(", ")
    );
    let _ = writeln!(
        md,
        "\n{n} set histories of each size, {queues} queue histories and {queues} histories of \
         the set of 16 keys, on one noisy 2-core machine. Regenerate with `scripts/bench-checker.sh`.\n\n{END}"
    );
    if args.print_only {
        println!("{md}");
        return;
    }
    support::write_section(BEGIN, END, &md);
    println!("wrote the checker's section of docs/benchmarks.md");
}

//! Parallel mode: is a concurrent candidate linearizable with respect to a sequential
//! reference?
//!
//! A [`Parallel`] spec declares a shared value's operations once, with the same spec
//! combinators as the sequential [`Engine`](crate::Engine) for the arguments: the reference is
//! a plain sequential model (`&mut R`), the candidate a value shared between threads (`&C`,
//! `C: Send + Sync`). Each scenario, drawn from bytes as in every other mode, is a short
//! sequential *prefix* and one *suffix* per thread (two by default, now and then hundreds of
//! calls long). A scenario runs for many *rounds*, each on a fresh candidate: the prefix on one
//! thread, then the suffixes on real threads released together, each call stamped from one
//! clock before it starts and after it returns (`stress.rs`). A round's history passes when
//! some order of its calls that keeps each thread's order and the real-time order makes the
//! reference return what the candidate returned (`linearize.rs`, after Wing and Gong, with
//! Lowe's memoisation of the reference state). A search that runs out of its budget is
//! *undecided*, never a failure: the engine does not raise a false alarm on a correct
//! candidate.
//!
//! On a failure, the scenario shrinks (`shrink.rs`), and the report prints a `#[test]` that
//! makes the candidate alone, runs the prefix and the suffixes on `std::thread::scope` threads
//! round after round (batches of fresh candidates, the threads meeting by spinning at each
//! round's start), and asserts that each round's results are among the outcomes the
//! reference allows, computed at print time over every interleaving and listed as literals.
//!
//! Why `&self`: an operation that takes `&mut self` cannot run while another thread holds the
//! value, so a candidate tested here shares its value through `&self` (atomics, locks,
//! lock-free structures, `Arc<Mutex<_>>` wrappers). The reference needs
//! `Clone + Eq + Hash`: the search copies its state and remembers the states it has been in.
//! Results are the same type on both sides ([`Value`]). A candidate that deadlocks hangs the
//! run.
//!
//! The checker serves histories recorded elsewhere too (a service's requests with their times,
//! a stress test of one's own): [`History`] takes each thread's calls with their invocation and
//! response times and a step on the reference, and says whether they are linearizable.
//!
//! # Examples
//!
//! A counter whose `add` loads and then stores, so that two adds at once can lose one:
//!
//! ```
//! use monolith_core::parallel::Parallel;
//! use monolith_core::spec::interval;
//! use monolith_core::Config;
//! use std::sync::atomic::{AtomicU64, Ordering};
//!
//! #[derive(Default)]
//! pub struct Counter(AtomicU64);
//! impl Counter {
//!     pub fn add(&self, n: u64) -> u64 {
//!         let old = self.0.load(Ordering::SeqCst);
//!         for _ in 0..500 {
//!             std::hint::spin_loop(); // some work in the race window
//!         }
//!         self.0.store(old + n, Ordering::SeqCst); // lost when another add ran meanwhile
//!         old
//!     }
//!     pub fn get(&self) -> u64 {
//!         self.0.load(Ordering::SeqCst)
//!     }
//! }
//!
//! let spec = Parallel::new("Counter::default()", || 0u64, Counter::default)
//!     .op("add", (interval(1, 4),), |r: &mut u64, (n,)| { let old = *r; *r += n; old }, |c: &Counter, (n,)| c.add(n))
//!     .op("get", (), |r: &mut u64, ()| *r, |c: &Counter, ()| c.get());
//! let report = spec.run_random(&Config::with_seed(1).scenarios(5_000)).unwrap_err();
//! assert_eq!(report.kind, monolith_core::parallel::ParallelFailureKind::NotLinearizable);
//! // The scenario shrank (to two adds, one a thread, as a rule), so the outcomes the reference
//! // allows are few enough to list in the reproducer. Of a scenario as found, with hundreds of
//! // calls a thread, they may not be: then `reproducer` is an `Err` that says why.
//! assert!(report.reproducer.unwrap().contains("std::thread::scope"));
//! // What it took: scenarios and rounds up to the failing one.
//! assert!(report.found_after.scenarios <= 5_000 && report.found_after.rounds >= 1);
//! ```

mod args;
mod call;
mod cli;
mod history;
mod key;
mod linearize;
mod model;
mod outcomes;
mod print;
mod queue;
mod report;
mod scenario;
mod shrink;
mod stress;

use std::hash::Hash;
use std::sync::Arc;

pub use args::Args;
pub use call::Value;
pub use history::History;
pub use key::{key, Key};
pub use linearize::{Linearizability, BUDGET, MAX_CALLS, MAX_THREADS};
pub use model::Model;
pub use queue::{QueueHistory, QueueViolation};
pub use report::{ParallelFailureKind, ParallelReport, ParallelStats};

use call::{show, Computes, Declared, Judges, Op, Outcome};
use scenario::Scenario;
use stress::Round;

use crate::config::generation::Generation;
use crate::engine::operation::CallStyle;
use crate::source::Source;
use crate::Config;

/// How many scenarios a campaign runs when [`Config::scenarios`] is not set.
pub const DEFAULT_SCENARIOS: u64 = 300;
/// How many rounds each scenario runs by default (see [`Parallel::rounds`]).
pub const DEFAULT_ROUNDS: u64 = 200;
/// A replay ([`Config::replay`]) runs its scenario for this many times its rounds (and at
/// least [`REPLAY_MIN_ROUNDS`]), until it fails: a race that a campaign saw in one round of 200
/// may take more than 200 to show again, and a replay is run to see the failure.
pub const REPLAY_ROUNDS_FACTOR: u64 = 25;
/// The fewest rounds a replay runs, until its scenario fails: five times the most rounds the
/// shrinker lets a smaller scenario take to fail (20,000), so that a shrunk race shows again
/// (a replay of a scenario that fails once in 20,000 rounds misses it once in about 150). A
/// shrink runs up to 200,000 rounds, so a replay costs less than the report it replays.
pub const REPLAY_MIN_ROUNDS: u64 = 5 * shrink::CONFIRM_MAX;

/// A parallel spec: a shared value's operations, on a sequential reference `R` and a
/// concurrent candidate `C`. See the [module docs](self).
pub struct Parallel<R, C> {
    ops: Vec<Box<dyn Op<R, C>>>,
    make_r: Box<dyn Fn() -> R>,
    make_c: Box<dyn Fn() -> C + Sync>,
    constructor: String,
    test: String,
    var: String,
    uses: Vec<String>,
    threads: usize,
    rounds: u64,
    generation: Generation,
}

/// How a scenario failed, before it is reported.
#[derive(Debug, Clone)]
struct Found {
    kind: ParallelFailureKind,
    /// The round it failed in.
    round: u64,
    calls: usize,
    spans: Vec<std::ops::Range<usize>>,
    /// The candidate's results in the prefix, as code (`None` for a panic).
    prefix: Vec<Option<String>>,
    /// For a disagreement: the prefix call, what the candidate returned, and what the
    /// reference did (`None` when it judges).
    prefix_call: Option<(usize, String, Option<String>)>,
    history: String,
}

impl shrink::Failing for Found {
    fn same_as(&self, other: &Found) -> bool {
        self.kind == other.kind
    }
    fn calls(&self) -> usize {
        self.calls
    }
    fn spans(&self) -> &[std::ops::Range<usize>] {
        &self.spans
    }
}

/// The last segment of a type's path, without generics, in snake case.
fn snake(type_name: &str) -> String {
    let base = type_name.split('<').next().unwrap_or(type_name);
    let last = base.rsplit("::").next().unwrap_or(base);
    let mut out = String::new();
    for (i, ch) in last.chars().enumerate() {
        if ch.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(ch.to_lowercase());
    }
    out
}

impl<R, C> Parallel<R, C>
where
    R: Clone + Eq + Hash + 'static,
    C: Send + Sync + 'static,
{
    /// A spec with no operation yet: `constructor` is the Rust expression that makes the
    /// candidate in the reproducer, `make_r` and `make_c` make each side's value.
    ///
    /// The reproducer imports the candidate's type by its path (`std::any::type_name`), names
    /// the test after it and calls the shared value `s`; [`Parallel::uses`],
    /// [`Parallel::test_name`] and [`Parallel::var`] change these.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use std::sync::Mutex;
    /// let spec = Parallel::new("Mutex::new(Vec::<u8>::new())", Vec::<u8>::new, || Mutex::new(Vec::<u8>::new()));
    /// # let _ = spec;
    /// ```
    pub fn new(
        constructor: &str,
        make_r: impl Fn() -> R + 'static,
        make_c: impl Fn() -> C + Sync + 'static,
    ) -> Self {
        let name = std::any::type_name::<C>();
        let path = name.split('<').next().unwrap_or(name);
        Parallel {
            ops: Vec::new(),
            make_r: Box::new(make_r),
            make_c: Box::new(make_c),
            constructor: constructor.to_string(),
            test: format!("{}_linearizability", snake(name)),
            var: "s".to_string(),
            uses: if path.contains("::") && !path.starts_with("std::") {
                vec![path.to_string()]
            } else {
                Vec::new()
            },
            threads: 2,
            rounds: DEFAULT_ROUNDS,
            generation: Generation::default(),
        }
    }

    /// Declares an operation: its name (a method, printed `s.name(..)`, or a path with `::`,
    /// printed `Path(&s, ..)`), its arguments' specs ([`Args`]), the reference's function and
    /// the candidate's. Both return the same [`Value`].
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use monolith_core::spec::int;
    /// use std::sync::Mutex;
    /// let spec = Parallel::new("Mutex::new(Vec::new())", Vec::<u8>::new, || Mutex::new(Vec::<u8>::new()))
    ///     .op("push", (int::<u8>(),), |r: &mut Vec<u8>, (x,)| r.push(x), |c: &Mutex<Vec<u8>>, (x,)| c.lock().unwrap().push(x))
    ///     .op("pop", (), |r: &mut Vec<u8>, ()| r.pop(), |c: &Mutex<Vec<u8>>, ()| c.lock().unwrap().pop());
    /// assert!(spec.run_random(&monolith_core::Config::with_seed(1).scenarios(20)).is_ok());
    /// ```
    pub fn op<A, T, RF, CF>(self, name: &str, args: A, rf: RF, cf: CF) -> Self
    where
        A: Args,
        T: Value,
        RF: Fn(&mut R, A::R) -> T + Send + Sync + 'static,
        CF: Fn(&C, A::C) -> T + Send + Sync + 'static,
    {
        self.declare(name, args, Computes(rf), cf)
    }

    /// Declares a nondeterministic operation: one whose correct result is any of several (a
    /// batch of implementation-defined size, an element chosen by the implementation). The
    /// reference does not compute the result: `judge` receives the candidate's, says whether
    /// it is allowed, and brings the reference to the state that result implies. The search
    /// for a linearization tries the operation where the judge allows it.
    ///
    /// The reproducer lists the outcomes the reference allows, so a scenario whose suffixes
    /// call a nondeterministic operation reports its history without a reproducer.
    ///
    /// # Examples
    ///
    /// A bag whose `take` may give any element:
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use monolith_core::spec::interval;
    /// use std::collections::BTreeMap;
    /// use std::sync::Mutex;
    /// type Bag = BTreeMap<u8, usize>;
    /// let spec = Parallel::new("Mutex::new(Vec::new())", Bag::new, || Mutex::new(Vec::<u8>::new()))
    ///     .op("put", (interval(0u8, 4),), |r: &mut Bag, (x,)| *r.entry(x).or_default() += 1, |c: &Mutex<Vec<u8>>, (x,)| c.lock().unwrap().push(x))
    ///     .op_nondet("take", (), |r: &mut Bag, (), got: &Option<u8>| match got {
    ///         None => r.is_empty(),
    ///         Some(x) => match r.get_mut(x) {
    ///             Some(n) => { *n -= 1; if *n == 0 { r.remove(x); } true }
    ///             None => false,
    ///         },
    ///     }, |c: &Mutex<Vec<u8>>, ()| c.lock().unwrap().pop());
    /// assert!(spec.run_random(&monolith_core::Config::with_seed(1).scenarios(30)).is_ok());
    /// ```
    pub fn op_nondet<A, T, JF, CF>(self, name: &str, args: A, judge: JF, cf: CF) -> Self
    where
        A: Args,
        T: Value,
        JF: Fn(&mut R, A::R, &T) -> bool + Send + Sync + 'static,
        CF: Fn(&C, A::C) -> T + Send + Sync + 'static,
    {
        self.declare(name, args, Judges(judge), cf)
    }

    fn declare<A, T, RF, CF>(mut self, name: &str, args: A, rf: RF, cf: CF) -> Self
    where
        A: Args,
        T: Value,
        RF: call::Reference<R, A::R, T>,
        CF: Fn(&C, A::C) -> T + Send + Sync + 'static,
    {
        let style = if name.contains("::") {
            CallStyle::Path(name.to_string())
        } else {
            CallStyle::Method(name.to_string())
        };
        self.ops.push(Box::new(Declared {
            style: Arc::new(style),
            args,
            rf: Arc::new(rf),
            cf: Arc::new(cf),
            result: std::marker::PhantomData,
        }));
        self
    }

    /// Sets how many threads run suffixes side by side: 2 (the default) to 4.
    ///
    /// # Panics
    ///
    /// When `n` is not within 2 to 4.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use std::sync::atomic::AtomicU8;
    /// let spec = Parallel::new("AtomicU8::new(0)", || 0u8, || AtomicU8::new(0)).threads(3);
    /// # let _ = spec;
    /// ```
    pub fn threads(mut self, n: usize) -> Self {
        assert!(
            (2..=4).contains(&n),
            "Parallel::threads({n}): a parallel scenario runs 2 to 4 threads"
        );
        self.threads = n;
        self
    }

    /// Sets how many rounds each scenario runs, each on a fresh candidate (default
    /// [`DEFAULT_ROUNDS`]): more rounds find rarer interleavings of the same calls.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use std::sync::atomic::AtomicU8;
    /// let spec = Parallel::new("AtomicU8::new(0)", || 0u8, || AtomicU8::new(0)).rounds(1_000);
    /// # let _ = spec;
    /// ```
    pub fn rounds(mut self, n: u64) -> Self {
        self.rounds = n.max(1);
        self
    }

    /// Sets the reproducer's test name (`{name}_reproducer`).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use std::sync::atomic::AtomicU8;
    /// let spec = Parallel::new("AtomicU8::new(0)", || 0u8, || AtomicU8::new(0)).test_name("flag");
    /// # let _ = spec;
    /// ```
    pub fn test_name(mut self, name: &str) -> Self {
        self.test = name.to_string();
        self
    }

    /// Sets the reproducer's name for the shared value (default `s`).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use std::sync::atomic::AtomicU8;
    /// let spec = Parallel::new("AtomicU8::new(0)", || 0u8, || AtomicU8::new(0)).var("flag");
    /// # let _ = spec;
    /// ```
    pub fn var(mut self, var: &str) -> Self {
        self.var = var.to_string();
        self
    }

    /// Replaces the reproducer's `use` lines (paths, without `use` and `;`).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use std::sync::atomic::AtomicU8;
    /// let spec = Parallel::new("AtomicU8::new(0)", || 0u8, || AtomicU8::new(0))
    ///     .uses(&["std::sync::atomic::AtomicU8"]);
    /// # let _ = spec;
    /// ```
    pub fn uses(mut self, paths: &[&str]) -> Self {
        self.uses = paths.iter().map(|p| p.to_string()).collect();
        self
    }

    /// Runs a random campaign: [`Config::scenarios`] scenarios (default
    /// [`DEFAULT_SCENARIOS`], or no bound when only [`Config::seconds`] is set), for at most
    /// [`Config::seconds`], from [`Config::seed`] (or the clock), or the scenario of
    /// [`Config::replay`] when set (for up to [`REPLAY_ROUNDS_FACTOR`] times its rounds, and
    /// at least [`REPLAY_MIN_ROUNDS`]). Gives the statistics, or the first failure, shrunk unless
    /// [`Config::shrink`] is off.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use monolith_core::spec::int;
    /// use std::sync::atomic::{AtomicU8, Ordering};
    /// let spec = Parallel::new("AtomicU8::new(0)", || 0u8, || AtomicU8::new(0))
    ///     .op("swap", (int::<u8>(),), |r: &mut u8, (x,)| std::mem::replace(r, x), |c: &AtomicU8, (x,)| c.swap(x, Ordering::SeqCst));
    /// let stats = spec.run_random(&monolith_core::Config::with_seed(7).scenarios(50)).unwrap();
    /// assert_eq!(stats.scenarios, 50);
    /// ```
    pub fn run_random(&self, config: &Config) -> Result<ParallelStats, ParallelReport> {
        if let Some(token) = &config.replay {
            let bytes = crate::token::decode(token).unwrap_or_else(|e| {
                panic!("MONOLITH_REPLAY: {e}");
            });
            let rounds = (self.rounds * REPLAY_ROUNDS_FACTOR).max(REPLAY_MIN_ROUNDS);
            return self.run_bytes_for(&bytes, rounds, config);
        }
        let seed = config.seed_or_clock();
        let mut stats = ParallelStats::default();
        let start = std::time::Instant::now();
        let seconds = config.seconds.unwrap_or(f64::INFINITY);
        let scenarios = match (config.scenarios, config.seconds) {
            (Some(n), _) => n,
            (None, Some(_)) => u64::MAX,
            (None, None) => DEFAULT_SCENARIOS,
        };
        for i in 0..scenarios {
            if start.elapsed().as_secs_f64() >= seconds {
                break;
            }
            let mut src = Source::random(seed, i);
            let (sc, found, rounds) = self.evaluate(&mut src, self.rounds, &mut stats);
            stats.scenarios += 1;
            stats.rounds += rounds;
            if let Some(found) = found {
                let bytes = src.recorded().to_vec();
                let origin = format!(
                    "found with MONOLITH_SEED={seed} (scenario {i}, round {} of {}, {} calls)",
                    found.round,
                    self.rounds,
                    sc.calls()
                );
                return Err(self.report(bytes, found, origin, stats, config));
            }
        }
        Ok(stats)
    }

    /// Runs the scenario of `bytes` (a fuzzer's input, or a replay), its rounds as set by
    /// [`Parallel::rounds`], and reports its failure, shrunk unless [`Config::shrink`] is off.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use std::sync::atomic::{AtomicU8, Ordering};
    /// let spec = Parallel::new("AtomicU8::new(0)", || 0u8, || AtomicU8::new(0))
    ///     .op("load", (), |r: &mut u8, ()| *r, |c: &AtomicU8, ()| c.load(Ordering::SeqCst));
    /// assert!(spec.run_bytes(&[7, 1, 2, 3], &monolith_core::Config::default()).is_ok());
    /// ```
    pub fn run_bytes(
        &self,
        bytes: &[u8],
        config: &Config,
    ) -> Result<ParallelStats, ParallelReport> {
        self.run_bytes_for(bytes, self.rounds, config)
    }

    /// Runs the scenario of `bytes` for up to `rounds` rounds.
    fn run_bytes_for(
        &self,
        bytes: &[u8],
        rounds: u64,
        config: &Config,
    ) -> Result<ParallelStats, ParallelReport> {
        let mut stats = ParallelStats::default();
        let mut src = Source::from_bytes(bytes);
        let (sc, found, ran) = self.evaluate(&mut src, rounds, &mut stats);
        stats.scenarios = 1;
        stats.rounds = ran;
        match found {
            None => Ok(stats),
            Some(found) => {
                let read = src.position().min(bytes.len());
                let origin = format!(
                    "found from {read} bytes (round {} of {rounds}, {} calls)",
                    found.round,
                    sc.calls()
                );
                Err(self.report(bytes[..read].to_vec(), found, origin, stats, config))
            }
        }
    }

    /// Runs a campaign configured from the environment ([`Config::from_env`]) and panics with
    /// the report on a failure: for `#[test]` functions.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use monolith_core::spec::int;
    /// use std::sync::Mutex;
    /// Parallel::new("Mutex::new(0u8)", || 0u8, || Mutex::new(0u8))
    ///     .op("set", (int::<u8>(),), |r: &mut u8, (x,)| *r = x, |c: &Mutex<u8>, (x,)| *c.lock().unwrap() = x)
    ///     .op("get", (), |r: &mut u8, ()| *r, |c: &Mutex<u8>, ()| *c.lock().unwrap())
    ///     .rounds(10) // a quick example; the default is 200
    ///     .check();
    /// ```
    pub fn check(&self) {
        let config = Config::from_env();
        if let Err(report) = self.run_random(&config) {
            panic!("{report}");
        }
    }

    /// Draws a scenario from `src` and runs up to `rounds` rounds of it.
    fn evaluate(
        &self,
        src: &mut Source<'_>,
        rounds: u64,
        stats: &mut ParallelStats,
    ) -> (Scenario<R, C>, Option<Found>, u64) {
        assert!(
            !self.ops.is_empty(),
            "a parallel spec needs at least one operation: declare them with `Parallel::op`"
        );
        let sc = scenario::draw(self, src);
        stats.longest_suffix = sc
            .suffixes
            .iter()
            .map(Vec::len)
            .max()
            .unwrap_or(0)
            .max(stats.longest_suffix);
        let mut ran = 0;
        let mut undecided = 0;
        let found = stress::stress(&*self.make_c, &sc, rounds, |n, round: Round| {
            ran = n;
            let _quiet = crate::panic::Quiet::new();
            let literals = || round.prefix.iter().map(literal).collect();
            // The reference follows the candidate through the prefix (a nondeterministic
            // operation's reference takes the candidate's result when it allows it).
            let mut start = (self.make_r)();
            for (i, (call, got)) in sc.prefix.iter().zip(&round.prefix).enumerate() {
                if !call.allows(&mut start, got) {
                    // The state before this call, rebuilt (rather than copied before every
                    // prefix call of every round).
                    let mut r = (self.make_r)();
                    for (c, g) in sc.prefix.iter().zip(&round.prefix).take(i) {
                        c.allows(&mut r, g);
                    }
                    let (want, said) = match crate::panic::catch(|| call.reference(&mut r)) {
                        Ok(Some(v)) => (Some(v.literal()), format!("the reference returned {v:?}")),
                        Ok(None) => (None, "which the reference does not allow".into()),
                        Err(p) => (None, format!("the reference panicked ({})", p.message)),
                    };
                    return Some(Found {
                        kind: ParallelFailureKind::Disagreement,
                        round: n,
                        calls: sc.calls(),
                        spans: sc.spans.clone(),
                        prefix: literals(),
                        prefix_call: Some((i, show(got), want)),
                        history: format!(
                            "prefix call {i}: {} -> {}, {said}",
                            call.code(&self.var),
                            show(got),
                        ),
                    });
                }
            }
            let steps = linearize::RoundSteps {
                suffixes: &sc.suffixes,
                history: &round.threads,
            };
            match linearize::judge(&start, &steps, linearize::BUDGET) {
                Linearizability::Linearizable => None,
                Linearizability::Undecided => {
                    undecided += 1;
                    None
                }
                Linearizability::NotLinearizable => Some(Found {
                    kind: ParallelFailureKind::NotLinearizable,
                    round: n,
                    calls: sc.calls(),
                    spans: sc.spans.clone(),
                    prefix: literals(),
                    prefix_call: None,
                    history: self.history(&sc, &round),
                }),
            }
        });
        stats.undecided += undecided;
        (sc, found, ran)
    }

    /// The reference after the prefix and its results as code (`None` for a panic), when every
    /// prefix call computes its result (none is nondeterministic).
    fn reference_prefix(&self, sc: &Scenario<R, C>) -> Option<(R, Vec<Option<String>>)> {
        let _quiet = crate::panic::Quiet::new();
        let mut r = (self.make_r)();
        let mut results = Vec::with_capacity(sc.prefix.len());
        for call in &sc.prefix {
            match crate::panic::catch(|| call.reference(&mut r)) {
                Ok(None) => return None,
                Ok(Some(v)) => results.push(Some(v.literal())),
                Err(_) => results.push(None),
            }
        }
        Some((r, results))
    }

    /// The names the printed tests use.
    fn names(&self) -> print::Names<'_> {
        print::Names {
            test: &self.test,
            var: &self.var,
            constructor: &self.constructor,
            uses: self.uses.clone(),
        }
    }

    /// The test that a non-linearizable history of `sc` prints, whose prefix returned
    /// `prefix` (the reference's results when `None`), or why none can be printed.
    fn linearizability_test(
        &self,
        sc: &Scenario<R, C>,
        prefix: Option<&[Option<String>]>,
    ) -> Result<String, String> {
        let Some((start, reference)) = self.reference_prefix(sc) else {
            return Err(
                "a nondeterministic operation in the prefix: the reference's state \
                        after it depends on the candidate's result"
                    .into(),
            );
        };
        let allowed = outcomes::allowed(&start, &sc.suffixes, 100_000)?;
        let prefix = prefix.unwrap_or(&reference);
        print::linearizability_test(&self.names(), sc, prefix, &allowed)
    }

    /// The `#[test]` that a non-linearizable history of the scenario of `bytes` (a replay
    /// token's, decoded with [`token::decode`](crate::token::decode)) prints, computed from the
    /// reference alone: the candidate is not run.
    ///
    /// A race shows only now and then, and depends on the machine and its load: this prints the
    /// reproducer of a token whose race showed once (on a CI runner, say) and does not show
    /// again here. The test lists the outcomes the reference allows, so it fails wherever the
    /// race shows. `Err` says why no test can be printed (a nondeterministic operation in the
    /// prefix, or a reference that panics in some interleaving).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::Parallel;
    /// use std::sync::atomic::{AtomicU8, Ordering};
    /// pub struct Counter(AtomicU8);
    /// impl Counter {
    ///     pub fn incr(&self) -> u8 {
    ///         self.0.fetch_add(1, Ordering::SeqCst)
    ///     }
    /// }
    /// let spec = Parallel::new("Counter(AtomicU8::new(0))", || 0u8, || Counter(AtomicU8::new(0)))
    ///     .op("incr", (), |r: &mut u8, ()| { *r += 1; *r - 1 }, |c: &Counter, ()| c.incr());
    /// // The empty buffer's scenario: one `incr` on each of two threads.
    /// let test = spec.reproducer(&[]).unwrap();
    /// assert!(test.starts_with("#[test]"));
    /// assert!(test.contains("let r0_0 = s.incr();"));
    /// // Either thread's call may come first.
    /// assert!(test.contains("((0u8,), (1u8,))") && test.contains("((1u8,), (0u8,))"));
    /// ```
    pub fn reproducer(&self, bytes: &[u8]) -> Result<String, String> {
        let sc = scenario::draw(self, &mut Source::from_bytes(bytes));
        self.linearizability_test(&sc, None)
    }
}

/// An outcome as code, `None` for a panic.
fn literal(o: &Outcome) -> Option<String> {
    o.as_ref().ok().map(|v| v.literal())
}

impl<R, C> Parallel<R, C>
where
    R: Clone + Eq + Hash + 'static,
    C: Send + Sync + 'static,
{
    /// A round's history, one line per call.
    fn history(&self, sc: &Scenario<R, C>, round: &Round) -> String {
        let mut lines = Vec::new();
        for (i, call) in sc.prefix.iter().enumerate() {
            let out = round.prefix.get(i).map_or(String::new(), show);
            lines.push(format!("prefix:   {} -> {out}", call.code(&self.var)));
        }
        for (t, (suffix, records)) in sc.suffixes.iter().zip(&round.threads).enumerate() {
            for (p, rec) in suffix.iter().zip(records) {
                lines.push(format!(
                    "thread {t}: {} -> {} (stamps {}..{})",
                    p.call.code(&self.var),
                    show(&rec.out),
                    rec.inv,
                    rec.ret
                ));
            }
        }
        lines.join("\n")
    }

    /// Shrinks a failing buffer and prints its report.
    fn report(
        &self,
        bytes: Vec<u8>,
        found: Found,
        origin: String,
        found_after: ParallelStats,
        config: &Config,
    ) -> ParallelReport {
        let took = found.round;
        let calls = found.calls;
        let (bytes, found, origin) = if config.shrink {
            let rate = shrink::Rate::measure(took, |cap| {
                let mut src = Source::from_bytes(&bytes);
                let (_, f, ran) = self.evaluate(&mut src, cap, &mut ParallelStats::default());
                (ran, f.is_some())
            });
            let confirm = rate.confirm_rounds();
            let attempts = config.shrink_attempts.min(1_000);
            let mut spent = rate.rounds - took;
            let shrunk = shrink::shrink(bytes, found, attempts, |b| {
                if spent >= shrink::ROUNDS {
                    return None;
                }
                let mut src = Source::from_bytes(b);
                let mut stats = ParallelStats::default();
                let (_, f, ran) = self.evaluate(&mut src, confirm, &mut stats);
                spent += ran;
                f.map(|f| (f, src.position()))
            });
            let line = format!(
                "{origin}\nshrunk from {calls} calls to {} in {} attempts ({spent} rounds; the \
                 scenario failed in {} of {} runs, once in {} rounds, so up to {confirm} an \
                 attempt); the smallest failed in round {}",
                shrunk.failure.calls,
                shrunk.attempts,
                rate.failures,
                rate.runs,
                rate.mean(),
                shrunk.failure.round
            );
            (shrunk.bytes, shrunk.failure, line)
        } else {
            (bytes, found, origin)
        };
        let mut src = Source::from_bytes(&bytes);
        let sc = scenario::draw(self, &mut src);
        let (message, reproducer) = match (&found.kind, &found.prefix_call) {
            (ParallelFailureKind::Disagreement, Some((i, got, want))) => (
                format!(
                    "the candidate and the reference disagree on `{}` in the sequential prefix",
                    sc.prefix[*i].code(&self.var)
                ),
                Ok(print::prefix_test(
                    &self.names(),
                    &sc,
                    &found.prefix,
                    *i,
                    want.as_deref(),
                    got,
                )),
            ),
            _ => (
                format!(
                    "no interleaving of the {} threads' calls gives the candidate's results on \
                     the reference (not linearizable)",
                    sc.suffixes.len()
                ),
                self.linearizability_test(&sc, Some(&found.prefix)),
            ),
        };
        ParallelReport {
            kind: found.kind,
            message,
            calls: sc.calls(),
            history: found.history,
            origin,
            replay: crate::token::encode(&bytes),
            reproducer,
            found_after,
        }
    }
}

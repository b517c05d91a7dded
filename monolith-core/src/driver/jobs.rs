//! Parallel random campaigns: [`Config::jobs`] worker threads, each with its own engine.
//!
//! An [`Engine`] holds the spec's closures, which need not be `Send`, so a parallel campaign
//! takes a function that builds one, `Fn() -> Engine + Sync` (the function `#[api]` generates,
//! or any `fn() -> Engine`), and builds one engine per worker on the worker's thread. A closure
//! that captures something not `Sync` (an `Rc`, a `RefCell`) is refused at compile time: "cannot
//! be shared between threads safely".
//!
//! Worker `w` of `n` runs scenarios `w`, `w + n`, `w + 2n`, ... of the seed, each drawn from the
//! seed's stream of its index as in a one-thread run, with feedback kept per worker. The first
//! failure stops the others once they are past its index, and the campaign reports the failure
//! of the lowest index any worker found, shrunk on the calling thread: the same seed and the
//! same number of jobs give the same scenarios and the same report, whatever the timing. The
//! statistics are the workers' summed; regression files are replayed first and a failure is
//! saved as in a one-thread run; each worker has its own watchdog (hangs, crashes, the memory
//! limit, the deadline); Ctrl-C stops every worker and prints the campaign's summary; worker 0
//! runs on the calling thread and prints the progress line.
//!
//! With keep-going, a failure does not stop the workers: each passes on the first failure of
//! each kind it meets and goes on, and once all are done the campaign shrinks them in the order
//! of their scenarios, each unless it is one already met, as the one-thread loop would.

use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::interrupt::Running;
use super::kept::Kept;
use super::stats::Stats;
use crate::config::Config;
use crate::engine::Engine;
use crate::report::{Failure, Report};

/// A worker's share of a campaign.
pub(crate) struct Worker<'c> {
    /// Its number, from 0.
    pub index: u64,
    /// How many workers there are.
    pub jobs: u64,
    pub campaign: &'c Campaign,
    /// The scenarios and steps already added to the campaign's counts.
    published: Cell<(u64, u64)>,
}

/// The earliest failing scenario: its index, bytes, failure and how long it took to reach.
type Found = (u64, Vec<u8>, Failure, Duration);

/// What the workers of a campaign share.
pub(crate) struct Campaign {
    /// The lowest index of a failing scenario so far (`u64::MAX`: none).
    earliest: AtomicU64,
    found: Mutex<Option<Found>>,
    /// With keep-going: each worker's failures, the first of each kind it met.
    kept: Mutex<Vec<Found>>,
    /// Scenarios and steps run, as the workers last published them (for the progress line).
    scenarios: AtomicU64,
    steps: AtomicU64,
}

/// How many scenarios a worker runs between two updates of the campaign's counts.
const PUBLISH: u64 = 256;

impl Campaign {
    fn new() -> Campaign {
        Campaign {
            earliest: AtomicU64::new(u64::MAX),
            found: Mutex::new(None),
            kept: Mutex::new(Vec::new()),
            scenarios: AtomicU64::new(0),
            steps: AtomicU64::new(0),
        }
    }

    /// Whether scenario `i` runs: no failure of a lower index is known.
    #[inline]
    pub(crate) fn goes_on(&self, i: u64) -> bool {
        i < self.earliest.load(Ordering::Relaxed)
    }

    /// Scenario `i` failed, after `after`.
    pub(crate) fn found(&self, i: u64, bytes: Vec<u8>, failure: Failure, after: Duration) {
        let mut found = self.found.lock().unwrap_or_else(|e| e.into_inner());
        if found.as_ref().is_none_or(|f| i < f.0) {
            *found = Some((i, bytes, failure, after));
        }
        self.earliest.fetch_min(i, Ordering::Relaxed);
    }

    /// With keep-going: scenario `i` failed, after `after`, in a way its worker had not met
    /// before. The worker goes on.
    pub(crate) fn kept(&self, i: u64, bytes: Vec<u8>, failure: Failure, after: Duration) {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.push((i, bytes, failure, after));
    }

    /// The scenarios and steps the workers published so far.
    pub(crate) fn totals(&self) -> (u64, u64) {
        (
            self.scenarios.load(Ordering::Relaxed),
            self.steps.load(Ordering::Relaxed),
        )
    }

    /// The worker's statistics so far: published every [`PUBLISH`] scenarios.
    #[inline]
    pub(crate) fn progress(&self, worker: &Worker<'_>, stats: &Stats) {
        if stats.scenarios.is_multiple_of(PUBLISH) {
            let (scenarios, steps) = worker.published.get();
            self.scenarios
                .fetch_add(stats.scenarios - scenarios, Ordering::Relaxed);
            self.steps.fetch_add(stats.steps - steps, Ordering::Relaxed);
            worker.published.set((stats.scenarios, stats.steps));
        }
    }
}

/// The number of jobs a driver uses when [`Config::jobs`] is not set: `default`, or the
/// machine's cores for `None`.
pub(crate) fn jobs(config: &Config, default: Option<usize>) -> usize {
    config
        .jobs
        .or(default)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1)
}

impl Engine {
    /// [`run_random`](Self::run_random) on [`Config::jobs`] threads (`MONOLITH_JOBS`; one when
    /// unset), each with its own engine from `build` (see `driver/jobs.rs`). With one job, it
    /// runs on the calling thread.
    ///
    /// # Errors
    ///
    /// The [`Report`] of the failing scenario of the lowest index, shrunk; with
    /// [`Config::keep_going`], each distinct failure in the order of its scenario, shrunk
    /// once the workers are done (the first report, the others in [`Report::also`]).
    ///
    /// # Panics
    ///
    /// When `config` is invalid, or when `build` or a worker panics.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// fn engine() -> Engine {
    ///     let mut e = Engine::new();
    ///     e.declare("u8::max", args().arg(int::<u8>()).arg(int::<u8>()).returns(int::<u8>()),
    ///         |a: u8, b: u8| a.max(b), |a: u8, b: u8| a.max(b));
    ///     e
    /// }
    /// let stats = Engine::run_random_jobs(engine, &Config::with_seed(1).scenarios(1_000).jobs(2)).unwrap();
    /// assert_eq!(stats.scenarios, 1_000);
    /// ```
    pub fn run_random_jobs<F>(build: F, config: &Config) -> Result<Stats, Report>
    where
        F: Fn() -> Engine + Sync,
    {
        let engine = build();
        let jobs = jobs(config, Some(1)) as u64;
        if jobs == 1 {
            return engine.run_random(config);
        }
        if let Err(e) = config.validate() {
            panic!("monolith: {e}");
        }
        if let Some(report) = engine.replay_regressions(config) {
            return Err(report);
        }
        let seed = config.seed_or_clock();
        // The workers' settings: the seed drawn once. They keep the regressions folder, where
        // their watchdogs save a hang or a crash.
        let mut shared = config.clone();
        shared.seed = Some(seed);
        let campaign = Campaign::new();
        let running = Running::start();
        let started = Instant::now();
        let worker = |index: u64| {
            let worker = Worker {
                index,
                jobs,
                campaign: &campaign,
                published: Cell::new((0, 0)),
            };
            build().campaign(&shared, Some(&worker))
        };
        let results: Vec<Stats> = std::thread::scope(|s| {
            // Workers 1 to n - 1 on threads of their own; worker 0, which prints the progress
            // line, on the calling thread (its allocations stay in the allocator's main arena,
            // the cheapest).
            let others: Vec<_> = (1..jobs)
                .map(|index| s.spawn(move || worker(index)))
                .collect();
            std::iter::once(std::thread::Result::Ok(worker(0)))
                .chain(others.into_iter().map(|w| w.join()))
                .map(|w| match w {
                    Ok(Ok(stats)) => stats,
                    Ok(Err(report)) => unreachable!("a worker reports no failure: {report}"),
                    Err(panic) => std::panic::resume_unwind(panic),
                })
                .collect()
        });
        let mut stats = Stats {
            seed,
            ..Stats::default()
        };
        for s in results {
            stats.merge(s);
        }
        let summary = || {
            format!(
                "seed {seed}, {jobs} jobs: {} scenarios, {} steps in {:.1} s (MONOLITH_SEED={seed} \
                 MONOLITH_JOBS={jobs} runs the same scenarios again)",
                stats.scenarios,
                stats.steps,
                started.elapsed().as_secs_f64()
            )
        };
        let found = campaign
            .found
            .into_inner()
            .unwrap_or_else(|e| e.into_inner());
        let mut kept_found = campaign
            .kept
            .into_inner()
            .unwrap_or_else(|e| e.into_inner());
        if running.interrupted() {
            if found.is_none() && kept_found.is_empty() {
                running.exit(&summary());
            }
            // What was found is not lost: it is shrunk (a second Ctrl-C stops at once).
            super::console::say(&format!(
                "monolith: interrupted: {}; the failures found so far follow, shrunk",
                summary()
            ));
        }
        if config.keep_going {
            // In the order of their scenarios, as one thread would have met them: the same
            // seed and number of jobs give the same reports, whatever the timing.
            kept_found.sort_by_key(|f| f.0);
            let mut kept = Kept::new();
            for (index, bytes, failure, after) in kept_found {
                if !kept.knows(&failure) {
                    kept.shrink(&engine, bytes, failure, (seed, index), config, after);
                }
            }
            return kept.result(stats).map_err(|mut report| {
                report.jobs = jobs;
                for also in &mut report.also {
                    also.jobs = jobs;
                }
                report
            });
        }
        let Some((index, bytes, failure, after)) = found else {
            return Ok(stats);
        };
        let name = engine.reproducer_name();
        let mut report =
            engine.shrink_and_render(bytes, failure, Some((seed, index)), config, &[], &name);
        report.found_in = Some(after);
        report.set_aside = stats.set_aside;
        report.jobs = jobs;
        engine.save_regression(&report, config);
        Err(report)
    }
}

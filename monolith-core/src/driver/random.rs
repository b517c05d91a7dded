//! Random mode: ChaCha8-seeded scenarios, one stream per scenario.

use std::time::{Duration, Instant};

use super::feedback::Feedback;
use super::interrupt::Running;
use super::jobs::Worker;
use super::kept::Kept;
use super::watchdog::{Limits, OnHang, Watchdog};
use crate::config::{Config, DEFAULT_SCENARIOS};
use crate::engine::scenario::{Outcome, Scratch};
use crate::engine::watch::Watch;
use crate::engine::Engine;
use crate::report::Report;
use crate::source::Streams;

pub use super::stats::Stats;
use super::stats::{LiveStats, OperationStats};

impl Engine {
    /// Runs random scenarios until the budget of `config` is spent or a scenario fails. When
    /// `config` names a regressions folder, its saved failures are replayed first, and a new
    /// failure is saved there.
    ///
    /// Scenario `i` of seed `s` draws from ChaCha8 seeded with `s` on stream `i`. With the
    /// [`feedback`](crate::engine::Generation::feedback) tactic (the default), half the
    /// scenarios instead start with a mutation of an earlier scenario that did something new,
    /// then continue on stream `i` (see the guide). Either way the same seed gives the same
    /// run, so a failure replays from `MONOLITH_SEED=s` alone, and its recorded bytes replay it
    /// exactly under every driver.
    ///
    /// # Errors
    ///
    /// The [`Report`] of the first failure, shrunk unless `config` says not to.
    ///
    /// # Panics
    ///
    /// When `config` is invalid (see [`Config::validate`]): a run that would test nothing must
    /// not pass.
    ///
    /// # Resources
    ///
    /// Values grow within [`Generation::size_bound`](crate::engine::Generation::size_bound),
    /// and a scenario that takes the process past
    /// [`Config::memory_limit`](crate::Config::memory_limit) ends as *too large*: not a
    /// failure, counted in [`Stats::too_large`] with a warning (see `driver/memory.rs`).
    ///
    /// # Interrupts
    ///
    /// Ctrl-C stops the run after the scenario in hand, prints its seed, scenarios and steps,
    /// and exits the process with code 130; a second Ctrl-C exits at once. A program that
    /// installed its own SIGINT handler before the first run keeps it.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("i32::wrapping_neg", args().arg(int::<i32>()).returns(int::<i32>()),
    ///     |x: i32| 0i32.wrapping_sub(x), i32::wrapping_neg);
    /// let stats = engine.run_random(&Config::with_seed(5).scenarios(200)).unwrap();
    /// assert_eq!(stats.scenarios, 200);
    /// ```
    pub fn run_random(&self, config: &Config) -> Result<Stats, Report> {
        if let Err(e) = config.validate() {
            panic!("monolith: {e}");
        }
        if let Some(report) = self.replay_regressions(config) {
            return Err(report);
        }
        self.campaign(config, None)
    }

    /// The random scenarios of a run, on this thread: all of them, or, for `worker`, those of
    /// its share (see `driver/jobs.rs`), which stops at its first failure without shrinking it.
    pub(crate) fn campaign(
        &self,
        config: &Config,
        worker: Option<&Worker<'_>>,
    ) -> Result<Stats, Report> {
        let seed = config.seed_or_clock();
        // Worker `w` of `n` runs scenarios `w`, `w + n`, `w + 2n`, ...
        let (first, stride) = worker.map_or((0, 1), |w| (w.index, w.jobs));
        let budget = match (config.scenarios, config.seconds) {
            (None, None) => Some(DEFAULT_SCENARIOS),
            (n, _) => n,
        };
        let deadline = config.deadline();
        let engine = self;
        let mut scratch = Scratch::new(engine, config.fuel);
        let mut feedback = engine
            .generation
            .feedback
            .then(|| Feedback::new(seed ^ first.wrapping_mul(0x9e37_79b9_7f4a_7c15)));
        if feedback.is_some() {
            scratch.features = Some(Vec::new());
        }
        let mut stats = Stats {
            seed,
            ..Stats::default()
        };
        let languages = crate::spec::grammar::registry::snapshot();
        let started = Instant::now();
        let mut next_progress = started + Duration::from_secs(2);
        let running = Running::start();
        let watchdog = Watchdog::start(
            config.step_timeout_duration(),
            OnHang::Random {
                seed,
                test: self.reproducer_name(),
                regressions: config.regressions.clone(),
            },
            Limits {
                memory: config.memory_limit,
                deadline,
            },
        );
        scratch.watch = Some(watchdog.shared.clone());
        let streams = Streams::new(seed);
        // The bytes of each scenario, one buffer for the run (a failure keeps its own).
        let mut buffer = Vec::new();
        let mut i: u64 = first;
        // The distinct failures found: one unless keep-going.
        let mut kept = Kept::new();
        // A worker that keeps going: the failures it has passed to the campaign, as found
        // (the campaign shrinks them once its workers are done).
        let mut passed: Vec<crate::report::Failure> = Vec::new();
        // Per operation, the scenarios too large in which its values grew most.
        let mut grew = vec![0u64; self.ops.len()];
        loop {
            if budget.is_some_and(|b| i >= b) {
                break;
            }
            if let Some(w) = worker {
                // A worker stops at an interrupt (the campaign says what was done), and once
                // its scenarios are past the earliest failure found by any worker.
                if running.interrupted() || !w.campaign.goes_on(i) {
                    break;
                }
            }
            if running.interrupted() && kept.len() > 0 {
                // Keep-going: what was found is not lost.
                super::console::say(&format!(
                    "monolith: interrupted: seed {seed}: {i} scenarios, {} steps; the {} \
                     failures found so far follow",
                    stats.steps,
                    kept.len()
                ));
                break;
            }
            if running.interrupted() {
                running.exit(&format!(
                    "seed {seed}: {i} scenarios, {} steps in {:.1} s, no failure so far \
                     (MONOLITH_SEED={seed} runs the same scenarios again)",
                    stats.steps,
                    started.elapsed().as_secs_f64()
                ));
            }
            // The clock is read before every scenario (about 20 ns, against microseconds for a
            // scenario); inside one, the watchdog stops it at the deadline, so a deadline holds
            // within a fraction of a second however slow the steps.
            let now = Instant::now();
            {
                if deadline.is_some_and(|d| now >= d) {
                    break;
                }
                if config.progress && now >= next_progress {
                    let secs = now.duration_since(started).as_secs_f64();
                    // A campaign's first worker speaks for all of them.
                    let (who, n, steps) = match worker {
                        None => (String::new(), i, stats.steps),
                        Some(w) => {
                            let (n, steps) = w.campaign.totals();
                            (format!(", {} jobs", w.jobs), n, steps)
                        }
                    };
                    if worker.is_none_or(|w| w.index == 0) {
                        eprintln!(
                            "monolith: seed {seed}{who}: {n} scenarios, {steps} steps in {secs:.1} s ({:.0} scenarios/s, {:.0} steps/s)",
                            n as f64 / secs,
                            steps as f64 / secs
                        );
                    }
                    next_progress = now + Duration::from_secs(5);
                }
            }
            // The scenario's bytes: a mutation of a kept scenario, or none, then stream `i`.
            let mut bytes = std::mem::take(&mut buffer);
            if let Some(fb) = feedback.as_mut() {
                fb.next_prefix(&mut bytes);
            }
            watchdog.shared.scenario(i, &bytes);
            let mut src = streams.source(i, bytes);
            let ticks = watchdog.shared.ticks();
            let mut outcome = engine.run_scenario(&mut scratch, &mut src, None);
            if let Outcome::Pass(steps) = outcome {
                // A scenario that lasted past one of the watchdog's ticks may have passed the
                // memory limit between two samples: its values are still alive, so look now
                // (a few microseconds, for one scenario in thousands when they are fast).
                if watchdog.shared.ticks() != ticks || watchdog.shared.halted() {
                    if let Some(resident) = watchdog.shared.over_limit() {
                        outcome = Outcome::TooLarge { steps, resident };
                    }
                }
            }
            match outcome {
                Outcome::TooLarge { steps, resident } => {
                    stats.steps += steps as u64;
                    stats.count_length(steps);
                    stats.too_large += 1;
                    stats.peak_too_large = stats.peak_too_large.max(resident);
                    for k in scratch.grew_most() {
                        grew[k] += 1;
                    }
                    buffer = src.into_buffer();
                }
                Outcome::Pass(steps) => {
                    stats.steps += steps as u64;
                    stats.count_length(steps);
                    scratch.env.count_live(&mut scratch.live);
                    if let (Some(fb), Some(features)) = (feedback.as_mut(), &scratch.features) {
                        fb.observe(src.recorded(), &scratch.starts, features, scratch.target);
                    }
                    buffer = src.into_buffer();
                }
                Outcome::Fail(failure) => {
                    stats.steps += failure.steps as u64;
                    stats.count_length(failure.steps);
                    if engine.is_expected(&failure) {
                        stats.set_aside += 1;
                    } else if let Some(w) = worker {
                        // The campaign shrinks the earliest failure of all its workers, or
                        // with keep-going each distinct one, once they are done.
                        if !config.keep_going {
                            w.campaign
                                .found(i, src.into_recorded(), failure, started.elapsed());
                            break;
                        }
                        if !passed.iter().any(|k| k.same_as(&failure)) {
                            passed.push(failure.clone());
                            w.campaign
                                .kept(i, src.into_recorded(), failure, started.elapsed());
                        }
                    } else if !kept.knows(&failure) {
                        // Shrinking runs many scenarios the watchdog does not follow.
                        watchdog.shared.pause(true);
                        let new = kept.shrink(
                            engine,
                            src.into_recorded(),
                            failure,
                            (seed, i),
                            config,
                            started.elapsed(),
                        );
                        watchdog.shared.pause(false);
                        if new && !config.keep_going {
                            break;
                        }
                    }
                }
            }
            i += stride;
            stats.scenarios += 1;
            if let Some(w) = worker {
                w.campaign.progress(w, &stats);
            }
        }
        stats.operations = self
            .ops
            .iter()
            .zip(&scratch.op_counts)
            .zip(&grew)
            .map(
                |((op, &[runs, rejected, backed_off, bounded]), &grew)| OperationStats {
                    name: op.name.clone(),
                    runs,
                    rejected,
                    backed_off,
                    bounded,
                    grew,
                },
            )
            .collect();
        stats.live = scratch
            .live
            .iter()
            .enumerate()
            .map(|(store, &(max, total))| LiveStats {
                prefix: scratch.env.prefix(store).to_string(),
                max,
                total,
            })
            .collect();
        stats.languages = crate::spec::grammar::registry::since(&languages);
        drop(watchdog);
        kept.result(stats)
    }
}

#[cfg(test)]
mod tests {
    use crate::report::FailureKind;
    use crate::spec::*;
    use crate::{Config, Engine};

    /// A map from small keys with two bugs: `insert` over a key returns the new value, not the
    /// old one, and `remove` of the only key leaves it in place.
    #[derive(Debug, Default)]
    struct TwoBugs(Vec<(u8, u8)>);

    impl TwoBugs {
        fn insert(&mut self, k: u8, v: u8) -> Option<u8> {
            match self.0.iter_mut().find(|e| e.0 == k) {
                Some(e) => {
                    e.1 = v;
                    Some(v)
                }
                None => {
                    self.0.push((k, v));
                    None
                }
            }
        }
        fn remove(&mut self, k: u8) -> Option<u8> {
            let i = self.0.iter().position(|e| e.0 == k)?;
            let v = self.0[i].1;
            if self.0.len() > 1 {
                self.0.remove(i);
            }
            Some(v)
        }
        fn get(&self, k: u8) -> Option<u8> {
            self.0.iter().find(|e| e.0 == k).map(|e| e.1)
        }
        fn len(&self) -> usize {
            self.0.len()
        }
    }

    type Model = std::collections::BTreeMap<u8, u8>;

    fn engine() -> Engine {
        let mut e = Engine::new();
        let m = e.abstract_type::<Model, TwoBugs>("m");
        e.declare(
            "Map::new",
            args().returns(m.clone()),
            Model::new,
            TwoBugs::default,
        );
        e.declare(
            "Map::insert",
            args()
                .arg(m.by_mut())
                .arg(lt(4u8))
                .arg(int::<u8>())
                .returns(option(int::<u8>())),
            |m: &mut Model, k, v| m.insert(k, v),
            TwoBugs::insert,
        )
        .method();
        e.declare(
            "Map::remove",
            args()
                .arg(m.by_mut())
                .arg(lt(4u8))
                .returns(option(int::<u8>())),
            |m: &mut Model, k| m.remove(&k),
            TwoBugs::remove,
        )
        .method();
        e.declare(
            "Map::get",
            args()
                .arg(m.by_ref())
                .arg(lt(4u8))
                .returns(option(int::<u8>())),
            |m: &Model, k| m.get(&k).copied(),
            TwoBugs::get,
        )
        .method();
        e.declare(
            "Map::len",
            args().arg(m.by_ref()).returns(int::<usize>()),
            Model::len,
            TwoBugs::len,
        )
        .method();
        e
    }

    /// Whether the report's scenario calls `remove` (the second bug needs it).
    fn calls_remove(r: &crate::Report) -> bool {
        r.reproducer.contains(".remove(")
    }

    #[test]
    fn keep_going_reports_each_of_two_bugs_once_with_distinct_test_names() {
        let e = engine();
        for seed in 1..=3 {
            let report = e
                .run_random(&Config::with_seed(seed).scenarios(3_000).keep_going(true))
                .unwrap_err();
            let all: Vec<&crate::Report> = std::iter::once(&report).chain(&report.also).collect();
            assert_eq!(all.len(), 2, "seed {seed}: {all:#?}");
            let insert = all.iter().filter(|r| !calls_remove(r)).count();
            assert_eq!(
                insert, 1,
                "seed {seed}: one report of the insert bug: {all:#?}"
            );
            let name = e.reproducer_name();
            assert!(all[0].reproducer.contains(&format!("fn {name}()")));
            assert!(all[1].reproducer.contains(&format!("fn {name}_2()")));
        }
    }

    #[test]
    fn keep_going_on_two_jobs_reports_each_bug_once_and_the_same_each_time() {
        for seed in 1..=3 {
            let config = Config::with_seed(seed)
                .scenarios(3_000)
                .keep_going(true)
                .jobs(2);
            let report = Engine::run_random_jobs(engine, &config).unwrap_err();
            let all: Vec<&crate::Report> = std::iter::once(&report).chain(&report.also).collect();
            assert_eq!(all.len(), 2, "seed {seed}: {all:#?}");
            assert_eq!(all.iter().filter(|r| !calls_remove(r)).count(), 1);
            let name = engine().reproducer_name();
            assert!(all[1].reproducer.contains(&format!("fn {name}_2()")));
            assert!(all
                .iter()
                .all(|r| r.jobs == 2 && r.origin().contains("MONOLITH_JOBS=2")));
            // The same seed and jobs give the same reports, byte for byte.
            let again = Engine::run_random_jobs(engine, &config).unwrap_err();
            assert_eq!(again.to_string(), report.to_string(), "seed {seed}");
        }
    }

    #[test]
    fn a_set_aside_bug_does_not_stand_in_for_the_other() {
        let mut e = engine();
        e.expect_failure("Map::insert", FailureKind::Mismatch);
        for seed in 1..=4 {
            let report = e
                .run_random(&Config::with_seed(seed).scenarios(20_000))
                .unwrap_err();
            assert!(calls_remove(&report), "seed {seed}: {report}");
            assert_ne!(report.failure.operation.as_deref(), Some("Map::insert"));
            if report.set_aside > 0 {
                assert!(report.origin().contains("set aside by expect_failure"));
            }
        }
    }
}

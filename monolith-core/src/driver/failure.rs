//! The failure pipeline, shared by the drivers: a failing byte buffer is shrunk, rendered into a
//! [`Report`] and saved as a regression file; saved regression files are replayed before a
//! random run.

use crate::config::Config;
use crate::engine::scenario::{Outcome, Scratch};
use crate::engine::Engine;
use crate::persist::{FileRegressions, Persistence, Regression};
use crate::report::{Failure, FailureKind, Report};
use crate::source::Source;

impl Engine {
    /// Builds the report of a failure found on `bytes` and saves it as a regression file:
    /// shrinks the buffer (unless `config` says not to), then renders it.
    pub(crate) fn finish(
        &self,
        bytes: Vec<u8>,
        failure: Failure,
        seed: Option<(u64, u64)>,
        config: &Config,
    ) -> Report {
        let report =
            self.shrink_and_render(bytes, failure, seed, config, &[], &self.reproducer_name());
        self.save_regression(&report, config);
        report
    }

    /// Builds the report of a failure found on `bytes`: shrinks the buffer (unless `config`
    /// says not to), never into one of the `known` failures, then renders it as the test
    /// function `name`.
    pub(crate) fn shrink_and_render(
        &self,
        bytes: Vec<u8>,
        failure: Failure,
        seed: Option<(u64, u64)>,
        config: &Config,
        known: &[Failure],
        name: &str,
    ) -> Report {
        let original_steps = failure.steps;
        let (bytes, failure, shrink_runs, exhausted, timed_out, passes) = if config.shrink {
            let budget = crate::shrink::Budget {
                runs: config.shrink_attempts,
                seconds: config.shrink_seconds,
            };
            let s = crate::shrink::shrink_avoiding(self, bytes, failure, budget, known);
            (
                s.bytes,
                s.failure,
                s.runs,
                s.exhausted,
                s.timed_out,
                s.passes,
            )
        } else {
            (bytes, failure, 0, false, false, Vec::new())
        };
        let mut report = self.render(bytes, failure, seed, original_steps, name);
        report.shrink_runs = shrink_runs;
        report.shrink_exhausted = exhausted;
        report.shrink_timed_out = timed_out
            .then(|| std::time::Duration::try_from_secs_f64(config.shrink_seconds).ok())
            .flatten();
        report.shrink_passes = passes;
        report
    }

    /// Saves `report` in the regressions folder of `config`, if it names one.
    pub(crate) fn save_regression(&self, report: &Report, config: &Config) {
        if let Some(dir) = &config.regressions {
            let regression = Regression::of(&self.reproducer_name(), report);
            match FileRegressions::new(dir).save(&regression) {
                Ok(Some(path)) => eprintln!("monolith: saved the failure to {}", path.display()),
                Ok(None) => {}
                Err(e) => eprintln!("monolith: could not save the failure: {e}"),
            }
        }
    }

    /// Replays the saved regression files; returns the report of the first that still fails.
    /// Unreadable files are reported on standard error and skipped.
    pub(crate) fn replay_regressions(&self, config: &Config) -> Option<Report> {
        let dir = config.regressions.as_ref()?;
        for (path, loaded) in FileRegressions::new(dir).load(&self.reproducer_name()) {
            let regression = match loaded {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("monolith: skipping {e}");
                    continue;
                }
            };
            let bytes = match crate::token::decode(&regression.token) {
                Ok(bytes) => bytes,
                Err(e) => {
                    eprintln!("monolith: skipping {}: {e}", path.display());
                    continue;
                }
            };
            if matches!(regression.kind, FailureKind::Hang | FailureKind::Crash) {
                let (noun, verb) = match regression.kind {
                    FailureKind::Hang => ("hang", "hangs"),
                    _ => ("crash", "crashes"),
                };
                eprintln!(
                    "monolith: replaying the {noun} saved in {}; each call is printed before it \
                     runs, the one that {verb} last:",
                    path.display()
                );
                let limits = super::watchdog::Limits::memory(config);
                if self
                    .stream(&bytes, config.step_timeout_duration(), limits)
                    .is_some()
                {
                    eprintln!(
                        "monolith: the saved {noun} is a scenario too large for the memory \
                         limit, not a bug; delete the file"
                    );
                    continue;
                }
                // The scenario returned: the hang or crash is gone (or depended on the machine).
                eprintln!(
                    "monolith: the saved {noun} no longer {verb}; delete the file once understood"
                );
                continue;
            }
            let mut scratch = Scratch::new(self, Some(self.fuel.max(regression.steps)));
            if let Outcome::Fail(failure) =
                self.run_scenario(&mut scratch, &mut Source::from_bytes(&bytes), None)
            {
                eprintln!(
                    "monolith: the regression file {} still fails",
                    path.display()
                );
                let seed = regression.seed.zip(regression.scenario);
                let steps = failure.steps;
                return Some(self.render(bytes, failure, seed, steps, &self.reproducer_name()));
            }
        }
        None
    }
}

//! Turning a failing byte buffer into a [`Report`]: shrink it, run it once more while
//! rendering, and assemble the `#[test]` item.

use super::print::test_item;
use super::{Failure, FailureKind, Report};
use crate::config::Config;
use crate::engine::operation::Render;
use crate::engine::scenario::{Outcome, Scratch};
use crate::engine::Engine;
use crate::persist::{FileRegressions, Persistence, Regression};
use crate::source::Source;

impl Engine {
    /// Builds the report of a failure found on `bytes`: shrinks the buffer (unless `config`
    /// says not to), then renders it.
    pub(crate) fn finish(
        &self,
        bytes: Vec<u8>,
        failure: Failure,
        seed: Option<(u64, u64)>,
        config: &Config,
    ) -> Report {
        let original_steps = failure.steps;
        let (bytes, failure, shrink_runs, exhausted) = if config.shrink {
            let shrunk = crate::shrink::shrink(self, bytes, failure, config.shrink_attempts);
            (shrunk.bytes, shrunk.failure, shrunk.runs, shrunk.exhausted)
        } else {
            (bytes, failure, 0, false)
        };
        let mut report = self.render(bytes, failure, seed, original_steps);
        report.shrink_runs = shrink_runs;
        report.shrink_exhausted = exhausted;
        if let Some(dir) = &config.regressions {
            let regression = Regression::of(&self.reproducer_name(), &report);
            match FileRegressions::new(dir).save(&regression) {
                Ok(Some(path)) => eprintln!("monolith: saved the failure to {}", path.display()),
                Ok(None) => {}
                Err(e) => eprintln!("monolith: could not save the failure: {e}"),
            }
        }
        report
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
                self.stream(&bytes, config.step_timeout_duration());
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
                return Some(self.render(bytes, failure, seed, steps));
            }
        }
        None
    }

    /// Runs `bytes` once more in rendering mode and assembles the report.
    pub(crate) fn render(
        &self,
        bytes: Vec<u8>,
        failure: Failure,
        seed: Option<(u64, u64)>,
        original_steps: usize,
    ) -> Report {
        let mut scratch = Scratch::new(self, Some(self.fuel.max(failure.steps)));
        let mut render = Render::default();
        let outcome = self.run_scenario(
            &mut scratch,
            &mut Source::from_bytes(&bytes),
            Some(&mut render),
        );
        let flaky = match outcome {
            Outcome::Fail(ref f) if f.same_as(&failure) && f.steps == failure.steps => None,
            Outcome::Fail(f) => Some(f),
            Outcome::Pass(steps) => Some(Failure {
                kind: failure.kind,
                operation: None,
                steps,
                message: "the scenario passed when replayed".into(),
            }),
        };
        let reproducer = test_item(
            &self.reproducer_name(),
            &self.preamble,
            &render.lines,
            &render.muts,
        );
        Report {
            token: crate::token::encode(&bytes),
            failure,
            bytes,
            seed,
            original_steps,
            reproducer,
            flaky,
            shrink_runs: 0,
            shrink_exhausted: false,
            found_in: None,
            also: Vec::new(),
        }
    }
}

//! The rendering run: a failing byte buffer runs once more while every instruction prints
//! itself, and the statements become the reproducer's `#[test]` item.

use super::operation::Render;
use super::scenario::{Outcome, Scratch};
use super::Engine;
use crate::report::print::test_item;
use crate::report::{Failure, Report};
use crate::source::Source;

impl Engine {
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
        let mut failure = failure;
        let flaky = match outcome {
            Outcome::Fail(f) if f.same_as(&failure) && f.steps == failure.steps => {
                // The rendering run can say more: a broken contract names its arguments.
                failure.message = f.message;
                None
            }
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
            shrink_timed_out: None,
            shrink_passes: Vec::new(),
            found_in: None,
            also: Vec::new(),
        }
    }
}

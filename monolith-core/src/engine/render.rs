//! The rendering run: a failing byte buffer runs once more while every instruction prints
//! itself, and the statements become the reproducer's `#[test]` item.

use super::operation::Render;
use super::scenario::{Outcome, Scratch};
use super::Engine;
use crate::report::print::test_item;
use crate::report::{Failure, FailureKind, Report};
use crate::source::Source;
use crate::spec::two_runs::resolve;

/// How many more times a nondeterministic failure runs, at most, for its reproducer, and how
/// many runs the reproducer compares with the first.
const NONDETERMINISTIC_RUNS: usize = 16;

/// The reproducer's statements for a failure of two runs that disagree: the scenario, as a
/// closure that returns the result of `call`, of the arguments that differ between the runs
/// (`secrets`: secrets and commuted arguments, with each run's code). Without such arguments,
/// the closure runs once, then again and again until a run differs from the first; with them,
/// it runs on each run's, and the two are compared. The assertion is the last statement.
fn two_runs(
    lines: &[String],
    call: &str,
    secrets: &[(String, String)],
    kind: FailureKind,
) -> Vec<String> {
    let params: Vec<String> = (0..secrets.len()).map(|k| format!("s{k}")).collect();
    let mut out = vec![format!("let run = |{}| {{", params.join(", "))];
    out.extend(lines.iter().map(|l| format!("    {l}")));
    out.push(format!("    {call}"));
    out.push("};".into());
    if secrets.is_empty() {
        out.push("let first = run();".into());
        out.push(format!(
            "let later = (0..{NONDETERMINISTIC_RUNS}).map(|_| run()).find(|r| *r != first);"
        ));
        out.push(
            "assert!(later.is_none(), \"two runs of the same calls disagree: {first:?}, then {later:?}\");"
                .into(),
        );
    } else {
        let (a, b): (Vec<&str>, Vec<&str>) = secrets
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .unzip();
        out.push(format!(
            "assert_eq!(run({}), run({}), \"{}\");",
            a.join(", "),
            b.join(", "),
            match kind {
                FailureKind::NotCommutative => "swapping the commuted arguments changes the result",
                _ => "two runs that differ in their secrets only disagree",
            }
        ));
    }
    out
}

impl Engine {
    /// Runs `bytes` once more in rendering mode and assembles the report.
    pub(crate) fn render(
        &self,
        bytes: Vec<u8>,
        failure: Failure,
        seed: Option<(u64, u64)>,
        original_steps: usize,
        name: &str,
    ) -> Report {
        let mut scratch = Scratch::new(self, Some(self.fuel.max(failure.steps)));
        let mut render = Render::default();
        let mut outcome = self.run_scenario(
            &mut scratch,
            &mut Source::from_bytes(&bytes),
            Some(&mut render),
        );
        // Two runs of a nondeterministic candidate may agree by chance: run again.
        for _ in 0..NONDETERMINISTIC_RUNS {
            let disagreed = matches!(&outcome, Outcome::Fail(f) if f.same_as(&failure));
            if !failure.kind.of_two_runs() || disagreed {
                break;
            }
            render = Render::default();
            outcome = self.run_scenario(
                &mut scratch,
                &mut Source::from_bytes(&bytes),
                Some(&mut render),
            );
        }
        let mut failure = failure;
        let flaky = match outcome {
            Outcome::Fail(f) if f.same_as(&failure) && f.steps == failure.steps => {
                // The rendering run can say more: a broken contract names its arguments.
                failure.message = f.message;
                None
            }
            Outcome::Fail(f) => Some(f),
            Outcome::Pass(steps) | Outcome::TooLarge { steps, .. } => Some(Failure {
                kind: failure.kind,
                operation: None,
                steps,
                message: "the scenario passed when replayed".into(),
            }),
        };
        let lines = match render.two_runs.take() {
            Some(call) => {
                let mut lines = render.lines;
                lines.push(call);
                let (mut lines, secrets) = resolve(&lines, true);
                let call = lines.pop().expect("the call was pushed");
                two_runs(&lines, &call, &secrets, failure.kind)
            }
            None => resolve(&render.lines, false).0,
        };
        let reproducer = test_item(name, &self.preamble, &lines, &render.muts);
        let mut warnings = std::mem::take(&mut render.warnings);
        warnings.extend(crate::report::overflow_warning(&failure));
        Report {
            token: crate::token::encode(&bytes),
            failure,
            bytes,
            seed,
            original_steps,
            reproducer,
            flaky,
            warnings,
            shrink_runs: 0,
            shrink_exhausted: false,
            shrink_timed_out: None,
            shrink_passes: Vec::new(),
            found_in: None,
            also: Vec::new(),
            set_aside: 0,
            calls_before: scratch.op_counts.iter().map(|c| c[0]).collect(),
            jobs: 1,
        }
    }
}

//! The step loop: one scenario, from a byte source, on both sides in lock-step.

use super::operation::{Render, Step, StepCx};
use super::Engine;
use crate::env::Env;
use crate::panic::Quiet;
use crate::report::failure::{Failure, FailureKind};
use crate::source::Source;

/// How many rounds over all operations a step may try before the spec is declared unable to
/// generate.
const ROUNDS: usize = 3;

/// Buffers reused from one scenario to the next.
pub(crate) struct Scratch {
    pub env: Env,
    reserved: Vec<(usize, usize)>,
    /// The byte offset where each instruction started: the shrinker's chunk boundaries.
    pub starts: Vec<usize>,
    /// The byte offset of each choice among live values.
    pub picks: Vec<usize>,
    /// The maximum number of instructions.
    pub fuel: usize,
}

impl Scratch {
    /// Buffers for scenarios of at most `fuel` instructions (`None`: the engine's fuel).
    pub fn new(engine: &Engine, fuel: Option<usize>) -> Scratch {
        let fuel = fuel.unwrap_or(engine.fuel).max(1);
        Scratch {
            env: engine.new_env(),
            reserved: Vec::new(),
            starts: Vec::with_capacity(fuel),
            picks: Vec::with_capacity(fuel),
            fuel,
        }
    }
}

/// How a scenario ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Fuel spent or input exhausted, with this many instructions run.
    Pass(usize),
    /// A failure.
    Fail(Failure),
}

impl Engine {
    /// Runs one scenario. When `render` is given, every instruction prints itself into it.
    pub(crate) fn run_scenario(
        &self,
        scratch: &mut Scratch,
        src: &mut Source<'_>,
        mut render: Option<&mut Render>,
    ) -> Outcome {
        let _quiet = Quiet::new();
        scratch.env.reset();
        scratch.starts.clear();
        scratch.picks.clear();
        let n = self.ops.len();
        if n == 0 {
            return Outcome::Fail(Failure {
                kind: FailureKind::CannotGenerate,
                operation: None,
                steps: 0,
                message: "no operation was declared".into(),
            });
        }
        for step in 0..scratch.fuel {
            let start = src.position();
            if let Some(r) = render.as_deref_mut() {
                r.step = step;
            }
            // One draw chooses the operation; if it cannot be applied, try the next ones in
            // order, for a bounded number of rounds.
            let first = src.draw_below(n as u64) as usize;
            let mut done = None;
            for attempt in 0..n * ROUNDS {
                if src.is_exhausted() {
                    return Outcome::Pass(step);
                }
                let k = (first + attempt) % n;
                let op = &self.ops[k];
                let mut sx = StepCx {
                    src,
                    env: &mut scratch.env,
                    reserved: &mut scratch.reserved,
                    picks: &mut scratch.picks,
                    render: render.as_deref_mut(),
                    style: &op.style,
                };
                match op.op.step(&mut sx) {
                    Step::Done => {
                        done = Some(k);
                        break;
                    }
                    Step::Reject | Step::BackOff => continue,
                    Step::Exhausted => return Outcome::Pass(step),
                    Step::Fail(fault) => {
                        scratch.starts.push(start);
                        return Outcome::Fail(Failure {
                            kind: fault.kind,
                            operation: Some(op.name.clone()),
                            steps: step + 1,
                            message: fault.message,
                        });
                    }
                }
            }
            let Some(k) = done else {
                if src.is_exhausted() {
                    return Outcome::Pass(step);
                }
                return Outcome::Fail(Failure {
                    kind: FailureKind::CannotGenerate,
                    operation: None,
                    steps: step,
                    message: format!(
                        "at step {step}, none of the {n} operations could be applied in {ROUNDS} rounds: \
                         an abstract argument has no live value satisfying its precondition, or \
                         a generator keeps rejecting (declare an operation that creates the value)"
                    ),
                });
            };
            scratch.starts.push(start);
            if let Some(check) = scratch.env.check_all() {
                let name = scratch.env.name(check.store, check.var);
                if let Some(r) = render.as_deref_mut() {
                    match scratch.env.check_code(check.store, check.var) {
                        Some(code) => r.lines.push(code),
                        None => r.lines.push(format!(
                            "panic!(\"the check of {name} fails here: {}\");",
                            check.message.escape_default()
                        )),
                    }
                }
                return Outcome::Fail(Failure {
                    kind: FailureKind::CheckFailed,
                    operation: Some(self.ops[k].name.clone()),
                    steps: step + 1,
                    message: format!(
                        "after this step, the check of {name} failed: {}",
                        check.message
                    ),
                });
            }
        }
        Outcome::Pass(scratch.fuel)
    }
}

//! The step loop: one scenario, from a byte source, on both sides in lock-step.

use super::generation::{choose, Plan, Weights};
use super::operation::{Fault, Render, Step, StepCx};
use super::watch::{Halt, Watch};
use super::Engine;
use crate::env::Env;
use crate::panic::Quiet;
use crate::report::failure::{Failure, FailureKind};
use crate::source::spans::Label;
use crate::source::Source;
use crate::spec::protocol::slots::SlotProtocols;

/// How many rounds over all operations a step may try before the spec is declared unable to
/// generate. Each attempt draws afresh, so a generator that rejects at random (a `such_that`
/// on a drawn value, a reference that backs off on some arguments) is retried long enough that
/// a false "cannot generate" is practically impossible: with a rejection rate as high as 0.6,
/// 64 rounds all fail once in 10^14 steps.
const ROUNDS: usize = 64;

/// Buffers reused from one scenario to the next.
pub(crate) struct Scratch {
    pub env: Env,
    reserved: Vec<(usize, usize)>,
    /// The byte offset where each instruction started: the shrinker's chunk boundaries.
    pub starts: Vec<usize>,
    /// The byte offset of each choice among live values, noted by a run for the shrinker (a
    /// [marking](Source::is_marking) source) only.
    pub picks: Vec<usize>,
    /// The maximum number of instructions.
    pub fuel: usize,
    /// The values seen in the scenario.
    pub pool: crate::pool::Pool,
    plan: Plan,
    weights: Weights,
    /// Per operation, whether the protocols block it in this step (constrained engines only).
    blocked: Vec<bool>,
    /// The engine's protocol of the scenario's calls, as one history in slot 0 (see
    /// [`Engine::protocol`]).
    api: Option<SlotProtocols>,
    /// What the scenario did, for feedback-guided random mode: when `Some`, each step adds
    /// hashes of its operation, outcome and the depth and signatures of the values it touched.
    pub features: Option<Vec<u64>>,
    /// The largest target value reached, when an abstract type declares a target.
    pub target: u64,
    /// The watchdog of a random run, told of every step (see `engine/watch.rs`).
    pub(crate) watch: Option<std::sync::Arc<dyn Watch>>,
    /// Per operation: the instructions it ran, its rejections, its reference's back-offs and
    /// the steps the size bound declined, over every scenario run with these buffers (random
    /// mode's statistics).
    pub(crate) op_counts: Vec<[u64; 4]>,
    /// Per abstract type: the most values bound at the end of a scenario, and their sum.
    pub(crate) live: Vec<(u64, u64)>,
    /// Per operation: the largest size estimate of a value it produced or modified in the
    /// scenario (see `env/size.rs`), to name the operations whose values grew.
    pub(crate) grown: Vec<u64>,
}

/// The buffers a scenario needs are made with room for this many instructions at most, then
/// grow with what the scenario uses: a huge fuel costs nothing until it is spent.
const INITIAL_ROOM: usize = 1024;

impl Scratch {
    /// Buffers for scenarios of at most `fuel` instructions (`None`: the engine's fuel).
    pub fn new(engine: &Engine, fuel: Option<usize>) -> Scratch {
        let fuel = fuel.unwrap_or(engine.fuel).max(1);
        Scratch {
            env: engine.new_env(),
            reserved: Vec::new(),
            starts: Vec::with_capacity(fuel.min(INITIAL_ROOM)),
            picks: Vec::with_capacity(fuel.min(INITIAL_ROOM)),
            fuel,
            pool: crate::pool::Pool::new(),
            plan: Plan::default(),
            weights: Weights::default(),
            blocked: Vec::new(),
            api: engine.protocol.as_ref().map(|p| {
                let names: Vec<&str> = engine.ops.iter().map(|op| op.name.as_str()).collect();
                SlotProtocols::new(p.clone(), false, &names, "the engine")
            }),
            features: None,
            target: 0,
            watch: None,
            op_counts: vec![[0; 4]; engine.ops.len()],
            live: Vec::new(),
            grown: vec![0; engine.ops.len()],
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
    /// The process's memory passed the run's limit (see `driver/memory.rs`) after this many
    /// instructions, holding this many bytes: not a failure.
    TooLarge { steps: usize, resident: u64 },
}

impl Scratch {
    /// The operations whose values grew largest in the last scenario, largest first (at most
    /// three), for the warning about a scenario that was too large.
    pub(crate) fn grew_most(&self) -> Vec<usize> {
        let mut ops: Vec<usize> = (0..self.grown.len())
            .filter(|&k| self.grown[k] > 1)
            .collect();
        ops.sort_by_key(|&k| std::cmp::Reverse(self.grown[k]));
        ops.truncate(3);
        ops
    }
}

impl Engine {
    /// Runs one scenario. When `render` is given, every instruction prints itself into it.
    pub(crate) fn run_scenario(
        &self,
        scratch: &mut Scratch,
        src: &mut Source<'_>,
        render: Option<&mut Render>,
    ) -> Outcome {
        let _quiet = Quiet::new();
        scratch.env.reset();
        scratch.pool.reset();
        scratch.starts.clear();
        scratch.picks.clear();
        scratch.target = 0;
        scratch.grown.fill(0);
        if let Some(f) = scratch.features.as_mut() {
            f.clear();
        }
        let n = self.ops.len();
        if n == 0 {
            return Outcome::Fail(Failure {
                kind: FailureKind::CannotGenerate,
                operation: None,
                steps: 0,
                message: "no operation was declared".into(),
            });
        }
        let g = self.generation;
        scratch.plan.draw(g, scratch.fuel, n, src);
        scratch.weights.clear();
        scratch.pool.eagerness = scratch.plan.eagerness;
        if let Some(api) = &mut scratch.api {
            api.restart();
        }
        let constrained = scratch.env.constrained || scratch.api.is_some();
        // The step context, made once for the scenario: each attempt sets the operation's
        // printing style and clears the outcome's shape.
        let Scratch {
            env,
            reserved,
            starts,
            picks,
            pool,
            plan,
            weights,
            blocked,
            api,
            features,
            target,
            watch,
            op_counts,
            grown,
            ..
        } = scratch;
        let mut sx = StepCx {
            src,
            env,
            reserved,
            picks,
            render,
            style: &self.ops[0].style,
            post: None,
            pool,
            generation: g,
            shape: 0,
            watch: watch.as_deref(),
            produces: 0,
        };
        for step in 0..plan.length {
            if let Some(w) = sx.watch {
                w.step(sx.src.position());
                if w.halted() {
                    match w.halt_reason(step == 0) {
                        Some(Halt::Deadline) => return Outcome::Pass(step),
                        Some(Halt::TooLarge(resident)) => {
                            return Outcome::TooLarge {
                                steps: step,
                                resident,
                            }
                        }
                        None => {}
                    }
                }
            }
            if step == plan.swarm_until {
                plan.end_swarm();
                weights.clear();
            }
            let instruction = sx.src.open();
            let start = instruction.start;
            if let Some(r) = sx.render.as_deref_mut() {
                r.step = step;
            }
            // One draw chooses the operation by weight; if it cannot be applied, try the next
            // ones in order (those of weight 0 only after a first round), for a bounded number
            // of rounds. In the first two rounds every attempt reads the same bytes, so the
            // instruction decodes the same whatever an earlier instruction left behind; later
            // rounds draw afresh, for generators that reject at random.
            if api.as_ref().is_some_and(|a| a.ended(0)) {
                // The engine's protocol allows no further call: the scenario is complete.
                return Outcome::Pass(step);
            }
            if constrained {
                self.block(sx.env, api, plan, weights, blocked, step);
            } else {
                weights.update(
                    self.ops.iter().map(|op| &op.info),
                    &plan.mult,
                    sx.env.occupied(),
                );
            }
            let total = weights.total;
            let first = if total == 0 {
                sx.src.draw_u8();
                sx.src.draw_u8();
                0
            } else {
                choose(weights, sx.src)
            };
            sx.env.begin_step(start);
            let mut done = None;
            // Whether the size bound declined an attempt of this step.
            let mut bounded = false;
            let mut shape = 0;
            // The operation `k = (first + attempt) % n` of round `attempt / n`, counted without
            // dividing.
            let (mut k, mut round, mut in_round) = (first, 0, 0);
            for attempt in 0..n * ROUNDS {
                if attempt != 0 {
                    k += 1;
                    if k == n {
                        k = 0;
                    }
                    in_round += 1;
                    if in_round == n {
                        in_round = 0;
                        round += 1;
                    }
                }
                if sx.src.is_exhausted() {
                    return Outcome::Pass(step);
                }
                // Round 0 tries the operations of non-zero weight, round 1 the others, both on
                // the same bytes; later rounds try every operation on fresh bytes.
                if round < 2 && total != 0 && (weights.of[k] == 0) == (round == 0) {
                    continue;
                }
                if api.as_ref().is_some_and(|a| a.refuses(k, 0)) {
                    continue;
                }
                let op = &self.ops[k];
                if constrained {
                    sx.env.begin_attempt(k);
                }
                let (at, picked) = (sx.src.position(), sx.picks.len());
                let printed = match sx.render.as_deref_mut() {
                    Some(r) => {
                        r.self_composed = op.self_composed;
                        r.lines.len()
                    }
                    None => 0,
                };
                sx.style = &op.style;
                sx.post = op.post.as_deref();
                sx.produces = op.info.produces;
                sx.shape = 0;
                let outcome = op.op.step(&mut sx);
                // Random mode's statistics: runs, rejections and back-offs of each operation.
                let counts = &mut op_counts[k];
                match outcome {
                    Step::Done => {
                        counts[0] += 1;
                        shape = sx.shape;
                        done = Some(k);
                        let size = sx.env.sizes.step();
                        if size > grown[k] {
                            grown[k] = size;
                        }
                        break;
                    }
                    Step::Reject | Step::BackOff | Step::Bounded => {
                        counts[match outcome {
                            Step::Reject => 1,
                            Step::BackOff => 2,
                            _ => 3,
                        }] += 1;
                        bounded |= matches!(outcome, Step::Bounded);
                        sx.src.reopen(instruction);
                        // In the first two rounds, the next operation reads the same bytes.
                        if attempt < 2 * n && !sx.src.is_exhausted() {
                            sx.src.rewind(at);
                            sx.picks.truncate(picked);
                        }
                        continue;
                    }
                    Step::Exhausted => return Outcome::Pass(step),
                    Step::Fail(mut fault) => {
                        starts.push(start);
                        sx.src.close(
                            instruction,
                            Label::Instruction {
                                vars: sx.env.vars(),
                            },
                        );
                        if op.self_composed {
                            let env = &sx.env;
                            let kind = if env.commuted_drawn.get() {
                                FailureKind::NotCommutative
                            } else if env.secret_drawn.get() {
                                FailureKind::Interference
                            } else {
                                FailureKind::Nondeterministic
                            };
                            self_composed(&mut fault, kind, sx.render.as_deref_mut(), printed);
                        }
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
                // A fixed input (a fuzzer's) whose bytes make every operation reject ends the
                // scenario there, even at step 0 (all-zero bytes draw only empty vectors, say):
                // other bytes may well apply an operation. Only an endless random stream that
                // cannot go on shows the spec's fault, and random mode reports it.
                if sx.src.is_exhausted() || sx.src.is_finite() {
                    return Outcome::Pass(step);
                }
                // Every operation that could go on would grow a value past the size bound:
                // the scenario's values are as large as they may be, and it is complete.
                if bounded {
                    return Outcome::Pass(step);
                }
                return Outcome::Fail(Failure {
                    kind: FailureKind::CannotGenerate,
                    operation: None,
                    steps: step,
                    message: format!(
                        "at step {step}, none of the {n} operations could be applied in {ROUNDS} rounds: \
                         an abstract argument has no live value satisfying its precondition, its \
                         guard or its protocol, or a generator keeps rejecting (declare an \
                         operation that creates the value)"
                    ),
                });
            };
            if constrained {
                sx.env.protocol_step(k);
                if let Some(api) = api {
                    api.step(k, [0].into_iter(), [].into_iter(), false, |_| true);
                }
            }
            if let Some(features) = features {
                sx.env.features(k, shape, features, target);
            }
            starts.push(start);
            sx.src.close(
                instruction,
                Label::Instruction {
                    vars: sx.env.vars(),
                },
            );
            if let Some(check) = sx.env.check_all() {
                let name = sx.env.name(check.store, check.var);
                if let Some(r) = sx.render.as_deref_mut() {
                    match sx.env.check_code(check.store, check.var) {
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
        Outcome::Pass(plan.length)
    }
}

impl Engine {
    /// Weighs the operations of a step of an engine with protocols or guards: an operation
    /// that no value's protocol allows weighs 0, and near the end of the scenario (the steps
    /// left are at most one more than the fewest calls that complete every history), so does
    /// every operation that begins no shortest completion, as long as one does.
    fn block(
        &self,
        env: &mut Env,
        api: &mut Option<SlotProtocols>,
        plan: &Plan,
        weights: &mut Weights,
        blocked: &mut Vec<bool>,
        step: usize,
    ) {
        let completes = |env: &Env, api: &Option<SlotProtocols>, k: usize| {
            env.completes(k) || api.as_ref().is_some_and(|a| a.completes(k))
        };
        let steering = plan.steer && {
            let need = env.completion() + api.as_mut().map_or(0, |a| a.completion([0].into_iter()));
            // One step of slack: a call that deepens a history (an `open`) costs one more.
            need > 0 && need + 1 >= (plan.length - step) as u64
        };
        let steering = steering && (0..self.ops.len()).any(|k| completes(env, api, k));
        env.steer(steering);
        if let Some(a) = api {
            a.steering = steering;
        }
        blocked.clear();
        for (k, op) in self.ops.iter().enumerate() {
            let allowed = env.protocol_admits(k, &op.info.needs)
                && !api.as_ref().is_some_and(|a| a.refuses(k, 0));
            blocked.push(!allowed || (steering && !completes(env, api, k)));
        }
        weights.update_blocked(
            self.ops.iter().map(|op| &op.info),
            &plan.mult,
            env.occupied(),
            blocked,
        );
    }
}

/// A failure of an operation declared with
/// [`Engine::declare_deterministic`](crate::Engine::declare_deterministic), where both sides
/// are the candidate: a disagreement is `disagreement` (nondeterminism, or interference when the
/// scenario drew a `secret`, or a failure to commute when it drew `commuted` arguments), and a panic of the first run (the
/// reference side) is the candidate's. When rendering, the step's lines give way to the
/// two-run form (see [`Render::two_runs`]) or to the call that panics.
fn self_composed(
    fault: &mut Fault,
    disagreement: FailureKind,
    render: Option<&mut Render>,
    printed: usize,
) {
    match fault.kind {
        FailureKind::Mismatch => {
            fault.kind = disagreement;
            if fault.message.is_empty() {
                fault.message = "the two runs of this call returned different results".into();
            }
            if let Some(r) = render {
                r.lines.truncate(printed);
                r.two_runs = r.last_call.take();
            }
        }
        // Both runs are the candidate's: so is a contract that both break.
        FailureKind::ReferenceContract => {
            fault.kind = FailureKind::Contract;
            if let Some(at) = fault.message.find(super::contract::REFERENCE_TOO) {
                fault.message.truncate(at);
            }
        }
        FailureKind::ReferencePanic => {
            fault.kind = FailureKind::CandidatePanic;
            if let Some(r) = render {
                r.lines.truncate(printed);
                if let Some(call) = r.last_call.take() {
                    r.lines.push(format!(
                        "let _ = {call}; // the candidate panics: {}",
                        fault.message
                    ));
                }
            }
        }
        _ => {}
    }
}

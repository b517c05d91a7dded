//! The shrinker: one shrinker over byte buffers, for every driver.
//!
//! Every failure, whether random mode, a byte slice, a replay token or a fuzzer's crash file
//! found it, is a byte buffer. The shrinker looks for a *simpler* buffer that fails the *same*
//! way (same [`FailureKind`](crate::FailureKind), same operation: [`Failure::same_as`]), by
//! re-running candidate buffers through the engine. Re-running re-validates everything for free:
//! dependent arguments and preconditions are decided again on the state the shorter scenario
//! reaches.
//!
//! "Simpler" is an order on buffers: fewer instructions, then fewer bytes, then smaller bytes
//! (shortlex). The shrinker keeps a buffer only if it is simpler and fails the same way.
//!
//! A run made for the shrinker also records labelled, nested *spans* of its bytes as it draws them
//! (`source/spans.rs`), and the shrinker reads them as *marks* (`source/marks.rs`): where each
//! instruction ends, each choice among live values, each generated collection's length and
//! elements, each value recalled from the scenario's pool (with bytes that draw it afresh). The
//! passes ([`schedule::PASSES`]) use the marks to propose structured edits: delete runs of
//! instructions adaptively, merge collections and join strings ([`texts`]), simplify the characters
//! of strings, lower together the integer draws that share a value ([`values`]), draw recalled
//! values afresh so that the call that first made them can go, realign later choices among live
//! values, delete collection elements, change an instruction's operation, lower a value together
//! with deleting an instruction, delete an instruction while later indices move by what it changed
//! ([`indices`]) or later choices among live values keep their values ([`handles`]), delete pairs
//! of instructions, copy or swap the values of two draws together with deleting an instruction,
//! change one instruction's operation together with deleting another, draw integers and indices
//! afresh in fewer bytes ([`bytes`]), lower bytes and delete bytes,
//! delete an instruction while a later choice among live values takes another rank ([`handles`]),
//! and last, when every other pass is done, two bounded random searches for the minima that no
//! single edit reaches: an instruction deleted while the values of the other calls of its operation
//! change order ([`shuffle`]), and stacked random edits ([`mutate`]). The passes that delete
//! run first, in the order of their yield, measured by the shrink benchmark (steps removed per
//! run, `docs/benchmarks.md`), then the passes that simplify values, so that the costly passes
//! that combine a deletion with another edit run once, on simple values. After one makes
//! progress the round starts again from the first, until a round makes none or the budget ends;
//! a pass that failed sleeps until the scenario loses a step or a round makes no progress
//! ([`schedule::fixate`]).
//!
//! The shrinker is deterministic and bounded by a number of scenario runs; a generous
//! wall-clock cap ([`Config::shrink_seconds`](crate::Config::shrink_seconds)) bounds only a
//! candidate whose every run is slow.

pub(crate) mod bytes;
pub(crate) mod collections;
pub(crate) mod deletions;
pub(crate) mod edits;
pub(crate) mod handles;
pub(crate) mod indices;
pub(crate) mod mutate;
pub(crate) mod operations;
pub(crate) mod schedule;
pub(crate) mod shuffle;
pub(crate) mod sort;
pub(crate) mod texts;
pub(crate) mod values;
pub(crate) mod walk;

use crate::engine::scenario::{Outcome, Scratch};
use crate::engine::Engine;
use crate::report::Failure;
use crate::source::{marks, Source};

/// A failing buffer with what the trace says about it.
#[derive(Debug, Clone)]
pub(crate) struct Candidate {
    pub bytes: Vec<u8>,
    pub failure: Failure,
    /// The byte offset where each instruction starts.
    pub starts: Vec<usize>,
    /// The byte offset of each choice among live values.
    pub picks: Vec<usize>,
    /// Where the generators drew collections and recalled values.
    pub marks: marks::Marks,
}

impl Candidate {
    /// The shrink order: fewer instructions, fewer bytes, smaller bytes.
    fn key(&self) -> (usize, usize, &[u8]) {
        (self.failure.steps, self.bytes.len(), &self.bytes)
    }
}

/// The shrinking state: the best buffer so far and the budget left.
pub(crate) struct Shrinker<'e> {
    engine: &'e Engine,
    scratch: Scratch,
    pub best: Candidate,
    budget: usize,
    /// When the wall-clock cap ends the shrink, and whether it has.
    deadline: Option<std::time::Instant>,
    timed_out: bool,
    pub runs: usize,
    /// What each pass cost and gained.
    pub passes: Vec<crate::report::PassStats>,
    /// Hashes of the buffers already run: the same bytes give the same outcome, so a buffer
    /// that two passes propose costs one run.
    tried: std::collections::HashSet<u64>,
    /// The failures the run already knows (reported before, or set aside with
    /// [`Engine::expect_failure`]): a buffer that fails as one of them is a known bug, not a
    /// smaller version of this one.
    known: &'e [Failure],
}

/// How many times [`Shrinker::consider`] runs a buffer, at most, while it shrinks a
/// nondeterministic failure.
const NONDETERMINISTIC_TRIES: usize = 4;

/// A hash of a buffer and of the choices a realigning run of it makes (none for a plain
/// run), the same on every run (SipHash with fixed keys).
fn fingerprint(bytes: &[u8], wanted: &[marks::Picked]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    for p in wanted {
        (p.at, p.var).hash(&mut h);
    }
    h.finish()
}

impl<'e> Shrinker<'e> {
    /// Runs `bytes`; if it fails the same way and is simpler than the best, keeps it.
    pub fn consider(&mut self, bytes: &[u8]) -> bool {
        self.consider_realigned(bytes, &[])
    }

    /// Runs `bytes` with each choice among live values at a position of `wanted` (sorted by
    /// position) made to choose the variable given there, when it can (its byte rewritten, see
    /// `Source::realigning`); if that fails the same way and is simpler than the best, keeps
    /// the rewritten bytes. Deleting an instruction moves the ranks of the later choices by
    /// how recently each value was made or used, which the bytes alone do not tell: this
    /// keeps what every later choice chose, in one run. With no `wanted`, a plain run.
    pub fn consider_realigned(&mut self, bytes: &[u8], wanted: &[marks::Picked]) -> bool {
        if self.exhausted() {
            return false;
        }
        if self
            .deadline
            .is_some_and(|d| std::time::Instant::now() >= d)
        {
            self.timed_out = true;
            return false;
        }
        // A longer buffer is simpler only if it fails in fewer steps, which only a run tells
        // (a deletion that draws a recalled value afresh, a merge).
        if !self.tried.insert(fingerprint(bytes, wanted)) {
            return false;
        }
        self.budget -= 1;
        self.runs += 1;
        // Two runs of a nondeterministic candidate agree now and then: a buffer that passes
        // is run again, a few times, before it is given up.
        let tries = if self.best.failure.kind.of_two_runs() {
            NONDETERMINISTIC_TRIES
        } else {
            1
        };
        let mut outcome = None;
        for _ in 0..tries {
            let mut src = if wanted.is_empty() {
                Source::from_bytes(bytes).marking()
            } else {
                Source::realigning(bytes.to_vec(), wanted.to_vec())
            };
            if let Outcome::Fail(failure) =
                self.engine.run_scenario(&mut self.scratch, &mut src, None)
            {
                outcome = Some((failure, src));
                break;
            }
        }
        let Some((failure, mut src)) = outcome else {
            return false;
        };
        if !failure.reproduces(&self.best.failure) || self.is_known(&failure) {
            return false;
        }
        let c = Candidate {
            bytes: src.recorded().to_vec(),
            failure,
            starts: self.scratch.starts.clone(),
            picks: self.scratch.picks.clone(),
            marks: src.take_marks(),
        };
        if c.key() < self.best.key() {
            self.best = c;
            true
        } else {
            false
        }
    }

    /// Whether `failure` is a failure the run already knows and the one being shrunk is not:
    /// one reported before it, or one set aside with [`Engine::expect_failure`].
    fn is_known(&self, failure: &Failure) -> bool {
        if failure.same_as(&self.best.failure) {
            return false;
        }
        self.known.iter().any(|k| k.same_as(failure))
            || (self.engine.is_expected(failure) && !self.engine.is_expected(&self.best.failure))
    }

    /// How many operations the engine has (the range of an operation choice).
    pub fn operations(&self) -> usize {
        self.engine.ops.len()
    }

    pub fn exhausted(&self) -> bool {
        self.budget == 0 || self.timed_out
    }
}

/// What shrinking found.
#[derive(Debug)]
pub(crate) struct Shrunk {
    pub bytes: Vec<u8>,
    pub failure: Failure,
    /// Scenario runs spent.
    pub runs: usize,
    /// Whether the budget of runs ran out before the passes reached a fixed point.
    pub exhausted: bool,
    /// Whether the wall-clock cap ran out first.
    pub timed_out: bool,
    /// What each pass cost and gained.
    pub passes: Vec<crate::report::PassStats>,
}

/// How much a shrink may spend: scenario runs, and a wall-clock cap.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Budget {
    pub runs: usize,
    pub seconds: f64,
}

impl From<usize> for Budget {
    /// A budget of runs, without a wall-clock cap.
    fn from(runs: usize) -> Budget {
        Budget {
            runs,
            seconds: f64::INFINITY,
        }
    }
}

/// Shrinks `bytes`, which fail with `failure`, within `budget` (plus one run to trace the
/// starting buffer).
#[cfg(test)]
pub(crate) fn shrink(
    engine: &Engine,
    bytes: Vec<u8>,
    failure: Failure,
    budget: impl Into<Budget>,
) -> Shrunk {
    shrink_avoiding(engine, bytes, failure, budget, &[])
}

/// Shrinks `bytes`, which fail with `failure`, within `budget` (plus one run to trace the
/// starting buffer), never to a buffer that fails as one of the `known` failures or as a
/// failure set aside with [`Engine::expect_failure`] (unless `failure` is one): a run that
/// keeps going reports each bug once, and a set-aside bug does not stand in for a new one.
pub(crate) fn shrink_avoiding<'e>(
    engine: &'e Engine,
    bytes: Vec<u8>,
    failure: Failure,
    budget: impl Into<Budget>,
    known: &'e [Failure],
) -> Shrunk {
    let budget = budget.into();
    let deadline = std::time::Duration::try_from_secs_f64(budget.seconds)
        .ok()
        .and_then(|d| std::time::Instant::now().checked_add(d));
    let fuel = engine.fuel.max(failure.steps);
    let mut s = Shrinker {
        engine,
        scratch: Scratch::new(engine, Some(fuel)),
        best: Candidate {
            bytes: bytes.clone(),
            failure: failure.clone(),
            starts: Vec::new(),
            picks: Vec::new(),
            marks: marks::Marks::default(),
        },
        budget: budget.runs,
        deadline,
        timed_out: false,
        runs: 0,
        passes: Vec::new(),
        tried: std::collections::HashSet::new(),
        known,
    };
    // Establish the trace of the starting buffer (and trim what follows the failure); a
    // nondeterministic failure may need a few runs to show again.
    let tries = if failure.kind.of_two_runs() {
        4 * NONDETERMINISTIC_TRIES
    } else {
        1
    };
    let mut src = Source::from_bytes(&bytes).marking();
    let mut outcome = engine.run_scenario(&mut s.scratch, &mut src, None);
    for _ in 1..tries {
        if matches!(&outcome, Outcome::Fail(f) if f.same_as(&failure)) {
            break;
        }
        src = Source::from_bytes(&bytes).marking();
        outcome = engine.run_scenario(&mut s.scratch, &mut src, None);
    }
    match outcome {
        Outcome::Fail(f) if f.same_as(&failure) => {
            s.best = Candidate {
                bytes: bytes[..src.consumed()].to_vec(),
                failure: f,
                starts: s.scratch.starts.clone(),
                picks: s.scratch.picks.clone(),
                marks: src.take_marks(),
            };
        }
        // Not reproducible (a flaky candidate): leave it to the report to say so.
        _ => {
            return Shrunk {
                bytes,
                failure,
                runs: 1,
                exhausted: false,
                timed_out: false,
                passes: Vec::new(),
            }
        }
    }
    schedule::fixate(&mut s);
    Shrunk {
        exhausted: s.budget == 0,
        timed_out: s.timed_out,
        bytes: s.best.bytes,
        failure: s.best.failure,
        runs: s.runs + 1,
        passes: s.passes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::*;
    use crate::Config;

    /// `f(x)` is wrong from 200 up: the minimal failing scenario is one call, `f(200)`.
    fn engine() -> Engine {
        let mut e = Engine::new();
        e.declare(
            "f",
            args().arg(int::<u8>()).returns(int::<u8>()),
            |x: u8| x,
            |x: u8| x.min(199),
        );
        e
    }

    #[test]
    fn shrinks_to_one_instruction_and_the_smallest_value() {
        let e = engine();
        let report = e
            .run_random(&Config::with_seed(3).shrink(false))
            .unwrap_err();
        assert!(report.failure.steps > 1, "{report}");
        let shrunk = shrink(&e, report.bytes.clone(), report.failure.clone(), 10_000);
        assert_eq!(shrunk.failure.steps, 1);
        // Four plan bytes (the full fuel, no swarm, not eager, `f`'s swarm byte), two choose `f`,
        // then `int::<u8>` reads a tag byte: 4 is `u8::MAX`, shorter than any uniform draw (a
        // tag and a value byte), so simpler in shortlex order.
        assert_eq!(shrunk.bytes, [0, 0, 0, 0, 0, 0, 4]);
        let deletions = shrunk
            .passes
            .iter()
            .find(|p| p.name == "delete_instructions");
        assert!(
            deletions.is_some_and(|p| p.wins > 0 && p.steps_removed > 0),
            "{:?}",
            shrunk.passes
        );
        assert!(shrunk.runs <= 10_001);
    }

    #[test]
    fn the_wall_clock_cap_stops_a_shrink_and_says_so() {
        let e = engine();
        let report = e
            .run_random(&Config::with_seed(3).shrink(false))
            .unwrap_err();
        let budget = Budget {
            runs: 10_000,
            seconds: 1e-9,
        };
        let capped = shrink(&e, report.bytes.clone(), report.failure.clone(), budget);
        assert!(capped.timed_out && !capped.exhausted);
        assert_eq!(capped.failure.steps, report.failure.steps);
        let report = e
            .run_random(&Config::with_seed(3).shrink_seconds(1e-9))
            .unwrap_err();
        assert!(report.shrink_timed_out.is_some());
        assert!(
            report.origin().contains("MONOLITH_SHRINK_SECONDS"),
            "{}",
            report.origin()
        );
    }

    #[test]
    fn the_budget_bounds_the_work_and_shrinking_is_deterministic() {
        let e = engine();
        let report = e
            .run_random(&Config::with_seed(4).shrink(false))
            .unwrap_err();
        let a = shrink(&e, report.bytes.clone(), report.failure.clone(), 5);
        assert!(a.runs <= 6, "{} runs", a.runs);
        let b = shrink(&e, report.bytes.clone(), report.failure.clone(), 5);
        assert_eq!(a.bytes, b.bytes);
    }
}

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
//! The passes, run in this order until none makes progress or the attempt budget is spent:
//!
//! 1. [`passes::delete_instructions`]: delete the bytes of whole instructions, several adjacent
//!    ones at a time, then one at a time (instruction boundaries come from the trace).
//! 2. [`passes::delete_and_realign`]: delete one instruction and lower one later byte by one,
//!    so that a later choice among live values still selects the same value.
//! 3. [`passes::zero_instructions`]: replace an instruction's bytes with zeros (the simplest
//!    operation with the simplest arguments).
//! 4. [`passes::minimise_bytes`]: lower each byte: zero, then a binary search.
//! 5. [`passes::delete_bytes`]: delete single bytes, which realigns later draws.
//!
//! The shrinker is deterministic and bounded by a number of scenario runs, never by time.

pub(crate) mod passes;

use crate::engine::scenario::{Outcome, Scratch};
use crate::engine::Engine;
use crate::report::Failure;
use crate::source::Source;

/// A failing buffer with what the trace says about it.
#[derive(Debug, Clone)]
pub(crate) struct Candidate {
    pub bytes: Vec<u8>,
    pub failure: Failure,
    /// The byte offset where each instruction starts.
    pub starts: Vec<usize>,
    /// The byte offset of each choice among live values.
    pub picks: Vec<usize>,
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
    pub runs: usize,
}

impl<'e> Shrinker<'e> {
    /// Runs `bytes`; if it fails the same way and is simpler than the best, keeps it.
    pub fn consider(&mut self, bytes: &[u8]) -> bool {
        if self.budget == 0 {
            return false;
        }
        if bytes.len() > self.best.bytes.len() {
            return false;
        }
        self.budget -= 1;
        self.runs += 1;
        let mut src = Source::from_bytes(bytes);
        let Outcome::Fail(failure) = self.engine.run_scenario(&mut self.scratch, &mut src, None)
        else {
            return false;
        };
        if !failure.same_as(&self.best.failure) {
            return false;
        }
        let used = src.position();
        let c = Candidate {
            bytes: bytes[..used].to_vec(),
            failure,
            starts: self.scratch.starts.clone(),
            picks: self.scratch.picks.clone(),
        };
        if c.key() < self.best.key() {
            self.best = c;
            true
        } else {
            false
        }
    }

    /// How many operations the engine has (the range of an operation choice).
    pub fn operations(&self) -> usize {
        self.engine.ops.len()
    }

    pub fn exhausted(&self) -> bool {
        self.budget == 0
    }
}

/// Shrinks `bytes`, which fail with `failure`, within `attempts` scenario runs. Returns the
/// simplest buffer found and its failure.
pub(crate) fn shrink(
    engine: &Engine,
    bytes: Vec<u8>,
    failure: Failure,
    attempts: usize,
) -> (Vec<u8>, Failure) {
    let fuel = engine.fuel.max(failure.steps);
    let mut s = Shrinker {
        engine,
        scratch: Scratch::new(engine, Some(fuel)),
        best: Candidate {
            bytes: bytes.clone(),
            failure: failure.clone(),
            starts: Vec::new(),
            picks: Vec::new(),
        },
        budget: attempts.saturating_add(1),
        runs: 0,
    };
    // Establish the trace of the starting buffer (and trim what follows the failure).
    let mut src = Source::from_bytes(&bytes);
    match engine.run_scenario(&mut s.scratch, &mut src, None) {
        Outcome::Fail(f) if f.same_as(&failure) => {
            s.best = Candidate {
                bytes: bytes[..src.position()].to_vec(),
                failure: f,
                starts: s.scratch.starts.clone(),
                picks: s.scratch.picks.clone(),
            };
        }
        // Not reproducible (a flaky candidate): leave it to the report to say so.
        _ => return (bytes, failure),
    }
    passes::fixate(&mut s);
    (s.best.bytes, s.best.failure)
}

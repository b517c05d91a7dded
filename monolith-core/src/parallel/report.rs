//! What a parallel campaign reports: its statistics, or the failure it found, shrunk, with its
//! reproducer.

use std::fmt;

/// The kinds of parallel failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParallelFailureKind {
    /// A call of the sequential prefix, run on one thread before the others start, returned
    /// what the reference does not: a sequential bug.
    Disagreement,
    /// The suffixes' results, run side by side, are what no interleaving of their calls gives
    /// on the reference: the candidate is not linearizable.
    NotLinearizable,
}

/// A failure of a parallel campaign.
///
/// `Display` prints how it was found (comment lines), the history of the failing round, the
/// replay token, and the reproducer, a `#[test]` to paste into the candidate's crate.
#[derive(Debug, Clone)]
pub struct ParallelReport {
    /// What failed.
    pub kind: ParallelFailureKind,
    /// What failed, in a sentence.
    pub message: String,
    /// How many calls the (shrunk) scenario makes, prefix and suffixes.
    pub calls: usize,
    /// The failing round's calls, results and stamps, thread by thread.
    pub history: String,
    /// How it was found and shrunk.
    pub origin: String,
    /// The failing scenario's bytes as a replay token (`MONOLITH_REPLAY`).
    pub replay: String,
    /// The `#[test]` that fails as the scenario did, or why none could be printed.
    pub reproducer: Result<String, String>,
    /// What the campaign ran up to the failing round, that one included: its scenarios and
    /// rounds (repetitions) to the failure, before shrinking.
    pub found_after: ParallelStats,
}

impl fmt::Display for ParallelReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for line in self.origin.lines() {
            writeln!(f, "// {line}")?;
        }
        writeln!(f, "// monolith: {}", self.message)?;
        for line in self.history.lines() {
            writeln!(f, "//   {line}")?;
        }
        writeln!(f, "// replay: MONOLITH_REPLAY={}", self.replay)?;
        match &self.reproducer {
            Ok(test) => write!(f, "{test}"),
            Err(why) => writeln!(f, "// no reproducer: {why}"),
        }
    }
}

/// What a parallel campaign did when it found nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ParallelStats {
    /// Scenarios run.
    pub scenarios: u64,
    /// Rounds run, over every scenario.
    pub rounds: u64,
    /// Rounds whose history the search could not decide within its budget (none of them is a
    /// failure).
    pub undecided: u64,
    /// The longest suffix drawn, in calls.
    pub longest_suffix: usize,
}

//! The kinds of failure, and the compact record of one.

use std::fmt;

use serde::{Deserialize, Serialize};

/// What went wrong. One enum serves the report and the shrinker's "same failure" test.
///
/// # Examples
///
/// ```
/// use monolith_core::FailureKind;
/// assert_eq!(FailureKind::Mismatch.to_string(), "the candidate and the reference disagree");
/// assert!(FailureKind::ReferencePanic.blames_spec());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[non_exhaustive]
pub enum FailureKind {
    /// The candidate's result differs from the reference's (values, tags, lengths, or one side
    /// panicked where panics are allowed and the other did not).
    Mismatch,
    /// The candidate panicked where it must not.
    CandidatePanic,
    /// The reference panicked: the spec or the reference is wrong, not the candidate.
    ReferencePanic,
    /// An abstract type's well-formedness check failed.
    CheckFailed,
    /// The reference judged a nondeterministic result invalid.
    NondetRejected,
    /// No operation could be applied: the spec cannot generate a scenario.
    CannotGenerate,
    /// A generator, an equality or a printer of the spec panicked.
    SpecPanic,
    /// A call did not return within the step timeout (see
    /// [`Config::step_timeout`](crate::Config::step_timeout)).
    Hang,
    /// A call killed the process: an abort, a stack overflow or a fault (`SIGABRT`, `SIGSEGV`,
    /// `SIGBUS`, `SIGILL`, `SIGFPE`), caught on its way out of a watched run.
    Crash,
    /// The candidate's result is outside its language type: not in the grammar's language, or
    /// it breaks a refinement (see [`Grammar`](crate::spec::Grammar)), whatever the reference
    /// returned.
    OutsideLanguage,
    /// The candidate broke a contract of the operation: a postcondition
    /// ([`ensures`](crate::spec::Fun::ensures)) does not hold of its result, or it returned
    /// where a [`panics_if`](crate::spec::Fun::panics_if) says it panics.
    Contract,
    /// The candidate broke a postcondition ([`ensures`](crate::spec::Fun::ensures)), and the
    /// reference returned the same result, so it breaks the postcondition too: the contract or
    /// the reference is wrong (the spec disagrees with itself).
    ReferenceContract,
    /// Two runs of the candidate on the same calls disagree (see
    /// [`Engine::declare_deterministic`](crate::Engine::declare_deterministic)).
    Nondeterministic,
    /// Two runs of the candidate whose [`secret`](fn@crate::spec::secret) arguments differ, and
    /// nothing else, disagree on a public result.
    Interference,
    /// Two runs of the candidate whose [`commuted`](fn@crate::spec::commuted) arguments are
    /// swapped, and nothing else, disagree.
    NotCommutative,
    /// A second call of an idempotent function on its own result changed it (see
    /// [`Engine::declare_idempotent`](crate::Engine::declare_idempotent)).
    NotIdempotent,
    /// A monotone function returned results in the wrong order for two ordered arguments (see
    /// [`Engine::declare_monotone`](crate::Engine::declare_monotone)).
    NotMonotone,
}

impl FailureKind {
    /// Whether this kind points at the spec (or the reference) rather than the candidate.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(!monolith_core::FailureKind::CandidatePanic.blames_spec());
    /// ```
    pub fn blames_spec(self) -> bool {
        matches!(
            self,
            FailureKind::ReferencePanic
                | FailureKind::CannotGenerate
                | FailureKind::SpecPanic
                | FailureKind::ReferenceContract
        )
    }
}

impl FailureKind {
    /// Whether this kind compares two runs of a candidate that may agree by chance, so that a
    /// buffer that passes once may fail on a second run.
    pub(crate) fn of_two_runs(self) -> bool {
        matches!(
            self,
            FailureKind::Nondeterministic | FailureKind::Interference | FailureKind::NotCommutative
        )
    }

    /// Whether this kind blames the candidate's result on one call: a wrong result, a panic,
    /// a failed check or a rejected nondeterministic result. Such failures are one bug seen
    /// sooner or through another call; a failure that blames the spec, a hang and a crash
    /// stand for themselves.
    pub(crate) fn blames_candidate(self) -> bool {
        matches!(
            self,
            FailureKind::Mismatch
                | FailureKind::CandidatePanic
                | FailureKind::CheckFailed
                | FailureKind::NondetRejected
        )
    }
}

impl fmt::Display for FailureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FailureKind::Mismatch => "the candidate and the reference disagree",
            FailureKind::CandidatePanic => "the candidate panicked",
            FailureKind::ReferencePanic => {
                "the reference panicked (a bug in the spec or the reference, not the candidate)"
            }
            FailureKind::CheckFailed => "a well-formedness check failed",
            FailureKind::NondetRejected => {
                "the reference rejected the candidate's nondeterministic result"
            }
            FailureKind::CannotGenerate => "the spec cannot generate: no operation applies",
            FailureKind::SpecPanic => {
                "the spec itself panicked (a generator, an equality or a printer)"
            }
            FailureKind::Hang => "a call did not return within the step timeout",
            FailureKind::OutsideLanguage => "the candidate's result is outside its language type",
            FailureKind::Contract => "the candidate broke a contract of the operation",
            FailureKind::ReferenceContract => {
                "the reference breaks a contract of the operation too (a bug in the contract or the reference)"
            }
            FailureKind::Nondeterministic => "two runs of the candidate on the same calls disagree",
            FailureKind::Interference => {
                "two runs of the candidate that differ in their secrets only disagree"
            }
            FailureKind::NotCommutative => {
                "two runs of the candidate with its commuted arguments swapped disagree"
            }
            FailureKind::NotIdempotent => {
                "a second call of the candidate on its own result changed it (not idempotent)"
            }
            FailureKind::NotMonotone => {
                "the candidate's results on two ordered arguments are in the wrong order (not monotone)"
            }
            FailureKind::Crash => {
                "a call crashed the process (an abort, a stack overflow or a fault)"
            }
        })
    }
}

/// One failure, as found by a run: what, where, and the message of a panic if any.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    /// What went wrong.
    pub kind: FailureKind,
    /// The operation of the failing instruction, by name (`None` for [`FailureKind::CannotGenerate`]).
    pub operation: Option<String>,
    /// The number of instructions of the scenario, the failing one included.
    pub steps: usize,
    /// Details: a panic message, the check that failed.
    pub message: String,
}

impl Failure {
    /// Whether `other` is the same failure for the shrinker: same kind, same operation.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{Failure, FailureKind};
    /// let a = Failure { kind: FailureKind::Mismatch, operation: Some("get".into()), steps: 9, message: String::new() };
    /// let b = Failure { steps: 3, ..a.clone() };
    /// assert!(a.same_as(&b));
    /// ```
    pub fn same_as(&self, other: &Failure) -> bool {
        self.kind == other.kind && self.operation == other.operation
    }

    /// Whether the shrinker may keep this failure in place of `best`: the same failure
    /// ([`same_as`](Self::same_as)), or, in fewer steps, another failure that blames the
    /// candidate as `best` does. A mismatch that a shorter scenario shows on `encoded_len`
    /// rather than on `bytes`, or a panic that a shorter scenario meets before the wrong text
    /// shows, is the same bug seen sooner. A failure that blames the spec, a hang and a crash
    /// are only ever kept for themselves.
    pub(crate) fn reproduces(&self, best: &Failure) -> bool {
        self.same_as(best)
            || (self.steps < best.steps
                && (self.kind == best.kind
                    || (self.kind.blames_candidate() && best.kind.blames_candidate())))
    }
}

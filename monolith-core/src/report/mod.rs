//! Reports: the failure kinds, and the reproducer printed when a scenario fails.
//!
//! The engine records no text while it runs. When a scenario fails, it runs the same bytes
//! again in *rendering* mode, where every instruction prints itself, and assembles a [`Report`]:
//! a header of comments, then a complete `#[test]` item that uses the candidate alone.

pub mod failure;
pub mod pattern;
pub(crate) mod print;
mod render;

use std::fmt;

pub use self::failure::{Failure, FailureKind};

/// A failure, ready to print: its kind, its scenario as bytes, and the reproducer.
///
/// Its `Display` is the full text: header comments, then the `#[test]` item.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Report {
    /// The failure, as found on the (shrunk) scenario.
    pub failure: Failure,
    /// The bytes that replay the scenario.
    pub bytes: Vec<u8>,
    /// The random seed and scenario index, when random mode found it.
    pub seed: Option<(u64, u64)>,
    /// The number of instructions before shrinking.
    pub original_steps: usize,
    /// The replay token: pass it to `MONOLITH_REPLAY` or [`Engine::replay_token`](crate::Engine::replay_token).
    pub token: String,
    /// The `#[test]` item.
    pub reproducer: String,
    /// A note when the rendering run did not reproduce the failure (a flaky candidate).
    pub flaky: Option<Failure>,
    /// How many scenario runs shrinking took (0 when it was off).
    pub shrink_runs: usize,
    /// Whether shrinking stopped because its budget of runs
    /// ([`Config::shrink_attempts`](crate::Config::shrink_attempts)) ran out: a longer budget
    /// may give a shorter scenario.
    pub shrink_exhausted: bool,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = self
            .failure
            .operation
            .as_deref()
            .map(|o| format!(" on `{o}`"))
            .unwrap_or_default();
        writeln!(f, "// monolith: {}{op}", self.failure.kind)?;
        for line in self.failure.message.lines().filter(|l| !l.is_empty()) {
            writeln!(f, "//   {line}")?;
        }
        let shrunk = if self.original_steps != self.failure.steps {
            format!(
                ", shrunk from {} in {} runs",
                self.original_steps, self.shrink_runs
            )
        } else {
            String::new()
        };
        let ran_out = if self.shrink_exhausted {
            " (the shrink budget ran out: raise MONOLITH_SHRINK_ATTEMPTS for a shorter one)"
        } else {
            ""
        };
        writeln!(
            f,
            "// scenario: {} steps{shrunk}{ran_out}",
            self.failure.steps
        )?;
        if let Some((seed, index)) = self.seed {
            writeln!(f, "// found with MONOLITH_SEED={seed} (scenario {index})")?;
        }
        writeln!(f, "// replay: MONOLITH_REPLAY={}", self.token)?;
        if let Some(other) = &self.flaky {
            writeln!(
                f,
                "// warning: replaying gave a different failure ({}{}): is the candidate deterministic?",
                other.kind,
                other
                    .operation
                    .as_deref()
                    .map(|o| format!(" on `{o}`"))
                    .unwrap_or_default()
            )?;
        }
        f.write_str(&self.reproducer)
    }
}

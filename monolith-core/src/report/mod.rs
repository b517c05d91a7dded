//! Reports: the failure kinds, and the reproducer printed when a scenario fails.
//!
//! The engine records no text while it runs. When a scenario fails, it runs the same bytes
//! again in *rendering* mode (`engine/render.rs`), where every instruction prints itself, and
//! assembles a [`Report`]: a header of comments, then a complete `#[test]` item that uses the
//! candidate alone. This module holds the data and the printing; the pipeline that shrinks,
//! renders and saves a failure is the drivers' (`driver/failure.rs`).

pub mod failure;
mod language;
pub mod pattern;
pub(crate) mod print;

use std::fmt;

pub use self::failure::{Failure, FailureKind};
pub use self::language::LanguageStats;

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
    /// Why the printed test may not fail the way the scenario did, and what to add to the
    /// spec: a candidate panic inside a transformation of a result that the test does not
    /// print, or a panic that only a build with overflow checks raises. Printed as
    /// `// warning:` lines above the test.
    pub warnings: Vec<String>,
    /// How many scenario runs shrinking took (0 when it was off).
    pub shrink_runs: usize,
    /// Whether shrinking stopped because its budget of runs
    /// ([`Config::shrink_attempts`](crate::Config::shrink_attempts)) ran out: a longer budget
    /// may give a shorter scenario.
    pub shrink_exhausted: bool,
    /// The wall-clock cap ([`Config::shrink_seconds`](crate::Config::shrink_seconds)), when it
    /// stopped shrinking before the budget of runs did: a longer cap may give a shorter
    /// scenario.
    pub shrink_timed_out: Option<std::time::Duration>,
    /// What each shrink pass cost and gained, in the shrinker's order (empty when shrinking was
    /// off): the statistics behind the pass order, for tuning and for the benchmarks.
    pub shrink_passes: Vec<PassStats>,
    /// How long a random run took to reach the failing scenario, before shrinking.
    pub found_in: Option<std::time::Duration>,
    /// With [`Config::keep_going`](crate::Config::keep_going), the other distinct failures the
    /// run found, each shrunk, in the order found (see the guide's "Keep going" for how
    /// "distinct" is decided). Not part of this report's `Display`; `check` and `main` print
    /// each after it.
    pub also: Vec<Report>,
    /// How many failures the run set aside before it stopped, because they match
    /// [`Engine::expect_failure`](crate::Engine::expect_failure); [`origin`](Self::origin)
    /// says so.
    pub set_aside: u64,
    /// Per operation, in declaration order, how many of the scenario's instructions before the
    /// failing one called it: two failures of a candidate after the same calls are one bug
    /// that two operations observe.
    pub(crate) calls_before: Vec<u64>,
    /// The worker threads of the campaign that found it (see `driver/jobs.rs`): the same seed
    /// gives the same scenarios with the same number.
    pub(crate) jobs: u64,
}

/// What one shrink pass cost and gained during one shrink (see [`Report::shrink_passes`]).
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// let mut e = Engine::new();
/// e.declare("f", args().arg(int::<u8>()).returns(int::<u8>()), |x: u8| x, |x: u8| x.min(199));
/// let report = e.run_random(&Config::with_seed(3)).unwrap_err();
/// let deletions = report.shrink_passes.iter().find(|p| p.name == "delete_instructions").unwrap();
/// assert!(deletions.runs > 0);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct PassStats {
    /// The pass, by the name of its function in `monolith-core/src/shrink/` (the table of
    /// passes is `shrink/schedule.rs`).
    pub name: &'static str,
    /// How many times the pass ran.
    pub calls: usize,
    /// The scenario runs it spent.
    pub runs: usize,
    /// How many of its calls made progress.
    pub wins: usize,
    /// The instructions it removed, in all.
    pub steps_removed: usize,
}

impl Report {
    /// How the failure was found and shrunk, as comment lines (empty when there is nothing to
    /// say): the seed and scenario of a random run, the length before shrinking and the runs
    /// it took, and whether the shrink budget ran out. It is not part of the report's
    /// [`Display`](fmt::Display), which depends on the failing scenario alone, so that the same
    /// bytes give the same report byte for byte whichever driver ran them; `check` and `main`
    /// print it beside the report.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("bad_abs", args().arg(int::<i8>()).returns(int::<i8>()),
    ///     |x: i8| x.wrapping_abs(), |x: i8| if x < -100 { 0 } else { x.wrapping_abs() });
    /// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
    /// assert!(report.origin().starts_with("// found with MONOLITH_SEED=1 (scenario "));
    /// assert!(!report.to_string().contains("MONOLITH_SEED"));
    /// ```
    pub fn origin(&self) -> String {
        let mut out = String::new();
        if let Some((seed, index)) = self.seed {
            let after = match self.found_in {
                Some(t) => format!(
                    ", after {} scenario{} and {:.2} s",
                    index + 1,
                    if index == 0 { "" } else { "s" },
                    t.as_secs_f64()
                ),
                None => String::new(),
            };
            let jobs = match self.jobs {
                0 | 1 => String::new(),
                n => format!(" MONOLITH_JOBS={n}"),
            };
            out += &format!("// found with MONOLITH_SEED={seed}{jobs} (scenario {index}{after})\n");
        }
        if self.original_steps != self.failure.steps {
            out += &format!(
                "// shrunk from {} steps in {} runs\n",
                self.original_steps, self.shrink_runs
            );
        }
        if self.shrink_exhausted {
            out += "// the shrink budget ran out: raise MONOLITH_SHRINK_ATTEMPTS for a shorter scenario\n";
        }
        if let Some(cap) = self.shrink_timed_out {
            out += &format!(
                "// shrinking stopped at its cap of {} s: raise MONOLITH_SHRINK_SECONDS for a shorter scenario\n",
                cap.as_secs_f64()
            );
        }
        if self.set_aside > 0 {
            out += &format!(
                "// {} failure{} set aside by expect_failure before this one\n",
                self.set_aside,
                if self.set_aside == 1 {
                    " was"
                } else {
                    "s were"
                }
            );
        }
        out
    }

    /// Whether `other` is the same bug as this report, for a run that keeps going: the same
    /// failure ([`Failure::same_as`]), or a failure of the candidate after the same calls, at
    /// least one (counted per operation, in any order), where only the failing call differs,
    /// as when a corrupted state shows on `get` in one scenario and on `len` in another. Two
    /// failures on a first call are two bugs.
    pub(crate) fn same_bug(&self, other: &Report) -> bool {
        self.failure.same_as(&other.failure)
            || (self.failure.kind.blames_candidate()
                && other.failure.kind.blames_candidate()
                && self.calls_before.iter().any(|&n| n > 0)
                && self.calls_before == other.calls_before)
    }
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
        writeln!(f, "// scenario: {} steps", self.failure.steps)?;
        if self.failure.kind == FailureKind::CannotGenerate {
            // Replayed as a fixed input, bytes on which nothing applies end the scenario (a
            // fuzzer's input may well be such bytes): only the endless stream shows this fault.
            writeln!(
                f,
                "// replay: none; the spec cannot generate on an endless random stream, so fix the spec and rerun"
            )?;
        } else {
            writeln!(f, "// replay: MONOLITH_REPLAY={}", self.token)?;
        }
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
        for warning in &self.warnings {
            writeln!(f, "// warning: {warning}")?;
        }
        f.write_str(&self.reproducer)
    }
}

/// The operations whose overflow checks a build without `overflow-checks` (release, by
/// default) does not raise: their panics read "attempt to add with overflow". Division and
/// remainder overflows panic in every build.
const OVERFLOW_CHECKED: [&str; 6] = [
    "add",
    "subtract",
    "multiply",
    "negate",
    "shift left",
    "shift right",
];

/// The warning for a failure whose message is a panic of an overflow check.
pub(crate) fn overflow_warning(failure: &Failure) -> Option<String> {
    let hit = OVERFLOW_CHECKED
        .iter()
        .map(|op| format!("attempt to {op} with overflow"))
        .find(|check| failure.message.contains(check.as_str()))?;
    Some(format!(
        "the panic is an arithmetic overflow check (`{hit}`), which only a build with overflow \
         checks raises: the printed test fails the same way under `cargo test` (a debug \
         build), not under `--release` unless the profile sets `overflow-checks = true`"
    ))
}

//! Run statistics: what a random run did, per operation, per abstract type and by scenario
//! length, so that a spec that never reaches an operation says so.

use std::fmt;

use crate::report::LanguageStats;

/// What a passing run did.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// let mut engine = Engine::new();
/// engine.declare("u8::max", args().arg(int::<u8>()).arg(int::<u8>()).returns(int::<u8>()),
///     |a: u8, b: u8| a.max(b), |a: u8, b: u8| a.max(b));
/// let stats = engine.run_random(&Config::with_seed(1).scenarios(100)).unwrap();
/// assert_eq!(stats.operations[0].name, "u8::max");
/// assert_eq!(stats.operations[0].runs, stats.steps);
/// assert_eq!(stats.lengths.iter().sum::<u64>(), 100);
/// assert!(stats.never_ran().is_empty());
/// println!("{stats}"); // the table
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct Stats {
    /// The seed of a random run.
    pub seed: u64,
    /// Scenarios run.
    pub scenarios: u64,
    /// Instructions run, over all scenarios.
    pub steps: u64,
    /// Per declared operation, in declaration order.
    pub operations: Vec<OperationStats>,
    /// Per abstract type, in declaration order.
    pub live: Vec<LiveStats>,
    /// Failures set aside because they match [`Engine::expect_failure`](crate::Engine::expect_failure).
    pub set_aside: u64,
    /// Scenarios that were too large: the process's memory passed
    /// [`Config::memory_limit`](crate::Config::memory_limit), and the scenario ended there,
    /// not as a failure (see `driver/memory.rs`).
    pub too_large: u64,
    /// The most resident memory, in bytes, seen when a scenario was too large (0 if none was).
    pub peak_too_large: u64,
    /// Scenario lengths in instructions: bucket 0 counts the scenarios of 0 steps, bucket
    /// `k > 0` those of `2^(k-1)` to `2^k - 1` steps (1, 2 to 3, 4 to 7, ...).
    pub lengths: Vec<u64>,
    /// Per language type ([`Grammar`](crate::spec::Grammar)) that generated values in this
    /// run: the values, the refinements' refusals and the grammar's coverage.
    pub languages: Vec<LanguageStats>,
}

/// What one operation did over a run.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct OperationStats {
    /// The operation's name, as declared.
    pub name: String,
    /// How many instructions it ran.
    pub runs: u64,
    /// How often it was chosen but could not be generated: no live value satisfied a handle's
    /// precondition, or a generator (`such_that`, an empty range) rejected.
    pub rejected: u64,
    /// How often its reference declined the step (`back_off`).
    pub backed_off: u64,
    /// How often the engine declined the step because it would grow a value past
    /// [`Generation::size_bound`](crate::engine::Generation::size_bound) (see `env/size.rs`).
    pub bounded: u64,
    /// In how many scenarios that were too large ([`Stats::too_large`]) the values this
    /// operation produced or modified grew the most.
    pub grew: u64,
}

/// The live values of one abstract type over a run.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct LiveStats {
    /// The abstract type's variable prefix.
    pub prefix: String,
    /// The most values bound at the end of one scenario.
    pub max: u64,
    /// The values bound at the end of each scenario, summed (divide by the scenarios for the
    /// mean).
    pub total: u64,
}

impl Stats {
    /// The operations that never ran: a spec that cannot reach them tests nothing there.
    pub fn never_ran(&self) -> Vec<&str> {
        self.operations
            .iter()
            .filter(|o| o.runs == 0)
            .map(|o| o.name.as_str())
            .collect()
    }

    /// A warning for each operation that never ran, and one if scenarios were too large.
    pub fn warnings(&self) -> Vec<String> {
        let mut warnings: Vec<String> = self
            .never_ran()
            .into_iter()
            .map(|name| {
                format!(
                    "warning: `{name}` never ran in {} scenarios: its arguments could never be \
                     generated (declare an operation that creates the values it takes, or \
                     loosen its preconditions)",
                    self.scenarios
                )
            })
            .collect();
        if self.too_large > 0 {
            warnings.push(self.too_large_warning());
        }
        warnings
    }

    /// The warning about scenarios that were too large: how many, and the operations whose
    /// values grew most in them.
    fn too_large_warning(&self) -> String {
        let mut grew: Vec<&OperationStats> =
            self.operations.iter().filter(|o| o.grew > 0).collect();
        grew.sort_by_key(|o| std::cmp::Reverse(o.grew));
        let names: Vec<&str> = grew.iter().map(|o| o.name.as_str()).collect();
        let what = format!(
            "{} of {} scenarios were too large",
            self.too_large, self.scenarios
        );
        super::memory::too_large_warning(&what, self.peak_too_large, &names)
    }

    /// Adds the statistics of another share of the same campaign (a parallel worker's).
    pub(crate) fn merge(&mut self, other: Stats) {
        self.scenarios += other.scenarios;
        self.steps += other.steps;
        self.set_aside += other.set_aside;
        self.too_large += other.too_large;
        self.peak_too_large = self.peak_too_large.max(other.peak_too_large);
        if self.operations.is_empty() {
            self.operations = other.operations;
        } else {
            for (o, p) in self.operations.iter_mut().zip(other.operations) {
                o.runs += p.runs;
                o.rejected += p.rejected;
                o.backed_off += p.backed_off;
                o.bounded += p.bounded;
                o.grew += p.grew;
            }
        }
        if self.live.is_empty() {
            self.live = other.live;
        } else {
            for (l, m) in self.live.iter_mut().zip(other.live) {
                l.max = l.max.max(m.max);
                l.total += m.total;
            }
        }
        if self.lengths.len() < other.lengths.len() {
            self.lengths.resize(other.lengths.len(), 0);
        }
        for (a, b) in self.lengths.iter_mut().zip(other.lengths) {
            *a += b;
        }
        for l in other.languages {
            match self.languages.iter_mut().find(|k| k.name == l.name) {
                Some(k) => {
                    k.drawn += l.drawn;
                    k.refused += l.refused;
                    k.covered = k.covered.max(l.covered);
                }
                None => self.languages.push(l),
            }
        }
    }

    /// Counts a scenario of `steps` instructions in [`lengths`](Self::lengths).
    pub(crate) fn count_length(&mut self, steps: usize) {
        let bucket = match steps {
            0 => 0,
            n => n.ilog2() as usize + 1,
        };
        if self.lengths.len() <= bucket {
            self.lengths.resize(bucket + 1, 0);
        }
        self.lengths[bucket] += 1;
    }
}

/// The steps of length bucket `k`, as `4-7`.
fn bucket(k: usize) -> String {
    match k {
        0 => "0".into(),
        1 => "1".into(),
        k => format!("{}-{}", 1u64 << (k - 1), (1u64 << k) - 1),
    }
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self
            .operations
            .iter()
            .map(|o| o.name.len())
            .chain([9])
            .max()
            .unwrap_or(9);
        writeln!(
            f,
            "{:<width$}  {:>10}  {:>10}  {:>10}",
            "operation", "runs", "rejected", "backed off"
        )?;
        for o in &self.operations {
            writeln!(
                f,
                "{:<width$}  {:>10}  {:>10}  {:>10}",
                o.name, o.runs, o.rejected, o.backed_off
            )?;
        }
        for l in &self.live {
            let mean = l.total as f64 / self.scenarios.max(1) as f64;
            writeln!(
                f,
                "live values of `{}`: {mean:.1} at the end of a scenario on average, {} at most",
                l.prefix, l.max
            )?;
        }
        let lengths: Vec<String> = self
            .lengths
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(k, n)| format!("{}: {n}", bucket(k)))
            .collect();
        writeln!(
            f,
            "scenario lengths (steps: scenarios): {}",
            lengths.join(", ")
        )?;
        for l in &self.languages {
            let tried = (l.drawn + l.refused).max(1);
            writeln!(
                f,
                "language `{}`: {} values, {:.1}% refused by refinements, {} of {} grammar items covered",
                l.name,
                l.drawn,
                100.0 * l.refused as f64 / tried as f64,
                l.covered,
                l.items
            )?;
        }
        if self.set_aside > 0 {
            writeln!(
                f,
                "failures set aside by expect_failure: {}",
                self.set_aside
            )?;
        }
        let bounded: Vec<String> = self
            .operations
            .iter()
            .filter(|o| o.bounded > 0)
            .map(|o| format!("`{}` {}", o.name, o.bounded))
            .collect();
        if !bounded.is_empty() {
            writeln!(
                f,
                "steps declined by the size bound (they would have grown a value past it): {}",
                bounded.join(", ")
            )?;
        }
        for warning in self.warnings() {
            writeln!(f, "{warning}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_are_counted_in_powers_of_two() {
        let mut s = Stats::default();
        for n in [0, 1, 2, 3, 4, 7, 8, 100] {
            s.count_length(n);
        }
        assert_eq!(s.lengths, [1, 1, 2, 2, 1, 0, 0, 1]);
        assert_eq!(bucket(3), "4-7");
    }
}

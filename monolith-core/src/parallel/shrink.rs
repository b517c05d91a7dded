//! Shrinking a parallel failure: byte edits over the scenario's buffer, kept when the smaller
//! scenario still fails the same way within a bounded number of rounds.
//!
//! The edits, to a fixed point: delete runs of calls within the prefix or one thread's suffix,
//! halving their length down to two (a long suffix, hundreds of calls, is cut in a few
//! attempts, not one attempt per call), delete one call's span (`scenario.rs` records them),
//! delete runs of 8, 4, 2 and 1 bytes, and lower each byte (to 0, else by bisection). "Smaller" is
//! fewer calls, then fewer bytes, then smaller bytes, as in the sequential shrinker. A race
//! shows itself in some rounds only, so a run that does not fail within its rounds says little:
//! the shrink is bounded by a number of attempts, each of at most as many rounds as
//! [`Rate::confirm_rounds`] gives from the failure's measured rate, and by [`ROUNDS`] over all
//! of them.

/// What a failing run of a buffer says.
pub(crate) trait Failing {
    /// Whether `other` fails the same way.
    fn same_as(&self, other: &Self) -> bool;
    /// How many calls its scenario makes.
    fn calls(&self) -> usize;
    /// The byte span of each call.
    fn spans(&self) -> &[std::ops::Range<usize>];
}

/// The rounds a shrink runs at most, over all its attempts, its measurement included: a few
/// seconds on a 2-core machine.
pub(crate) const ROUNDS: u64 = 200_000;

/// The most rounds a shrink attempt runs: a smaller scenario is kept when it fails within
/// them (see [`Rate::confirm_rounds`]).
pub(crate) const CONFIRM_MAX: u64 = 20_000;

/// The failures the measurement of a failure's rate waits for, beyond the one found.
pub(crate) const MEASURED: usize = 4;

/// The rounds the measurement runs at most, over its runs.
pub(crate) const MEASURE_ROUNDS: u64 = ROUNDS / 10;

/// How often a scenario fails: runs from round 1, each until its first failure or a cap, as a
/// shrink attempt runs. The campaign's run is the first.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Rate {
    /// Runs.
    pub runs: u64,
    /// Runs that failed.
    pub failures: u64,
    /// Rounds over all runs.
    pub rounds: u64,
}

impl Rate {
    /// Measures the rate of a scenario that failed in round `took`: `run(cap)` runs it from
    /// round 1 for at most `cap` rounds and gives the rounds it ran and whether it failed. It
    /// is run until [`MEASURED`] more failures, or [`MEASURE_ROUNDS`] rounds over all runs.
    pub fn measure(took: u64, mut run: impl FnMut(u64) -> (u64, bool)) -> Rate {
        let mut rate = Rate {
            runs: 1,
            failures: 1,
            rounds: took,
        };
        for _ in 0..MEASURED {
            // The rounds of the measurement's own runs, the campaign's not counted.
            let spent = rate.rounds - took;
            if spent >= MEASURE_ROUNDS {
                break;
            }
            let (ran, failed) = run(MEASURE_ROUNDS - spent);
            rate.runs += 1;
            rate.rounds += ran;
            rate.failures += u64::from(failed);
        }
        rate
    }

    /// The mean rounds to a failure.
    pub fn mean(&self) -> u64 {
        self.rounds.div_ceil(self.failures.max(1))
    }

    /// The rounds an attempt runs at most: four times the mean rounds to a failure, within
    /// 200 to [`CONFIRM_MAX`]. A smaller scenario that fails as often as this one is then missed
    /// once in about 55 attempts (`e^-4`), as rounds to a first failure are near geometric.
    pub fn confirm_rounds(&self) -> u64 {
        self.mean().saturating_mul(4).clamp(200, CONFIRM_MAX)
    }
}

/// The sections of a scenario, as ranges of indices into `spans`: runs of calls whose spans
/// follow each other. A section's calls are drawn back to back, and a byte that is no call's
/// (the prefix's last continuation byte, a suffix's header) lies between two sections.
fn groups(spans: &[std::ops::Range<usize>]) -> Vec<std::ops::Range<usize>> {
    let mut out: Vec<std::ops::Range<usize>> = Vec::new();
    for (i, span) in spans.iter().enumerate() {
        match out.last_mut() {
            Some(last) if spans[i - 1].end == span.start => last.end = i + 1,
            _ => out.push(i..i + 1),
        }
    }
    out
}

/// The smallest buffer found, what it does, and how many buffers were run.
pub(crate) struct Shrunk<F> {
    pub bytes: Vec<u8>,
    pub failure: F,
    pub attempts: usize,
}

/// Shrinks `bytes`, which fails as `failure`; `run` runs a buffer and gives its failure (and
/// the bytes it read), if it fails.
pub(crate) fn shrink<F: Failing>(
    bytes: Vec<u8>,
    failure: F,
    attempts: usize,
    mut run: impl FnMut(&[u8]) -> Option<(F, usize)>,
) -> Shrunk<F> {
    let mut best = Shrunk {
        bytes,
        failure,
        attempts: 0,
    };
    let key = |calls: usize, b: &[u8]| (calls, b.len(), b.to_vec());
    let mut tried = std::collections::HashSet::new();
    let mut consider = |best: &mut Shrunk<F>, candidate: Vec<u8>| -> bool {
        if best.attempts >= attempts || !tried.insert(candidate.clone()) {
            return false;
        }
        best.attempts += 1;
        match run(&candidate) {
            Some((f, read)) if f.same_as(&best.failure) => {
                let cut = candidate[..read.min(candidate.len())].to_vec();
                if key(f.calls(), &cut) < key(best.failure.calls(), &best.bytes) {
                    best.bytes = cut;
                    best.failure = f;
                    return true;
                }
                false
            }
            _ => false,
        }
    };
    loop {
        let before = key(best.failure.calls(), &best.bytes);
        // Delete runs of calls within a section (the prefix, a suffix), the last first,
        // halving their length.
        let mut width = groups(best.failure.spans())
            .iter()
            .map(|g| g.len() / 2)
            .max()
            .unwrap_or(0);
        while width >= 2 {
            let mut g = groups(best.failure.spans()).len();
            while g > 0 {
                g -= 1;
                // Recomputed after each deletion that is kept.
                let mut end = groups(best.failure.spans())
                    .get(g)
                    .map_or(0, |group| group.end);
                loop {
                    let spans = best.failure.spans();
                    let Some(group) = groups(spans).get(g).cloned() else {
                        break;
                    };
                    end = end.min(group.end);
                    if end < group.start + width {
                        break;
                    }
                    let bytes = spans[end - width].start..spans[end - 1].end;
                    if bytes.end > best.bytes.len() {
                        end -= 1;
                        continue;
                    }
                    let mut b = best.bytes.clone();
                    b.drain(bytes);
                    // Kept or not, the run before this one is next (a kept deletion shifts
                    // the later calls' indices, not the earlier ones').
                    consider(&mut best, b);
                    end -= width;
                }
            }
            width /= 2;
        }
        // Delete calls, the last first.
        let mut i = best.failure.spans().len();
        while i > 0 {
            i -= 1;
            let Some(span) = best.failure.spans().get(i).cloned() else {
                continue;
            };
            if span.end > best.bytes.len() {
                continue;
            }
            let mut b = best.bytes.clone();
            b.drain(span);
            consider(&mut best, b);
        }
        // Delete runs of bytes.
        for width in [8, 4, 2, 1] {
            let mut at = 0;
            while at + width <= best.bytes.len() {
                let mut b = best.bytes.clone();
                b.drain(at..at + width);
                if !consider(&mut best, b) {
                    at += 1;
                }
            }
        }
        // Lower bytes: to 0, else to the least value that still fails, by bisection (a
        // byte that must stay above a threshold, as a continuation byte, gets there in a
        // few runs, not one run per step down).
        for at in 0..best.bytes.len() {
            let mut with = |best: &mut Shrunk<F>, v: u8| {
                let mut b = best.bytes.clone();
                b[at] = v;
                consider(best, b)
            };
            if at >= best.bytes.len() || best.bytes[at] == 0 || with(&mut best, 0) {
                continue;
            }
            let (mut lo, mut hi) = (0u8, best.bytes[at]);
            while hi - lo > 1 && at < best.bytes.len() {
                let mid = lo + (hi - lo) / 2;
                if with(&mut best, mid) {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
        }
        if key(best.failure.calls(), &best.bytes) == before || best.attempts >= attempts {
            return best;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_attempt_runs_four_times_the_measured_mean() {
        // Found in round 10, then failing in rounds 30, 50, 70 and 90: a mean of 50.
        let mut runs = [30, 50, 70, 90].into_iter();
        let rate = Rate::measure(10, |_| (runs.next().unwrap(), true));
        assert_eq!(
            rate,
            Rate {
                runs: 5,
                failures: 5,
                rounds: 250
            }
        );
        assert_eq!(rate.confirm_rounds(), 200);
        // A race seen once in 20,000 rounds: one attempt of 20,000 at most.
        let rare = Rate::measure(1_000, |cap| (cap, false));
        assert_eq!(rare.rounds, 1_000 + MEASURE_ROUNDS);
        assert_eq!(rare.confirm_rounds(), 20_000);
    }

    #[test]
    fn sections_are_runs_of_adjoining_spans() {
        // A prefix of two calls, its last continuation byte (5), then a suffix's header (6)
        // and its three calls.
        let spans = [0..2, 2..5, 7..9, 9..10, 10..12];
        assert_eq!(groups(&spans), vec![0..2, 2..5]);
        assert_eq!(groups(&[]), Vec::<std::ops::Range<usize>>::new());
    }

    /// A failure that needs the byte 9 somewhere: every call is a byte of its own.
    struct Needs9(Vec<std::ops::Range<usize>>);

    impl Failing for Needs9 {
        fn same_as(&self, _: &Self) -> bool {
            true
        }
        fn calls(&self) -> usize {
            self.0.len()
        }
        fn spans(&self) -> &[std::ops::Range<usize>] {
            &self.0
        }
    }

    fn run(b: &[u8]) -> Option<(Needs9, usize)> {
        b.contains(&9)
            .then(|| (Needs9((0..b.len()).map(|i| i..i + 1).collect()), b.len()))
    }

    #[test]
    fn a_long_section_is_cut_in_few_attempts() {
        let mut bytes = vec![1u8; 300];
        bytes[200] = 9;
        let failure = run(&bytes).unwrap().0;
        let shrunk = shrink(bytes, failure, 1_000, run);
        assert_eq!(shrunk.bytes, [9]);
        // Halving cuts 300 calls to a handful in about two attempts per halving, where one
        // attempt per call would take 300.
        assert!(shrunk.attempts < 40, "{} attempts", shrunk.attempts);
    }
}

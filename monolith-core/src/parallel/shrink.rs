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
//! [`confirm_rounds`] gives, and by [`ROUNDS`] over all of them.

/// What a failing run of a buffer says.
pub(crate) trait Failing {
    /// Whether `other` fails the same way.
    fn same_as(&self, other: &Self) -> bool;
    /// How many calls its scenario makes.
    fn calls(&self) -> usize;
    /// The byte span of each call.
    fn spans(&self) -> &[std::ops::Range<usize>];
}

/// The rounds a shrink runs at most, over all its attempts: a few seconds on a 2-core
/// machine.
pub(crate) const ROUNDS: u64 = 200_000;

/// The rounds an attempt runs at most: eight times the rounds the failure took, within 200
/// to 20,000.
pub(crate) fn confirm_rounds(took: u64) -> u64 {
    took.saturating_mul(8).clamp(200, 20_000)
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

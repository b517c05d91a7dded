//! Shrinking a parallel failure: byte edits over the scenario's buffer, kept when the smaller
//! scenario still fails the same way within a bounded number of rounds.
//!
//! The edits, to a fixed point: delete one call's span (`scenario.rs` records them), delete
//! runs of 8, 4, 2 and 1 bytes, and lower each byte (to 0, else by bisection). "Smaller" is
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

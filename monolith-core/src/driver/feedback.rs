//! Feedback-guided random mode: what coverage gives libFuzzer, without instrumentation.
//!
//! Random mode keeps a small corpus of the scenarios that did something *new*, and spends half
//! its budget on mutations of them. "New" is read from what the engine already sees, never from
//! the candidate's code:
//!
//! * an operation whose result has a new *shape* (a `Some` where there were only `None`s, an
//!   `Err`, a vector of a new length bucket) or that touched a value of a new *depth* (how many
//!   operations built it: 1, 2, ..., 15, then powers of two);
//! * a new value of a user's [signature](crate::spec::AbstractType::signature) of the reference
//!   state, after IJON's annotations;
//! * a new maximum of a user's [target](crate::spec::AbstractType::target), after Hypothesis's
//!   `target()`.
//!
//! The depth signal needs no annotation and is what drives one value through dozens of
//! operations: a scenario that first builds a value of depth 9 is kept, and its mutations
//! (extended, spliced, with an instruction repeated) go deeper.
//!
//! Mutations act on the recorded bytes of a kept scenario, then hand out fresh random bytes for
//! as long as the scenario asks, so every scenario, mutated or not, is still a byte buffer that
//! replays, shrinks and prints the same way. The mutation choices come from their own ChaCha8
//! stream of the run's seed: the same seed gives the same run, byte for byte.

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::hash::mix;

/// Sets a mutated scenario's length byte to 0 (the full fuel), so it can grow past its parent.
fn full_length(bytes: &mut [u8]) {
    if let Some(b) = bytes.first_mut() {
        *b = 0;
    }
}

/// The most scenarios the corpus keeps; a new one then replaces a random one.
const CORPUS: usize = 256;
/// The feature map: one bit per feature hash bucket.
const MAP_BITS: usize = 1 << 16;

/// A kept scenario: its bytes and where its instructions start.
struct Entry {
    bytes: Vec<u8>,
    starts: Vec<usize>,
}

/// The corpus, the features seen so far, and the mutation stream.
pub(crate) struct Feedback {
    seen: Vec<u64>,
    corpus: Vec<Entry>,
    best_target: u64,
    rng: ChaCha8Rng,
    /// Scenarios kept, for the progress line and the tests.
    pub kept: u64,
    /// The feature counts of the scenario being observed: `(feature, count)`, count 0 when
    /// empty; emptied after each observation.
    table: Vec<(u64, u64)>,
    /// The entries of `table` in use.
    used: Vec<usize>,
}

impl Feedback {
    /// An empty corpus for the run of `seed`.
    pub fn new(seed: u64) -> Feedback {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // A stream no scenario uses (scenarios use streams 0, 1, 2, ...).
        rng.set_stream(u64::MAX);
        Feedback {
            seen: vec![0; MAP_BITS / 64],
            corpus: Vec::new(),
            best_target: 0,
            rng,
            kept: 0,
            table: Vec::new(),
            used: Vec::new(),
        }
    }

    fn below(&mut self, n: usize) -> usize {
        (self.rng.next_u64() % n.max(1) as u64) as usize
    }

    /// The bytes to start the next scenario with, written into `bytes` (emptied first): `false`,
    /// and nothing written, for a fresh random scenario (every other scenario, and all of them
    /// while the corpus is empty), `true` for a mutation of a kept one. The buffer is the
    /// caller's, so that a run allocates none per scenario.
    pub fn next_prefix(&mut self, bytes: &mut Vec<u8>) -> bool {
        bytes.clear();
        if self.corpus.is_empty() || self.rng.next_u32() & 1 == 0 {
            return false;
        }
        let e = self.below(self.corpus.len());
        bytes.extend_from_slice(&self.corpus[e].bytes);
        // The kept entry's instruction starts, read in place (`self.below` borrows the
        // generator): `starts!()` is that slice.
        macro_rules! starts {
            () => {
                self.corpus[e].starts
            };
        }
        match self.below(7) {
            // Reroll the tail: keep the instructions that built the state, from half of them to
            // all, and draw the rest afresh, so the state is probed many ways.
            6 if !starts!().is_empty() => {
                let n = starts!().len();
                let k = n / 2 + self.below(n - n / 2 + 1);
                bytes.truncate(starts!().get(k).copied().unwrap_or(bytes.len()));
            }
            // Extend: the full fuel, then fresh instructions after the kept ones.
            0 => full_length(bytes),
            // Extend with every operation enabled: a scenario whose swarm plan disabled the
            // operation that would observe the state it reached gets to call it.
            5 => {
                if let Some(b) = bytes.get_mut(1) {
                    *b = 0;
                }
                full_length(bytes);
            }
            // Repeat one instruction a few times: a mutation applied again goes deeper.
            1 if !starts!().is_empty() => {
                let k = self.below(starts!().len());
                let (lo, hi) = chunk(&starts!(), k, bytes.len());
                let times = 1 + self.below(8);
                let piece = bytes[lo..hi].to_vec();
                for _ in 0..times {
                    bytes.splice(hi..hi, piece.iter().copied());
                }
                full_length(bytes);
            }
            // Splice: this scenario's first instructions, then another's last ones.
            2 if self.corpus.len() > 1 && !starts!().is_empty() => {
                let o = self.below(self.corpus.len());
                let at = self.below(starts!().len());
                let cut = starts!()[at];
                let j = self.below(self.corpus[o].starts.len());
                let other = &self.corpus[o];
                let from = other.starts.get(j).copied().unwrap_or(other.bytes.len());
                bytes.truncate(cut);
                bytes.extend_from_slice(&other.bytes[from.min(other.bytes.len())..]);
                full_length(bytes);
            }
            // Delete one instruction.
            3 if starts!().len() > 1 => {
                let k = self.below(starts!().len());
                let (lo, hi) = chunk(&starts!(), k, bytes.len());
                bytes.drain(lo..hi);
            }
            // Change a few bytes: a random value, a neighbour, or the simplest.
            _ => {
                for _ in 0..1 + self.below(4) {
                    if bytes.is_empty() {
                        break;
                    }
                    let at = self.below(bytes.len());
                    let r = self.rng.next_u32();
                    bytes[at] = match r % 4 {
                        0 => 0,
                        1 => bytes[at].wrapping_add(1),
                        2 => bytes[at].wrapping_sub(1),
                        _ => (r >> 8) as u8,
                    };
                }
            }
        }
        true
    }

    /// Doubles the feature table, keeping the counts held.
    #[cold]
    fn grow(&mut self) {
        let size = 2 * self.table.len().max(32);
        let old = std::mem::replace(&mut self.table, vec![(0, 0); size]);
        let mask = self.table.len() - 1;
        for i in &mut self.used {
            let (f, n) = old[*i];
            let mut j = slot_of(f, mask);
            while self.table[j].1 != 0 {
                j = (j + 1) & mask;
            }
            self.table[j] = (f, n);
            *i = j;
        }
    }

    /// Records what a passing scenario did; keeps it when it did something new. Each feature
    /// counts with how often the scenario had it, bucketed as AFL buckets hit counts (1, 2, 3,
    /// 4 to 7, 8 to 15, ...): a scenario whose `cancel` returned `true` eight times is new even
    /// when others saw `true` once.
    pub fn observe(&mut self, bytes: &[u8], starts: &[usize], features: &[u64], target: u64) {
        let mut new = target > self.best_target;
        self.best_target = self.best_target.max(target);
        // Count each distinct feature in an open-addressing table (no sort: a scenario has a
        // feature or two per step); the order in which features are then looked up does not
        // matter, as they only set bits.
        if self.table.is_empty() {
            self.table = vec![(0, 0); 64];
        }
        self.used.clear();
        for &f in features {
            // At most half full: the table grows with the distinct features, not their number.
            if self.used.len() * 2 >= self.table.len() {
                self.grow();
            }
            let mask = self.table.len() - 1;
            let mut i = slot_of(f, mask);
            loop {
                let entry = &mut self.table[i];
                if entry.1 == 0 {
                    *entry = (f, 1);
                    self.used.push(i);
                    break;
                }
                if entry.0 == f {
                    entry.1 += 1;
                    break;
                }
                i = (i + 1) & mask;
            }
        }
        for &i in &self.used {
            let (feature, n) = std::mem::take(&mut self.table[i]);
            let bucket = if n < 4 { n } else { 2 + u64::from(n.ilog2()) };
            let bit = (mix(&[feature, bucket]) >> 48) as usize;
            let (word, mask) = (bit / 64, 1u64 << (bit % 64));
            if self.seen[word] & mask == 0 {
                self.seen[word] |= mask;
                new = true;
            }
        }
        if !new || starts.is_empty() {
            return;
        }
        self.kept += 1;
        let entry = Entry {
            bytes: bytes.to_vec(),
            starts: starts.to_vec(),
        };
        if self.corpus.len() < CORPUS {
            self.corpus.push(entry);
        } else {
            let k = self.below(CORPUS);
            self.corpus[k] = entry;
        }
    }
}

/// Where the feature table of size `mask + 1` (a power of two) first looks for `feature`.
#[inline]
fn slot_of(feature: u64, mask: usize) -> usize {
    (feature.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as usize & mask
}

/// The byte range of instruction `k`.
fn chunk(starts: &[usize], k: usize, len: usize) -> (usize, usize) {
    (
        starts[k],
        starts.get(k + 1).copied().unwrap_or(len).min(len),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_only_what_is_new_and_mutates_deterministically() {
        let mut a = Feedback::new(5);
        assert!(!a.next_prefix(&mut Vec::new()));
        a.observe(&[0, 0, 1, 2, 3, 4], &[2, 4], &[1 << 50], 0);
        a.observe(&[0, 0, 9, 9], &[2], &[1 << 50], 0);
        assert_eq!(a.kept, 1);
        a.observe(&[0, 0, 9, 9], &[2], &[], 7);
        assert_eq!(a.kept, 2);
        // The same feature, more often: new.
        a.observe(&[0, 0, 9, 9], &[2], &[1 << 50; 9], 0);
        assert_eq!(a.kept, 3);
        let mut b = Feedback::new(5);
        b.observe(&[0, 0, 1, 2, 3, 4], &[2, 4], &[1 << 50], 0);
        b.observe(&[0, 0, 9, 9], &[2], &[], 7);
        b.observe(&[0, 0, 9, 9], &[2], &[1 << 50; 9], 0);
        let prefixes = |f: &mut Feedback| -> Vec<Option<Vec<u8>>> {
            let mut bytes = Vec::new();
            (0..50)
                .map(|_| f.next_prefix(&mut bytes).then(|| bytes.clone()))
                .collect()
        };
        let (xs, ys) = (prefixes(&mut a), prefixes(&mut b));
        assert_eq!(xs, ys);
        assert!(xs.iter().any(Option::is_some) && xs.iter().any(Option::is_none));
    }

    #[test]
    fn counts_many_distinct_features_as_a_sort_would() {
        // Features and their counts, beyond the table's first size: the same bits as counting
        // the runs of the sorted features.
        let features: Vec<u64> = (0..5_000u64).map(|i| (i * 7919) % 1_300).collect();
        let mut a = Feedback::new(1);
        a.observe(&[0], &[0], &features, 0);
        let mut sorted = features.clone();
        sorted.sort_unstable();
        let mut seen = vec![0u64; MAP_BITS / 64];
        for run in sorted.chunk_by(|a, b| a == b) {
            let n = run.len() as u64;
            let bucket = if n < 4 { n } else { 2 + u64::from(n.ilog2()) };
            let bit = (mix(&[run[0], bucket]) >> 48) as usize;
            seen[bit / 64] |= 1 << (bit % 64);
        }
        assert_eq!(a.seen, seen);
        assert!(a.table.iter().all(|&(_, n)| n == 0));
    }
}

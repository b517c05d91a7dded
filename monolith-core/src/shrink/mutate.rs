//! The last pass: a bounded random search around the best buffer, for the minima that no single
//! structured edit reaches.
//!
//! The deterministic passes stop where every *single* edit (and the pairs some of them try,
//! such as [`fuse`](super::operations::fuse)'s operation change with a deletion) fails. Some
//! scenarios are longer than the minimum only because two or three edits must go together and
//! no pass pairs them: a value that must lose a call while a byte elsewhere moves with it (a
//! B-tree whose keys must also change order has its own pass,
//! [`delete_and_shuffle`](super::shuffle::delete_and_shuffle)). This pass stacks one to four
//! random edits at the level of instructions (delete, duplicate, copy over, swap, change the
//! operation with a choice among live values inserted or removed) and of bytes (replace,
//! insert, delete, copy a byte from elsewhere, step by one), and keeps the result only if it is
//! simpler and fails the same way, as every pass does.
//!
//! Its randomness is seeded by the best buffer's bytes, so shrinking stays deterministic. It
//! spends in proportion to what it has gained: a sixteenth of the runs the shrink has spent so
//! far, doubled for each win it had in this shrink (from [`MUTANTS_AT_LEAST`] to [`MUTANTS`]),
//! per call, and only on scenarios of at most [`MUTATED`] instructions, once every other pass
//! is done: after a win every pass wakes and the round starts again from the cheap passes,
//! which tidy up what the random edit left. (A quarter of the runs, whatever the gain, cost
//! 8.9% of all shrink runs over the shrink benchmark, and this 4.3%, for the same minima:
//! `docs/benchmarks.md`. The floor of 32 runs keeps the random edits that sort the characters
//! of a refined grammar's string, `"qaa"` into `"aaq"`, which no structured pass does yet
//! (`monolith-core/tests/api/shrink_refused.rs`); a floor of 64 spent a tenth of the runs
//! that prove a three-step scenario minimal.)

use crate::source::spans::{header, HEADER};
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{fingerprint, Shrinker};

/// The most runs one call of [`mutate`] spends.
pub(crate) const MUTANTS: usize = 2_000;

/// The fewest runs one call of [`mutate`] may spend; between this and [`MUTANTS`], a call
/// spends a sixteenth of the runs the shrink has spent so far, doubled for each of its wins: a
/// failure that shrank in a few hundred runs is not worth thousands of random ones, a deep one
/// is, and so is one where random edits have paid.
pub(crate) const MUTANTS_AT_LEAST: usize = 32;

/// The most instructions a scenario may have for [`mutate`].
pub(crate) const MUTATED: usize = 24;

/// Proposes random variants of the best buffer (a sixteenth of the runs spent so far, doubled
/// for each earlier win, from [`MUTANTS_AT_LEAST`] to [`MUTANTS`]), each one to four stacked
/// edits; returns at the first that is simpler and fails the same way.
pub(crate) fn mutate(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > MUTATED || s.best.starts.is_empty() {
        return false;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(fingerprint(&s.best.bytes, &[]));
    let ops = s.operations().clamp(1, 256) as u32;
    // The integers of a long collection are lowered by value (`lower_elements`), not here.
    let bulk: Vec<bool> = (0..s.best.bytes.len())
        .map(|i| super::values::in_many_elements(s, i))
        .collect();
    // In proportion to the runs spent, and to what the random search has gained in this
    // shrink: each of its wins doubles it.
    let wins = s
        .passes
        .iter()
        .find(|p| p.name == "mutate")
        .map_or(0, |p| p.wins.min(8));
    let budget = ((s.runs / 16) << wins).clamp(MUTANTS_AT_LEAST, MUTANTS);
    for _ in 0..budget {
        if s.exhausted() {
            return false;
        }
        let mut b = Mutant::new(s.best.bytes.clone(), s.best.starts.clone());
        let edits = 1 + below(&mut rng, 4);
        for _ in 0..edits {
            b.edit(&mut rng, ops, &bulk);
        }
        if b.bytes != s.best.bytes && s.consider(&b.bytes) {
            return true;
        }
    }
    false
}

/// A uniform draw in `0..n` (`n > 0`).
pub(super) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// A buffer being edited, with the instruction starts it had (kept roughly up to date, so
/// that stacked edits still land on instruction boundaries most of the time).
struct Mutant {
    bytes: Vec<u8>,
    starts: Vec<usize>,
}

impl Mutant {
    /// `bytes`, with the starts of its instructions (in order; those past the end are taken
    /// as the end).
    fn new(bytes: Vec<u8>, mut starts: Vec<usize>) -> Mutant {
        for s in &mut starts {
            *s = (*s).min(bytes.len());
        }
        Mutant { bytes, starts }
    }

    /// The byte range of instruction `i`.
    fn chunk(&self, i: usize) -> (usize, usize) {
        let lo = self.starts[i].min(self.bytes.len());
        let hi = self
            .starts
            .get(i + 1)
            .copied()
            .unwrap_or(self.bytes.len())
            .clamp(lo, self.bytes.len());
        (lo, hi)
    }

    /// Recomputes the starts after `len` bytes were inserted (positive) or removed (negative)
    /// at `at`.
    fn shift(&mut self, at: usize, delta: isize) {
        for s in &mut self.starts {
            if *s > at {
                *s = s.saturating_add_signed(delta);
            }
        }
    }

    /// Makes one random edit; the byte edits leave alone the positions that `fixed` marks.
    fn edit(&mut self, rng: &mut ChaCha8Rng, ops: u32, fixed: &[bool]) {
        let n = self.starts.len();
        let len = self.bytes.len();
        if n == 0 || len == 0 {
            return;
        }
        let first = self.starts[0].min(len);
        // The byte edits keep to the instructions, after the scenario's plan.
        let kind = below(rng, 10);
        if kind >= 5 && kind != 7 && first == len {
            return;
        }
        let fixed = |at: usize| fixed.get(at).copied().unwrap_or(false);
        match kind {
            // Delete an instruction.
            0 => {
                let i = below(rng, n);
                let (lo, hi) = self.chunk(i);
                self.bytes.drain(lo..hi);
                self.starts.remove(i);
                self.shift(lo, -((hi - lo) as isize));
            }
            // Copy an instruction over another.
            1 => {
                let (i, j) = (below(rng, n), below(rng, n));
                let (lo, hi) = self.chunk(i);
                let (tlo, thi) = self.chunk(j);
                let copy = self.bytes[lo..hi].to_vec();
                let delta = copy.len() as isize - (thi - tlo) as isize;
                self.bytes.splice(tlo..thi, copy);
                self.shift(tlo, delta);
            }
            // Duplicate an instruction before another.
            2 => {
                let (i, j) = (below(rng, n), below(rng, n));
                let (lo, hi) = self.chunk(i);
                let (at, _) = self.chunk(j);
                let copy = self.bytes[lo..hi].to_vec();
                self.bytes.splice(at..at, copy);
                for s in &mut self.starts[j..] {
                    *s += hi - lo;
                }
                self.starts.insert(j, at);
            }
            // Swap two instructions.
            3 => {
                let (i, j) = (below(rng, n), below(rng, n));
                let (i, j) = (i.min(j), i.max(j));
                if i == j {
                    return;
                }
                let (ilo, ihi) = self.chunk(i);
                let (jlo, jhi) = self.chunk(j);
                if ihi > jlo {
                    return;
                }
                let mut b = self.bytes[..ilo].to_vec();
                b.extend_from_slice(&self.bytes[jlo..jhi]);
                b.extend_from_slice(&self.bytes[ihi..jlo]);
                b.extend_from_slice(&self.bytes[ilo..ihi]);
                b.extend_from_slice(&self.bytes[jhi..]);
                self.bytes = b;
            }
            // Give an instruction another operation, and maybe a choice among live values
            // after it (or one fewer).
            4 => {
                let i = below(rng, n);
                let (lo, hi) = self.chunk(i);
                if hi < lo + HEADER {
                    return;
                }
                let op = below(rng, ops as usize) as u8;
                self.bytes[lo..lo + HEADER].copy_from_slice(&header(op));
                match below(rng, 3) {
                    0 => {
                        let pick = [0, 128][below(rng, 2)];
                        self.bytes.insert(lo + HEADER, pick);
                        self.shift(lo + HEADER, 1);
                    }
                    1 if hi > lo + HEADER => {
                        self.bytes.remove(lo + HEADER);
                        self.shift(lo + HEADER, -1);
                    }
                    _ => {}
                }
            }
            // Replace a byte: with a random one, one from elsewhere, or one step away.
            5 | 6 => {
                let at = first + below(rng, len - first);
                if fixed(at) {
                    return;
                }
                self.bytes[at] = match below(rng, 3) {
                    0 => rng.next_u32() as u8,
                    1 => self.bytes[below(rng, len)],
                    _ => self.bytes[at].wrapping_add([1, 255][below(rng, 2)]),
                };
            }
            // Insert a byte.
            7 => {
                let at = first + below(rng, len - first + 1);
                if fixed(at) {
                    return;
                }
                let byte = [0, 128, rng.next_u32() as u8][below(rng, 3)];
                self.bytes.insert(at, byte);
                self.shift(at, 1);
            }
            // Delete a byte.
            8 => {
                let at = first + below(rng, len - first);
                if fixed(at) {
                    return;
                }
                self.bytes.remove(at);
                self.shift(at, -1);
            }
            // Copy a run of bytes over another place.
            _ => {
                let from = below(rng, len);
                let to = first + below(rng, len - first);
                let k = 1 + below(rng, 4.min(len - from).min(len - to));
                if (to..to + k).any(fixed) {
                    return;
                }
                let copy = self.bytes[from..from + k].to_vec();
                self.bytes[to..to + k].copy_from_slice(&copy);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stacked edits never panic and keep the starts in order, whatever the buffer and starts.
    #[test]
    fn edits_never_panic_on_any_buffer() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for _ in 0..20_000 {
            let len = below(&mut rng, 40);
            let bytes: Vec<u8> = (0..len).map(|_| rng.next_u32() as u8).collect();
            let n = below(&mut rng, 8);
            let mut starts: Vec<usize> = (0..n).map(|_| below(&mut rng, len + 3)).collect();
            starts.sort_unstable();
            let mut m = Mutant::new(bytes, starts);
            for _ in 0..4 {
                let ops = 1 + below(&mut rng, 12) as u32;
                m.edit(&mut rng, ops, &[]);
                assert!(m.starts.windows(2).all(|w| w[0] <= w[1]), "{:?}", m.starts);
            }
        }
    }
}

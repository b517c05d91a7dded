//! The shrink passes, and the loop that runs them to a fixed point.
//!
//! Each pass proposes simpler buffers to [`Shrinker::consider`]; whether a pass makes progress
//! depends only on the buffer, so shrinking is deterministic. Passes walk from the end of the
//! buffer to its start, so that the positions still to visit stay valid as the buffer shrinks.

use super::Shrinker;

/// A named pass.
pub(crate) struct ShrinkPass {
    pub name: &'static str,
    pub run: fn(&mut Shrinker<'_>) -> bool,
}

/// The passes, in order.
pub(crate) const PASSES: &[ShrinkPass] = &[
    ShrinkPass {
        name: "delete_instructions",
        run: delete_instructions,
    },
    ShrinkPass {
        name: "delete_and_realign",
        run: delete_and_realign,
    },
    ShrinkPass {
        name: "zero_instructions",
        run: zero_instructions,
    },
    ShrinkPass {
        name: "minimise_bytes",
        run: minimise_bytes,
    },
    ShrinkPass {
        name: "delete_bytes",
        run: delete_bytes,
    },
];

/// Runs the passes until a whole round makes no progress or the budget is spent. After a pass
/// makes progress, the round restarts from the first pass, which is the cheapest and the most
/// effective.
pub(crate) fn fixate(s: &mut Shrinker<'_>) {
    'round: while !s.exhausted() {
        for pass in PASSES {
            if (pass.run)(s) {
                let _ = pass.name;
                continue 'round;
            }
        }
        break;
    }
}

/// The byte ranges of the instructions of the best buffer.
fn chunks(s: &Shrinker<'_>) -> Vec<(usize, usize)> {
    let starts = &s.best.starts;
    let len = s.best.bytes.len();
    (0..starts.len())
        .map(|i| (starts[i], starts.get(i + 1).copied().unwrap_or(len)))
        .collect()
}

/// Deletes runs of `k` adjacent instructions, for `k` from 4 down to 1, from the last
/// instructions to the first.
pub(crate) fn delete_instructions(s: &mut Shrinker<'_>) -> bool {
    let mut progress = false;
    for k in [4usize, 3, 2, 1] {
        let mut i = chunks(s).len();
        while i > 0 && !s.exhausted() {
            i -= 1;
            let cs = chunks(s);
            if i + k > cs.len() {
                continue;
            }
            let (lo, hi) = (cs[i].0, cs[i + k - 1].1);
            let mut b = s.best.bytes.clone();
            b.drain(lo..hi);
            if s.consider(&b) {
                progress = true;
            }
        }
    }
    progress
}

/// Deletes one instruction and repairs what the deletion shifted: first every later choice among
/// live values lowered by one (deleting an instruction that created a value shifts the index of
/// later choices; once bytes are minimal, lowering a choice's byte by one selects the same value
/// as before), then each possible choice of operation for the next instruction, then each
/// single later byte lowered by one.
pub(crate) fn delete_and_realign(s: &mut Shrinker<'_>) -> bool {
    let mut progress = false;
    let mut i = chunks(s).len();
    while i > 0 && !s.exhausted() {
        i -= 1;
        let cs = chunks(s);
        let Some(&(lo, hi)) = cs.get(i) else { continue };
        let mut base = s.best.bytes.clone();
        base.drain(lo..hi);
        // First, every later choice among live values at once: the deleted instruction's
        // values were older than the ones those choices meant.
        let later: Vec<usize> = s
            .best
            .picks
            .iter()
            .filter(|&&p| p >= hi)
            .map(|&p| p - (hi - lo))
            .collect();
        if later.iter().any(|&p| base.get(p).is_some_and(|&b| b > 0)) {
            let mut b = base.clone();
            for &p in &later {
                if let Some(x) = b.get_mut(p) {
                    *x = x.saturating_sub(1);
                }
            }
            if s.consider(&b) {
                progress = true;
                continue;
            }
        }
        // Then the next instruction's choice of operation: a deletion can turn a rejected
        // choice into an applicable one, or the reverse.
        if lo < base.len() {
            let mut found = false;
            for v in 0..s.operations().min(256) as u8 {
                if v == base[lo] {
                    continue;
                }
                let mut b = base.clone();
                b[lo] = v;
                if s.consider(&b) {
                    found = true;
                    break;
                }
            }
            if found {
                progress = true;
                continue;
            }
        }
        for j in lo..base.len() {
            if base[j] == 0 {
                continue;
            }
            let mut b = base.clone();
            b[j] -= 1;
            if s.consider(&b) {
                progress = true;
                break;
            }
            if s.exhausted() {
                break;
            }
        }
    }
    progress
}

/// Replaces each instruction's bytes with zeros.
pub(crate) fn zero_instructions(s: &mut Shrinker<'_>) -> bool {
    let mut progress = false;
    let mut i = chunks(s).len();
    while i > 0 && !s.exhausted() {
        i -= 1;
        let cs = chunks(s);
        let Some(&(lo, hi)) = cs.get(i) else { continue };
        if s.best.bytes[lo..hi].iter().all(|&b| b == 0) {
            continue;
        }
        let mut b = s.best.bytes.clone();
        b[lo..hi].iter_mut().for_each(|x| *x = 0);
        if s.consider(&b) {
            progress = true;
        }
    }
    progress
}

/// Lowers each byte. Choices are decoded modulo the number of options, so the smallest byte
/// that makes the same choice is often `byte % m` for a small `m`: those values and the
/// smallest bytes are tried first, in increasing order; then a binary search lowers further
/// where the decoding is monotone (intervals, multi-byte integers).
pub(crate) fn minimise_bytes(s: &mut Shrinker<'_>) -> bool {
    let mut progress = false;
    let mut i = s.best.bytes.len();
    while i > 0 && !s.exhausted() {
        i -= 1;
        if i >= s.best.bytes.len() || s.best.bytes[i] == 0 {
            continue;
        }
        let current = s.best.bytes[i];
        let mut tries: Vec<u8> = (0..=8u8)
            .chain((2..=64u8).map(|m| current % m))
            .chain([current / 2, current - 1])
            .filter(|&v| v < current)
            .collect();
        tries.sort_unstable();
        tries.dedup();
        for v in tries {
            let mut b = s.best.bytes.clone();
            b[i] = v;
            if s.consider(&b) {
                progress = true;
                break;
            }
            if s.exhausted() {
                return progress;
            }
        }
        if i >= s.best.bytes.len() {
            continue;
        }
        // Invariant: `lo` does not reproduce, `hi` does.
        let (mut lo, mut hi) = (0u8, s.best.bytes[i]);
        while hi.saturating_sub(lo) > 1 && !s.exhausted() {
            let mid = lo + (hi - lo) / 2;
            if i >= s.best.bytes.len() {
                break;
            }
            let mut b = s.best.bytes.clone();
            b[i] = mid;
            if s.consider(&b) {
                progress = true;
                hi = mid;
            } else {
                lo = mid;
            }
        }
    }
    progress
}

/// Deletes single bytes, from the end.
pub(crate) fn delete_bytes(s: &mut Shrinker<'_>) -> bool {
    let mut progress = false;
    let mut i = s.best.bytes.len();
    while i > 0 && !s.exhausted() {
        i -= 1;
        if i >= s.best.bytes.len() {
            continue;
        }
        let mut b = s.best.bytes.clone();
        b.remove(i);
        if s.consider(&b) {
            progress = true;
        }
    }
    progress
}

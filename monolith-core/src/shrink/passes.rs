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
        name: "simplest_plan",
        run: simplest_plan,
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
                s.useful.push(pass.name);
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

/// Calls `f` with each instruction index of the best buffer, from the last to the first, until
/// the budget is spent. Instruction boundaries are recomputed by `f` from the current best
/// buffer, which may shrink between calls. Returns whether any call made progress.
fn each_instruction(
    s: &mut Shrinker<'_>,
    mut f: impl FnMut(&mut Shrinker<'_>, usize) -> bool,
) -> bool {
    let mut progress = false;
    let mut i = s.best.starts.len();
    while i > 0 && !s.exhausted() {
        i -= 1;
        progress |= f(s, i);
    }
    progress
}

/// Calls `f` with each byte position of the best buffer, from the last to the first, skipping
/// positions the buffer no longer has. Returns whether any call made progress.
fn each_byte(s: &mut Shrinker<'_>, mut f: impl FnMut(&mut Shrinker<'_>, usize) -> bool) -> bool {
    let mut progress = false;
    let mut i = s.best.bytes.len();
    while i > 0 && !s.exhausted() {
        i -= 1;
        if i < s.best.bytes.len() {
            progress |= f(s, i);
        }
    }
    progress
}

/// Considers `variants` of `base` in order, keeping the first that is simpler and fails the
/// same way.
fn first_of(
    s: &mut Shrinker<'_>,
    base: &[u8],
    variants: impl IntoIterator<Item = (usize, u8)>,
) -> bool {
    for (at, value) in variants {
        if s.exhausted() {
            return false;
        }
        let mut b = base.to_vec();
        b[at] = value;
        if s.consider(&b) {
            return true;
        }
    }
    false
}

/// Deletes runs of `k` adjacent instructions, for `k` from 4 down to 1, from the last
/// instructions to the first.
pub(crate) fn delete_instructions(s: &mut Shrinker<'_>) -> bool {
    let mut progress = false;
    for k in [4usize, 3, 2, 1] {
        progress |= each_instruction(s, |s, i| {
            let cs = chunks(s);
            if i + k > cs.len() {
                return false;
            }
            let mut b = s.best.bytes.clone();
            b.drain(cs[i].0..cs[i + k - 1].1);
            s.consider(&b)
        });
    }
    progress
}

/// Deletes one instruction and repairs what the deletion shifted: first the later choices among
/// live values at or above a threshold lowered by one (deleting an instruction that created a
/// value shifts the index of the later choices of newer values; once bytes are minimal, lowering
/// such a choice's byte by one selects the same value as before), then each possible choice of
/// operation for the next instruction, then each single later byte lowered by one.
pub(crate) fn delete_and_realign(s: &mut Shrinker<'_>) -> bool {
    each_instruction(s, |s, i| {
        let Some(&(lo, hi)) = chunks(s).get(i) else {
            return false;
        };
        let mut base = s.best.bytes.clone();
        base.drain(lo..hi);
        // A swarm that ends after a number of steps (a swarm byte of 193 or more) ends one step
        // sooner, so the later instructions keep the weights they had.
        if let Some(swarm) = base.get_mut(SWARM_BYTE).filter(|b| **b >= 193) {
            *swarm -= 1;
            let ended = base.clone();
            base[SWARM_BYTE] += 1;
            if s.consider(&ended) {
                return true;
            }
        }
        // Later choices among live values, lowered by one: all of them first (the threshold 1:
        // the deleted instruction's values were older than the ones those choices meant), then
        // only those at or above a threshold, which meant values created after the deleted one
        // (once choices are minimal, a choice's byte is its index).
        let later: Vec<usize> = s
            .best
            .picks
            .iter()
            .filter(|&&p| p >= hi && p - (hi - lo) < base.len())
            .map(|&p| p - (hi - lo))
            .collect();
        let mut thresholds: Vec<u8> = later.iter().map(|&p| base[p]).filter(|&b| b > 0).collect();
        thresholds.sort_unstable();
        thresholds.dedup();
        for t in thresholds {
            let mut b = base.clone();
            for &p in &later {
                if b[p] >= t {
                    b[p] -= 1;
                }
            }
            if s.consider(&b) {
                return true;
            }
        }
        // Later choices among live values, raised by one rank: values are ranked from the most
        // recent, so deleting an instruction that created a value newer than the one a later
        // choice meant lowers its rank (above); deleting the value a later choice meant, when
        // an older value would do as well, needs the next rank. All of them, then each alone.
        let raise = |b: u8| if b < 128 { 129 } else { b.saturating_add(1) };
        let mut b = base.clone();
        for &p in &later {
            b[p] = raise(b[p]);
        }
        if !later.is_empty() && s.consider(&b) {
            return true;
        }
        if first_of(
            s,
            &base,
            later.iter().take(NEAR).map(|&p| (p, raise(base[p]))),
        ) {
            return true;
        }
        // The next instruction's choice of operation: a deletion can turn a rejected choice
        // into an applicable one, or the reverse.
        let ops = s.operations().min(256) as u8;
        if lo < base.len() {
            let current = base[lo];
            if first_of(
                s,
                &base,
                (0..ops).filter(|&v| v != current).map(|v| (lo, v)),
            ) {
                return true;
            }
        }
        // Each single byte of the next few instructions, lowered by one (further bytes are
        // rarely what a deletion misaligned, and a long scenario would spend the budget here).
        let near = chunks(s)
            .get(i + NEAR)
            .map_or(base.len(), |&(_, end)| end - (hi - lo))
            .min(base.len());
        let lowered: Vec<(usize, u8)> = (lo..near)
            .filter(|&j| base[j] > 0)
            .map(|j| (j, base[j] - 1))
            .collect();
        first_of(s, &base, lowered)
    })
}

/// The position of the swarm byte in a scenario's plan (see `engine::generation::Plan`).
const SWARM_BYTE: usize = 1;

/// How many later instructions (or choices among live values) the repairs of
/// [`delete_and_realign`] try one at a time.
const NEAR: usize = 4;

/// Replaces the scenario's plan (the bytes before the first instruction: length, swarm,
/// eagerness, the operations' swarm bytes) with zeros, the simplest plan, alone and together
/// with deleting each instruction: a swarm that disabled a constructor can keep an instruction
/// that only the simplest plan lets go.
pub(crate) fn simplest_plan(s: &mut Shrinker<'_>) -> bool {
    let Some(&first) = s.best.starts.first() else {
        return false;
    };
    if s.best.bytes[..first].iter().all(|&b| b == 0) {
        return false;
    }
    let mut base = s.best.bytes.clone();
    base[..first].fill(0);
    if s.consider(&base) {
        return true;
    }
    for (lo, hi) in chunks(s) {
        if s.exhausted() {
            break;
        }
        let mut b = base.clone();
        b.drain(lo..hi);
        if s.consider(&b) {
            return true;
        }
    }
    false
}

/// Replaces each instruction's bytes with zeros.
pub(crate) fn zero_instructions(s: &mut Shrinker<'_>) -> bool {
    each_instruction(s, |s, i| {
        let Some(&(lo, hi)) = chunks(s).get(i) else {
            return false;
        };
        if s.best.bytes[lo..hi].iter().all(|&b| b == 0) {
            return false;
        }
        let mut b = s.best.bytes.clone();
        b[lo..hi].fill(0);
        s.consider(&b)
    })
}

/// Lowers each byte. Choices are decoded modulo the number of options, so the smallest byte
/// that makes the same choice is often `byte % m` for a small `m` (`128 + (byte - 128) % m` for
/// a choice among live values): those values and the smallest bytes are tried first, in
/// increasing order; then a binary search lowers further
/// where the decoding is monotone (intervals, multi-byte integers).
pub(crate) fn minimise_bytes(s: &mut Shrinker<'_>) -> bool {
    each_byte(s, |s, i| {
        let current = s.best.bytes[i];
        if current == 0 {
            return false;
        }
        // A choice among live values reads `128 + k` as rank `k % n` (see `env::pick`): the
        // same choice with the smallest byte, whatever the number of values, is `128 + k % m`.
        let rank = current
            .checked_sub(128)
            .map(|k| (1..=64u8).map(move |m| 128 + k % m));
        let mut tries: Vec<u8> = (0..=8u8)
            .chain((2..=64u8).map(|m| current % m))
            .chain(rank.into_iter().flatten())
            .chain([current / 2, current - 1])
            .filter(|&v| v < current)
            .collect();
        tries.sort_unstable();
        tries.dedup();
        let base = s.best.bytes.clone();
        let mut progress = first_of(s, &base, tries.into_iter().map(|v| (i, v)));
        // Binary search below what reproduces. Invariant: `lo` does not reproduce, `hi` does.
        let (mut lo, mut hi) = (0u8, s.best.bytes.get(i).copied().unwrap_or(0));
        while hi.saturating_sub(lo) > 1 && !s.exhausted() && i < s.best.bytes.len() {
            let mid = lo + (hi - lo) / 2;
            let mut b = s.best.bytes.clone();
            b[i] = mid;
            if s.consider(&b) {
                progress = true;
                hi = mid;
            } else {
                lo = mid;
            }
        }
        progress
    })
}

/// Deletes single bytes, from the end.
pub(crate) fn delete_bytes(s: &mut Shrinker<'_>) -> bool {
    each_byte(s, |s, i| {
        let mut b = s.best.bytes.clone();
        b.remove(i);
        s.consider(&b)
    })
}

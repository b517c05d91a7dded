//! The passes that delete instructions: adaptively, with the later recalls drawn afresh, with
//! the later choices among live values realigned, in pairs, and together with one other edit
//! (a byte lowered, an integer shifted, a value copied or swapped).

use super::edits::{self, Edit};
use super::walk::*;
use super::Shrinker;
use crate::source::marks;
use crate::source::spans::OPERATION;

/// Adaptive deletion of instructions, from the last to the first: at each instruction, delete
/// it alone or with up to three before it; once a run goes, grow it backwards (doubling, then a
/// binary search for the longest run that still fails), so that a long scenario loses its
/// useless middle in a logarithmic number of runs rather than one instruction at a time.
pub(crate) fn delete_instructions(s: &mut Shrinker<'_>) -> bool {
    let mut progress = false;
    let mut i = s.best.starts.len();
    while i > 0 && !s.exhausted() {
        i -= 1;
        let cs = chunks(s);
        if i >= cs.len() {
            continue;
        }
        let base = s.best.bytes.clone();
        // The buffer without the `k` instructions that end with instruction `i`.
        let without = |k: usize| {
            let mut b = base.clone();
            b.drain(cs[i + 1 - k].0..cs[i].1);
            b
        };
        let Some(first) = (1..=4.min(i + 1)).find(|&k| s.consider(&without(k))) else {
            continue;
        };
        let k = largest(i + 1, |k| k <= first || s.consider(&without(k)));
        progress = true;
        i = i + 1 - k.max(first);
    }
    progress
}

/// Deletes one instruction after replacing every later recall from the pool by bytes that draw
/// the same value afresh: a `get` of a key that an `insert` drew, or a `cancel` of an id that a
/// `schedule` returned, no longer needs the instruction that first produced the value. Later
/// choices among live values are realigned as in [`delete_and_realign`].
pub(crate) fn delete_materialised(s: &mut Shrinker<'_>) -> bool {
    each_instruction(s, |s, i| {
        let Some(&(lo, hi)) = chunks(s).get(i) else {
            return false;
        };
        let mut edits = materialised(&s.best.marks, hi);
        if edits.is_empty() {
            return false;
        }
        edits.push(Edit::delete(lo..hi));
        let Some(base) = edits::apply(&s.best.bytes, &mut edits) else {
            return false;
        };
        s.consider(&base) || realign_edited(s, &base, &edits, hi)
    })
}

/// Lowers one byte by one and deletes one later instruction, together: a ring of capacity 6
/// filled by 6 `push`es loses a `push` only if its capacity drops with it. Only for short
/// scenarios (at most [`PAIRED`] instructions), once the other passes are done.
pub(crate) fn lower_and_delete(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > PAIRED {
        return false;
    }
    let first = s.best.starts.first().copied().unwrap_or(0);
    each_byte(s, |s, p| {
        if p < first || s.best.bytes[p] == 0 || super::values::in_many_elements(s, p) {
            return false;
        }
        let later: Vec<(usize, usize)> = chunks(s).into_iter().filter(|&(lo, _)| lo > p).collect();
        for (lo, hi) in later.into_iter().rev() {
            if s.exhausted() {
                return false;
            }
            let mut b = s.best.bytes.clone();
            b[p] -= 1;
            b.drain(lo..hi);
            if s.consider(&b) {
                return true;
            }
        }
        false
    })
}

/// Deletes one instruction and repairs what the deletion shifted: first every later choice among
/// live values made to choose the value it chose before, in one run
/// ([`Shrinker::consider_realigned`]; values are ranked by how recently they were made or used,
/// so a deletion moves the ranks of later choices in ways the bytes do not tell), then each
/// possible choice of operation for the next instruction, then each of the first bytes of the
/// next few instructions lowered by one. (Lowering the later choices' bytes above a threshold,
/// or raising them, as this pass did before the realigning run, found a fifth of what that run
/// finds, at ten times its runs.)
pub(crate) fn delete_and_realign(s: &mut Shrinker<'_>) -> bool {
    each_instruction(s, |s, i| {
        let Some(super::handles::Deleted {
            bytes: mut base,
            range,
            wanted,
            ..
        }) = super::handles::deleted(s, i)
        else {
            return false;
        };
        let (lo, hi) = (range.start, range.end);
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
        // Every later choice among live values keeps what it chose.
        if !wanted.is_empty() && s.consider_realigned(&base, &wanted) {
            return true;
        }
        // The next instruction's choice of operation: a deletion can turn a rejected choice
        // into an applicable one, or the reverse.
        let ops = s.operations().min(256) as u8;
        let at = lo + OPERATION;
        if at < base.len() {
            let current = base[at];
            if first_of(
                s,
                &base,
                (0..ops).filter(|&v| v != current).map(|v| (at, v)),
            ) {
                return true;
            }
        }
        // Single bytes of the next few instructions, lowered by one: the first bytes of each
        // (its choice of operation and its first arguments), not the inside of a long
        // collection, where a long scenario would spend the budget (further instructions are
        // rarely what a deletion misaligned).
        let next: Vec<(usize, usize)> = chunks(s)
            .into_iter()
            .skip(i + 1)
            .take(NEAR)
            .map(|(a, b)| (a - (hi - lo), b - (hi - lo)))
            .collect();
        let lowered: Vec<(usize, u8)> = next
            .into_iter()
            .flat_map(|(a, b)| a..b.min(a + HEAD).min(base.len()))
            .filter(|&j| base[j] > 0)
            .map(|j| (j, base[j] - 1))
            .collect();
        first_of(s, &base, lowered)
    })
}

/// The position of the swarm byte in a scenario's plan (see `engine::generation::Plan`).
const SWARM_BYTE: usize = 1;

/// How many later instructions the repairs of [`delete_and_realign`] try one at a time.
const NEAR: usize = 4;

/// How many first bytes of each of those instructions the repairs lower: the choice of
/// operation and the first arguments (12 bytes cost 3% more runs over the shrink benchmark,
/// for no reproducer more at its minimum).
const HEAD: usize = 4;

/// The most later integers [`delete_and_shift`] tries to shift, the last ones of the scenario.
const SHIFTED: usize = 6;

/// Deletes one instruction and shifts by one a later integer argument, drawn afresh (every
/// other later recall from the pool drawn afresh with its own value, as in
/// [`delete_materialised`]). Ids and indices that count allocations move by one when an
/// allocation goes: `insert`, `remove(id)`, `insert`, then `get(id)` on a generational arena
/// becomes `insert`, `insert`, `get(id + 1)` (the stale generation read directly), and the
/// second `insert` can then go. Only for scenarios of at most [`PAIRED`] instructions, once
/// the other passes are done.
pub(crate) fn delete_and_shift(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > PAIRED {
        return false;
    }
    each_instruction(s, |s, i| {
        let Some(&(lo, hi)) = chunks(s).get(i) else {
            return false;
        };
        let mut targets: Vec<marks::Value> = s
            .best
            .marks
            .values
            .iter()
            .filter(|v| v.span.start >= hi && matches!(v.literal, marks::Afresh::Int { .. }))
            .cloned()
            .collect();
        targets.drain(..targets.len().saturating_sub(SHIFTED));
        for target in targets.iter().rev() {
            let Some((bits, encode)) = target.literal.int() else {
                continue;
            };
            for delta in [1u128, u128::MAX] {
                if s.exhausted() {
                    return false;
                }
                // The target's own recall, if it was one, is replaced by the shifted value.
                let mut edits: Vec<Edit> = materialised(&s.best.marks, hi)
                    .into_iter()
                    .filter(|e| e.range.start != target.span.start)
                    .collect();
                edits.push(Edit {
                    range: target.span.clone(),
                    with: encode(bits.wrapping_add(delta)),
                });
                edits.push(Edit::delete(lo..hi));
                let Some(base) = edits::apply(&s.best.bytes, &mut edits) else {
                    continue;
                };
                if s.consider(&base) || realign_edited(s, &base, &edits, hi) {
                    return true;
                }
            }
        }
        false
    })
}

/// The most instructions a scenario may have for [`delete_pairs`], which tries every pair.
const PAIRS: usize = 48;

/// Deletes two instructions that are not adjacent, together: a scheduler whose scenario pops
/// one timer in the middle loses that `pop_next` only with one of the `schedule`s, or the heap
/// no longer has the shape the bug needs. Only for scenarios of at most [`PAIRS`]
/// instructions, once the other passes are done; later choices among live values are
/// realigned as in [`delete_and_realign`].
pub(crate) fn delete_pairs(s: &mut Shrinker<'_>) -> bool {
    let n = s.best.starts.len();
    if n > PAIRS {
        return false;
    }
    for j in (2..n).rev() {
        for i in (0..j - 1).rev() {
            if s.exhausted() {
                return false;
            }
            let cs = chunks(s);
            let (Some(&(a, b)), Some(&(c, d))) = (cs.get(i), cs.get(j)) else {
                continue;
            };
            let mut edits = [Edit::delete(a..b), Edit::delete(c..d)];
            let Some(base) = edits::apply(&s.best.bytes, &mut edits) else {
                continue;
            };
            if s.consider(&base) || realign_edited(s, &base, &edits, b) {
                return true;
            }
        }
    }
    false
}

/// The lengths of the runs [`delete_blocks`] tries to delete whole, the longest first.
const BLOCKS: [usize; 3] = [32, 16, 8];

/// Deletes a run of exactly 8, 16 or 32 consecutive instructions, with the later choices among
/// live values realigned as in [`delete_and_realign`]: a persistent vector whose bug needs its
/// trie two levels deep, in 49 steps where 32 do, loses a run of 16 `push`es at once, but no
/// single one, nor any run of up to 4 ([`delete_instructions`]), without the trie's shape
/// changing. One of the costly passes that run on simple values (see `schedule.rs`), from the
/// end of the scenario; it costs at most two runs for each run of each length.
pub(crate) fn delete_blocks(s: &mut Shrinker<'_>) -> bool {
    // The best buffer changes only on a win, which ends the pass.
    let cs = chunks(s);
    for k in BLOCKS {
        for end in (k..=cs.len()).rev() {
            if s.exhausted() {
                return false;
            }
            let (lo, hi) = (cs[end - k].0, cs[end - 1].1);
            let mut edits = [Edit::delete(lo..hi)];
            let Some(base) = edits::apply(&s.best.bytes, &mut edits) else {
                continue;
            };
            if s.consider(&base) || realign_edited(s, &base, &edits, hi) {
                return true;
            }
        }
    }
    false
}

/// The most instructions, and integer draws, a scenario may have for [`copy_and_delete`], which
/// tries every pair of integer draws with every instruction (a `Vec` of a few hundred
/// integers would spend the budget here).
const COPIED: usize = 8;

const COPIED_VALUES: usize = 24;

/// Gives one integer draw the value of another of its type and deletes one instruction,
/// together: `insert(0, MAX)`, `remove(a, b)`, `insert(a, MAX)` becomes `insert(0, a)`,
/// `insert(a, MAX)` once the first range ends where the second starts; two keys come to share
/// a home slot. Then swaps the values of two draws and deletes one instruction, with the later
/// choices among live values realigned: a set built as `singleton(a).add(b).add(c)` whose
/// `remove(a)` makes the value a later `union` needs becomes `singleton(c).add(b)`, then
/// `.add(a)`, the union taking the second value. Only for scenarios of at most [`COPIED`]
/// instructions and [`COPIED_VALUES`] integer draws, once the other passes are done.
pub(crate) fn copy_and_delete(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > COPIED
        || s.best.starts.len() < 2
        || s.best.marks.values.len() > COPIED_VALUES
    {
        return false;
    }
    let values = s.best.marks.values.clone();
    let cs = chunks(s);
    for to in values.iter().rev() {
        for from in &values {
            if from.ty != to.ty || from.span == to.span {
                continue;
            }
            let with = from.literal.bytes();
            if s.best.bytes.get(to.span.clone()) == Some(&with[..]) {
                continue;
            }
            for &(lo, hi) in cs.iter().rev() {
                if s.exhausted() {
                    return false;
                }
                if lo <= to.span.start && to.span.start < hi {
                    continue;
                }
                let mut edits = [
                    Edit {
                        range: to.span.clone(),
                        with: with.clone(),
                    },
                    Edit::delete(lo..hi),
                ];
                if let Some(b) = edits::apply(&s.best.bytes, &mut edits) {
                    if s.consider(&b) {
                        return true;
                    }
                }
            }
        }
    }
    swap_and_delete(s, &values, &cs)
}

/// The second half of [`copy_and_delete`]: two draws of one type swap their values, and one
/// instruction goes, with the later choices among live values realigned.
fn swap_and_delete(s: &mut Shrinker<'_>, values: &[marks::Value], cs: &[(usize, usize)]) -> bool {
    for (k, a) in values.iter().enumerate() {
        for b in &values[k + 1..] {
            if a.ty != b.ty || a.span.end > b.span.start {
                continue;
            }
            let (with_a, with_b) = (b.literal.bytes(), a.literal.bytes());
            if with_a == with_b {
                continue;
            }
            for &(lo, hi) in cs.iter().rev() {
                if s.exhausted() {
                    return false;
                }
                let inside = |r: &std::ops::Range<usize>| lo <= r.start && r.start < hi;
                if inside(&a.span) || inside(&b.span) {
                    continue;
                }
                let mut edits = [
                    Edit {
                        range: a.span.clone(),
                        with: with_a.clone(),
                    },
                    Edit {
                        range: b.span.clone(),
                        with: with_b.clone(),
                    },
                    Edit::delete(lo..hi),
                ];
                let Some(base) = edits::apply(&s.best.bytes, &mut edits) else {
                    continue;
                };
                if s.consider(&base) || realign_edited(s, &base, &edits, hi) {
                    return true;
                }
            }
        }
    }
    false
}

//! What the passes share: the instructions of the best buffer, walks over its instructions
//! and bytes from the last to the first, Hypothesis's `find_integer`, and the repairs that
//! follow a deletion (recalled values drawn afresh, later choices among live values realigned).
//!
//! Each pass proposes simpler buffers to [`Shrinker::consider`]; whether a pass makes progress
//! depends only on the buffer, so shrinking is deterministic. Passes walk from the end of the
//! buffer to its start, so that the positions still to visit stay valid as the buffer shrinks.

use super::edits::{self, Edit};
use super::Shrinker;
use crate::source::marks;

/// The byte ranges of the instructions of the best buffer.
pub(super) fn chunks(s: &Shrinker<'_>) -> Vec<(usize, usize)> {
    let starts = &s.best.starts;
    let len = s.best.bytes.len();
    (0..starts.len())
        .map(|i| (starts[i], starts.get(i + 1).copied().unwrap_or(len)))
        .collect()
}

/// Calls `f` with each instruction index of the best buffer, from the last to the first, until
/// the budget is spent. Instruction boundaries are recomputed by `f` from the current best
/// buffer, which may shrink between calls. Returns whether any call made progress.
pub(super) fn each_instruction(
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
pub(super) fn each_byte(
    s: &mut Shrinker<'_>,
    mut f: impl FnMut(&mut Shrinker<'_>, usize) -> bool,
) -> bool {
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

/// Calls `f` with each mark of one kind (`kind` picks its list from the marks) of the best
/// buffer, from the last to the first, until the budget is spent; the list is read again from
/// the best buffer after each call, which may have changed it. Returns whether any call made
/// progress.
pub(super) fn each_mark<M: Clone>(
    s: &mut Shrinker<'_>,
    kind: fn(&marks::Marks) -> &Vec<M>,
    mut f: impl FnMut(&mut Shrinker<'_>, M) -> bool,
) -> bool {
    let mut progress = false;
    let mut k = kind(&s.best.marks).len();
    while k > 0 && !s.exhausted() {
        k -= 1;
        if let Some(mark) = kind(&s.best.marks).get(k).cloned() {
            progress |= f(s, mark);
        }
    }
    progress
}

/// Considers `variants` of `base` in order, keeping the first that is simpler and fails the
/// same way.
pub(super) fn first_of(
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

/// Hypothesis's `find_integer`: the largest `k >= 1` with `works(k)`, given `works(1)`, in
/// `O(log k)` calls: doubling, then a binary search. `works` is false past `limit`.
pub(super) fn largest(limit: usize, mut works: impl FnMut(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (1, 2);
    while hi <= limit && works(hi) {
        lo = hi;
        hi *= 2;
    }
    let mut hi = hi.min(limit + 1);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if works(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// The edits that draw afresh every value recalled from `from` on.
pub(super) fn materialised(marks: &marks::Marks, from: usize) -> Vec<Edit> {
    marks
        .recalls
        .iter()
        .filter(|r| r.span.start >= from)
        .map(|r| Edit {
            range: r.span.clone(),
            with: r.literal.bytes(),
        })
        .collect()
}

/// Tries `base`, the best buffer with `edits` applied, with every choice among live values
/// made from `from` on kept on the value it chose, in one run
/// ([`Shrinker::consider_realigned`]): the variables of the instructions the edits delete
/// whole are gone, and the later ones are numbered down past them. A choice of a value a
/// deleted instruction made keeps its byte.
pub(super) fn realign_edited(
    s: &mut Shrinker<'_>,
    base: &[u8],
    edits: &[Edit],
    from: usize,
) -> bool {
    let marks = &s.best.marks;
    let gone: Vec<std::ops::Range<u32>> = chunks(s)
        .into_iter()
        .enumerate()
        .filter(|&(_, (lo, hi))| {
            edits
                .iter()
                .any(|e| e.with.is_empty() && e.range.start <= lo && hi <= e.range.end)
        })
        .filter_map(|(k, _)| marks.bound_by(k))
        .collect();
    let wanted: Vec<marks::Picked> = marks
        .picked
        .iter()
        .filter(|p| p.at >= from)
        .filter_map(|p| {
            let at = edits::moved(p.at, edits).filter(|&at| at < base.len())?;
            renumbered(p, at, &gone)
        })
        .collect();
    !wanted.is_empty() && s.consider_realigned(base, &wanted)
}

/// The choice among live values `p`, moved to `at` in a buffer without the instructions that
/// bound the variables `gone`: the variable it chose numbered down past them, or `None` if it
/// chose one of them.
pub(super) fn renumbered(
    p: &marks::Picked,
    at: usize,
    gone: &[std::ops::Range<u32>],
) -> Option<marks::Picked> {
    if gone.iter().any(|r| r.contains(&p.var)) {
        return None;
    }
    let below: u32 = gone
        .iter()
        .filter(|r| r.end <= p.var)
        .map(|r| r.end - r.start)
        .sum();
    Some(marks::Picked {
        at,
        var: p.var - below,
        ..*p
    })
}

/// Tries `base` with the later choices among live values at or above each threshold lowered by
/// one: all of them first (threshold 1: the values of a deleted instruction were older than
/// the ones those choices meant), then only those at or above a threshold, which meant values
/// created after it (once choices are minimal, a choice's byte is its rank).
pub(super) fn realign_later_picks(s: &mut Shrinker<'_>, base: &[u8], later: &[usize]) -> bool {
    let mut thresholds: Vec<u8> = later.iter().map(|&p| base[p]).filter(|&b| b > 0).collect();
    thresholds.sort_unstable();
    thresholds.dedup();
    for t in thresholds {
        if s.exhausted() {
            return false;
        }
        let mut b = base.to_vec();
        for &p in later {
            if b[p] >= t {
                b[p] -= 1;
            }
        }
        if s.consider(&b) {
            return true;
        }
    }
    false
}

/// The most instructions a scenario may have for [`lower_and_delete`](super::deletions::lower_and_delete), which tries every pair
/// of a byte and a later instruction.
pub(super) const PAIRED: usize = 40;

//! The shrink passes, and the loop that runs them to a fixed point.
//!
//! Each pass proposes simpler buffers to [`Shrinker::consider`]; whether a pass makes progress
//! depends only on the buffer, so shrinking is deterministic. Passes walk from the end of the
//! buffer to its start, so that the positions still to visit stay valid as the buffer shrinks.

use super::edits::{self, Edit};
use super::Shrinker;
use crate::report::PassStats;
use crate::source::marks;

/// A named pass.
pub(crate) struct ShrinkPass {
    pub name: &'static str,
    pub run: fn(&mut Shrinker<'_>) -> bool,
    /// Whether a win of this pass wakes every sleeping pass (see [`fixate`]): the random
    /// search's, whose edits the structured passes then tidy.
    pub wakes: bool,
}

/// The passes, in the order of their yield (steps removed per run, measured by the shrink
/// benchmark: `docs/benchmarks.md`).
pub(crate) const PASSES: &[ShrinkPass] = &[
    ShrinkPass {
        name: "delete_instructions",
        run: delete_instructions,
        wakes: false,
    },
    ShrinkPass {
        name: "merge_collections",
        run: merge_collections,
        wakes: false,
    },
    ShrinkPass {
        name: "merge_texts",
        run: super::texts::merge_texts,
        wakes: false,
    },
    ShrinkPass {
        name: "simplify_texts",
        run: super::texts::simplify_texts,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_materialised",
        run: delete_materialised,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_and_realign",
        run: delete_and_realign,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_elements",
        run: delete_elements,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_element_pairs",
        run: delete_element_pairs,
        wakes: false,
    },
    ShrinkPass {
        name: "zero_instructions",
        run: zero_instructions,
        wakes: false,
    },
    ShrinkPass {
        name: "simplest_plan",
        run: simplest_plan,
        wakes: false,
    },
    ShrinkPass {
        name: "lower_together",
        run: super::values::lower_together,
        wakes: false,
    },
    ShrinkPass {
        name: "lower_pairs",
        run: super::values::lower_pairs,
        wakes: false,
    },
    ShrinkPass {
        name: "change_operation",
        run: change_operation,
        wakes: false,
    },
    ShrinkPass {
        name: "lower_and_delete",
        run: lower_and_delete,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_and_shift",
        run: delete_and_shift,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_and_move_indices",
        run: super::indices::delete_and_move_indices,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_elements_and_move_indices",
        run: super::indices::delete_elements_and_move_indices,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_pairs",
        run: delete_pairs,
        wakes: false,
    },
    ShrinkPass {
        name: "copy_and_delete",
        run: copy_and_delete,
        wakes: false,
    },
    ShrinkPass {
        name: "fuse",
        run: fuse,
        wakes: false,
    },
    ShrinkPass {
        name: "hoist_nodes",
        run: hoist_nodes,
        wakes: false,
    },
    ShrinkPass {
        name: "lower_elements",
        run: super::values::lower_elements,
        wakes: false,
    },
    ShrinkPass {
        name: "simplest_ints",
        run: simplest_ints,
        wakes: false,
    },
    ShrinkPass {
        name: "shift_values",
        run: super::values::shift_values,
        wakes: false,
    },
    ShrinkPass {
        name: "minimise_bytes",
        run: minimise_bytes,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_bytes",
        run: delete_bytes,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_and_repick",
        run: super::handles::delete_and_repick,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_and_retarget",
        run: super::handles::delete_and_retarget,
        wakes: false,
    },
    ShrinkPass {
        name: "swap_and_move_index",
        run: super::indices::swap_and_move_index,
        wakes: false,
    },
    ShrinkPass {
        name: "lower_together_and_delete",
        run: super::values::lower_together_and_delete,
        wakes: false,
    },
    ShrinkPass {
        name: "pad_texts",
        run: super::texts::pad_texts,
        wakes: false,
    },
    ShrinkPass {
        name: "delete_and_shuffle",
        run: super::shuffle::delete_and_shuffle,
        wakes: false,
    },
    ShrinkPass {
        name: "mutate",
        run: super::mutate::mutate,
        wakes: true,
    },
];

/// Runs the passes until a whole round makes no progress or the budget is spent.
///
/// The schedule, after Hypothesis's (passes that stop paying run less often): passes run in
/// the table's order, and a win sends the round back to the first pass, the cheapest and the
/// most effective. A pass that failed sleeps until the scenario loses an instruction, or until
/// a round makes no progress: then one more round wakes every pass that failed on another
/// buffer, so that the shrink ends only where every pass fails, as a plain fixed point does.
/// Rerunning every failed pass after each lowered byte cost more than all the rest. The random pass
/// ([`super::mutate`]) runs last, spends in proportion to the runs spent so far, and its win
/// wakes every pass, since one random edit often opens the way for many structured ones.
pub(crate) fn fixate(s: &mut Shrinker<'_>) {
    s.passes = PASSES
        .iter()
        .map(|p| PassStats {
            name: p.name,
            ..PassStats::default()
        })
        .collect();
    // The buffer each pass last failed on (its length in steps, and its hash).
    let mut failed_on: Vec<Option<(usize, u64)>> = vec![None; PASSES.len()];
    // Whether this round wakes every pass that failed on another buffer: the round after one
    // that made no progress, so that the shrink ends only where every pass fails.
    let mut wake = false;
    'round: while !s.exhausted() {
        let mut slept = false;
        for (k, pass) in PASSES.iter().enumerate() {
            if s.exhausted() {
                break 'round;
            }
            let (runs, steps) = (s.runs, s.best.failure.steps);
            let here = (steps, super::fingerprint(&s.best.bytes, &[]));
            match failed_on[k] {
                Some(on) if on == here => continue,
                Some((at, _)) if at == steps && !wake => {
                    slept = true;
                    continue;
                }
                _ => {}
            }
            let won = (pass.run)(s);
            let stats = &mut s.passes[k];
            stats.calls += 1;
            stats.runs += s.runs - runs;
            stats.steps_removed += steps - s.best.failure.steps;
            failed_on[k] = (!won).then_some(here);
            if won {
                stats.wins += 1;
                if pass.wakes {
                    failed_on.fill(None);
                }
                wake = false;
                continue 'round;
            }
        }
        if slept && !wake {
            wake = true;
        } else {
            break;
        }
    }
}

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

/// Hypothesis's `find_integer`: the largest `k >= 1` with `works(k)`, given `works(1)`, in
/// `O(log k)` calls: doubling, then a binary search. `works` is false past `limit`.
fn largest(limit: usize, mut works: impl FnMut(usize) -> bool) -> usize {
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

/// Deletes elements of generated collections (`Vec`s, strings), adaptively from the last
/// element of the last collection, giving the collection the matching shorter length (by its
/// length draw's own encoding when it is known, else by lowering the length's bytes).
pub(crate) fn delete_elements(s: &mut Shrinker<'_>) -> bool {
    let mut progress = false;
    let mut c = s.best.marks.collections.len();
    while c > 0 && !s.exhausted() {
        c -= 1;
        let mut e = usize::MAX;
        while let Some(col) = s.best.marks.collections.get(c).cloned() {
            let n = col.elements.len();
            e = e.min(n);
            if e == 0 || s.exhausted() {
                break;
            }
            e -= 1;
            let base = s.best.bytes.clone();
            // The buffer without the `k` elements that end with element `e`.
            let without = |k: usize| -> Option<Vec<u8>> {
                let length = match col.encode {
                    Some(encode) => encode(n - k),
                    None => edits::lowered(base.get(col.length.clone())?, k)?,
                };
                let mut edits = [
                    Edit {
                        range: col.length.clone(),
                        with: length,
                    },
                    Edit::delete(col.elements[e + 1 - k].start..col.elements[e].end),
                ];
                edits::apply(&base, &mut edits)
            };
            if !without(1).is_some_and(|b| s.consider(&b)) {
                continue;
            }
            let k = largest(e + 1, |k| {
                k == 1 || without(k).is_some_and(|b| s.consider(&b))
            });
            progress = true;
            e = e + 1 - k;
        }
    }
    progress
}

/// The most collections a scenario may have for [`delete_element_pairs`], which tries every
/// pair.
const PAIRED_COLLECTIONS: usize = 8;

/// Deletes the last element of two collections together, both lengths lowered by one: a
/// secret and a guess that must keep one length, a key list and a value list. Deleting from
/// one alone ends the failure. Only for scenarios of at most [`PAIRED_COLLECTIONS`]
/// collections, whose lengths have a known encoding.
pub(crate) fn delete_element_pairs(s: &mut Shrinker<'_>) -> bool {
    let n = s.best.marks.collections.len();
    if !(2..=PAIRED_COLLECTIONS).contains(&n) {
        return false;
    }
    for b in (1..n).rev() {
        for a in (0..b).rev() {
            if s.exhausted() {
                return false;
            }
            let cols = &s.best.marks.collections;
            let (Some(ca), Some(cb)) = (cols.get(a), cols.get(b)) else {
                continue;
            };
            let (Some(ea), Some(eb), Some(la), Some(lb)) =
                (ca.encode, cb.encode, ca.elements.last(), cb.elements.last())
            else {
                continue;
            };
            let mut edits = [
                Edit {
                    range: ca.length.clone(),
                    with: ea(ca.elements.len() - 1),
                },
                Edit::delete(la.clone()),
                Edit {
                    range: cb.length.clone(),
                    with: eb(cb.elements.len() - 1),
                },
                Edit::delete(lb.clone()),
            ];
            if let Some(buf) = edits::apply(&s.best.bytes, &mut edits) {
                if s.consider(&buf) {
                    return true;
                }
            }
        }
    }
    false
}

/// The most collections a scenario may have for [`merge_collections`], which tries every pair.
pub(super) const MERGED: usize = 32;

/// Moves the elements of a later collection to the end of an earlier one and deletes the
/// instruction that drew the later one: two `push_str`s of 600 characters that make a text
/// long enough become one of 1,200. Both lengths must have a known encoding.
pub(crate) fn merge_collections(s: &mut Shrinker<'_>) -> bool {
    let cols = &s.best.marks.collections;
    if cols.len() > MERGED || cols.len() < 2 {
        return false;
    }
    let cs = chunks(s);
    let instruction = |at: usize| cs.iter().position(|&(lo, hi)| lo <= at && at < hi);
    let mut pairs = Vec::new();
    for (b, later) in cols.iter().enumerate().rev() {
        let Some(j) = instruction(later.length.start) else {
            continue;
        };
        for (a, earlier) in cols.iter().enumerate() {
            let same = instruction(earlier.length.start) == Some(j);
            if earlier.length.start < later.length.start && !same && !later.elements.is_empty() {
                pairs.push((a, b, j));
            }
        }
    }
    for (a, b, j) in pairs {
        if s.exhausted() {
            return false;
        }
        let (cols, base) = (&s.best.marks.collections, &s.best.bytes);
        let (earlier, later) = (&cols[a], &cols[b]);
        let Some(encode) = earlier.encode else {
            continue;
        };
        let end = earlier
            .elements
            .last()
            .map_or(earlier.length.end, |e| e.end);
        let moved = later.elements[0].start..later.elements[later.elements.len() - 1].end;
        let n = earlier.elements.len() + later.elements.len();
        let mut edits = vec![
            Edit {
                range: earlier.length.clone(),
                with: encode(n),
            },
            Edit {
                range: end..end,
                with: base[moved].to_vec(),
            },
            Edit::delete(cs[j].0..cs[j].1),
        ];
        if let Some(b) = edits::apply(base, &mut edits) {
            if s.consider(&b) {
                return true;
            }
        }
        // The same with the later recalls drawn afresh: the call after may have recalled the
        // string that goes.
        edits.extend(materialised(&s.best.marks, cs[j].1));
        if edits.len() > 3 {
            if let Some(b) = edits::apply(&s.best.bytes, &mut edits) {
                if s.consider(&b) {
                    return true;
                }
            }
        }
    }
    false
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

/// Tries `base`, the best buffer with `edits` applied, with the choices among live values made
/// from `from` on realigned (see [`realign_later_picks`]).
pub(super) fn realign_edited(
    s: &mut Shrinker<'_>,
    base: &[u8],
    edits: &[Edit],
    from: usize,
) -> bool {
    let later: Vec<usize> = s
        .best
        .picks
        .iter()
        .filter(|&&p| p >= from)
        .filter_map(|&p| edits::moved(p, edits))
        .filter(|&p| p < base.len())
        .collect();
    realign_later_picks(s, base, &later)
}

/// Tries `base` with the later choices among live values at or above each threshold lowered by
/// one (see [`delete_and_realign`]).
fn realign_later_picks(s: &mut Shrinker<'_>, base: &[u8], later: &[usize]) -> bool {
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

/// The most instructions a scenario may have for [`change_operation`] to try, with each new
/// operation, deleting one of the first [`REALIGNED`] bytes after the choice.
const REALIGNED_UP_TO: usize = 10;

/// How many bytes after an operation choice [`change_operation`] tries deleting.
const REALIGNED: usize = 4;

/// Gives an instruction another operation, with the same bytes after the choice, and again
/// without its choices among live values: `put(b, x)` followed by a failing `bytes(b)` becomes
/// a failing `encoded_len(x)`, which needs neither `b` nor its constructor. In scenarios of at
/// most [`REALIGNED_UP_TO`] instructions, also with one of the next [`REALIGNED`] bytes
/// deleted, where the two operations read their arguments with different framing:
/// `run(vec![Dup])`, whose program reads a continue byte before the instruction, becomes
/// `exec(Dup)`.
pub(crate) fn change_operation(s: &mut Shrinker<'_>) -> bool {
    let ops = s.operations().min(256);
    let realign = s.best.starts.len() <= REALIGNED_UP_TO;
    each_instruction(s, |s, i| {
        let Some(&(lo, hi)) = chunks(s).get(i) else {
            return false;
        };
        if hi < lo + 2 {
            return false;
        }
        let base = s.best.bytes.clone();
        let picks: Vec<usize> = s
            .best
            .picks
            .iter()
            .copied()
            .filter(|&p| p >= lo + 2 && p < hi)
            .collect();
        for op in 0..ops as u8 {
            if s.exhausted() {
                return false;
            }
            let mut b = base.clone();
            (b[lo], b[lo + 1]) = (op, 0);
            if b != base && s.consider(&b) {
                return true;
            }
            if !picks.is_empty() {
                for &p in picks.iter().rev() {
                    b.remove(p);
                }
                if s.consider(&b) {
                    return true;
                }
            }
            if realign && usize::from(op) != usize::from(base[lo]) % ops {
                for d in lo + 2..hi.min(lo + 2 + REALIGNED) {
                    let mut b = base.clone();
                    (b[lo], b[lo + 1]) = (op, 0);
                    b.remove(d);
                    if s.consider(&b) {
                        return true;
                    }
                }
            }
        }
        false
    })
}

/// The most instructions a scenario may have for [`fuse`], which tries every operation at every
/// instruction with every later deletion.
const FUSED: usize = 10;

/// The most recent values [`fuse`] lets a changed operation choose among.
const FUSED_RANKS: usize = 4;

/// Gives one instruction another operation and deletes another, together: a value built by a
/// constructor and joined to another by a later call is built by one call on the other.
/// `let s1 = PtSet::singleton(MAX); let s2 = s1.union(&s0);` becomes `let s1 = s0.add(MAX);`
/// (the earlier call changes, the later goes), and `let s0 = PtSet::singleton(0); ...; let s3
/// = s2.union(&s0);` becomes `let s3 = s2.add(0);` (the later call changes and takes the
/// earlier one's arguments, the earlier goes). A changed call keeps its arguments' bytes, with
/// a choice among live values before them (its own first one, the most recent value, or one
/// of the next [`FUSED_RANKS`]) or none; the choices among live values after the deleted call
/// are realigned as in [`delete_and_realign`]. Neither edit alone makes the scenario fail
/// sooner, so no other pass keeps it. Only for scenarios of at most [`FUSED`] instructions,
/// once the other passes that delete are done.
pub(crate) fn fuse(s: &mut Shrinker<'_>) -> bool {
    let n = s.best.starts.len();
    if n > FUSED {
        return false;
    }
    let ops = s.operations().min(256) as u8;
    let spans = chunks(s);
    let base = s.best.bytes.clone();
    let picks = s.best.picks.clone();
    let picks_in = |(lo, hi): (usize, usize)| -> Vec<usize> {
        picks
            .iter()
            .copied()
            .filter(|&p| p >= lo && p < hi)
            .collect()
    };
    // An instruction's arguments: its bytes after the operation choice, without its choices
    // among live values.
    let arguments = |(lo, hi): (usize, usize)| -> Vec<u8> {
        let own = picks_in((lo, hi));
        (lo + 2..hi)
            .filter(|p| !own.contains(p))
            .map(|p| base[p])
            .collect()
    };
    for j in (1..n).rev() {
        for i in (0..j).rev() {
            let (ilo, ihi) = spans[i];
            let (jlo, jhi) = spans[j];
            if ihi < ilo + 2 || jhi < jlo + 2 {
                continue;
            }
            // Heads: the new bytes of the kept instruction, with the offsets of the choices
            // among live values in them that come after the deleted one.
            let mut forward: Vec<Vec<u8>> = Vec::new();
            let mut backward: Vec<(Vec<u8>, Vec<usize>)> = Vec::new();
            let earlier = arguments(spans[i]);
            let first_pick = picks_in(spans[j]).first().map(|&p| base[p]);
            for op in 0..ops {
                let mut head = base[ilo..ihi].to_vec();
                (head[0], head[1]) = (op, 0);
                for rank in 0..=i.min(FUSED_RANKS - 1) {
                    let mut with = head.clone();
                    with.insert(2, if rank == 0 { 0 } else { 128 + rank as u8 });
                    forward.push(with);
                }
                if head != base[ilo..ihi] {
                    forward.push(head);
                }
                let mut head = vec![op, 0];
                if let Some(pick) = first_pick {
                    head.push(pick);
                    head.extend_from_slice(&earlier);
                    backward.push((head, vec![2]));
                    let mut head = vec![op, 0];
                    head.extend_from_slice(&earlier);
                    backward.push((head, Vec::new()));
                } else {
                    head.extend_from_slice(&earlier);
                    backward.push((head, Vec::new()));
                }
            }
            let tries = forward
                .into_iter()
                .map(|h| (i, h, Vec::new(), j))
                .chain(backward.into_iter().map(|(h, o)| (j, h, o, i)));
            for (keep, head, head_picks, drop) in tries {
                if s.exhausted() {
                    return false;
                }
                let (b, later) = fused(&base, &spans, &picks, keep, &head, &head_picks, drop);
                if s.consider(&b) || realign_later_picks(s, &b, &later) {
                    return true;
                }
            }
        }
    }
    false
}

/// `base` with instruction `keep`'s bytes replaced by `head` and instruction `drop` deleted,
/// and the positions in it of the choices among live values after the deleted instruction
/// (`head_picks` are offsets in `head`).
fn fused(
    base: &[u8],
    spans: &[(usize, usize)],
    picks: &[usize],
    keep: usize,
    head: &[u8],
    head_picks: &[usize],
    drop: usize,
) -> (Vec<u8>, Vec<usize>) {
    let mut b = base[..spans[0].0].to_vec();
    let mut later = Vec::new();
    for (k, &(lo, hi)) in spans.iter().enumerate() {
        let start = b.len();
        if k == drop {
            continue;
        } else if k == keep {
            b.extend_from_slice(head);
            if k > drop {
                later.extend(head_picks.iter().map(|o| start + o));
            }
        } else {
            b.extend_from_slice(&base[lo..hi]);
            if k > drop {
                later.extend(
                    picks
                        .iter()
                        .filter(|&&p| p >= lo && p < hi)
                        .map(|p| start + p - lo),
                );
            }
        }
    }
    b.extend_from_slice(&base[spans.last().map_or(base.len(), |c| c.1)..]);
    (b, later)
}

/// The most instructions a scenario may have for [`lower_and_delete`], which tries every pair
/// of a byte and a later instruction.
pub(super) const PAIRED: usize = 40;

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

/// Deletes one instruction and repairs what the deletion shifted: first the later choices among
/// live values at or above a threshold lowered by one (deleting an instruction that created a
/// value shifts the index of the later choices of newer values; once bytes are minimal, lowering
/// such a choice's byte by one selects the same value as before), then each possible choice of
/// operation for the next instruction, then each single later byte lowered by one.
pub(crate) fn delete_and_realign(s: &mut Shrinker<'_>) -> bool {
    each_instruction(s, |s, i| {
        let Some(super::handles::Deleted {
            bytes: mut base,
            range,
            later,
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
        // Later choices among live values, lowered by one: all of them first (the threshold 1:
        // the deleted instruction's values were older than the ones those choices meant), then
        // only those at or above a threshold, which meant values created after the deleted one
        // (once choices are minimal, a choice's byte is its index).
        if realign_later_picks(s, &base, &later) {
            return true;
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

/// How many later instructions (or choices among live values) the repairs of
/// [`delete_and_realign`] try one at a time.
const NEAR: usize = 4;

/// How many first bytes of each of those instructions the repairs lower.
const HEAD: usize = 12;

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
        if current == 0 || super::values::in_many_elements(s, i) {
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

/// Replaces a node of a derivation by a smaller one that derives the same: a value of a derived
/// recursive type by a value of the same type inside it, the smallest first (`Add(Add(0, 0),
/// Mul(Add(0, 0), Var))` becomes `Mul(Add(0, 0), Var)`, then `Mul(0, Var)`), and a grammar
/// rule's derivation by its smallest derivation first, then by a derivation of the same rule
/// inside it (`[[1],[2]]` becomes `[]`, or `[1]`). Deleting bytes cannot do it, since each
/// node's choice is one draw and its parts follow. Only for scenarios of at most [`PAIRED`]
/// instructions.
pub(crate) fn hoist_nodes(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > PAIRED {
        return false;
    }
    let mut progress = false;
    let mut k = s.best.marks.nodes.len();
    'outer: while k > 0 && !s.exhausted() {
        k -= 1;
        let Some(outer) = s.best.marks.nodes.get(k).cloned() else {
            continue;
        };
        if outer.span.end > s.best.bytes.len() {
            continue;
        }
        let mut inner: Vec<std::ops::Range<usize>> = s
            .best
            .marks
            .nodes
            .iter()
            .filter(|n| {
                n.key == outer.key
                    && n.span.len() < outer.span.len()
                    && outer.span.start <= n.span.start
                    && n.span.end <= outer.span.end
            })
            .map(|n| n.span.clone())
            .collect();
        inner.sort_by_key(|r| (r.len(), r.start));
        let smallest = outer
            .simplest
            .map(|n| vec![0u8; n])
            .filter(|z| z[..] != s.best.bytes[outer.span.clone()]);
        let withs = smallest
            .into_iter()
            .chain(inner.into_iter().map(|span| s.best.bytes[span].to_vec()))
            .collect::<Vec<_>>();
        for with in withs {
            if s.exhausted() {
                break 'outer;
            }
            let mut b = s.best.bytes.clone();
            b.splice(outer.span.clone(), with);
            if s.consider(&b) {
                progress = true;
                // The marks are the new buffer's: start again from its last node.
                k = s.best.marks.nodes.len();
                continue 'outer;
            }
        }
    }
    progress
}

/// The most instructions a scenario may have for [`simplest_ints`].
pub(super) const SIMPLEST: usize = 12;

/// Draws an integer argument afresh with a simpler value that takes fewer bytes: 0, 1, 2, -1,
/// then its halves toward zero, from the last integer to the first. Lowering a draw's bytes in place cannot reach a
/// small value from a large one when the encoding changes length (a power of two is drawn
/// with two bytes, a small value with one): `make(1, 16777216)`, `set(0, 0)` becomes
/// `make(1, 1)`, `set(0, 0)`. Only for scenarios of at most [`SIMPLEST`] instructions: on
/// longer ones its runs go to the passes that delete.
pub(crate) fn simplest_ints(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > SIMPLEST {
        return false;
    }
    super::values::each_int(s, |s, target| {
        let Some((bits, encode)) = target.literal.int() else {
            return false;
        };
        if super::values::in_many_elements(s, target.span.start) {
            return false;
        }
        let mut tries = vec![0u128, 1, 2, u128::MAX];
        let mut half = bits;
        while half > 2 && half < 1 << 64 {
            half /= 2;
            tries.push(half);
        }
        // Only shorter encodings: lowering in place, at the same length, is minimise_bytes's.
        let width = target.span.len();
        for with in tries
            .into_iter()
            .filter(|&t| t != bits)
            .map(&encode)
            .filter(|with| with.len() < width)
        {
            if target.span.end > s.best.bytes.len() || s.exhausted() {
                break;
            }
            let mut b = s.best.bytes.clone();
            b.splice(target.span.clone(), with);
            if s.consider(&b) {
                return true;
            }
        }
        false
    })
}

/// The longest run of adjacent bytes [`delete_bytes`] deletes at once, and the longest buffer
/// on which it deletes more than one.
const DELETED_BYTES: usize = 3;
const DELETED_BYTES_WITHIN: usize = 512;

/// Deletes single bytes, from the end, then, on scenarios of at most [`PAIRED`] instructions
/// and [`DELETED_BYTES_WITHIN`] bytes, runs of up to [`DELETED_BYTES`] adjacent bytes, also
/// with zero bytes appended so that the buffer loses one byte only (a step whose draws run past
/// the end of the buffer is not run). The first element of a separated list goes with the
/// count of the separators: `/:-` from the grammar `"/"? part ("/" part)*`, an empty part then
/// one more, becomes `:-`, one part, as the count, now read from the end, is zero.
pub(crate) fn delete_bytes(s: &mut Shrinker<'_>) -> bool {
    let widths = if s.best.starts.len() <= PAIRED && s.best.bytes.len() <= DELETED_BYTES_WITHIN {
        DELETED_BYTES
    } else {
        1
    };
    each_byte(s, |s, i| {
        if super::values::in_many_elements(s, i) {
            return false;
        }
        (1..=widths).any(|w| {
            (0..w.min(2)).any(|padded| {
                let len = s.best.bytes.len();
                if i + w > len || s.exhausted() {
                    return false;
                }
                let mut b = s.best.bytes.clone();
                b.drain(i..i + w);
                b.resize(b.len() + padded * (w - 1), 0);
                s.consider(&b)
            })
        })
    })
}

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

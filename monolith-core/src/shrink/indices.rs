//! Deleting an instruction while the indices drawn after it move by what it added or removed.
//!
//! An index into a text or a sequence points at an element: deleting an earlier call that
//! inserted or removed elements moves that element, and the index no longer points at it. The
//! shrinker knows every integer drawn from a range ([`marks::Index`]) and every string
//! ([`marks::Text`]), so it can delete a call and move the later indices by the size of what
//! the call changed: `insert(0, s)`, `delete(0, 485)`, `delete(384, 0)` becomes `insert(0, s)`,
//! `delete(869, 0)`.

use super::edits::{self, Edit};
use super::walk::{chunks, each_instruction, materialised, realign_edited, PAIRED};
use super::Shrinker;
use crate::source::marks;

/// The most later indices [`delete_and_move_indices`] moves one at a time (the last ones of
/// the scenario); it also moves them all together.
const MOVED: usize = 6;

/// Deletes one instruction and moves the indices drawn after it by what it changed: by each
/// index it drew (a count of elements deleted from a position) and by the length in characters
/// of each string it drew (a text inserted), up or down; the last [`MOVED`] later indices one
/// at a time, then every later index together, each range grown or shrunk by as much.
/// Only for scenarios of at most [`PAIRED`] instructions, once the other passes are done.
pub(crate) fn delete_and_move_indices(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > PAIRED {
        return false;
    }
    each_instruction(s, |s, i| {
        let Some(&(lo, hi)) = chunks(s).get(i) else {
            return false;
        };
        let within = |at: usize| (lo..hi).contains(&at);
        let mut deltas: Vec<u128> = s
            .best
            .marks
            .indices
            .iter()
            .filter(|x| within(x.span.start))
            .map(|x| x.bits)
            .chain(
                s.best
                    .marks
                    .texts
                    .iter()
                    .filter(|t| within(t.span.start))
                    .map(|t| t.value.chars().count() as u128),
            )
            .filter(|&d| d != 0)
            .collect();
        deltas.sort_unstable();
        deltas.dedup();
        let later = indices_from(s, hi);
        if later.is_empty() {
            return false;
        }
        let groups = groups(&later);
        for &delta in &deltas {
            for up in [true, false] {
                for group in &groups {
                    if s.exhausted() {
                        return false;
                    }
                    let moved: Vec<Edit> = group
                        .iter()
                        .filter_map(|x| {
                            // The range grows or shrinks with the text it indexes.
                            let (bits, count) = if up {
                                let count = match x.count {
                                    0 => 0,
                                    n => n.checked_add(delta)?,
                                };
                                (x.bits.checked_add(delta)?, count)
                            } else {
                                let bits = x.bits.checked_sub(delta)?;
                                let count = match x.count {
                                    0 => 0,
                                    n => n
                                        .saturating_sub(delta)
                                        .max(bits.wrapping_sub(x.lo).saturating_add(1)),
                                };
                                (bits, count)
                            };
                            Some(Edit {
                                range: x.span.clone(),
                                with: edits::index_literal(x, count, bits)?,
                            })
                        })
                        .collect();
                    if moved.is_empty() {
                        continue;
                    }
                    // A moved index drawn by recalling a value is drawn afresh by its own edit.
                    let mut edits: Vec<Edit> = materialised(&s.best.marks, hi)
                        .into_iter()
                        .filter(|e| !moved.iter().any(|m| m.range.start == e.range.start))
                        .collect();
                    edits.extend(moved);
                    edits.push(Edit::delete(lo..hi));
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
    })
}

/// The indices drawn at or after byte `from` of the best buffer.
fn indices_from(s: &Shrinker<'_>, from: usize) -> Vec<marks::Index> {
    s.best
        .marks
        .indices
        .iter()
        .filter(|x| x.span.start >= from)
        .cloned()
        .collect()
}

/// The ways to move `later` indices: the last [`MOVED`] one at a time, then all together.
fn groups(later: &[marks::Index]) -> Vec<Vec<&marks::Index>> {
    let mut groups: Vec<Vec<&marks::Index>> =
        later.iter().rev().take(MOVED).map(|x| vec![x]).collect();
    if later.len() > 1 {
        groups.push(later.iter().collect());
    }
    groups
}

/// The most elements a collection may have for [`delete_elements_and_move_indices`], which
/// tries each of them.
const ELEMENTS_MOVED: usize = 64;

/// Deletes one element of a collection (a character of a string, an item of a vector), its
/// length lowered by one, while the indices drawn after the collection move down by one: the
/// last [`MOVED`] one at a time, then all together, each in a range of the same size and in
/// one an element smaller (a range that follows the text's length). An index into the text
/// points at the same character once an earlier one is gone: `insert(0, "aaaa\u{80}a")`,
/// `insert(5, "a")` becomes `insert(0, "aaa\u{80}a")`, `insert(4, "a")`, and so on down to
/// `insert(0, "\u{80}a")`, `insert(1, "a")`, where deleting the character alone, or lowering
/// the index alone, loses the failure. Only for scenarios of at most [`PAIRED`] instructions.
pub(crate) fn delete_elements_and_move_indices(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > PAIRED {
        return false;
    }
    let mut c = s.best.marks.collections.len();
    while c > 0 && !s.exhausted() {
        c -= 1;
        let Some(col) = s.best.marks.collections.get(c).cloned() else {
            continue;
        };
        let (Some(encode), Some(last)) = (col.encode, col.elements.last()) else {
            continue;
        };
        let n = col.elements.len();
        if n > ELEMENTS_MOVED {
            continue;
        }
        let mut later = indices_from(s, last.end);
        later.retain(|x| x.bits > x.lo);
        if later.is_empty() {
            continue;
        }
        let groups = groups(&later);
        for e in (0..n).rev() {
            for group in &groups {
                for shrunk in [0, 1] {
                    if s.exhausted() {
                        return false;
                    }
                    let moved: Option<Vec<Edit>> = group
                        .iter()
                        .map(|x| {
                            let count = match x.count {
                                0 => 0,
                                k => k.checked_sub(shrunk).filter(|&k| k > 0)?,
                            };
                            Some(Edit {
                                range: x.span.clone(),
                                with: edits::index_literal(x, count, x.bits - 1)?,
                            })
                        })
                        .collect();
                    let Some(mut edits) = moved else {
                        continue;
                    };
                    edits.push(Edit {
                        range: col.length.clone(),
                        with: encode(n - 1),
                    });
                    edits.push(Edit::delete(col.elements[e].clone()));
                    if let Some(b) = edits::apply(&s.best.bytes, &mut edits) {
                        if s.consider(&b) {
                            return true;
                        }
                    }
                }
            }
        }
    }
    false
}

/// The most instructions a scenario may have for [`swap_and_move_index`].
const SWAPPED_UP_TO: usize = 40;

/// Swaps the values of two successive integer draws of one type, and moves one later index by
/// one, up or down, so that it follows the value that moved, keeping the result only if it is
/// simpler (the simpler value first) and fails the same way: `v22.push(1)`, `v23.push(0)`,
/// ..., `v25.get(22)` becomes `v22.push(0)`, `v23.push(1)`, ..., `v25.get(23)`. The scenario is as long, but simpler, and the value that
/// tells two versions apart now sits one push later, where a shorter scenario can keep it
/// ([`delete_and_retarget`](super::handles::delete_and_retarget) then forks one version later).
/// Only for scenarios of at most [`SWAPPED_UP_TO`] instructions.
pub(crate) fn swap_and_move_index(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > SWAPPED_UP_TO || s.best.marks.indices.is_empty() {
        return false;
    }
    let values = s.best.marks.values.clone();
    for (k, a) in values.iter().enumerate() {
        let Some((x, encode)) = a.literal.int() else {
            continue;
        };
        let Some(b) = values[k + 1..].iter().find(|v| v.ty == a.ty) else {
            continue;
        };
        let Some((y, encode_b)) = b.literal.int() else {
            continue;
        };
        if x == y || a.span.end > b.span.start {
            continue;
        }
        let later = indices_from(s, b.span.end);
        for index in later.iter().rev() {
            for bits in [index.bits.checked_add(1), index.bits.checked_sub(1)] {
                if s.exhausted() {
                    return false;
                }
                let Some(moved) =
                    bits.and_then(|bits| edits::index_literal(index, index.count, bits))
                else {
                    continue;
                };
                let mut edits = vec![
                    Edit {
                        range: a.span.clone(),
                        with: encode(y),
                    },
                    Edit {
                        range: b.span.clone(),
                        with: encode_b(x),
                    },
                    Edit {
                        range: index.span.clone(),
                        with: moved,
                    },
                ];
                if let Some(bytes) = edits::apply(&s.best.bytes, &mut edits) {
                    if s.consider(&bytes) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

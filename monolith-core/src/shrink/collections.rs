//! The passes over generated collections (vectors, strings): delete elements, from one or from
//! two at once, and merge two collections into one.

use super::edits::{self, Edit};
use super::walk::*;
use super::Shrinker;

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

//! The passes that put values in order: the shrink order prefers the simpler value first, so a
//! scenario whose values only differ in where they are drawn shrinks to the one with the
//! simpler ones earlier. Deleting and lowering cannot do it: each value is needed, and as
//! simple as it can be, only not in the best place.

use super::edits::{self, Edit};
use super::walk::each_mark;
use super::Shrinker;

/// The most elements a collection may have for [`sort_elements`], which tries each adjacent
/// pair.
const SORTED: usize = 64;

/// Swaps two adjacent elements of a collection whose later element's bytes are simpler than
/// the earlier's, from the last collection to the first: `"aqa"`, a word that must hold a `q`
/// among three characters, becomes `"aaq"`.
pub(crate) fn sort_elements(s: &mut Shrinker<'_>) -> bool {
    each_mark(
        s,
        |m| &m.collections,
        |s, col| {
            if col.elements.len() > SORTED {
                return false;
            }
            for pair in col.elements.windows(2).rev() {
                if s.exhausted() {
                    return false;
                }
                let (a, b) = (pair[0].clone(), pair[1].clone());
                let bytes = &s.best.bytes;
                if a.end != b.start || b.end > bytes.len() || bytes[b.clone()] >= bytes[a.clone()] {
                    continue;
                }
                let mut swapped = bytes[b.clone()].to_vec();
                swapped.extend_from_slice(&bytes[a.clone()]);
                let mut edits = [Edit {
                    range: a.start..b.end,
                    with: swapped,
                }];
                // The marks are the new buffer's after a win: go on from the next collection.
                if edits::apply(bytes, &mut edits).is_some_and(|buf| s.consider(&buf)) {
                    return true;
                }
            }
            false
        },
    )
}

/// The most integer draws a scenario may have for [`swap_values`], which tries every pair of
/// distinct values.
const SWAPPED_VALUES: usize = 32;

/// Exchanges two values of one integer type everywhere the scenario draws them, when the one
/// drawn later is the simpler: `insert(16)`, `insert(0)`, `contains(16)` on a hash table that
/// loses colliding keys becomes `insert(0)`, `insert(16)`, `contains(0)`. Changing one draw
/// alone loses the collision, or the key the last call looks up.
pub(crate) fn swap_values(s: &mut Shrinker<'_>) -> bool {
    let values = s.best.marks.values.clone();
    if values.len() > SWAPPED_VALUES {
        return false;
    }
    // Each value's type and bytes, where its draw has bytes that draw it afresh.
    let drawn: Vec<(std::any::TypeId, Vec<u8>)> =
        values.iter().map(|v| (v.ty, v.literal.bytes())).collect();
    for (j, (ty, later)) in drawn.iter().enumerate().rev() {
        for (earlier_ty, earlier) in &drawn[..j] {
            if s.exhausted() {
                return false;
            }
            if earlier_ty != ty || later >= earlier {
                continue;
            }
            let mut edits: Vec<Edit> = values
                .iter()
                .zip(&drawn)
                .filter(|(_, (t, _))| t == ty)
                .filter_map(|(v, (_, bytes))| {
                    let with = if bytes == earlier {
                        later.clone()
                    } else if bytes == later {
                        earlier.clone()
                    } else {
                        return None;
                    };
                    Some(Edit {
                        range: v.span.clone(),
                        with,
                    })
                })
                .collect();
            if let Some(buf) = edits::apply(&s.best.bytes, &mut edits) {
                if s.consider(&buf) {
                    return true;
                }
            }
        }
    }
    false
}

//! The passes over bytes and drawn values: lower each byte, draw integers afresh with simpler
//! values, replace a node of a derivation by a smaller one, delete bytes.

use super::walk::*;
use super::Shrinker;
use crate::source::{marks, spans};
use crate::spec::ints::uniform_literal;

/// Lowers each byte. Where a one-byte span says what every byte decodes to (a choice among
/// live values, a range's boundary value: `Marks::byte_choices`), the simplest byte of each
/// lower decoding is tried, and nothing else. Elsewhere, choices are decoded modulo the number
/// of options, so the smallest byte that makes the same choice is often `byte % m` for a small
/// `m` (`128 + (byte - 128) % m` for a choice among live values): those values and the
/// smallest bytes are tried first, in increasing order; then a binary search lowers further
/// where the decoding is monotone (intervals, multi-byte integers).
pub(crate) fn minimise_bytes(s: &mut Shrinker<'_>) -> bool {
    each_byte(s, |s, i| {
        let current = s.best.bytes[i];
        if current == 0 || super::values::in_many_elements(s, i) {
            return false;
        }
        // A byte whose span says every decoding tries the simplest byte of each lower one.
        if let Some(choices) = s.best.marks.byte_choices(i, current) {
            let base = s.best.bytes.clone();
            let lower = choices.into_iter().filter(|&c| c < current);
            return first_of(s, &base, lower.map(|c| (i, c)));
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

/// Draws each index (an integer of a range: [`lt`](crate::spec::lt),
/// [`closed`](crate::spec::closed), ...) afresh with the same or a lower value in fewer bytes:
/// a boundary value in its one tag byte, any other value uniformly, from the last index to the
/// first. A `get(i)` whose index was drawn uniformly (a tag byte, then the value) keeps the
/// same index in one byte when it is the range's lowest, the next, or one of its last two.
/// Only for scenarios of at most [`SIMPLEST`] instructions, as [`simplest_ints`].
pub(crate) fn simplest_indices(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > SIMPLEST {
        return false;
    }
    each_mark(
        s,
        |m| &m.indices,
        |s, index| {
            if index.span.end > s.best.bytes.len()
                || super::values::in_many_elements(s, index.span.start)
            {
                return false;
            }
            shorter_encodings(&index).into_iter().any(|with| {
                let mut b = s.best.bytes.clone();
                b.splice(index.span.clone(), with);
                s.consider(&b)
            })
        },
    )
}

/// The encodings of an index's value, and of a few lower values of its range (its lowest, the
/// next, half of its offset), that are shorter than its span, the simplest first (shortlex).
fn shorter_encodings(index: &marks::Index) -> Vec<Vec<u8>> {
    let k = index.bits.wrapping_sub(index.lo);
    let count = index.count;
    let mut offsets = vec![k, 0, 1, k / 2];
    offsets.retain(|&o| o <= k);
    let tags = spans::BOUNDARY_TAGS;
    let mut withs: Vec<Vec<u8>> = offsets
        .into_iter()
        .map(|o| {
            (0..4u8)
                .find(|&t| spans::boundary_offset(t, count) == o)
                .map_or_else(|| uniform_literal(count, o), |t| vec![tags.start + t])
        })
        .filter(|with| with.len() < index.span.len())
        .collect();
    withs.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
    withs.dedup();
    withs
}

/// The longest run of adjacent bytes [`delete_bytes`] deletes at once, and the longest buffer
/// on which it deletes more than one.
const DELETED_BYTES: usize = 3;

const DELETED_BYTES_WITHIN: usize = 512;

/// Deletes single bytes, from the end, then, on scenarios of at most [`PAIRED`] instructions
/// and [`DELETED_BYTES_WITHIN`] bytes, runs of up to [`DELETED_BYTES`] adjacent bytes inside
/// a draw of variable length (a collection, a string, a derivation), also with zero bytes
/// appended so that the buffer loses one byte only (a step whose draws run past the end of the
/// buffer is not run). The first element of a separated list goes with the count of the
/// separators: `/:-` from the grammar `"/"? part ("/" part)*`, an empty part then one more,
/// becomes `:-`, one part, as the count, now read from the end, is zero. Elsewhere (an
/// operation choice, an integer) a run of bytes deleted at once only shifts the draws that
/// follow, which the passes that delete instructions and the single deletions already try.
pub(crate) fn delete_bytes(s: &mut Shrinker<'_>) -> bool {
    let short = s.best.starts.len() <= PAIRED && s.best.bytes.len() <= DELETED_BYTES_WITHIN;
    each_byte(s, |s, i| {
        if super::values::in_many_elements(s, i) {
            return false;
        }
        let widths = if short && in_variable_draw(&s.best.marks, i) {
            DELETED_BYTES
        } else {
            1
        };
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

/// Whether byte `at` is read by a draw of variable length: a collection, a string, a node of
/// a derivation.
fn in_variable_draw(marks: &marks::Marks, at: usize) -> bool {
    marks.collections.iter().any(|c| {
        let end = c.elements.last().map_or(c.length.end, |e| e.end);
        (c.length.start..end).contains(&at)
    }) || marks.texts.iter().any(|t| t.span.contains(&at))
        || marks.nodes.iter().any(|n| n.span.contains(&at))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index(span: std::ops::Range<usize>, bits: u128, count: u128) -> marks::Index {
        marks::Index {
            span,
            bits,
            lo: 0,
            count,
        }
    }

    #[test]
    fn an_index_is_encoded_shorter_where_it_can_be() {
        // Index 0 of 1 drawn uniformly (a tag byte, then the value): its boundary tag.
        assert_eq!(shorter_encodings(&index(20..22, 0, 1)), vec![vec![176]]);
        // Index 9 of 10 (the last) drawn uniformly: 0 and 1 (tags 176, 177), and 9 itself (tag
        // 179), all in one byte, the simplest first; not 4, which only a uniform draw gives.
        assert_eq!(
            shorter_encodings(&index(0..2, 9, 10)),
            vec![vec![176], vec![177], vec![179]]
        );
        // Index 300 of 1000 in three bytes: 150 uniformly in three is no shorter.
        assert_eq!(
            shorter_encodings(&index(0..3, 300, 1000)),
            vec![vec![176], vec![177]]
        );
        // A boundary tag is as short as an index gets.
        assert!(shorter_encodings(&index(0..1, 0, 10)).is_empty());
    }
}

//! Edits of a byte buffer, as the shrink passes propose them: replace ranges, and follow a
//! position through the edits.

use std::ops::Range;

use crate::source::marks::Index;

/// An edit of a buffer: the bytes in `range` replaced by `with`.
#[derive(Debug, Clone)]
pub(crate) struct Edit {
    pub range: Range<usize>,
    pub with: Vec<u8>,
}

impl Edit {
    /// Deletes `range`.
    pub fn delete(range: Range<usize>) -> Edit {
        Edit {
            range,
            with: Vec::new(),
        }
    }
}

/// The bytes that draw the value of bits `bits` of the range of `index` from the same lowest
/// value with `count` values (0 for `2^128`): the range of a later state, where the text it
/// indexes has grown or shrunk. `None` if that range does not hold it.
pub(crate) fn index_literal(index: &Index, count: u128, bits: u128) -> Option<Vec<u8>> {
    let k = bits.wrapping_sub(index.lo);
    (count == 0 || k < count).then(|| crate::spec::ints::uniform_literal(count, k))
}

/// Applies non-overlapping `edits` to `bytes`; `None` if two overlap or one is out of bounds.
pub(crate) fn apply(bytes: &[u8], edits: &mut [Edit]) -> Option<Vec<u8>> {
    edits.sort_by_key(|e| e.range.start);
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    for e in edits.iter() {
        if e.range.start < at || e.range.end > bytes.len() || e.range.start > e.range.end {
            return None;
        }
        out.extend_from_slice(&bytes[at..e.range.start]);
        out.extend_from_slice(&e.with);
        at = e.range.end;
    }
    out.extend_from_slice(&bytes[at..]);
    Some(out)
}

/// Where `position` of the original buffer lands after `edits` (sorted by [`apply`]), or
/// `None` if an edit removed it.
pub(crate) fn moved(position: usize, edits: &[Edit]) -> Option<usize> {
    let mut shift: isize = 0;
    for e in edits {
        if e.range.end <= position {
            shift += e.with.len() as isize - e.range.len() as isize;
        } else if e.range.start <= position {
            return None;
        }
    }
    Some((position as isize + shift) as usize)
}

/// `bytes` as a big-endian number lowered by `by`, keeping its width: `None` if it would go
/// below zero.
pub(crate) fn lowered(bytes: &[u8], by: usize) -> Option<Vec<u8>> {
    let mut out = bytes.to_vec();
    let mut borrow = by as u128;
    for b in out.iter_mut().rev() {
        if borrow == 0 {
            break;
        }
        let v = u128::from(*b);
        let take = borrow % 256;
        borrow /= 256;
        if v >= take {
            *b = (v - take) as u8;
        } else {
            *b = (v + 256 - take) as u8;
            borrow += 1;
        }
    }
    (borrow == 0).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_apply_in_order_and_move_positions() {
        let mut edits = vec![
            Edit {
                range: 4..5,
                with: vec![9, 9, 9],
            },
            Edit::delete(1..3),
        ];
        let out = apply(&[0, 1, 2, 3, 4, 5], &mut edits).unwrap();
        assert_eq!(out, [0, 3, 9, 9, 9, 5]);
        assert_eq!(moved(3, &edits), Some(1));
        assert_eq!(moved(5, &edits), Some(5));
        assert_eq!(moved(2, &edits), None);
        let mut overlapping = vec![Edit::delete(1..3), Edit::delete(2..4)];
        assert_eq!(apply(&[0; 6], &mut overlapping), None);
    }

    #[test]
    fn lowering_borrows_across_bytes() {
        assert_eq!(lowered(&[1, 0], 1), Some(vec![0, 255]));
        assert_eq!(lowered(&[0, 3], 4), None);
        assert_eq!(lowered(&[7], 7), Some(vec![0]));
    }
}

//! What both candidates share: a drain in place, the tail moved down by hand.

use std::ops::Range;

/// Removes and returns `items[range]`, moving the elements after it down one by one: from the
/// first of them up, or (`backwards`, the planted bug) from the last down, which overwrites
/// elements before it reads them once the tail is longer than the gap.
pub(crate) fn drain_in_place(items: &mut Vec<u8>, range: Range<usize>, backwards: bool) -> Vec<u8> {
    let Range { start, end } = range;
    assert!(start <= end && end <= items.len(), "range out of bounds");
    let out = items[start..end].to_vec();
    let tail = items.len() - end;
    let order: Box<dyn Iterator<Item = usize>> = if backwards {
        Box::new((0..tail).rev())
    } else {
        Box::new(0..tail)
    };
    for i in order {
        items[start + i] = items[end + i];
    }
    items.truncate(start + tail);
    out
}

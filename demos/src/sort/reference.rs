//! The reference: `std`'s stable sort.

use std::cmp::Ordering;

/// `v` sorted by `compare`, stably: elements that compare equal keep their order.
///
/// # Examples
///
/// ```
/// let by_abs = |a: &i32, b: &i32| a.unsigned_abs().cmp(&b.unsigned_abs());
/// assert_eq!(demos::sort::reference::sort_by(vec![2, -1, 1], by_abs), vec![-1, 1, 2]);
/// ```
pub fn sort_by<F: Fn(&i32, &i32) -> Ordering>(mut v: Vec<i32>, compare: F) -> Vec<i32> {
    v.sort_by(compare);
    v
}

//! The reference: a vector, newest element last, copied on every change.

use super::ListApi;

/// A persistent list of integers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct List(Vec<i32>);

impl ListApi for List {
    /// The list of the element of `x`, if any: empty for `None`, a singleton for `Some`.
    fn of(x: Option<i32>) -> List {
        List(x.into_iter().collect())
    }
    /// The list with `x` in front.
    fn push(&self, x: i32) -> List {
        let mut v = self.0.clone();
        v.push(x);
        List(v)
    }
    /// The front element, the newest.
    fn head(&self) -> Option<i32> {
        self.0.last().copied()
    }
    /// The list without its front element; `None` for the empty list.
    fn tail(&self) -> Option<List> {
        let (_, rest) = self.0.split_last()?;
        Some(List(rest.to_vec()))
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether the list is empty.
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

//! A vector at the wrong end. **Planted bug:** `tail` removes the oldest element rather than
//! the front one, which is the same list while it holds one element. Expected reproducer
//! (4 steps):
//!
//! ```text
//! let l0 = List::of(Some(0));
//! let l1 = l0.push(1);
//! let Some(l2) = l1.tail() else { panic!("expected Some(_)") };
//! assert_eq!(l2.head(), Some(0)); // candidate returned Some(1)
//! ```

use super::ListApi;

/// A persistent list kept as a vector, newest element last.
#[derive(Debug, Clone, Default)]
pub struct List(Vec<i32>);

impl ListApi for List {
    /// The list of the element of `x`, if any.
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
    /// The list without its *oldest* element: the bug.
    fn tail(&self) -> Option<List> {
        let (_, rest) = self.0.split_first()?;
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

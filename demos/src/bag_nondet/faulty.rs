//! A queue that peeks. **Planted bug:** `pop` returns the front element but does not remove
//! it, so the same element comes out again (Monolith's `Queue.peek` for `Queue.pop`). Expected
//! reproducer (4 steps), where the last call is `len`, or a second `pop` that the reference
//! rejects (`let v3_0 = b0.pop(); assert!(v3_0.is_none()); // candidate returned Some(0)`):
//!
//! ```text
//! let mut b0 = Bag::new();
//! b0.push(0);
//! assert_eq!(b0.pop(), Some(0));
//! assert_eq!(b0.len(), 0usize); // candidate returned 1
//! ```

use super::BagApi;

use std::collections::VecDeque;

/// A bag kept as a queue.
#[derive(Debug, Clone, Default)]
pub struct Bag(VecDeque<i32>);

impl BagApi for Bag {
    /// The empty bag.
    fn new() -> Bag {
        Bag(VecDeque::new())
    }
    /// Adds `x` at the back.
    fn push(&mut self, x: i32) {
        self.0.push_back(x);
    }
    /// Returns the front element, and leaves it there: the bug.
    fn pop(&mut self) -> Option<i32> {
        self.0.front().copied()
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether the bag is empty.
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

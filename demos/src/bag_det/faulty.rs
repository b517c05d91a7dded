//! A queue. **Planted bug:** `pop` returns the oldest element, not the newest. Expected
//! reproducer (4 steps):
//!
//! ```text
//! let mut b0 = Bag::new();
//! b0.push(1);
//! b0.push(0);
//! assert_eq!(b0.pop(), Some(0)); // candidate returned 1
//! ```

use std::collections::VecDeque;

use super::BagApi;

/// A bag kept as a queue: first in, first out.
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
    /// Takes out the front element, the oldest: the bug.
    fn pop(&mut self) -> Option<i32> {
        self.0.pop_front()
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.0.len()
    }
}

//! A correct candidate that uses its freedom: `pop` takes from the front and from the back in
//! turn, so its order is neither first in, first out nor last in, first out.

use super::BagApi;

use std::collections::VecDeque;

/// A bag kept in a double-ended queue, popped at alternate ends.
#[derive(Debug, Clone, Default)]
pub struct Bag {
    items: VecDeque<i32>,
    back: bool,
}

impl BagApi for Bag {
    /// The empty bag.
    fn new() -> Bag {
        Bag::default()
    }
    /// Adds `x` at the back.
    fn push(&mut self, x: i32) {
        self.items.push_back(x);
    }
    /// Takes out the front element, then the back one the next time, and so on.
    fn pop(&mut self) -> Option<i32> {
        self.back = !self.back;
        if self.back {
            self.items.pop_back()
        } else {
            self.items.pop_front()
        }
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether the bag is empty.
    fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

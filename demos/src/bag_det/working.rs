//! A correct candidate: a queue used at one end, last in, first out.

use std::collections::VecDeque;

/// A bag kept in a double-ended queue, pushed and popped at the back.
#[derive(Debug, Clone, Default)]
pub struct Bag(VecDeque<i32>);

impl Bag {
    /// The empty bag.
    pub fn new() -> Bag {
        Bag(VecDeque::new())
    }
    /// Adds `x` at the back.
    pub fn push(&mut self, x: i32) {
        self.0.push_back(x);
    }
    /// Takes out the back element, the newest.
    pub fn pop(&mut self) -> Option<i32> {
        self.0.pop_back()
    }
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether the bag is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

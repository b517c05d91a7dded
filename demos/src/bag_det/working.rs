//! A correct candidate: a queue used at one end, last in, first out.

use std::collections::VecDeque;

use super::BagApi;

/// A bag kept in a double-ended queue, pushed and popped at the back.
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
    /// Takes out the back element, the newest.
    fn pop(&mut self) -> Option<i32> {
        self.0.pop_back()
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.0.len()
    }
}

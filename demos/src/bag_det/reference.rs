//! The reference: a vector used as a stack, last in, first out.

use super::BagApi;

/// A bag whose `pop` returns the most recently pushed element.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bag(Vec<i32>);

impl BagApi for Bag {
    /// The empty bag.
    fn new() -> Bag {
        Bag(Vec::new())
    }
    /// Adds `x`.
    fn push(&mut self, x: i32) {
        self.0.push(x);
    }
    /// Takes out the most recently pushed element, if any.
    fn pop(&mut self) -> Option<i32> {
        self.0.pop()
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.0.len()
    }
}

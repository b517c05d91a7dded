//! The reference: a vector and a capacity, which panics where the contract says so.

use super::StackApi;

/// A stack of at most `capacity` integers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stack {
    items: Vec<i32>,
    capacity: usize,
}

impl StackApi for Stack {
    /// An empty stack that holds at most `capacity` elements.
    fn new(capacity: usize) -> Stack {
        Stack {
            items: Vec::new(),
            capacity,
        }
    }
    /// Pushes `x`.
    ///
    /// # Panics
    ///
    /// If the stack is full.
    fn push(&mut self, x: i32) {
        assert!(self.items.len() < self.capacity, "push on a full stack");
        self.items.push(x);
    }
    /// Pops the top element.
    ///
    /// # Panics
    ///
    /// If the stack is empty.
    fn pop(&mut self) -> i32 {
        self.items.pop().expect("pop on an empty stack")
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether the stack is empty.
    fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

//! A correct candidate: the array stack, with the check.

use super::StackApi;

/// A bounded stack in a preallocated array.
#[derive(Debug, Clone, Default)]
pub struct Stack {
    cells: Vec<i32>,
    top: usize,
}

impl StackApi for Stack {
    /// An empty stack that holds at most `capacity` elements.
    fn new(capacity: usize) -> Stack {
        Stack {
            cells: vec![0; capacity],
            top: 0,
        }
    }
    /// Pushes `x`.
    ///
    /// # Panics
    ///
    /// If the stack is full.
    fn push(&mut self, x: i32) {
        assert!(self.top < self.cells.len(), "push on a full stack");
        self.cells[self.top] = x;
        self.top += 1;
    }
    /// Pops the top element.
    ///
    /// # Panics
    ///
    /// If the stack is empty.
    fn pop(&mut self) -> i32 {
        assert!(self.top > 0, "pop on an empty stack");
        self.top -= 1;
        self.cells[self.top]
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.top
    }
    /// Whether the stack is empty.
    fn is_empty(&self) -> bool {
        self.top == 0
    }
}

//! The reference: a vector and the capacity, checked before every push.

use super::BoundedStack;

/// A bounded stack: a vector that never holds more than `capacity` elements.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stack {
    items: Vec<i32>,
    capacity: usize,
}

impl BoundedStack for Stack {
    /// The empty stack that holds at most `capacity` elements.
    fn new(capacity: usize) -> Stack {
        Stack {
            items: Vec::new(),
            capacity,
        }
    }
    /// Pushes `x`, or gives it back as `Err(x)` when the stack is full.
    fn push(&mut self, x: i32) -> Result<(), i32> {
        if self.items.len() == self.capacity {
            return Err(x);
        }
        self.items.push(x);
        Ok(())
    }
    /// Takes out the top element, the most recently pushed, if any.
    fn pop(&mut self) -> Option<i32> {
        self.items.pop()
    }
    /// The top element, if any.
    fn peek(&self) -> Option<i32> {
        self.items.last().copied()
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether the stack has no element.
    fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// Whether the stack holds `capacity` elements: the next push fails.
    fn is_full(&self) -> bool {
        self.items.len() == self.capacity
    }
}

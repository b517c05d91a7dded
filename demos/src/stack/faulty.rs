//! A vector-based candidate. **Planted bug:** `push` refuses an element only once the stack
//! holds *more* than `capacity` elements (`>` where `>=` is due), so a full stack takes one
//! more. Expected reproducer (2 steps):
//!
//! ```text
//! let mut s0 = Stack::new(0usize);
//! assert_eq!(s0.push(0), Err(0)); // candidate returned Ok(())
//! ```

use super::BoundedStack;

/// A bounded stack that lets one element too many in.
#[derive(Debug, Clone)]
pub struct Stack {
    items: Vec<i32>,
    capacity: usize,
}

impl BoundedStack for Stack {
    fn new(capacity: usize) -> Stack {
        Stack {
            items: Vec::new(),
            capacity,
        }
    }
    fn push(&mut self, x: i32) -> Result<(), i32> {
        // The bug: `>` where `>=` is due.
        if self.items.len() > self.capacity {
            return Err(x);
        }
        self.items.push(x);
        Ok(())
    }
    fn pop(&mut self) -> Option<i32> {
        self.items.pop()
    }
    fn peek(&self) -> Option<i32> {
        self.items.last().copied()
    }
    fn len(&self) -> usize {
        self.items.len()
    }
    fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    fn is_full(&self) -> bool {
        self.items.len() >= self.capacity
    }
}

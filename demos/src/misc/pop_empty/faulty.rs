//! An array and a top index (Monolith's `misc/exception`). **Planted bug:** `pop` forgets to
//! check for an empty stack; its `saturating_sub` keeps the index in bounds, so it returns a
//! stale cell instead of panicking. Expected reproducer (2 steps):
//!
//! ```text
//! let mut s0 = Stack::new(1usize);
//! std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| { s0.pop(); })).expect_err("the reference panics here: pop on an empty stack"); // the candidate returns normally
//! ```

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
    /// Pops the top element; on an empty stack, returns the first cell: the bug.
    fn pop(&mut self) -> i32 {
        self.top = self.top.saturating_sub(1);
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

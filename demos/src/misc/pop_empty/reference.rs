//! The reference: a vector and a capacity, which panics where the contract says so.

/// A stack of at most `capacity` integers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stack {
    items: Vec<i32>,
    capacity: usize,
}

impl Stack {
    /// An empty stack that holds at most `capacity` elements.
    pub fn new(capacity: usize) -> Stack {
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
    pub fn push(&mut self, x: i32) {
        assert!(self.items.len() < self.capacity, "push on a full stack");
        self.items.push(x);
    }
    /// Pops the top element.
    ///
    /// # Panics
    ///
    /// If the stack is empty.
    pub fn pop(&mut self) -> i32 {
        self.items.pop().expect("pop on an empty stack")
    }
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether the stack is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

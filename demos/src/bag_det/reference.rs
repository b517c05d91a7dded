//! The reference: a vector used as a stack, last in, first out.

/// A bag whose `pop` returns the most recently pushed element.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bag(Vec<i32>);

impl Bag {
    /// The empty bag.
    pub fn new() -> Bag {
        Bag(Vec::new())
    }
    /// Adds `x`.
    pub fn push(&mut self, x: i32) {
        self.0.push(x);
    }
    /// Takes out the most recently pushed element, if any.
    pub fn pop(&mut self) -> Option<i32> {
        self.0.pop()
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

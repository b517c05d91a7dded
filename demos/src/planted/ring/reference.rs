//! The reference: `std`'s `VecDeque`, and the capacity it may not exceed.

use std::collections::VecDeque;

/// A first-in first-out queue of `u32`s that holds at most `capacity` of them.
#[derive(Debug, Clone)]
pub struct Ring {
    items: VecDeque<u32>,
    capacity: usize,
}

impl Ring {
    /// An empty ring that holds at most `capacity` elements.
    ///
    /// # Panics
    ///
    /// When `capacity` is 0.
    pub fn new(capacity: usize) -> Ring {
        assert!(capacity > 0, "a ring holds at least one element");
        Ring {
            items: VecDeque::with_capacity(capacity),
            capacity,
        }
    }

    /// Appends `x` at the back and returns `true`, or returns `false` and changes nothing when
    /// the ring is full.
    pub fn push(&mut self, x: u32) -> bool {
        if self.is_full() {
            return false;
        }
        self.items.push_back(x);
        true
    }

    /// Removes and returns the oldest element, or `None` when the ring is empty.
    pub fn pop(&mut self) -> Option<u32> {
        self.items.pop_front()
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the ring is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Whether the ring holds `capacity` elements.
    pub fn is_full(&self) -> bool {
        self.items.len() == self.capacity
    }

    /// The elements, oldest first.
    pub fn to_vec(&self) -> Vec<u32> {
        self.items.iter().copied().collect()
    }
}

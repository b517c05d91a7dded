//! The reference: `std`'s `VecDeque`, and the capacity it may not exceed.

use std::collections::VecDeque;

/// A bounded first-in first-out log of `u32`s: a push on a full ring drops the oldest element.
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

    /// Appends `x` at the back. When the ring is full, drops the oldest element to make room
    /// and returns it; else returns `None`.
    pub fn push(&mut self, x: u32) -> Option<u32> {
        let dropped = if self.is_full() {
            self.items.pop_front()
        } else {
            None
        };
        self.items.push_back(x);
        dropped
    }

    /// Removes and returns the oldest element, or `None` when the ring is empty.
    pub fn pop(&mut self) -> Option<u32> {
        self.items.pop_front()
    }

    /// The newest element, or `None` when the ring is empty.
    pub fn last(&self) -> Option<u32> {
        self.items.back().copied()
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the ring is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Whether the ring holds `capacity` elements (the next push drops one).
    pub fn is_full(&self) -> bool {
        self.items.len() == self.capacity
    }

    /// The elements, oldest first.
    pub fn to_vec(&self) -> Vec<u32> {
        self.items.iter().copied().collect()
    }
}

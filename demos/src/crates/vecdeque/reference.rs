//! The reference: a `Vec`, the front at index 0.

use std::ops::Range;

/// A double-ended queue of `u8`s kept in a `Vec`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Deque(Vec<u8>);

impl Deque {
    /// The empty queue.
    pub fn new() -> Deque {
        Deque(Vec::new())
    }

    /// The empty queue (the capacity is not observed).
    pub fn with_capacity(_capacity: usize) -> Deque {
        Deque::new()
    }

    /// Adds `x` at the back.
    pub fn push_back(&mut self, x: u8) {
        self.0.push(x);
    }

    /// Adds `x` at the front.
    pub fn push_front(&mut self, x: u8) {
        self.0.insert(0, x);
    }

    /// Takes the back element.
    pub fn pop_back(&mut self) -> Option<u8> {
        self.0.pop()
    }

    /// Takes the front element.
    pub fn pop_front(&mut self) -> Option<u8> {
        (!self.0.is_empty()).then(|| self.0.remove(0))
    }

    /// The front element.
    pub fn front(&self) -> Option<u8> {
        self.0.first().copied()
    }

    /// The back element.
    pub fn back(&self) -> Option<u8> {
        self.0.last().copied()
    }

    /// The element at `index`.
    pub fn get(&self, index: usize) -> Option<u8> {
        self.0.get(index).copied()
    }

    /// Inserts `x` at `index`. Panics when `index > len`.
    pub fn insert(&mut self, index: usize, x: u8) {
        assert!(index <= self.0.len(), "index out of bounds");
        self.0.insert(index, x);
    }

    /// Removes the element at `index`; `None` out of range.
    pub fn remove(&mut self, index: usize) -> Option<u8> {
        (index < self.0.len()).then(|| self.0.remove(index))
    }

    /// Removes the element at `index` and puts the back one in its place.
    pub fn swap_remove_back(&mut self, index: usize) -> Option<u8> {
        (index < self.0.len()).then(|| self.0.swap_remove(index))
    }

    /// Removes the element at `index` and puts the front one in its place.
    pub fn swap_remove_front(&mut self, index: usize) -> Option<u8> {
        if index >= self.0.len() {
            return None;
        }
        self.0.swap(0, index);
        self.pop_front()
    }

    /// Swaps two elements. Panics when either is out of range.
    pub fn swap(&mut self, i: usize, j: usize) {
        self.0.swap(i, j);
    }

    /// Keeps the first `len` elements.
    pub fn truncate(&mut self, len: usize) {
        self.0.truncate(len);
    }

    /// Rotates left by `n`. Panics when `n > len`.
    pub fn rotate_left(&mut self, n: usize) {
        self.0.rotate_left(n);
    }

    /// Rotates right by `n`. Panics when `n > len`.
    pub fn rotate_right(&mut self, n: usize) {
        self.0.rotate_right(n);
    }

    /// Splits off the elements from `at` on. Panics when `at > len`.
    pub fn split_off(&mut self, at: usize) -> Deque {
        Deque(self.0.split_off(at))
    }

    /// Moves every element of `other` to the back of `self`.
    pub fn append(&mut self, other: &mut Deque) {
        self.0.append(&mut other.0);
    }

    /// Resizes to `len`, filling with `x`.
    pub fn resize(&mut self, len: usize, x: u8) {
        self.0.resize(len, x);
    }

    /// Removes and returns the elements of `range`. Panics when the range is reversed or ends
    /// past the end.
    pub fn drain(&mut self, range: Range<usize>) -> Vec<u8> {
        self.0.drain(range).collect()
    }

    /// Whether `x` is there.
    pub fn contains(&self, x: &u8) -> bool {
        self.0.contains(x)
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the queue is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Removes every element.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The elements, front to back (what `VecDeque::iter` yields).
    pub fn iter(&self) -> Vec<u8> {
        self.0.clone()
    }
}

/// The elements, front to back, consuming the queue (`Vec::from`, as for a `VecDeque`).
impl From<Deque> for Vec<u8> {
    fn from(d: Deque) -> Vec<u8> {
        d.0
    }
}

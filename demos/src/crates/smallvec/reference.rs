//! The reference: a `Vec<u8>`, with `SmallVec`'s methods.

use std::ops::Range;

/// A vector of `u8`s kept in a `Vec`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Vector(Vec<u8>);

impl Vector {
    /// The empty vector.
    pub fn new() -> Vector {
        Vector(Vec::new())
    }

    /// The vector of `v`'s elements.
    pub fn from_vec(v: Vec<u8>) -> Vector {
        Vector(v)
    }

    /// The vector of `xs`'s elements.
    pub fn from_slice(xs: &[u8]) -> Vector {
        Vector(xs.to_vec())
    }

    /// `n` copies of `x`.
    pub fn from_elem(x: u8, n: usize) -> Vector {
        Vector(vec![x; n])
    }

    /// Adds `x` at the end.
    pub fn push(&mut self, x: u8) {
        self.0.push(x);
    }

    /// Takes the last element.
    pub fn pop(&mut self) -> Option<u8> {
        self.0.pop()
    }

    /// Moves every element of `other` to the end.
    pub fn append(&mut self, other: &mut Vector) {
        self.0.append(&mut other.0);
    }

    /// Keeps the first `len` elements.
    pub fn truncate(&mut self, len: usize) {
        self.0.truncate(len);
    }

    /// Removes the element at `index`, the last one taking its place. Panics out of range.
    pub fn swap_remove(&mut self, index: usize) -> u8 {
        self.0.swap_remove(index)
    }

    /// Removes the element at `index`. Panics out of range.
    pub fn remove(&mut self, index: usize) -> u8 {
        self.0.remove(index)
    }

    /// Inserts `x` at `index`. Panics when `index > len`.
    pub fn insert(&mut self, index: usize, x: u8) {
        self.0.insert(index, x);
    }

    /// Inserts `xs` at `index`. Panics when `index > len`.
    pub fn insert_many(&mut self, index: usize, xs: Vec<u8>) {
        self.0.splice(index..index, xs);
    }

    /// Inserts `xs` at `index`. Panics when `index > len`.
    pub fn insert_from_slice(&mut self, index: usize, xs: &[u8]) {
        self.0.splice(index..index, xs.iter().copied());
    }

    /// Adds `xs` at the end.
    pub fn extend_from_slice(&mut self, xs: &[u8]) {
        self.0.extend_from_slice(xs);
    }

    /// Removes and returns the elements of `range`. Panics when the range is reversed or ends
    /// past the end.
    pub fn drain(&mut self, range: Range<usize>) -> Vec<u8> {
        self.0.drain(range).collect()
    }

    /// Removes consecutive repeated elements.
    pub fn dedup(&mut self) {
        self.0.dedup();
    }

    /// Resizes to `len`, filling with `x`.
    pub fn resize(&mut self, len: usize, x: u8) {
        self.0.resize(len, x);
    }

    /// Nothing observable: the capacity is not compared.
    pub fn shrink_to_fit(&mut self) {}

    /// Removes every element.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the vector is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The elements.
    pub fn as_slice(&self) -> Vec<u8> {
        self.0.clone()
    }

    /// The elements, consuming the vector.
    pub fn into_vec(self) -> Vec<u8> {
        self.0
    }
}

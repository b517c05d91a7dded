//! The faulty candidate: moves the tail down after the drained range from its last element
//! to its first.

use std::ops::Range;

use super::candidate::drain_in_place;
use super::Buffer;

/// A buffer of `u8`s that drains in place, moving the tail down by hand.
#[derive(Debug, Clone, Default)]
pub struct Buf {
    items: Vec<u8>,
}

impl Buffer for Buf {
    fn new() -> Self {
        Buf::default()
    }
    fn push(&mut self, x: u8) {
        self.items.push(x);
    }
    fn len(&self) -> usize {
        self.items.len()
    }
    fn drain(&mut self, range: Range<usize>) -> Vec<u8> {
        drain_in_place(&mut self.items, range, true)
    }
    fn to_vec(&self) -> Vec<u8> {
        self.items.clone()
    }
}

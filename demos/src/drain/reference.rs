//! The reference: `std`'s `Vec<u8>`.

use std::ops::Range;

use super::Buffer;

impl Buffer for Vec<u8> {
    fn new() -> Self {
        Vec::new()
    }
    fn push(&mut self, x: u8) {
        Vec::push(self, x);
    }
    fn len(&self) -> usize {
        <[u8]>::len(self)
    }
    fn drain(&mut self, range: Range<usize>) -> Vec<u8> {
        Vec::drain(self, range).collect()
    }
    fn to_vec(&self) -> Vec<u8> {
        self.clone()
    }
}

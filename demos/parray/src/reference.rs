//! The reference: Bryn's two lines, a vector copied on every `set`.

use super::PArrayApi;

/// A persistent array that copies itself on `set`.
#[derive(Debug, Clone, PartialEq)]
pub struct PArray(Vec<i32>);

impl PArrayApi for PArray {
    fn make(n: usize, x: i32) -> PArray {
        PArray(vec![x; n])
    }
    fn get(&self, i: usize) -> i32 {
        self.0[i]
    }
    /// A copy with `x` at `i`.
    fn set(&self, i: usize, x: i32) -> PArray {
        let mut copy = self.0.clone();
        copy[i] = x;
        PArray(copy)
    }
    fn len(&self) -> usize {
        self.0.len()
    }
}

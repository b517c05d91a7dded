//! The reference: Bryn's two lines, a vector copied on every `set`.

/// A persistent array that copies itself on `set`.
#[derive(Debug, Clone, PartialEq)]
pub struct PArray(Vec<i32>);

impl PArray {
    /// `n` cells holding `x`.
    pub fn make(n: usize, x: i32) -> PArray {
        PArray(vec![x; n])
    }
    /// The number of cells.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether there is no cell.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// The value at `i`.
    pub fn get(&self, i: usize) -> i32 {
        self.0[i]
    }
    /// A copy with `x` at `i`.
    pub fn set(&self, i: usize, x: i32) -> PArray {
        let mut copy = self.0.clone();
        copy[i] = x;
        PArray(copy)
    }
}

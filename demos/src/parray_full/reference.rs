//! The reference: Bryn's two lines again, a vector copied on every `set`, with the rest of the
//! API read off the vector.

/// A persistent array that copies itself on `set`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PArray(Vec<i32>);

impl PArray {
    /// `n` cells holding `x`.
    pub fn make(n: usize, x: i32) -> PArray {
        PArray(vec![x; n])
    }
    /// `n` cells, cell `i` holding `f(i)`.
    pub fn init(n: usize, f: impl Fn(usize) -> i32) -> PArray {
        PArray((0..n).map(f).collect())
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
    /// The number of cells.
    pub fn length(&self) -> usize {
        self.0.len()
    }
    /// The cells, in order.
    pub fn to_vec(&self) -> Vec<i32> {
        self.0.clone()
    }
    /// `f(... f(f(init, a[0]), a[1]) ..., a[n - 1])`.
    pub fn fold_left<B>(&self, init: B, f: impl Fn(B, i32) -> B) -> B {
        self.0.iter().fold(init, |acc, &x| f(acc, x))
    }
}

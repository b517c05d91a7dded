//! The reference: a `Vec<i32>`, copied on every update.

/// A persistent vector that copies itself on every update.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PVec(Vec<i32>);

impl PVec {
    /// The empty vector.
    pub fn new() -> PVec {
        PVec::default()
    }

    /// A copy with `x` at the end.
    pub fn push(&self, x: i32) -> PVec {
        let mut v = self.0.clone();
        v.push(x);
        PVec(v)
    }

    /// A copy without its last element (the empty vector stays empty).
    pub fn pop(&self) -> PVec {
        let mut v = self.0.clone();
        v.pop();
        PVec(v)
    }

    /// The element at `i`.
    ///
    /// # Panics
    ///
    /// When `i` is out of bounds.
    pub fn get(&self, i: usize) -> i32 {
        self.0[i]
    }

    /// A copy with `x` at `i`.
    ///
    /// # Panics
    ///
    /// When `i` is out of bounds.
    pub fn set(&self, i: usize, x: i32) -> PVec {
        let mut v = self.0.clone();
        v[i] = x;
        PVec(v)
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the vector is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

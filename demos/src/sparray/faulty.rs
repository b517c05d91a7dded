//! A rerooting diff array with an eager `length`. **Planted bug:** `length` reroots the array
//! it measures when that array is valid (so that, its author thought, a following `get` is
//! O(1)). But rerooting invalidates the array's descendants, and `length` must invalidate
//! nothing: a descendant the client may still access is gone, and the next `get` or `set` on it
//! panics. Expected reproducer (4 steps; no shorter scenario can fail, since the bug needs a
//! child, a `length` on one of its ancestors, then an access to the child):
//!
//! ```text
//! let a0 = SpArray::make(3, 0);
//! let a1 = a0.set(1, 1);
//! assert_eq!(a0.length(), 3);
//! let _ = a1.get(0); // the candidate panics: semi-persistent array used after it was invalidated
//! ```
//!
//! (or `a1.set(..)` in the last step).

use super::{working, SpArrayApi};

/// A semi-persistent array of `i32` whose `length` reroots.
#[derive(Debug, Clone)]
pub struct SpArray(working::SpArray);

impl SpArrayApi for SpArray {
    /// The root of a new tree: `n` cells holding `x`.
    fn make(n: usize, x: i32) -> SpArray {
        SpArray(working::SpArray::make(n, x))
    }

    /// The number of cells, after moving the data array here if this array is valid: the bug.
    fn length(&self) -> usize {
        if self.0.is_valid() {
            self.0.reroot();
        }
        self.0.length()
    }

    /// The value at `i`. Invalidates the descendants of this array.
    ///
    /// # Panics
    ///
    /// If this array is invalid, or `i` is out of bounds.
    fn get(&self, i: usize) -> i32 {
        self.0.get(i)
    }

    /// A child of this array, with `x` at `i`. Invalidates the other descendants of this array.
    ///
    /// # Panics
    ///
    /// If this array is invalid, or `i` is out of bounds.
    fn set(&self, i: usize, x: i32) -> SpArray {
        SpArray(self.0.set(i, x))
    }

    fn valid(&self) -> bool {
        self.0.is_valid()
    }
}

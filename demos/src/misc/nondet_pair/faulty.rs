//! Selection by filtering. **Planted bug:** the part beside the `k`-th element keeps the
//! elements strictly smaller (`below_nth`) or strictly greater (`above_nth`) than it, and so
//! loses the elements equal to it. Expected reproducers (1 step each):
//!
//! ```text
//! let v0_0 = below_nth(vec![0, 0], 1usize);
//! assert_eq!({ let mut part = v0_0.0; part.sort(); part }, vec![0]); // candidate returned (vec![], 0)
//! let v0_0 = above_nth(vec![0, 0], 0usize);
//! assert_eq!({ let mut part = v0_0.1; part.sort(); part }, vec![0]); // candidate returned (0, vec![])
//! ```

/// The `k`-th smallest element (from 0) of `v`.
fn nth(v: &[i32], k: usize) -> i32 {
    let mut sorted = v.to_vec();
    sorted.sort_unstable();
    sorted[k]
}

/// The elements smaller than the `k`-th smallest, and that element.
///
/// # Panics
///
/// If `k >= v.len()`.
pub fn below_nth(v: Vec<i32>, k: usize) -> (Vec<i32>, i32) {
    let x = nth(&v, k);
    (v.into_iter().filter(|&y| y < x).collect(), x)
}

/// The `k`-th smallest element, and the elements greater than it.
///
/// # Panics
///
/// If `k >= v.len()`.
pub fn above_nth(v: Vec<i32>, k: usize) -> (i32, Vec<i32>) {
    let x = nth(&v, k);
    (x, v.into_iter().filter(|&y| y > x).collect())
}

//! A correct candidate: `std`'s `select_nth_unstable`, whose parts come in no particular order.

/// The `k` smallest elements of `v`, in any order, and the `k`-th smallest (from 0).
///
/// # Panics
///
/// If `k >= v.len()`.
pub fn below_nth(mut v: Vec<i32>, k: usize) -> (Vec<i32>, i32) {
    let (left, &mut x, _) = v.select_nth_unstable(k);
    (left.to_vec(), x)
}

/// The `k`-th smallest element of `v` (from 0), and the elements after it, in any order.
///
/// # Panics
///
/// If `k >= v.len()`.
pub fn above_nth(mut v: Vec<i32>, k: usize) -> (i32, Vec<i32>) {
    let (_, &mut x, right) = v.select_nth_unstable(k);
    (x, right.to_vec())
}

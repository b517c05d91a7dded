//! A sort that ignores its comparison. **Planted bug:** `sort_by` always sorts in ascending
//! order, which is right for the first comparison of the spec and for no other. Expected
//! reproducer (1 step):
//!
//! ```text
//! assert_eq!(sort_by(vec![0, 1], |a: &i32, b: &i32| b.cmp(a)), vec![1, 0]); // candidate returned vec![0, 1]
//! ```

use std::cmp::Ordering;

/// `v` sorted in ascending order, whatever `compare` says: the bug.
pub fn sort_by<F: Fn(&i32, &i32) -> Ordering>(mut v: Vec<i32>, compare: F) -> Vec<i32> {
    let _ = compare;
    v.sort();
    v
}

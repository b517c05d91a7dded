//! A sorted vector. **Planted bug:** `choose_and_remove` returns the smallest element, a fine
//! choice, but the set it returns lacks the largest one instead. Expected reproducer (5 steps):
//!
//! ```text
//! let s0 = Set::empty();
//! let s1 = s0.add(0);
//! let s2 = s1.add(1);
//! let Some((v3_0, s3)) = s2.choose_and_remove() else { panic!("expected Some(_)") };
//! assert_eq!(v3_0, 0);
//! assert!(!s3.contains(0)); // candidate returned true
//! ```

use super::SetApi;

/// A persistent set kept as a sorted vector.
#[derive(Debug, Clone, Default)]
pub struct Set(Vec<i32>);

impl SetApi for Set {
    /// The empty set.
    fn empty() -> Set {
        Set::default()
    }
    /// The set with `x` added.
    fn add(&self, x: i32) -> Set {
        let mut v = self.0.clone();
        if let Err(i) = v.binary_search(&x) {
            v.insert(i, x);
        }
        Set(v)
    }
    /// Whether `x` is in the set.
    fn contains(&self, x: i32) -> bool {
        self.0.binary_search(&x).is_ok()
    }
    /// The smallest element and the set without... the largest one: the bug.
    fn choose_and_remove(&self) -> Option<(i32, Set)> {
        let (&first, _) = self.0.split_first()?;
        let (_, rest) = self.0.split_last()?;
        Some((first, Set(rest.to_vec())))
    }
}

//! A correct candidate that uses its freedom: `choose_and_remove` takes the median element.

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
    /// The median element and the set without it.
    fn choose_and_remove(&self) -> Option<(i32, Set)> {
        if self.0.is_empty() {
            return None;
        }
        let mut v = self.0.clone();
        let x = v.remove(v.len() / 2);
        Some((x, Set(v)))
    }
}

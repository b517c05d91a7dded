//! An association list that shadows. **Planted bug:** `insert` puts the new binding in front
//! and leaves the old one behind it; `get` finds the new one, but `choose` returns the last
//! binding of the list, which may be a stale one. Expected reproducer (4 steps):
//!
//! ```text
//! let mut m0 = Map::new();
//! assert_eq!(m0.insert(0, 0), None);
//! assert_eq!(m0.insert(0, 1), Some(0));
//! let v3_0 = m0.choose();
//! assert_eq!(v3_0, Some((0, 1))); // candidate returned Some((0, 0))
//! ```

use super::MapApi;

/// A map kept as a list of bindings, newest first.
#[derive(Debug, Clone, Default)]
pub struct Map(Vec<(i32, i32)>);

impl MapApi for Map {
    /// The empty map.
    fn new() -> Map {
        Map::default()
    }
    /// Binds `k` to `v` in front, shadowing the old binding rather than replacing it: the bug.
    fn insert(&mut self, k: i32, v: i32) -> Option<i32> {
        let old = self.get(k);
        self.0.insert(0, (k, v));
        old
    }
    /// The value of the first binding of `k`.
    fn get(&self, k: i32) -> Option<i32> {
        self.0.iter().find(|(key, _)| *key == k).map(|&(_, v)| v)
    }
    /// The last binding of the list.
    fn choose(&self) -> Option<(i32, i32)> {
        self.0.last().copied()
    }
}

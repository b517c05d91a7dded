//! The reference: `std`'s `BTreeMap<u64, u64>`.

use std::collections::BTreeMap;

/// A map from `u64` keys to `u64` values.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Map(BTreeMap<u64, u64>);

impl Map {
    /// The empty map.
    pub fn new() -> Map {
        Map::default()
    }

    /// Maps `k` to `v`; the value `k` had.
    pub fn insert(&mut self, k: u64, v: u64) -> Option<u64> {
        self.0.insert(k, v)
    }

    /// Removes `k`; the value it had.
    pub fn remove(&mut self, k: u64) -> Option<u64> {
        self.0.remove(&k)
    }

    /// The value of `k`.
    pub fn get(&self, k: u64) -> Option<u64> {
        self.0.get(&k).copied()
    }

    /// The number of keys.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

//! The reference: `std`'s ordered map.

use std::collections::BTreeMap;

/// A map from bytes to integers, kept in a `BTreeMap`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Map(BTreeMap<u8, i32>);

impl Map {
    /// The empty map.
    pub fn new() -> Map {
        Map(BTreeMap::new())
    }
    /// Binds `key` to `value`; returns the value it replaces, if any.
    pub fn insert(&mut self, key: u8, value: i32) -> Option<i32> {
        self.0.insert(key, value)
    }
    /// The value bound to `key`, if any.
    pub fn get(&self, key: u8) -> Option<i32> {
        self.0.get(&key).copied()
    }
    /// Unbinds `key`; returns its value, if any.
    pub fn remove(&mut self, key: u8) -> Option<i32> {
        self.0.remove(&key)
    }
    /// Whether `key` is bound.
    pub fn contains_key(&self, key: u8) -> bool {
        self.0.contains_key(&key)
    }
    /// The number of bindings.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether there is no binding.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// The keys, in increasing order.
    pub fn keys(&self) -> Vec<u8> {
        self.0.keys().copied().collect()
    }
}

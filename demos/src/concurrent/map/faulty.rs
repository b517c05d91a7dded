//! A map whose `insert_if_absent` checks under the read lock and inserts under the write lock.

use std::collections::BTreeMap;
use std::sync::RwLock;

use super::SharedMap;

/// A `BTreeMap` behind an `RwLock`, with a check-then-act `insert_if_absent`.
#[derive(Debug, Default)]
pub struct RacyMap(RwLock<BTreeMap<u8, u32>>);

impl SharedMap for RacyMap {
    fn new() -> Self {
        Self::default()
    }
    fn insert_if_absent(&self, k: u8, v: u32) -> bool {
        if self.0.read().unwrap().contains_key(&k) {
            return false;
        }
        // The bug: another insert of `k` may run between the check above, under the read
        // lock, and this insertion, under the write lock; both return `true`.
        self.0.write().unwrap().insert(k, v);
        true
    }
    fn get(&self, k: u8) -> Option<u32> {
        self.0.read().unwrap().get(&k).copied()
    }
    fn remove(&self, k: u8) -> Option<u32> {
        self.0.write().unwrap().remove(&k)
    }
    fn len(&self) -> usize {
        self.0.read().unwrap().len()
    }
}

//! A map behind a read-write lock: each change, with its check, is one critical section under
//! the write lock; reads share the read lock.

use std::collections::btree_map::Entry;
use std::collections::BTreeMap;
use std::sync::RwLock;

use super::SharedMap;

/// A `BTreeMap` behind an `RwLock`.
#[derive(Debug, Default)]
pub struct LockedMap(RwLock<BTreeMap<u8, u32>>);

impl SharedMap for LockedMap {
    fn new() -> Self {
        Self::default()
    }
    fn insert_if_absent(&self, k: u8, v: u32) -> bool {
        match self.0.write().unwrap().entry(k) {
            Entry::Occupied(_) => false,
            Entry::Vacant(e) => {
                e.insert(v);
                true
            }
        }
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

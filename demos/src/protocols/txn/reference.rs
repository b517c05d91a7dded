//! The reference: a stack of whole maps, one per open transaction, the top one current.

use std::collections::BTreeMap;

use super::TxStore;

/// A stack of snapshots: `begin` copies the current map, `commit` replaces the enclosing
/// one with it, `rollback` drops it.
#[derive(Debug, Clone)]
pub struct Snapshots {
    maps: Vec<BTreeMap<u8, u32>>,
}

impl Snapshots {
    fn top(&mut self) -> &mut BTreeMap<u8, u32> {
        self.maps.last_mut().expect("the base map is never popped")
    }
}

impl TxStore for Snapshots {
    fn new() -> Snapshots {
        Snapshots {
            maps: vec![BTreeMap::new()],
        }
    }
    fn put(&mut self, key: u8, value: u32) -> Option<u32> {
        self.top().insert(key, value)
    }
    fn get(&self, key: u8) -> Option<u32> {
        self.maps.last().and_then(|m| m.get(&key).copied())
    }
    fn remove(&mut self, key: u8) -> Option<u32> {
        self.top().remove(&key)
    }
    fn begin(&mut self) {
        let copy = self.top().clone();
        self.maps.push(copy);
    }
    fn commit(&mut self) {
        assert!(self.maps.len() > 1, "commit outside a transaction");
        let inner = self.maps.pop().expect("checked");
        *self.top() = inner;
    }
    fn rollback(&mut self) {
        assert!(self.maps.len() > 1, "rollback outside a transaction");
        self.maps.pop();
    }
    fn depth(&self) -> usize {
        self.maps.len() - 1
    }
}

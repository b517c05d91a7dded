//! A set whose `insert` checks, then inserts, under two acquisitions of its lock.

use std::collections::BTreeSet;
use std::sync::Mutex;

use super::ConcurrentSet;

/// A `BTreeSet` behind a `Mutex`, with a check-then-act `insert`.
#[derive(Debug, Default)]
pub struct RacySet(Mutex<BTreeSet<u8>>);

impl ConcurrentSet for RacySet {
    fn new() -> Self {
        Self::default()
    }
    fn insert(&self, k: u8) -> bool {
        if self.contains(k) {
            return false;
        }
        // The bug: another insert of `k` may run between the check and this insertion.
        self.0.lock().unwrap().insert(k);
        true
    }
    fn remove(&self, k: u8) -> bool {
        self.0.lock().unwrap().remove(&k)
    }
    fn contains(&self, k: u8) -> bool {
        self.0.lock().unwrap().contains(&k)
    }
    fn len(&self) -> usize {
        self.0.lock().unwrap().len()
    }
}

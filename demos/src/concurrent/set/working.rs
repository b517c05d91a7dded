//! A set behind one lock: every operation is one critical section, so it is linearizable.

use std::collections::BTreeSet;
use std::sync::Mutex;

use super::ConcurrentSet;

/// A `BTreeSet` behind a `Mutex`.
#[derive(Debug, Default)]
pub struct LockedSet(Mutex<BTreeSet<u8>>);

impl ConcurrentSet for LockedSet {
    fn new() -> Self {
        Self::default()
    }
    fn insert(&self, k: u8) -> bool {
        self.0.lock().unwrap().insert(k)
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

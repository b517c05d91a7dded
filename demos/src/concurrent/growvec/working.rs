//! A vector behind one lock: every operation is one critical section.

use std::sync::Mutex;

use super::SharedVec;

/// A `Vec` behind a `Mutex`.
#[derive(Debug, Default)]
pub struct LockedVec(Mutex<Vec<u32>>);

impl LockedVec {
    /// The empty vector.
    pub fn new() -> Self {
        Self::default()
    }
}

impl SharedVec for LockedVec {
    fn push(&self, x: u32) -> usize {
        let mut v = self.0.lock().unwrap();
        v.push(x);
        v.len() - 1
    }
    fn get(&self, i: usize) -> Option<u32> {
        self.0.lock().unwrap().get(i).copied()
    }
    fn len(&self) -> usize {
        self.0.lock().unwrap().len()
    }
}

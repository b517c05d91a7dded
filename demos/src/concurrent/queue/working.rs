//! A queue behind one lock: every operation is one critical section.

use std::collections::VecDeque;
use std::sync::Mutex;

use super::SharedQueue;

/// A `VecDeque` behind a `Mutex`.
#[derive(Debug, Default)]
pub struct LockedQueue(Mutex<VecDeque<u32>>);

impl SharedQueue for LockedQueue {
    fn new() -> Self {
        Self::default()
    }
    fn push(&self, x: u32) {
        self.0.lock().unwrap().push_back(x);
    }
    fn pop(&self) -> Option<u32> {
        self.0.lock().unwrap().pop_front()
    }
    fn len(&self) -> usize {
        self.0.lock().unwrap().len()
    }
}

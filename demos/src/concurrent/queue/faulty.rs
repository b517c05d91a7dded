//! A queue whose `push` finds its position under the lock and inserts under it again.

use std::collections::VecDeque;
use std::sync::Mutex;

use super::SharedQueue;

/// A `VecDeque` behind a `Mutex`, with a `push` in two critical sections.
#[derive(Debug, Default)]
pub struct SplitQueue(Mutex<VecDeque<u32>>);

impl SharedQueue for SplitQueue {
    fn new() -> Self {
        Self::default()
    }
    fn push(&self, x: u32) {
        let at = self.0.lock().unwrap().len();
        // The bug: a push between these two critical sections moves the tail, and `x` goes
        // before the element it pushed.
        self.0.lock().unwrap().insert(at, x);
    }
    fn pop(&self) -> Option<u32> {
        self.0.lock().unwrap().pop_front()
    }
    fn len(&self) -> usize {
        self.0.lock().unwrap().len()
    }
}

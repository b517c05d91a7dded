//! A counter that adds with one atomic read-modify-write.

use std::sync::atomic::{AtomicU64, Ordering};

use super::SharedCounter;

/// An `AtomicU64` and `fetch_add`.
#[derive(Debug, Default)]
pub struct AtomicCounter(AtomicU64);

impl SharedCounter for AtomicCounter {
    fn new() -> Self {
        Self::default()
    }
    fn add(&self, n: u64) -> u64 {
        self.0.fetch_add(n, Ordering::SeqCst)
    }
    fn get(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

//! A counter whose `add` is a load, then a store.

use std::sync::atomic::{AtomicU64, Ordering};

use super::SharedCounter;

/// An `AtomicU64` updated by a load and a store.
#[derive(Debug, Default)]
pub struct LoadStoreCounter(AtomicU64);

impl SharedCounter for LoadStoreCounter {
    fn new() -> Self {
        Self::default()
    }
    fn add(&self, n: u64) -> u64 {
        let old = self.0.load(Ordering::SeqCst);
        // The bug: another add between this load and the store below is lost.
        self.0.store(old + n, Ordering::SeqCst);
        old
    }
    fn get(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

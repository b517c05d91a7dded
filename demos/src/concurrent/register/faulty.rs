//! A pair register whose halves are two atomics, stored and loaded one at a time.

use std::sync::atomic::{AtomicU16, Ordering};

use super::PairRegister;

/// Each half in its own `AtomicU16`.
#[derive(Debug, Default)]
pub struct TornRegister {
    a: AtomicU16,
    b: AtomicU16,
}

impl TornRegister {
    /// The register holding `(0, 0)`.
    pub fn new() -> Self {
        Self::default()
    }
}

impl PairRegister for TornRegister {
    fn set(&self, a: u16, b: u16) {
        // The bug: a `get` between these two stores sees half of the pair.
        self.a.store(a, Ordering::SeqCst);
        self.b.store(b, Ordering::SeqCst);
    }
    fn get(&self) -> (u16, u16) {
        (self.a.load(Ordering::SeqCst), self.b.load(Ordering::SeqCst))
    }
}

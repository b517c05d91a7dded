//! A pair register packed into one atomic word: every `set` and `get` is one atomic access.

use std::sync::atomic::{AtomicU32, Ordering};

use super::PairRegister;

/// Both halves in one `AtomicU32`.
#[derive(Debug, Default)]
pub struct PackedRegister(AtomicU32);

impl PackedRegister {
    /// The register holding `(0, 0)`.
    pub fn new() -> Self {
        Self::default()
    }
}

impl PairRegister for PackedRegister {
    fn set(&self, a: u16, b: u16) {
        self.0
            .store(u32::from(a) << 16 | u32::from(b), Ordering::SeqCst);
    }
    fn get(&self) -> (u16, u16) {
        let v = self.0.load(Ordering::SeqCst);
        ((v >> 16) as u16, v as u16)
    }
}

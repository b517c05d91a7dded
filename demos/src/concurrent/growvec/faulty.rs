//! A vector that grows by copying its full buffer outside the write lock.

use std::sync::RwLock;

use super::SharedVec;

/// The elements and the capacity, behind an `RwLock`.
#[derive(Debug)]
pub struct RacyVec(RwLock<(Vec<u32>, usize)>);

impl Default for RacyVec {
    fn default() -> Self {
        RacyVec(RwLock::new((Vec::new(), 2)))
    }
}

impl RacyVec {
    /// The empty vector, of capacity 2.
    pub fn new() -> Self {
        Self::default()
    }
}

impl SharedVec for RacyVec {
    fn push(&self, x: u32) -> usize {
        let full = {
            let g = self.0.read().unwrap();
            (g.0.len() == g.1).then(|| (g.0.clone(), g.1 * 2))
        };
        match full {
            Some((mut copy, capacity)) => {
                // The bug: a push between the copy and the store below is lost.
                let i = copy.len();
                copy.reserve_exact(capacity - copy.len());
                copy.push(x);
                *self.0.write().unwrap() = (copy, capacity);
                i
            }
            None => {
                let mut g = self.0.write().unwrap();
                g.0.push(x);
                g.0.len() - 1
            }
        }
    }
    fn get(&self, i: usize) -> Option<u32> {
        self.0.read().unwrap().0.get(i).copied()
    }
    fn len(&self) -> usize {
        self.0.read().unwrap().0.len()
    }
}

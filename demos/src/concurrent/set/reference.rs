//! The reference: a `BTreeSet` in a [`Model`], which gives `&self` methods a state that the
//! linearizability search can copy, compare and hash.

use std::collections::BTreeSet;

use monolith_core::parallel::Model;

use super::ConcurrentSet;

impl ConcurrentSet for Model<BTreeSet<u8>> {
    fn new() -> Self {
        Model::default()
    }
    fn insert(&self, k: u8) -> bool {
        self.state_mut().insert(k)
    }
    fn remove(&self, k: u8) -> bool {
        self.state_mut().remove(&k)
    }
    fn contains(&self, k: u8) -> bool {
        self.state().contains(&k)
    }
    fn len(&self) -> usize {
        self.state().len()
    }
}

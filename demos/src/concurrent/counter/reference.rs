//! The reference: a `u64` in a [`Model`].

use monolith_core::parallel::Model;

use super::SharedCounter;

impl SharedCounter for Model<u64> {
    fn new() -> Self {
        Model::new(0)
    }
    fn add(&self, n: u64) -> u64 {
        let old = *self.state();
        *self.state_mut() = old + n;
        old
    }
    fn get(&self) -> u64 {
        *self.state()
    }
}

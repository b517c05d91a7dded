//! The reference: a `Vec` in a [`Model`], its last element the top.

use monolith_core::parallel::Model;

use super::SharedStack;

impl SharedStack for Model<Vec<u32>> {
    fn new() -> Self {
        Model::default()
    }
    fn push(&self, x: u32) {
        self.state_mut().push(x);
    }
    fn pop(&self) -> Option<u32> {
        self.state_mut().pop()
    }
}

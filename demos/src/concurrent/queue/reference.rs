//! The reference: a `VecDeque` in a [`Model`].

use std::collections::VecDeque;

use monolith_core::parallel::Model;

use super::SharedQueue;

impl SharedQueue for Model<VecDeque<u32>> {
    fn new() -> Self {
        Model::default()
    }
    fn push(&self, x: u32) {
        self.state_mut().push_back(x);
    }
    fn pop(&self) -> Option<u32> {
        self.state_mut().pop_front()
    }
    fn len(&self) -> usize {
        self.state().len()
    }
}

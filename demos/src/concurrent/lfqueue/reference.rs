//! The reference: a `VecDeque` of at most [`CAPACITY`] elements in a [`Model`].

use std::collections::VecDeque;

use monolith_core::parallel::Model;

use super::{BoundedQueue, CAPACITY};

impl BoundedQueue for Model<VecDeque<u32>> {
    fn new() -> Self {
        Model::default()
    }
    fn push(&self, x: u32) -> bool {
        let mut q = self.state_mut();
        if q.len() == CAPACITY {
            return false;
        }
        q.push_back(x);
        true
    }
    fn pop(&self) -> Option<u32> {
        self.state_mut().pop_front()
    }
}

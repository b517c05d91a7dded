//! The reference: a `BTreeMap` in a [`Model`].

use std::collections::BTreeMap;

use monolith_core::parallel::Model;

use super::SharedMap;

impl SharedMap for Model<BTreeMap<u8, u32>> {
    fn new() -> Self {
        Model::default()
    }
    fn insert_if_absent(&self, k: u8, v: u32) -> bool {
        let mut map = self.state_mut();
        if map.contains_key(&k) {
            return false;
        }
        map.insert(k, v);
        true
    }
    fn get(&self, k: u8) -> Option<u32> {
        self.state().get(&k).copied()
    }
    fn remove(&self, k: u8) -> Option<u32> {
        self.state_mut().remove(&k)
    }
    fn len(&self) -> usize {
        self.state().len()
    }
}

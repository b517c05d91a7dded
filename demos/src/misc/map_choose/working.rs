//! A correct candidate: the association list, with `insert` replacing a binding in place.

use super::MapApi;

/// A map kept as a list of bindings.
#[derive(Debug, Clone, Default)]
pub struct Map(Vec<(i32, i32)>);

impl MapApi for Map {
    /// The empty map.
    fn new() -> Map {
        Map::default()
    }
    /// Binds `k` to `v`, in place if `k` is bound already.
    fn insert(&mut self, k: i32, v: i32) -> Option<i32> {
        match self.0.iter_mut().find(|(key, _)| *key == k) {
            Some(binding) => Some(std::mem::replace(&mut binding.1, v)),
            None => {
                self.0.insert(0, (k, v));
                None
            }
        }
    }
    /// The value bound to `k`.
    fn get(&self, k: i32) -> Option<i32> {
        self.0.iter().find(|(key, _)| *key == k).map(|&(_, v)| v)
    }
    /// The last binding of the list, the oldest key.
    fn choose(&self) -> Option<(i32, i32)> {
        self.0.last().copied()
    }
}

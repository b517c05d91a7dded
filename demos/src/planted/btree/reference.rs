//! The reference: `std`'s `BTreeSet<u8>`.

/// A set of `u8` keys.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Set(std::collections::BTreeSet<u8>);

impl Set {
    /// The empty set.
    pub fn new() -> Set {
        Set::default()
    }

    /// Adds `k`; whether it was absent.
    pub fn insert(&mut self, k: u8) -> bool {
        self.0.insert(k)
    }

    /// Removes `k`; whether it was present.
    pub fn remove(&mut self, k: u8) -> bool {
        self.0.remove(&k)
    }

    /// Whether `k` is in the set.
    pub fn contains(&self, k: u8) -> bool {
        self.0.contains(&k)
    }

    /// The number of keys.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

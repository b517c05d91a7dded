//! The reference: `std`'s `BTreeSet<u16>`.

use std::collections::BTreeSet;

/// A set of `u16`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Set(BTreeSet<u16>);

impl Set {
    /// The empty set.
    pub fn new() -> Set {
        Set::default()
    }

    /// Adds `x`; whether it was absent.
    pub fn insert(&mut self, x: u16) -> bool {
        self.0.insert(x)
    }

    /// Adds every element of `xs`.
    pub fn extend(&mut self, xs: Vec<u16>) {
        self.0.extend(xs);
    }

    /// Removes `x`; whether it was present.
    pub fn remove(&mut self, x: u16) -> bool {
        self.0.remove(&x)
    }

    /// Whether `x` is in the set.
    pub fn contains(&self, x: u16) -> bool {
        self.0.contains(&x)
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

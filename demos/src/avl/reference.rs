//! The reference: `std`'s `BTreeSet<u8>`, copied on every update.

use std::collections::BTreeSet;

/// A persistent set of bytes that copies itself on `add` and `union`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AvlSet(BTreeSet<u8>);

impl super::AvlApi for AvlSet {
    /// The empty set.
    fn empty() -> AvlSet {
        AvlSet(BTreeSet::new())
    }
    /// A copy with `x`.
    fn add(&self, x: u8) -> AvlSet {
        let mut s = self.0.clone();
        s.insert(x);
        AvlSet(s)
    }
    /// The elements of `self` or `other`.
    fn union(&self, other: &AvlSet) -> AvlSet {
        AvlSet(self.0.union(&other.0).copied().collect())
    }
    /// Whether `x` is an element.
    fn mem(&self, x: u8) -> bool {
        self.0.contains(&x)
    }
    /// The elements, in increasing order.
    fn elements(&self) -> Vec<u8> {
        self.0.iter().copied().collect()
    }
    /// Nothing to check: a `BTreeSet` keeps itself balanced.
    fn assert_balanced(&self) {}
}

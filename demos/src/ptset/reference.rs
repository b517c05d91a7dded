//! The reference: `std`'s `BTreeSet<i64>`, copied on every update.

use std::collections::BTreeSet;

use super::PtSetApi;

/// A persistent set of `i64` keys that copies itself on `add` and `remove`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PtSet(BTreeSet<i64>);

impl PtSetApi for PtSet {
    /// The empty set.
    fn empty() -> PtSet {
        PtSet(BTreeSet::new())
    }

    /// The set `{k}`.
    fn singleton(k: i64) -> PtSet {
        PtSet(BTreeSet::from([k]))
    }

    /// A copy with `k`.
    fn add(&self, k: i64) -> PtSet {
        let mut s = self.0.clone();
        s.insert(k);
        PtSet(s)
    }

    /// A copy without `k`.
    fn remove(&self, k: i64) -> PtSet {
        let mut s = self.0.clone();
        s.remove(&k);
        PtSet(s)
    }

    /// Whether `k` is in this set.
    fn mem(&self, k: i64) -> bool {
        self.0.contains(&k)
    }

    /// The union of this set and `other`.
    fn union(&self, other: &PtSet) -> PtSet {
        PtSet(self.0.union(&other.0).copied().collect())
    }

    /// The keys, in increasing order.
    fn elements(&self) -> Vec<i64> {
        self.0.iter().copied().collect()
    }

    /// The number of keys.
    fn cardinal(&self) -> usize {
        self.0.len()
    }
}

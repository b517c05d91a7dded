//! The reference: `std`'s `BTreeSet<String>`, scanned in full for prefix queries.

use std::collections::BTreeSet;

/// A set of strings.
#[derive(Debug, Clone, Default)]
pub struct PrefixSet(BTreeSet<String>);

impl PrefixSet {
    /// The empty set.
    pub fn new() -> PrefixSet {
        PrefixSet::default()
    }

    /// Adds `s`; whether it was absent.
    pub fn insert(&mut self, s: String) -> bool {
        self.0.insert(s)
    }

    /// Whether `s` is in the set.
    pub fn contains(&self, s: String) -> bool {
        self.0.contains(&s)
    }

    /// Removes `s`; whether it was present.
    pub fn remove(&mut self, s: String) -> bool {
        self.0.remove(&s)
    }

    /// The number of strings in the set that start with `prefix`.
    pub fn count_with_prefix(&self, prefix: String) -> usize {
        self.0.iter().filter(|s| s.starts_with(&prefix)).count()
    }

    /// The longest string in the set that `query` starts with.
    pub fn longest_stored_prefix_of(&self, query: String) -> Option<String> {
        self.0
            .iter()
            .filter(|s| query.starts_with(s.as_str()))
            .max_by_key(|s| s.len())
            .cloned()
    }

    /// The number of strings in the set.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

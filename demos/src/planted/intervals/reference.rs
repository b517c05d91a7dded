//! The reference: a vector of ranges, sorted and merged from scratch after every insertion,
//! and cut range by range on removal.

/// A set of `u32`s, as disjoint, sorted, non-touching half-open ranges.
#[derive(Debug, Clone, Default)]
pub struct IntervalSet(Vec<(u32, u32)>);

impl IntervalSet {
    /// The empty set.
    pub fn new() -> IntervalSet {
        IntervalSet::default()
    }

    /// Adds `lo..hi` (nothing when `lo >= hi`).
    pub fn insert(&mut self, lo: u32, hi: u32) {
        if lo >= hi {
            return;
        }
        self.0.push((lo, hi));
        self.0.sort();
        let mut merged: Vec<(u32, u32)> = Vec::new();
        for &(lo, hi) in &self.0 {
            match merged.last_mut() {
                // Overlapping or touching: one range.
                Some(last) if lo <= last.1 => last.1 = last.1.max(hi),
                _ => merged.push((lo, hi)),
            }
        }
        self.0 = merged;
    }

    /// Removes `lo..hi` (nothing when `lo >= hi`).
    pub fn remove(&mut self, lo: u32, hi: u32) {
        if lo >= hi {
            return;
        }
        self.0 = self
            .0
            .iter()
            .flat_map(|&(a, b)| [(a, b.min(lo)), (a.max(hi), b)])
            .filter(|&(a, b)| a < b)
            .collect();
    }

    /// Whether `x` is in the set.
    pub fn contains(&self, x: u32) -> bool {
        self.0.iter().any(|&(a, b)| a <= x && x < b)
    }

    /// The endpoints of the ranges, in increasing order: `lo` and `hi` of the first range,
    /// then of the second, and so on.
    pub fn endpoints(&self) -> Vec<u32> {
        self.0.iter().flat_map(|&(lo, hi)| [lo, hi]).collect()
    }

    /// The number of ranges.
    pub fn len_ranges(&self) -> usize {
        self.0.len()
    }
}

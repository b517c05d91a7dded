//! The candidate: a sorted vector of ranges, updated in place by binary search and one
//! `splice`.
//!
//! **Planted bug** (`BUGGY = true`): [`insert`](IntervalSet::insert) finds the first range it
//! must merge with as the first one that does not end before `lo`. A range that ends exactly
//! at `lo` touches the new one and must merge; the faulty candidate skips it (`<=` where `<`
//! belongs), and keeps `a..lo` and `lo..hi` as two ranges. Touching on the other side
//! (`hi` equal to a range's start) is handled right.

/// A set of `u32`s, as disjoint, sorted, non-touching half-open ranges.
#[derive(Debug, Clone, Default)]
pub struct IntervalSet<const BUGGY: bool> {
    ranges: Vec<(u32, u32)>,
}

/// The candidate with the planted bug.
pub type Faulty = IntervalSet<true>;
/// The correct candidate.
pub type Working = IntervalSet<false>;

impl<const BUGGY: bool> IntervalSet<BUGGY> {
    /// The empty set.
    pub fn new() -> Self {
        IntervalSet { ranges: Vec::new() }
    }

    /// Adds `lo..hi` (nothing when `lo >= hi`), merging it with every range it overlaps or
    /// touches.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::intervals::{Faulty, Working};
    /// let mut w = Working::new();
    /// w.insert(10, 20);
    /// w.insert(20, 30);
    /// assert_eq!(w.endpoints(), vec![10, 30]);
    /// let mut f = Faulty::new();
    /// f.insert(10, 20);
    /// f.insert(20, 30);
    /// assert_eq!(f.endpoints(), vec![10, 20, 20, 30]); // the planted bug
    /// ```
    pub fn insert(&mut self, lo: u32, hi: u32) {
        if lo >= hi {
            return;
        }
        // The ranges before `first` end before `lo`; those from `last` on start after `hi`.
        let first = if BUGGY {
            self.ranges.partition_point(|r| r.1 <= lo)
        } else {
            self.ranges.partition_point(|r| r.1 < lo)
        };
        let last = self.ranges.partition_point(|r| r.0 <= hi);
        let merged = if first < last {
            (
                lo.min(self.ranges[first].0),
                hi.max(self.ranges[last - 1].1),
            )
        } else {
            (lo, hi)
        };
        self.ranges.splice(first..last, [merged]);
    }

    /// Removes `lo..hi` (nothing when `lo >= hi`), cutting the ranges it overlaps.
    pub fn remove(&mut self, lo: u32, hi: u32) {
        if lo >= hi {
            return;
        }
        // The ranges in `first..last` overlap `lo..hi`.
        let first = self.ranges.partition_point(|r| r.1 <= lo);
        let last = self.ranges.partition_point(|r| r.0 < hi);
        if first >= last {
            return;
        }
        let (a, _) = self.ranges[first];
        let (_, b) = self.ranges[last - 1];
        let left = (a < lo).then_some((a, lo));
        let right = (hi < b).then_some((hi, b));
        self.ranges
            .splice(first..last, left.into_iter().chain(right));
    }

    /// Whether `x` is in the set: in the first range that ends after it.
    pub fn contains(&self, x: u32) -> bool {
        let i = self.ranges.partition_point(|r| r.1 <= x);
        self.ranges.get(i).is_some_and(|r| r.0 <= x)
    }

    /// The endpoints of the ranges, in increasing order: `lo` and `hi` of the first range,
    /// then of the second, and so on.
    pub fn endpoints(&self) -> Vec<u32> {
        self.ranges.iter().flat_map(|&(lo, hi)| [lo, hi]).collect()
    }

    /// The number of ranges.
    pub fn len_ranges(&self) -> usize {
        self.ranges.len()
    }
}

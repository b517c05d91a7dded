//! The reference: a length and the set of its enabled bits, in a `BTreeSet`.

use std::collections::BTreeSet;
use std::ops::Range;

/// A fixed-size set of bits: `len` bits, the enabled ones in `ones`. Equal, as `FixedBitSet`
/// documents it, when they have the same length and the same bits (`==` is derived).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bits {
    len: usize,
    ones: BTreeSet<usize>,
}

impl Bits {
    /// `bits` bits, all clear.
    pub fn with_capacity(bits: usize) -> Bits {
        Bits {
            len: bits,
            ones: BTreeSet::new(),
        }
    }

    /// Grows to `bits` bits (never shrinks); the new bits are clear.
    pub fn grow(&mut self, bits: usize) {
        self.len = self.len.max(bits);
    }

    /// Grows to hold `bit`, then enables it.
    pub fn grow_and_insert(&mut self, bit: usize) {
        self.grow(bit + 1);
        self.ones.insert(bit);
    }

    /// The number of bits, set or not.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no bits at all.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether no bit is enabled.
    pub fn is_clear(&self) -> bool {
        self.ones.is_empty()
    }

    /// Whether every bit is enabled.
    pub fn is_full(&self) -> bool {
        self.ones.len() == self.len
    }

    /// The lowest enabled bit.
    pub fn minimum(&self) -> Option<usize> {
        self.ones.first().copied()
    }

    /// The highest enabled bit.
    pub fn maximum(&self) -> Option<usize> {
        self.ones.last().copied()
    }

    /// Whether `bit` is enabled; `false` past the end.
    pub fn contains(&self, bit: usize) -> bool {
        self.ones.contains(&bit)
    }

    /// Clears every bit.
    pub fn clear(&mut self) {
        self.ones.clear();
    }

    fn check(&self, bit: usize) {
        assert!(
            bit < self.len,
            "bit {bit} is out of range for a set of {} bits",
            self.len
        );
    }

    /// Enables `bit`. Panics past the end.
    pub fn insert(&mut self, bit: usize) {
        self.check(bit);
        self.ones.insert(bit);
    }

    /// Disables `bit`. Panics past the end.
    pub fn remove(&mut self, bit: usize) {
        self.check(bit);
        self.ones.remove(&bit);
    }

    /// Enables `bit` and returns whether it was enabled. Panics past the end.
    pub fn put(&mut self, bit: usize) -> bool {
        self.check(bit);
        !self.ones.insert(bit)
    }

    /// Flips `bit`. Panics past the end.
    pub fn toggle(&mut self, bit: usize) {
        self.check(bit);
        if !self.ones.remove(&bit) {
            self.ones.insert(bit);
        }
    }

    /// Sets `bit` to `enabled`. Panics past the end.
    pub fn set(&mut self, bit: usize, enabled: bool) {
        self.check(bit);
        if enabled {
            self.ones.insert(bit);
        } else {
            self.ones.remove(&bit);
        }
    }

    fn check_range(&self, range: &Range<usize>) {
        assert!(
            range.start <= range.end && range.end <= self.len,
            "invalid range {range:?} for a set of {} bits",
            self.len
        );
    }

    /// The number of enabled bits in `range`. Panics when `range` is reversed or ends past
    /// the end.
    pub fn count_ones(&self, range: Range<usize>) -> usize {
        self.check_range(&range);
        self.ones.range(range).count()
    }

    /// Enables every bit of `range`. Panics as [`Bits::count_ones`].
    pub fn insert_range(&mut self, range: Range<usize>) {
        self.check_range(&range);
        self.ones.extend(range);
    }

    /// Flips every bit of `range`. Panics as [`Bits::count_ones`].
    pub fn toggle_range(&mut self, range: Range<usize>) {
        self.check_range(&range);
        for bit in range {
            self.toggle(bit);
        }
    }

    /// The enabled bits, in increasing order.
    pub fn ones(&self) -> Vec<usize> {
        self.ones.iter().copied().collect()
    }

    /// Adds the bits of `other`, growing to its length.
    pub fn union_with(&mut self, other: &Bits) {
        self.grow(other.len);
        self.ones.extend(other.ones.iter().copied());
    }

    /// Keeps the bits that `other` has too; the length stays.
    pub fn intersect_with(&mut self, other: &Bits) {
        self.ones.retain(|b| other.ones.contains(b));
    }

    /// Removes the bits of `other`; the length stays.
    pub fn difference_with(&mut self, other: &Bits) {
        self.ones.retain(|b| !other.ones.contains(b));
    }

    /// Flips the bits of `other`, growing to its length.
    pub fn symmetric_difference_with(&mut self, other: &Bits) {
        self.grow(other.len);
        self.ones = self
            .ones
            .symmetric_difference(&other.ones)
            .copied()
            .collect();
    }

    /// The number of bits in `self` or `other`.
    pub fn union_count(&self, other: &Bits) -> usize {
        self.ones.union(&other.ones).count()
    }

    /// The number of bits in both.
    pub fn intersection_count(&self, other: &Bits) -> usize {
        self.ones.intersection(&other.ones).count()
    }

    /// The number of bits in `self` but not in `other`.
    pub fn difference_count(&self, other: &Bits) -> usize {
        self.ones.difference(&other.ones).count()
    }

    /// The number of bits in exactly one of them.
    pub fn symmetric_difference_count(&self, other: &Bits) -> usize {
        self.ones.symmetric_difference(&other.ones).count()
    }

    /// Whether no bit is in both.
    pub fn is_disjoint(&self, other: &Bits) -> bool {
        self.ones.is_disjoint(&other.ones)
    }

    /// Whether every bit of `self` is in `other`.
    pub fn is_subset(&self, other: &Bits) -> bool {
        self.ones.is_subset(&other.ones)
    }

    /// Whether every bit of `other` is in `self`.
    pub fn is_superset(&self, other: &Bits) -> bool {
        self.ones.is_superset(&other.ones)
    }
}

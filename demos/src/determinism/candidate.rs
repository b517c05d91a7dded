//! The candidate: a small hash map whose hash is seeded per instance, as `std`'s `RandomState`
//! seeds each map, so that no input can aim at one bucket.
//!
//! Each map takes its seed from a per-thread counter: the counter's parity, so that two maps
//! made one after the other have different seeds (`RandomState` takes per-thread random keys
//! and increments them for each map). A counter, rather than random keys, keeps this demo's
//! runs reproducible: each scenario makes its maps in pairs, one for each run, so every
//! scenario starts on the same parity. A key's bucket is `(key ^ seed) % 8`.
//!
//! **Planted bug** (`BUGGY = true`): `to_vec` lists the entries bucket by bucket, so its order
//! depends on the seed: two maps built by the same calls list `0` and `1` in opposite orders
//! when their seeds differ in the lowest bit. The working candidate sorts by key.

use std::cell::Cell;

/// The number of buckets.
const BUCKETS: usize = 8;

thread_local! {
    /// The seed of the next map.
    static NEXT_SEED: Cell<u8> = const { Cell::new(0) };
}

/// A hash map from `u8` to `u8` seeded per instance: the candidate with the planted bug when
/// `BUGGY`.
#[derive(Debug, Clone)]
pub struct SeededMap<const BUGGY: bool> {
    seed: u8,
    buckets: Vec<Vec<(u8, u8)>>,
}

/// The candidate with the planted bug.
pub type Faulty = SeededMap<true>;
/// The correct candidate.
pub type Working = SeededMap<false>;

impl<const BUGGY: bool> Default for SeededMap<BUGGY> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const BUGGY: bool> SeededMap<BUGGY> {
    /// An empty map, with the next seed.
    ///
    /// # Examples
    ///
    /// ```
    /// let m = demos::determinism::Working::new();
    /// assert_eq!(m.len(), 0);
    /// ```
    pub fn new() -> Self {
        let seed = NEXT_SEED.with(|s| {
            let seed = s.get();
            s.set(seed.wrapping_add(1));
            seed % 2
        });
        SeededMap {
            seed,
            buckets: vec![Vec::new(); BUCKETS],
        }
    }

    fn bucket(&self, key: u8) -> usize {
        usize::from(key ^ self.seed) % BUCKETS
    }

    /// Maps `key` to `value`; the value it had, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut m = demos::determinism::Working::new();
    /// assert_eq!(m.insert(1, 10), None);
    /// assert_eq!(m.insert(1, 11), Some(10));
    /// ```
    pub fn insert(&mut self, key: u8, value: u8) -> Option<u8> {
        let b = self.bucket(key);
        match self.buckets[b].iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => Some(std::mem::replace(v, value)),
            None => {
                self.buckets[b].push((key, value));
                None
            }
        }
    }

    /// Removes `key`; the value it had, if any.
    pub fn remove(&mut self, key: u8) -> Option<u8> {
        let b = self.bucket(key);
        let i = self.buckets[b].iter().position(|(k, _)| *k == key)?;
        Some(self.buckets[b].swap_remove(i).1)
    }

    /// The value of `key`, if any.
    pub fn get(&self, key: u8) -> Option<u8> {
        let b = self.bucket(key);
        self.buckets[b]
            .iter()
            .find(|(k, _)| *k == key)
            .map(|&(_, v)| v)
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.buckets.iter().map(Vec::len).sum()
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The entries, in key order (in bucket order for the faulty candidate: the planted bug).
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::determinism::{Faulty, Working};
    /// let (mut a, mut b) = (Working::new(), Working::new());
    /// for m in [&mut a, &mut b] {
    ///     m.insert(0, 0);
    ///     m.insert(1, 1);
    /// }
    /// assert_eq!(a.to_vec(), b.to_vec());
    /// let (mut a, mut b) = (Faulty::new(), Faulty::new());
    /// for m in [&mut a, &mut b] {
    ///     m.insert(0, 0);
    ///     m.insert(1, 1);
    /// }
    /// assert_ne!(a.to_vec(), b.to_vec()); // the planted bug: consecutive seeds
    /// ```
    pub fn to_vec(&self) -> Vec<(u8, u8)> {
        let mut entries: Vec<(u8, u8)> = self.buckets.iter().flatten().copied().collect();
        if !BUGGY {
            entries.sort_unstable();
        }
        entries
    }
}

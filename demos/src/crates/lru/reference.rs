//! The reference: a `Vec` of `(key, value)` pairs from the least to the most recently used,
//! and the capacity.

use std::num::NonZeroUsize;

/// An LRU cache of `u8` keys and values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lru {
    /// Least recently used first.
    pairs: Vec<(u8, u8)>,
    cap: usize,
}

impl Lru {
    /// An empty cache of `cap` entries.
    pub fn new(cap: NonZeroUsize) -> Lru {
        Lru {
            pairs: Vec::new(),
            cap: cap.get(),
        }
    }

    /// An empty cache with no bound (`cap` is `usize::MAX`).
    pub fn unbounded() -> Lru {
        Lru::new(NonZeroUsize::MAX)
    }

    fn position(&self, key: u8) -> Option<usize> {
        self.pairs.iter().position(|&(k, _)| k == key)
    }

    /// Moves the entry at `k` to the most recently used end.
    fn touch(&mut self, k: usize) {
        let pair = self.pairs.remove(k);
        self.pairs.push(pair);
    }

    /// Inserts or updates `key` as the most recently used entry. Returns the old entry of the
    /// key, or else the entry evicted to make room.
    pub fn push(&mut self, key: u8, value: u8) -> Option<(u8, u8)> {
        if let Some(k) = self.position(key) {
            let old = self.pairs.remove(k);
            self.pairs.push((key, value));
            return Some(old);
        }
        let evicted = if self.pairs.len() == self.cap {
            Some(self.pairs.remove(0))
        } else {
            None
        };
        self.pairs.push((key, value));
        evicted
    }

    /// As [`Lru::push`], but returns only the old value of the key.
    pub fn put(&mut self, key: u8, value: u8) -> Option<u8> {
        let existed = self.position(key).is_some();
        let old = self.push(key, value);
        if existed {
            old.map(|(_, v)| v)
        } else {
            None
        }
    }

    /// The value of `key`, which becomes the most recently used.
    pub fn get(&mut self, key: &u8) -> Option<u8> {
        let k = self.position(*key)?;
        self.touch(k);
        self.pairs.last().map(|&(_, v)| v)
    }

    /// The value of `key`, without touching it.
    pub fn peek(&self, key: &u8) -> Option<u8> {
        self.position(*key).map(|k| self.pairs[k].1)
    }

    /// Whether `key` is there, without touching it.
    pub fn contains(&self, key: &u8) -> bool {
        self.position(*key).is_some()
    }

    /// Removes `key` and returns its value.
    pub fn pop(&mut self, key: &u8) -> Option<u8> {
        self.pop_entry(key).map(|(_, v)| v)
    }

    /// Removes `key` and returns its entry.
    pub fn pop_entry(&mut self, key: &u8) -> Option<(u8, u8)> {
        self.position(*key).map(|k| self.pairs.remove(k))
    }

    /// Removes the least recently used entry.
    pub fn pop_lru(&mut self) -> Option<(u8, u8)> {
        (!self.pairs.is_empty()).then(|| self.pairs.remove(0))
    }

    /// Removes the most recently used entry.
    pub fn pop_mru(&mut self) -> Option<(u8, u8)> {
        self.pairs.pop()
    }

    /// The least recently used entry.
    pub fn peek_lru(&self) -> Option<(u8, u8)> {
        self.pairs.first().copied()
    }

    /// The most recently used entry.
    pub fn peek_mru(&self) -> Option<(u8, u8)> {
        self.pairs.last().copied()
    }

    /// Makes `key` the most recently used; whether it is there.
    pub fn promote(&mut self, key: &u8) -> bool {
        self.position(*key).map(|k| self.touch(k)).is_some()
    }

    /// Makes `key` the least recently used; whether it is there.
    pub fn demote(&mut self, key: &u8) -> bool {
        self.position(*key)
            .map(|k| {
                let pair = self.pairs.remove(k);
                self.pairs.insert(0, pair);
            })
            .is_some()
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Whether the cache is empty.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// The capacity.
    pub fn cap(&self) -> usize {
        self.cap
    }

    /// Changes the capacity, evicting the least recently used entries past it.
    pub fn resize(&mut self, cap: NonZeroUsize) {
        let cap = cap.get();
        let excess = self.pairs.len().saturating_sub(cap);
        self.pairs.drain(..excess);
        self.cap = cap;
    }

    /// Removes every entry.
    pub fn clear(&mut self) {
        self.pairs.clear();
    }

    /// The entries from the most to the least recently used, as `iter` visits them.
    pub fn iter(&self) -> Vec<(u8, u8)> {
        self.pairs.iter().rev().copied().collect()
    }
}

//! The reference: a `Vec` of `(key, value)` pairs in insertion order, searched linearly.

/// An insertion-ordered map of `u8` keys to `u8` values.
#[derive(Debug, Clone, Default)]
pub struct Map(Vec<(u8, u8)>);

impl Map {
    /// The empty map.
    pub fn new() -> Map {
        Map::default()
    }

    fn position(&self, key: u8) -> Option<usize> {
        self.0.iter().position(|&(k, _)| k == key)
    }

    /// Inserts or updates `key`, keeping its place; returns its index and its old value.
    pub fn insert_full(&mut self, key: u8, value: u8) -> (usize, Option<u8>) {
        match self.position(key) {
            Some(k) => (k, Some(std::mem::replace(&mut self.0[k].1, value))),
            None => {
                self.0.push((key, value));
                (self.0.len() - 1, None)
            }
        }
    }

    /// As [`Map::insert_full`], the old value only.
    pub fn insert(&mut self, key: u8, value: u8) -> Option<u8> {
        self.insert_full(key, value).1
    }

    /// Inserts `key` at `index`, or moves it there; returns its old value. Panics when `index`
    /// is past the end (for a new key) or at the end (for a key already there).
    pub fn shift_insert(&mut self, index: usize, key: u8, value: u8) -> Option<u8> {
        match self.position(key) {
            Some(k) => {
                assert!(index < self.0.len(), "index out of bounds");
                let (_, old) = self.0.remove(k);
                self.0.insert(index, (key, value));
                Some(old)
            }
            None => {
                assert!(index <= self.0.len(), "index out of bounds");
                self.0.insert(index, (key, value));
                None
            }
        }
    }

    /// Inserts `key` before the entry at `index` (or at the end), moving it if it is there;
    /// returns its new index and its old value. Panics when `index > len`.
    pub fn insert_before(&mut self, index: usize, key: u8, value: u8) -> (usize, Option<u8>) {
        assert!(index <= self.0.len(), "index out of bounds");
        match self.position(key) {
            Some(k) => {
                let (_, old) = self.0.remove(k);
                let to = if k < index { index - 1 } else { index };
                self.0.insert(to, (key, value));
                (to, Some(old))
            }
            None => {
                self.0.insert(index, (key, value));
                (index, None)
            }
        }
    }

    /// The value of `key`.
    pub fn get(&self, key: &u8) -> Option<u8> {
        self.position(*key).map(|k| self.0[k].1)
    }

    /// The index of `key`.
    pub fn get_index_of(&self, key: &u8) -> Option<usize> {
        self.position(*key)
    }

    /// The entry at `index`.
    pub fn get_index(&self, index: usize) -> Option<(u8, u8)> {
        self.0.get(index).copied()
    }

    /// The first entry.
    pub fn first(&self) -> Option<(u8, u8)> {
        self.0.first().copied()
    }

    /// The last entry.
    pub fn last(&self) -> Option<(u8, u8)> {
        self.0.last().copied()
    }

    /// Whether `key` is there.
    pub fn contains_key(&self, key: &u8) -> bool {
        self.position(*key).is_some()
    }

    /// Removes `key`, the last entry taking its place.
    pub fn swap_remove(&mut self, key: &u8) -> Option<u8> {
        self.position(*key).map(|k| self.0.swap_remove(k).1)
    }

    /// Removes `key`, the later entries shifting down.
    pub fn shift_remove(&mut self, key: &u8) -> Option<u8> {
        self.position(*key).map(|k| self.0.remove(k).1)
    }

    /// Removes the entry at `index`, the last entry taking its place.
    pub fn swap_remove_index(&mut self, index: usize) -> Option<(u8, u8)> {
        (index < self.0.len()).then(|| self.0.swap_remove(index))
    }

    /// Removes the entry at `index`, the later entries shifting down.
    pub fn shift_remove_index(&mut self, index: usize) -> Option<(u8, u8)> {
        (index < self.0.len()).then(|| self.0.remove(index))
    }

    /// Moves the entry at `from` to `to`, shifting those between. Panics out of range.
    pub fn move_index(&mut self, from: usize, to: usize) {
        assert!(
            from < self.0.len() && to < self.0.len(),
            "index out of bounds"
        );
        let pair = self.0.remove(from);
        self.0.insert(to, pair);
    }

    /// Swaps the entries at `a` and `b`. Panics out of range.
    pub fn swap_indices(&mut self, a: usize, b: usize) {
        self.0.swap(a, b);
    }

    /// Removes the last entry.
    pub fn pop(&mut self) -> Option<(u8, u8)> {
        self.0.pop()
    }

    /// Keeps the first `len` entries.
    pub fn truncate(&mut self, len: usize) {
        self.0.truncate(len);
    }

    /// Splits off the entries from `at` on. Panics when `at > len`.
    pub fn split_off(&mut self, at: usize) -> Map {
        Map(self.0.split_off(at))
    }

    /// Reverses the order.
    pub fn reverse(&mut self) {
        self.0.reverse();
    }

    /// Sorts by key.
    pub fn sort_keys(&mut self) {
        self.0.sort_by_key(|&(k, _)| k);
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Removes every entry.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The entries in order.
    pub fn iter(&self) -> Vec<(u8, u8)> {
        self.0.clone()
    }

    /// The keys in order, consuming the map.
    pub fn into_keys(self) -> Vec<u8> {
        self.0.into_iter().map(|(k, _)| k).collect()
    }
}

/// Map equality, as `IndexMap` documents it: the same entries, in any order.
impl PartialEq for Map {
    fn eq(&self, other: &Map) -> bool {
        let (mut a, mut b) = (self.0.clone(), other.0.clone());
        a.sort_unstable();
        b.sort_unstable();
        a == b
    }
}

impl Eq for Map {}

//! A [`VecMap`] with two planted bugs, each found alone:
//!
//! - `insert` over a key already present returns the *new* value, not the old one;
//! - `remove` shifts the entries after the key down, then shortens the vector by one but never
//!   below one entry: removing the last remaining key returns its value but keeps it.

/// A map from `u8` keys to `u16` values, as [`super::VecMap`], with two planted bugs (see the
/// [module](self)).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VecMap {
    entries: Vec<(u8, u16)>,
}

impl VecMap {
    /// An empty map.
    pub fn new() -> VecMap {
        VecMap::default()
    }

    /// Where `key` is, or where it would go.
    fn find(&self, key: &u8) -> Result<usize, usize> {
        self.entries.binary_search_by_key(key, |&(k, _)| k)
    }

    /// Maps `key` to `value`. **Planted bug:** over a key already present, it returns the new
    /// value instead of the old one.
    pub fn insert(&mut self, key: u8, value: u16) -> Option<u16> {
        match self.find(&key) {
            Ok(i) => {
                self.entries[i].1 = value;
                Some(value)
            }
            Err(i) => {
                self.entries.insert(i, (key, value));
                None
            }
        }
    }

    /// The value of `key`, if any.
    pub fn get(&self, key: &u8) -> Option<u16> {
        self.find(key).ok().map(|i| self.entries[i].1)
    }

    /// Removes `key`; the value it had, if any. **Planted bug:** the vector never gets shorter
    /// than one entry, so removing the only key keeps it.
    pub fn remove(&mut self, key: &u8) -> Option<u16> {
        let i = self.find(key).ok()?;
        let (_, value) = self.entries[i];
        self.entries.copy_within(i + 1.., i);
        let len = self.entries.len().saturating_sub(1).max(1);
        self.entries.truncate(len);
        Some(value)
    }

    /// The number of keys.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the map has no key.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

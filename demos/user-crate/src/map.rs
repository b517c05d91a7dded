//! [`VecMap`]: a small key-value store kept as a sorted vector of pairs.

pub mod faulty;

/// A map from `u8` keys to `u16` values, kept as a vector of pairs sorted by key: lookups
/// search it by bisection, updates shift the entries after the key.
///
/// # Examples
///
/// ```
/// use user_crate::map::VecMap;
/// let mut m = VecMap::new();
/// assert_eq!(m.insert(3, 30), None);
/// assert_eq!(m.insert(3, 31), Some(30));
/// assert_eq!(m.get(&3), Some(31));
/// assert_eq!(m.remove(&3), Some(31));
/// assert!(m.is_empty());
/// ```
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

    /// Maps `key` to `value`; the value it had before, if any.
    pub fn insert(&mut self, key: u8, value: u16) -> Option<u16> {
        match self.find(&key) {
            Ok(i) => Some(std::mem::replace(&mut self.entries[i].1, value)),
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

    /// Removes `key`; the value it had, if any.
    pub fn remove(&mut self, key: &u8) -> Option<u16> {
        let i = self.find(key).ok()?;
        Some(self.entries.remove(i).1)
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

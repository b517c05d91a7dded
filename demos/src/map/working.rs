//! Three correct candidates: [`HashMapped`], `std`'s `HashMap` behind the API;
//! [`SortedVec`], a vector of bindings sorted by key and searched by bisection; and
//! [`HashTable`], a hand-written hash table with separate chaining that grows and shrinks with
//! its load.

use std::collections::HashMap;

use super::Map;

/// `std`'s `HashMap`; [`keys`](Map::keys) come in its iteration order.
#[derive(Debug, Clone, Default)]
pub struct HashMapped(HashMap<u8, i32>);

impl Map for HashMapped {
    const NAME: &'static str = "HashMapped";
    const PATH: &'static str = "demos::map::working::HashMapped";

    fn new() -> HashMapped {
        HashMapped(HashMap::new())
    }
    fn insert(&mut self, key: u8, value: i32) -> Option<i32> {
        self.0.insert(key, value)
    }
    fn get(&self, key: u8) -> Option<i32> {
        self.0.get(&key).copied()
    }
    fn remove(&mut self, key: u8) -> Option<i32> {
        self.0.remove(&key)
    }
    fn contains_key(&self, key: u8) -> bool {
        self.0.contains_key(&key)
    }
    fn len(&self) -> usize {
        self.0.len()
    }
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    fn keys(&self) -> Vec<u8> {
        self.0.keys().copied().collect()
    }
}

/// A vector of bindings sorted by key: a bisection finds a key or where it goes.
#[derive(Debug, Clone, Default)]
pub struct SortedVec(Vec<(u8, i32)>);

impl SortedVec {
    /// Where `key` is (`Ok`) or would go (`Err`).
    fn find(&self, key: u8) -> Result<usize, usize> {
        self.0.binary_search_by_key(&key, |&(k, _)| k)
    }
}

impl Map for SortedVec {
    const NAME: &'static str = "SortedVec";
    const PATH: &'static str = "demos::map::working::SortedVec";

    fn new() -> SortedVec {
        SortedVec(Vec::new())
    }
    fn insert(&mut self, key: u8, value: i32) -> Option<i32> {
        match self.find(key) {
            Ok(i) => Some(std::mem::replace(&mut self.0[i].1, value)),
            Err(i) => {
                self.0.insert(i, (key, value));
                None
            }
        }
    }
    fn get(&self, key: u8) -> Option<i32> {
        self.find(key).ok().map(|i| self.0[i].1)
    }
    fn remove(&mut self, key: u8) -> Option<i32> {
        self.find(key).ok().map(|i| self.0.remove(i).1)
    }
    fn contains_key(&self, key: u8) -> bool {
        self.find(key).is_ok()
    }
    fn len(&self) -> usize {
        self.0.len()
    }
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    fn keys(&self) -> Vec<u8> {
        self.0.iter().map(|&(k, _)| k).collect()
    }
}

/// A hash table with separate chaining: a power-of-two number of buckets (at least
/// [`HashTable::MIN_BUCKETS`]), doubled when the bindings outnumber twice the buckets and halved
/// when they fall under an eighth of them. [`keys`](Map::keys) come bucket by bucket.
#[derive(Debug, Clone)]
pub struct HashTable {
    buckets: Vec<Vec<(u8, i32)>>,
    len: usize,
}

impl HashTable {
    /// The fewest buckets.
    pub const MIN_BUCKETS: usize = 4;

    /// The bucket of `key` among `n` buckets (a power of two): Fibonacci hashing, the top bits
    /// of a multiplication.
    fn bucket(key: u8, n: usize) -> usize {
        let h = u32::from(key).wrapping_mul(0x9e37_79b9);
        (h >> (32 - n.trailing_zeros())) as usize
    }

    /// The bucket of `key` in this table.
    fn chain(&self, key: u8) -> &Vec<(u8, i32)> {
        &self.buckets[Self::bucket(key, self.buckets.len())]
    }

    /// Moves every binding to a table of `n` buckets.
    fn rehash(&mut self, n: usize) {
        let mut buckets = vec![Vec::new(); n];
        for (k, v) in self.buckets.drain(..).flatten() {
            buckets[Self::bucket(k, n)].push((k, v));
        }
        self.buckets = buckets;
    }
}

impl Map for HashTable {
    const NAME: &'static str = "HashTable";
    const PATH: &'static str = "demos::map::working::HashTable";

    fn new() -> HashTable {
        HashTable {
            buckets: vec![Vec::new(); Self::MIN_BUCKETS],
            len: 0,
        }
    }
    fn insert(&mut self, key: u8, value: i32) -> Option<i32> {
        let n = self.buckets.len();
        let chain = &mut self.buckets[Self::bucket(key, n)];
        if let Some(slot) = chain.iter_mut().find(|(k, _)| *k == key) {
            return Some(std::mem::replace(&mut slot.1, value));
        }
        chain.push((key, value));
        self.len += 1;
        if self.len > 2 * n {
            self.rehash(2 * n);
        }
        None
    }
    fn get(&self, key: u8) -> Option<i32> {
        self.chain(key)
            .iter()
            .find(|(k, _)| *k == key)
            .map(|&(_, v)| v)
    }
    fn remove(&mut self, key: u8) -> Option<i32> {
        let n = self.buckets.len();
        let chain = &mut self.buckets[Self::bucket(key, n)];
        let i = chain.iter().position(|(k, _)| *k == key)?;
        let (_, v) = chain.swap_remove(i);
        self.len -= 1;
        if n > Self::MIN_BUCKETS && self.len < n / 8 {
            self.rehash(n / 2);
        }
        Some(v)
    }
    fn contains_key(&self, key: u8) -> bool {
        self.chain(key).iter().any(|(k, _)| *k == key)
    }
    fn len(&self) -> usize {
        self.len
    }
    fn is_empty(&self) -> bool {
        self.len == 0
    }
    fn keys(&self) -> Vec<u8> {
        self.buckets.iter().flatten().map(|&(k, _)| k).collect()
    }
}

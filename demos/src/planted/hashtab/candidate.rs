//! The candidate: an open-addressing hash table with linear probing, Fibonacci hashing and
//! tombstones.
//!
//! A key's home slot is the top bits of its product with 2^64 / φ; a lookup probes from there,
//! slot after slot, wrapping around the end of the table, until it finds the key or an empty
//! slot. A removal leaves a tombstone, which lookups probe past and insertions reuse, except
//! when the next slot is empty: then no probe ever went past the removed slot, so it becomes
//! empty, and so do the tombstones just before it. The table starts with [`INITIAL_CAPACITY`]
//! slots and is rebuilt (doubled if need be, without its tombstones) before its keys and
//! tombstones would fill more than three quarters of it.
//!
//! **Planted bug** (`BUGGY = true`): "the next slot" is looked up without wrapping around, so
//! past the last slot there is none, and the last slot is taken to be followed by an empty
//! one. A removal from the last slot then empties it even when a probe sequence goes on to
//! slot 0, and the keys that sequence reached after wrapping around are lost to lookups.

/// The number of slots of a new table.
pub const INITIAL_CAPACITY: usize = 16;

/// 2^64 / φ, rounded to an odd number.
const FIBONACCI: u64 = 0x9e37_79b9_7f4a_7c15;

/// A slot of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Empty,
    Tombstone,
    Full(u64, u64),
}

impl Slot {
    fn is_empty(&self) -> bool {
        *self == Slot::Empty
    }
}

/// A map from `u64` keys to `u64` values: open addressing with linear probing.
#[derive(Debug, Clone)]
pub struct HashTab<const BUGGY: bool> {
    /// A power of two of slots.
    slots: Vec<Slot>,
    /// The number of full slots.
    len: usize,
    /// The number of tombstones.
    tombstones: usize,
}

/// The candidate with the planted bug.
pub type Faulty = HashTab<true>;

/// The correct candidate.
pub type Working = HashTab<false>;

/// Where a probe for a key ended.
enum Probe {
    /// The key's slot.
    Found(usize),
    /// The key is absent; the slot where to insert it (the first tombstone on the way, or the
    /// empty slot that ended the probe).
    Absent(usize),
}

impl<const BUGGY: bool> HashTab<BUGGY> {
    /// The empty map.
    pub fn new() -> Self {
        Self::with_capacity(INITIAL_CAPACITY)
    }

    fn with_capacity(capacity: usize) -> Self {
        HashTab {
            slots: vec![Slot::Empty; capacity],
            len: 0,
            tombstones: 0,
        }
    }

    /// The home slot of `k`.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::hashtab::Working;
    /// let t = Working::new();
    /// assert_eq!(t.home(0), 0);
    /// assert!(t.home(u64::MAX) < t.capacity());
    /// ```
    pub fn home(&self, k: u64) -> usize {
        let bits = self.slots.len().trailing_zeros();
        (k.wrapping_mul(FIBONACCI) >> (64 - bits)) as usize
    }

    /// The number of slots.
    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    fn probe(&self, k: u64) -> Probe {
        let mut i = self.home(k);
        let mut reuse = None;
        loop {
            match self.slots[i] {
                Slot::Full(key, _) if key == k => return Probe::Found(i),
                Slot::Full(..) => {}
                Slot::Tombstone => {
                    reuse.get_or_insert(i);
                }
                Slot::Empty => return Probe::Absent(reuse.unwrap_or(i)),
            }
            i = (i + 1) & self.mask();
        }
    }

    /// Maps `k` to `v`; the value `k` had.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::hashtab::Working;
    /// let mut t = Working::new();
    /// assert_eq!(t.insert(3, 30), None);
    /// assert_eq!(t.insert(3, 31), Some(30));
    /// assert_eq!(t.get(3), Some(31));
    /// ```
    pub fn insert(&mut self, k: u64, v: u64) -> Option<u64> {
        if let Probe::Found(i) = self.probe(k) {
            let Slot::Full(_, old) = std::mem::replace(&mut self.slots[i], Slot::Full(k, v)) else {
                unreachable!("a found key is in a full slot")
            };
            return Some(old);
        }
        if (self.len + self.tombstones + 1) * 4 > self.capacity() * 3 {
            self.rebuild();
        }
        let Probe::Absent(i) = self.probe(k) else {
            unreachable!("the key is absent")
        };
        if self.slots[i] == Slot::Tombstone {
            self.tombstones -= 1;
        }
        self.slots[i] = Slot::Full(k, v);
        self.len += 1;
        None
    }

    /// Moves every key to a new table without tombstones, twice as large if the keys fill
    /// more than half of this one.
    fn rebuild(&mut self) {
        let capacity = if (self.len + 1) * 2 > self.capacity() {
            2 * self.capacity()
        } else {
            self.capacity()
        };
        let old = std::mem::replace(self, Self::with_capacity(capacity));
        for slot in old.slots {
            if let Slot::Full(k, v) = slot {
                let Probe::Absent(i) = self.probe(k) else {
                    unreachable!("keys are distinct")
                };
                self.slots[i] = Slot::Full(k, v);
                self.len += 1;
            }
        }
    }

    /// Removes `k`; the value it had.
    pub fn remove(&mut self, k: u64) -> Option<u64> {
        let Probe::Found(i) = self.probe(k) else {
            return None;
        };
        let Slot::Full(_, v) = self.slots[i] else {
            unreachable!("a found key is in a full slot")
        };
        self.len -= 1;
        let next_is_empty = if BUGGY {
            self.slots.get(i + 1).is_none_or(Slot::is_empty)
        } else {
            self.slots[(i + 1) & self.mask()].is_empty()
        };
        if !next_is_empty {
            self.slots[i] = Slot::Tombstone;
            self.tombstones += 1;
            return Some(v);
        }
        // No probe goes past slot `i`: it empties, and so do the tombstones before it.
        self.slots[i] = Slot::Empty;
        let mut j = i.wrapping_sub(1) & self.mask();
        while self.slots[j] == Slot::Tombstone {
            self.slots[j] = Slot::Empty;
            self.tombstones -= 1;
            j = j.wrapping_sub(1) & self.mask();
        }
        Some(v)
    }

    /// The value of `k`.
    pub fn get(&self, k: u64) -> Option<u64> {
        match self.probe(k) {
            Probe::Found(i) => match self.slots[i] {
                Slot::Full(_, v) => Some(v),
                _ => unreachable!("a found key is in a full slot"),
            },
            Probe::Absent(_) => None,
        }
    }

    /// The number of keys.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl<const BUGGY: bool> Default for HashTab<BUGGY> {
    fn default() -> Self {
        Self::new()
    }
}

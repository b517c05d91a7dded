//! The candidate: a slab whose vacant entries form an intrusive free list, and whose entries
//! carry a generation, bumped when the entry is vacated, so that an id outlives its value
//! without naming the next occupant.
//!
//! An id packs the slot number plus one in its high half (so that no id is below `2^32`: 0 and
//! other small integers are never ids) and the slot's generation in its low half.
//!
//! **Planted bug** (`BUGGY = true`): [`get`](Arena::get) finds the slot and checks that it is
//! occupied, but not that the occupant's generation is the id's. A stale id, whose value was
//! removed and whose slot was reused by a later insertion, then reads the new occupant (and
//! so does an id of an occupied slot in a generation never issued). [`remove`](Arena::remove)
//! checks the generation.

/// An entry of the slab.
#[derive(Debug, Clone)]
enum Entry {
    /// A value, stored in the entry's current generation.
    Occupied { generation: u32, value: u32 },
    /// A vacant entry: the generation its next occupant gets, and the next vacant slot.
    Vacant { generation: u32, next: Option<u32> },
}

/// A generational arena of `u32` values.
#[derive(Debug, Clone, Default)]
pub struct Arena<const BUGGY: bool> {
    entries: Vec<Entry>,
    /// The vacant slot to fill first: the one vacated last.
    free: Option<u32>,
    len: usize,
}

/// The candidate with the planted bug.
pub type Faulty = Arena<true>;
/// The correct candidate.
pub type Working = Arena<false>;

/// The slot and the generation an id names, if it can name a slot at all.
fn unpack(id: u64) -> Option<(usize, u32)> {
    let slot = (id >> 32).checked_sub(1)?;
    Some((usize::try_from(slot).ok()?, id as u32))
}

/// The id of `slot` in `generation`.
fn pack(slot: usize, generation: u32) -> u64 {
    ((slot as u64 + 1) << 32) | u64::from(generation)
}

impl<const BUGGY: bool> Arena<BUGGY> {
    /// An empty arena.
    pub fn new() -> Self {
        Arena {
            entries: Vec::new(),
            free: None,
            len: 0,
        }
    }

    /// Stores `value` in the slot vacated last, or a new one; its id.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::arena::{Faulty, Working};
    /// let mut a = Working::new();
    /// let old = a.insert(7);
    /// assert_eq!(a.remove(old), Some(7));
    /// let new = a.insert(8); // the same slot, the next generation
    /// assert_eq!((a.get(old), a.get(new)), (None, Some(8)));
    ///
    /// let mut f = Faulty::new();
    /// let old = f.insert(7);
    /// f.remove(old);
    /// f.insert(8);
    /// assert_eq!(f.get(old), Some(8)); // the planted bug
    /// ```
    pub fn insert(&mut self, value: u32) -> u64 {
        self.len += 1;
        match self.free {
            Some(slot) => {
                let slot = slot as usize;
                let Entry::Vacant { generation, next } = self.entries[slot] else {
                    unreachable!("the free list holds vacant entries");
                };
                self.free = next;
                self.entries[slot] = Entry::Occupied { generation, value };
                pack(slot, generation)
            }
            None => {
                self.entries.push(Entry::Occupied {
                    generation: 0,
                    value,
                });
                pack(self.entries.len() - 1, 0)
            }
        }
    }

    /// Removes the value `id` names, and vacates its slot in the next generation; the value,
    /// if `id` named one.
    pub fn remove(&mut self, id: u64) -> Option<u32> {
        let (slot, generation) = unpack(id)?;
        match *self.entries.get(slot)? {
            Entry::Occupied {
                generation: current,
                value,
            } if current == generation => {
                self.entries[slot] = Entry::Vacant {
                    generation: generation.wrapping_add(1),
                    next: self.free,
                };
                self.free = Some(slot as u32);
                self.len -= 1;
                Some(value)
            }
            _ => None,
        }
    }

    /// The value `id` names, if it names one.
    pub fn get(&self, id: u64) -> Option<u32> {
        let (slot, generation) = unpack(id)?;
        match *self.entries.get(slot)? {
            // The planted bug: the faulty candidate takes any occupant of the slot.
            Entry::Occupied {
                generation: current,
                value,
            } if BUGGY || current == generation => Some(value),
            _ => None,
        }
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the arena holds no value.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

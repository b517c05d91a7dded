//! The reference: a vector of optional values, a vector of generations, and a stack of free
//! slots.
//!
//! An id is `(slot + 1) << 32 | generation`, as in the [candidate](super::candidate); a slot
//! freed last is reused first.

/// A generational arena of `u32` values.
#[derive(Debug, Clone, Default)]
pub struct Arena {
    values: Vec<Option<u32>>,
    generations: Vec<u32>,
    free: Vec<usize>,
}

impl Arena {
    /// An empty arena.
    pub fn new() -> Arena {
        Arena::default()
    }

    /// The slot an id names, if it names the current occupant of a slot.
    fn slot(&self, id: u64) -> Option<usize> {
        let slot = usize::try_from(id >> 32).ok()?.checked_sub(1)?;
        let live = self.values.get(slot)?.is_some() && self.generations[slot] == id as u32;
        live.then_some(slot)
    }

    /// Stores `value`; its id.
    pub fn insert(&mut self, value: u32) -> u64 {
        let slot = match self.free.pop() {
            Some(slot) => slot,
            None => {
                self.values.push(None);
                self.generations.push(0);
                self.values.len() - 1
            }
        };
        self.values[slot] = Some(value);
        ((slot as u64 + 1) << 32) | u64::from(self.generations[slot])
    }

    /// Removes the value `id` names; the value, if `id` named one.
    pub fn remove(&mut self, id: u64) -> Option<u32> {
        let slot = self.slot(id)?;
        self.generations[slot] = self.generations[slot].wrapping_add(1);
        self.free.push(slot);
        self.values[slot].take()
    }

    /// The value `id` names, if it names one.
    pub fn get(&self, id: u64) -> Option<u32> {
        self.values[self.slot(id)?]
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        self.values.iter().filter(|v| v.is_some()).count()
    }

    /// Whether the arena holds no value.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

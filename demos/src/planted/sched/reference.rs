//! The reference: the pending timers in a `BTreeSet` of `(deadline, id)`, and their deadlines
//! by id in a `BTreeMap`.

use std::collections::{BTreeMap, BTreeSet};

/// A timer scheduler: pending timers ordered by deadline, then id.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sched {
    queue: BTreeSet<(u32, u64)>,
    deadlines: BTreeMap<u64, u32>,
    next_id: u64,
}

impl Sched {
    /// No timer.
    pub fn new() -> Sched {
        Sched::default()
    }

    /// Schedules a timer at `deadline`; its id, a fresh one (0, 1, 2, ...).
    pub fn schedule(&mut self, deadline: u32) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        self.queue.insert((deadline, id));
        self.deadlines.insert(id, deadline);
        id
    }

    /// Cancels the pending timer `id`; whether there was one.
    pub fn cancel(&mut self, id: u64) -> bool {
        match self.deadlines.remove(&id) {
            Some(deadline) => self.queue.remove(&(deadline, id)),
            None => false,
        }
    }

    /// Removes the timer with the earliest deadline (the smallest id among equals); its id.
    pub fn pop_next(&mut self) -> Option<u64> {
        let (_, id) = self.queue.pop_first()?;
        self.deadlines.remove(&id);
        Some(id)
    }

    /// The number of pending timers.
    pub fn len(&self) -> usize {
        self.queue.len()
    }

    /// Whether no timer is pending.
    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }
}

//! The candidate: a binary min-heap of `(deadline, id)` entries in a `Vec`, with lazy
//! cancellation.
//!
//! `cancel` only forgets the id (the set of pending ids says which entries are live) and
//! counts a tombstone; `pop_next` discards the tombstones it meets at the top. Tombstones
//! would pile up under a workload that cancels most timers, so when the heap holds at least
//! [`COMPACT_MIN`] entries and most of them are tombstones, `cancel` compacts it: the live
//! entries are kept and the heap order is rebuilt bottom-up (Floyd's heap construction).
//!
//! **Planted bug** (`BUGGY = true`): the compaction skips the rebuild, as if keeping the live
//! entries in their order kept a heap. It does not: a kept entry can now sit below a larger
//! one, and `pop_next` returns timers out of order. It takes at least [`COMPACT_MIN`] timers
//! and a majority of them cancelled to get there.

use std::collections::HashSet;

/// The fewest entries (live or not) for which a compaction is considered.
pub const COMPACT_MIN: usize = 16;

/// A timer scheduler: a binary heap with lazy cancellation.
#[derive(Debug, Clone, Default)]
pub struct Sched<const BUGGY: bool> {
    /// A binary min-heap of `(deadline, id)`: every entry is at most its children, those at
    /// `2i + 1` and `2i + 2`. Some entries are tombstones: their id is not pending.
    heap: Vec<(u32, u64)>,
    /// The pending ids.
    pending: HashSet<u64>,
    /// How many entries of `heap` are tombstones.
    tombstones: usize,
    next_id: u64,
}

/// The candidate with the planted bug.
pub type Faulty = Sched<true>;

/// The correct candidate.
pub type Working = Sched<false>;

impl<const BUGGY: bool> Sched<BUGGY> {
    /// No timer.
    pub fn new() -> Self {
        Sched {
            heap: Vec::new(),
            pending: HashSet::new(),
            tombstones: 0,
            next_id: 0,
        }
    }

    /// Schedules a timer at `deadline`; its id, a fresh one (0, 1, 2, ...).
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::sched::Working;
    /// let mut s = Working::new();
    /// let late = s.schedule(20);
    /// let early = s.schedule(10);
    /// assert_eq!(s.pop_next(), Some(early));
    /// assert_eq!(s.pop_next(), Some(late));
    /// ```
    pub fn schedule(&mut self, deadline: u32) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        self.pending.insert(id);
        self.heap.push((deadline, id));
        self.sift_up(self.heap.len() - 1);
        id
    }

    /// Cancels the pending timer `id`; whether there was one. Its entry stays in the heap as
    /// a tombstone, until a compaction or `pop_next` removes it.
    pub fn cancel(&mut self, id: u64) -> bool {
        if !self.pending.remove(&id) {
            return false;
        }
        self.tombstones += 1;
        if self.heap.len() >= COMPACT_MIN && 2 * self.tombstones > self.heap.len() {
            self.compact();
        }
        true
    }

    /// Removes the pending timer with the earliest deadline (the smallest id among equals);
    /// its id.
    pub fn pop_next(&mut self) -> Option<u64> {
        while !self.heap.is_empty() {
            let (_, id) = self.heap.swap_remove(0);
            if !self.heap.is_empty() {
                self.sift_down(0);
            }
            if self.pending.remove(&id) {
                return Some(id);
            }
            self.tombstones -= 1;
        }
        None
    }

    /// The number of pending timers.
    pub fn len(&self) -> usize {
        self.pending.len()
    }

    /// Whether no timer is pending.
    pub fn is_empty(&self) -> bool {
        self.pending.is_empty()
    }

    /// The number of entries in the heap, tombstones included.
    pub fn entries(&self) -> usize {
        self.heap.len()
    }

    /// Drops the tombstones, then restores the heap order.
    fn compact(&mut self) {
        let pending = &self.pending;
        self.heap.retain(|(_, id)| pending.contains(id));
        self.tombstones = 0;
        if !BUGGY {
            for i in (0..self.heap.len() / 2).rev() {
                self.sift_down(i);
            }
        }
    }

    fn sift_up(&mut self, mut i: usize) {
        while i > 0 {
            let parent = (i - 1) / 2;
            if self.heap[parent] <= self.heap[i] {
                break;
            }
            self.heap.swap(parent, i);
            i = parent;
        }
    }

    fn sift_down(&mut self, mut i: usize) {
        loop {
            let (left, right) = (2 * i + 1, 2 * i + 2);
            let mut least = i;
            if left < self.heap.len() && self.heap[left] < self.heap[least] {
                least = left;
            }
            if right < self.heap.len() && self.heap[right] < self.heap[least] {
                least = right;
            }
            if least == i {
                break;
            }
            self.heap.swap(least, i);
            i = least;
        }
    }
}

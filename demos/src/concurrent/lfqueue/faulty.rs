//! Vyukov's queue as usually written: a slot that is not ready means empty, or full.

use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};

use super::{BoundedQueue, CAPACITY};

/// A slot: its sequence number and its value.
#[derive(Debug)]
struct Slot {
    seq: AtomicUsize,
    value: AtomicU32,
}

/// [`CAPACITY`] slots, the next push's position (the tail) and the next pop's (the head).
#[derive(Debug)]
pub struct VyukovQueue {
    slots: Box<[Slot]>,
    tail: AtomicUsize,
    head: AtomicUsize,
}

impl BoundedQueue for VyukovQueue {
    fn new() -> Self {
        VyukovQueue {
            slots: (0..CAPACITY)
                .map(|i| Slot {
                    seq: AtomicUsize::new(i),
                    value: AtomicU32::new(0),
                })
                .collect(),
            tail: AtomicUsize::new(0),
            head: AtomicUsize::new(0),
        }
    }
    fn push(&self, x: u32) -> bool {
        let mut pos = self.tail.load(Ordering::SeqCst);
        loop {
            let slot = &self.slots[pos % CAPACITY];
            let seq = slot.seq.load(Ordering::SeqCst);
            if seq == pos {
                match self
                    .tail
                    .compare_exchange(pos, pos + 1, Ordering::SeqCst, Ordering::SeqCst)
                {
                    Ok(_) => {
                        slot.value.store(x, Ordering::SeqCst);
                        slot.seq.store(pos + 1, Ordering::SeqCst);
                        return true;
                    }
                    Err(now) => pos = now,
                }
            } else if seq < pos {
                // The bug: the slot still holds the element of the lap before, or a pop has
                // claimed that element and not yet freed the slot; only in the first case is
                // the queue full.
                return false;
            } else {
                pos = self.tail.load(Ordering::SeqCst);
            }
        }
    }
    fn pop(&self) -> Option<u32> {
        let mut pos = self.head.load(Ordering::SeqCst);
        loop {
            let slot = &self.slots[pos % CAPACITY];
            let seq = slot.seq.load(Ordering::SeqCst);
            if seq == pos + 1 {
                match self
                    .head
                    .compare_exchange(pos, pos + 1, Ordering::SeqCst, Ordering::SeqCst)
                {
                    Ok(_) => {
                        let x = slot.value.load(Ordering::SeqCst);
                        slot.seq.store(pos + CAPACITY, Ordering::SeqCst);
                        return Some(x);
                    }
                    Err(now) => pos = now,
                }
            } else if seq < pos + 1 {
                // The bug: no push has published this slot yet, or a push has claimed it and
                // is still writing it; only in the first case is the queue empty.
                return None;
            } else {
                pos = self.head.load(Ordering::SeqCst);
            }
        }
    }
}

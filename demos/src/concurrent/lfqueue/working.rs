//! Vyukov's queue that checks the other end before it says empty or full, and otherwise waits
//! for the call halfway through.

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
pub struct CheckedQueue {
    slots: Box<[Slot]>,
    tail: AtomicUsize,
    head: AtomicUsize,
}

/// Waits a little for another thread: spins, then yields (after a few dozen tries, the thread
/// it waits for may have no core).
fn wait(tries: &mut u32) {
    *tries += 1;
    if *tries < 64 {
        std::hint::spin_loop();
    } else {
        std::thread::yield_now();
    }
}

impl BoundedQueue for CheckedQueue {
    fn new() -> Self {
        CheckedQueue {
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
        let mut tries = 0;
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
                // Full only if the head is a whole lap behind this position; otherwise a pop
                // has claimed the slot's element and not yet freed the slot (or the tail has
                // moved on): wait, and look again.
                if self.head.load(Ordering::SeqCst) + CAPACITY == pos {
                    return false;
                }
                wait(&mut tries);
                pos = self.tail.load(Ordering::SeqCst);
            } else {
                pos = self.tail.load(Ordering::SeqCst);
            }
        }
    }
    fn pop(&self) -> Option<u32> {
        let mut tries = 0;
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
                // Empty only if the tail is at this position; otherwise a push has claimed
                // the slot and not yet published it (or the head has moved on): wait, and look
                // again.
                if self.tail.load(Ordering::SeqCst) == pos {
                    return None;
                }
                wait(&mut tries);
                pos = self.head.load(Ordering::SeqCst);
            } else {
                pos = self.head.load(Ordering::SeqCst);
            }
        }
    }
}

//! A Treiber stack whose head is an index and a tag, changed together by every CAS.

use std::sync::atomic::{AtomicU64, Ordering};

use super::nodes::{Nodes, NIL};
use super::SharedStack;

/// A Treiber stack of [`Nodes`], its head and its free list each an `AtomicU64` that packs a
/// node's index (the low 32 bits) with a tag (the high 32 bits) that every change bumps.
#[derive(Debug)]
pub struct TaggedStack {
    nodes: Nodes,
    /// The top node of the stack, and its tag.
    head: AtomicU64,
    /// The top node of the free list, and its tag.
    free: AtomicU64,
}

/// The word of index `i` with tag `tag`.
fn pack(tag: u32, i: usize) -> u64 {
    u64::from(tag) << 32 | i as u64
}

/// The tag and the index of a word.
fn unpack(word: u64) -> (u32, usize) {
    ((word >> 32) as u32, word as u32 as usize)
}

impl TaggedStack {
    /// Takes the top node of the list at `top`, if any, with its value.
    fn take(&self, top: &AtomicU64) -> Option<(usize, u32)> {
        loop {
            let word = top.load(Ordering::SeqCst);
            let (tag, h) = unpack(word);
            if h == NIL {
                return None;
            }
            let x = self.nodes.value(h);
            let next = self.nodes.next(h);
            // A thread that took node `h` and put it back in the meantime bumped the tag (twice),
            // so this CAS fails and the loads are done again: when it succeeds, the list did not
            // change since `word` was read, and `x` and `next` are node `h`'s as it was on top.
            // (The tag wraps after 2^32 changes: a thread would have to sleep through exactly
            // that many for the ABA to come back.)
            if top
                .compare_exchange(
                    word,
                    pack(tag.wrapping_add(1), next),
                    Ordering::SeqCst,
                    Ordering::SeqCst,
                )
                .is_ok()
            {
                return Some((h, x));
            }
        }
    }

    /// Links node `i` on top of the list at `top`.
    fn put(&self, top: &AtomicU64, i: usize) {
        loop {
            let word = top.load(Ordering::SeqCst);
            let (tag, h) = unpack(word);
            self.nodes.set_next(i, h);
            if top
                .compare_exchange(
                    word,
                    pack(tag.wrapping_add(1), i),
                    Ordering::SeqCst,
                    Ordering::SeqCst,
                )
                .is_ok()
            {
                return;
            }
        }
    }
}

impl SharedStack for TaggedStack {
    fn new() -> Self {
        TaggedStack {
            nodes: Nodes::default(),
            head: AtomicU64::new(pack(0, NIL)),
            free: AtomicU64::new(pack(0, NIL)),
        }
    }
    fn push(&self, x: u32) {
        let i = match self.take(&self.free) {
            Some((i, _)) => i,
            None => self.nodes.fresh(),
        };
        self.nodes.set_value(i, x);
        self.put(&self.head, i);
    }
    fn pop(&self) -> Option<u32> {
        let (i, x) = self.take(&self.head)?;
        self.put(&self.free, i);
        Some(x)
    }
}

//! A Treiber stack whose head is a bare index: the ABA problem.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::nodes::{Nodes, NIL};
use super::SharedStack;

/// A Treiber stack of [`Nodes`], its head and its free list each a plain `AtomicUsize` index.
#[derive(Debug)]
pub struct AbaStack {
    nodes: Nodes,
    /// The top node of the stack.
    head: AtomicUsize,
    /// The top node of the free list.
    free: AtomicUsize,
}

impl AbaStack {
    /// Takes the top node of the list at `top`, if any, with the value it had when read.
    fn take(&self, top: &AtomicUsize) -> Option<(usize, u32)> {
        loop {
            let h = top.load(Ordering::SeqCst);
            if h == NIL {
                return None;
            }
            let x = self.nodes.value(h);
            let next = self.nodes.next(h);
            // The bug: between the loads above and this CAS, another thread may take node `h`,
            // and put it back (the index is reused) with another value and another next node.
            // The CAS compares the index only, so it succeeds, and installs a stale `next`
            // and returns a stale value.
            if top
                .compare_exchange(h, next, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
            {
                return Some((h, x));
            }
        }
    }

    /// Links node `i` on top of the list at `top`.
    fn put(&self, top: &AtomicUsize, i: usize) {
        loop {
            let h = top.load(Ordering::SeqCst);
            self.nodes.set_next(i, h);
            if top
                .compare_exchange(h, i, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
            {
                return;
            }
        }
    }
}

impl SharedStack for AbaStack {
    fn new() -> Self {
        AbaStack {
            nodes: Nodes::default(),
            head: AtomicUsize::new(NIL),
            free: AtomicUsize::new(NIL),
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

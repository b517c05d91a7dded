//! The nodes both stacks link: a fixed array of values and of next indices, where an index
//! freed by a `pop` is linked again by a later `push`.

use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};

/// How many nodes a stack has. A scenario of the spec pushes at most 8 times in its prefix and
/// 300 times in each of its 2 suffixes, 608 in all; a working stack reuses freed nodes, so it
/// never holds more nodes than it holds values plus one per push under way.
pub const CAPACITY: usize = 1024;

/// The index that links to no node: the end of a list.
pub const NIL: usize = u32::MAX as usize;

/// The nodes: each a value and the index of the next node in whichever list holds it (the
/// stack, or the free list of nodes that a `push` may take).
#[derive(Debug)]
pub struct Nodes {
    values: Box<[AtomicU32]>,
    nexts: Box<[AtomicUsize]>,
    /// The first index never handed out yet.
    fresh: AtomicUsize,
}

impl Default for Nodes {
    fn default() -> Self {
        Nodes {
            values: (0..CAPACITY).map(|_| AtomicU32::new(0)).collect(),
            nexts: (0..CAPACITY).map(|_| AtomicUsize::new(NIL)).collect(),
            fresh: AtomicUsize::new(0),
        }
    }
}

impl Nodes {
    /// A node never used yet.
    ///
    /// # Panics
    ///
    /// When all [`CAPACITY`] nodes have been handed out.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::concurrent::stack::nodes::Nodes;
    /// let nodes = Nodes::default();
    /// assert_eq!((nodes.fresh(), nodes.fresh()), (0, 1));
    /// ```
    pub fn fresh(&self) -> usize {
        let i = self.fresh.fetch_add(1, Ordering::SeqCst);
        assert!(i < CAPACITY, "a stack of {CAPACITY} nodes is full");
        i
    }

    /// The value of node `i`.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::concurrent::stack::nodes::Nodes;
    /// let nodes = Nodes::default();
    /// nodes.set_value(3, 7);
    /// assert_eq!(nodes.value(3), 7);
    /// ```
    pub fn value(&self, i: usize) -> u32 {
        self.values[i].load(Ordering::SeqCst)
    }

    /// Sets the value of node `i`.
    pub fn set_value(&self, i: usize, x: u32) {
        self.values[i].store(x, Ordering::SeqCst);
    }

    /// The index of the node after node `i` ([`NIL`] at the end of a list).
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::concurrent::stack::nodes::{Nodes, NIL};
    /// let nodes = Nodes::default();
    /// assert_eq!(nodes.next(0), NIL);
    /// nodes.set_next(0, 5);
    /// assert_eq!(nodes.next(0), 5);
    /// ```
    pub fn next(&self, i: usize) -> usize {
        self.nexts[i].load(Ordering::SeqCst)
    }

    /// Links node `i` to node `next`.
    pub fn set_next(&self, i: usize, next: usize) {
        self.nexts[i].store(next, Ordering::SeqCst);
    }
}

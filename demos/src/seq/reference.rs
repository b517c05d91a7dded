//! The reference: sequences as vectors, computed eagerly. An iterator is the queue of the
//! elements it has not yielded yet; a persistent sequence is a vector.

use std::collections::VecDeque;

/// A single-use iterator: the elements still to come.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Iter(VecDeque<i32>);

impl Iter {
    /// `lo, lo + 1, ..., hi - 1`.
    pub fn range(lo: i32, hi: i32) -> Iter {
        Iter((lo..hi).collect())
    }
    /// Every element plus `k`, wrapping.
    pub fn map_add(self, k: i32) -> Iter {
        Iter(self.0.into_iter().map(|x| x.wrapping_add(k)).collect())
    }
    /// The even elements.
    pub fn filter_even(self) -> Iter {
        Iter(self.0.into_iter().filter(|x| x % 2 == 0).collect())
    }
    /// The first `n` elements.
    pub fn take(mut self, n: usize) -> Iter {
        self.0.truncate(n);
        self
    }
    /// The elements of `self`, then those of `other`.
    pub fn append(mut self, other: Iter) -> Iter {
        self.0.extend(other.0);
        self
    }
    /// The elements still to come, in order.
    pub fn to_vec(self) -> Vec<i32> {
        self.0.into()
    }
    /// The number of elements still to come.
    pub fn remaining(&self) -> usize {
        self.0.len()
    }
}

impl Iterator for Iter {
    type Item = i32;
    /// The next element, if any.
    fn next(&mut self) -> Option<i32> {
        self.0.pop_front()
    }
}

/// A persistent sequence: a vector, which every operation reads and none changes, and the
/// work a traversal of a lazy candidate's sequence does, which the spec bounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seq {
    items: Vec<i32>,
    cost: usize,
}

impl Seq {
    /// A sequence of `items` whose traversal visits `cost` elements.
    fn new(items: Vec<i32>, cost: usize) -> Seq {
        Seq { items, cost }
    }
    /// `lo, lo + 1, ..., hi - 1`.
    pub fn range(lo: i32, hi: i32) -> Seq {
        let items: Vec<i32> = (lo..hi).collect();
        let cost = items.len() + 1;
        Seq::new(items, cost)
    }
    /// Every element plus `k`, wrapping.
    pub fn map_add(&self, k: i32) -> Seq {
        let items = self.items.iter().map(|x| x.wrapping_add(k)).collect();
        Seq::new(items, self.cost + 1)
    }
    /// The even elements.
    pub fn filter_even(&self) -> Seq {
        let items = self.items.iter().copied().filter(|x| x % 2 == 0).collect();
        Seq::new(items, self.cost + 1)
    }
    /// The first `n` elements.
    pub fn take(&self, n: usize) -> Seq {
        Seq::new(self.items.iter().copied().take(n).collect(), self.cost + 1)
    }
    /// The elements of `self`, then those of `other`.
    pub fn append(&self, other: &Seq) -> Seq {
        let items = self.items.iter().chain(&other.items).copied().collect();
        Seq::new(items, self.cost + other.cost + 1)
    }
    /// The elements, in order.
    pub fn to_vec(&self) -> Vec<i32> {
        self.items.clone()
    }
    /// An iterator over the elements.
    pub fn iter(&self) -> Iter {
        Iter(self.items.iter().copied().collect())
    }
    /// The sequence of the elements `it` has still to yield.
    pub fn memoize(it: Iter) -> Seq {
        let items = it.to_vec();
        let cost = items.len() + 1;
        Seq::new(items, cost)
    }
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether there is no element.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// An upper bound on the work of one traversal of a lazy candidate's sequence: the
    /// iterators it makes, one per operation on the path from the sequence to each range or
    /// memoized sequence it is built from, plus the elements they yield, those that
    /// `filter_even` drops and those after a `take`'s count included. A memoized sequence
    /// counts one iterator and its own elements: after its first traversal, it reads its
    /// cache. Not a length: an empty sequence may cost much, and `s.append(&s)` costs more
    /// than twice what `s` does.
    pub fn cost(&self) -> usize {
        self.cost
    }
}

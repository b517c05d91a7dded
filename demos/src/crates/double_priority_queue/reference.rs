//! The reference for both priority queues (`priority-queue`'s `DoublePriorityQueue` and
//! `PriorityQueue`): a `Vec` of `(item, priority)` pairs in insertion order, searched
//! linearly. Items are distinct; among equal priorities the crate documents no order, so the
//! operations that pick an extreme element judge the candidate's choice (`nondet`) instead of
//! computing one.

use monolith_core::spec::{Diagnostic, Explanation};

/// A priority queue of `u8` items with `u8` priorities.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pq {
    pairs: Vec<(u8, u8)>,
}

/// Which extreme an operation picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    Min,
    Max,
}

impl Pq {
    /// The empty queue.
    pub fn new() -> Pq {
        Pq::default()
    }

    fn position(&self, item: u8) -> Option<usize> {
        self.pairs.iter().position(|&(i, _)| i == item)
    }

    /// Inserts `item` with `priority`, or changes the priority of the `item` already there and
    /// returns its old priority.
    pub fn push(&mut self, item: u8, priority: u8) -> Option<u8> {
        match self.position(item) {
            Some(k) => Some(std::mem::replace(&mut self.pairs[k].1, priority)),
            None => {
                self.pairs.push((item, priority));
                None
            }
        }
    }

    /// As `push` for a new item; for an item already there, raises its priority to `priority`
    /// if that is higher and returns the old one, else returns `priority`.
    pub fn push_increase(&mut self, item: u8, priority: u8) -> Option<u8> {
        match self.position(item) {
            Some(k) if self.pairs[k].1 < priority => {
                Some(std::mem::replace(&mut self.pairs[k].1, priority))
            }
            Some(_) => Some(priority),
            None => self.push(item, priority),
        }
    }

    /// As `push` for a new item; for an item already there, lowers its priority to `priority`
    /// if that is lower and returns the old one, else returns `priority`.
    pub fn push_decrease(&mut self, item: u8, priority: u8) -> Option<u8> {
        match self.position(item) {
            Some(k) if self.pairs[k].1 > priority => {
                Some(std::mem::replace(&mut self.pairs[k].1, priority))
            }
            Some(_) => Some(priority),
            None => self.push(item, priority),
        }
    }

    /// Changes the priority of `item`, if there, and returns the old one.
    pub fn change_priority(&mut self, item: &u8, priority: u8) -> Option<u8> {
        let k = self.position(*item)?;
        Some(std::mem::replace(&mut self.pairs[k].1, priority))
    }

    /// The priority of `item`.
    pub fn get_priority(&self, item: &u8) -> Option<u8> {
        self.position(*item).map(|k| self.pairs[k].1)
    }

    /// Whether `item` is in the queue.
    pub fn contains(&self, item: &u8) -> bool {
        self.position(*item).is_some()
    }

    /// Removes `item` and returns it with its priority.
    pub fn remove(&mut self, item: &u8) -> Option<(u8, u8)> {
        self.position(*item).map(|k| self.pairs.remove(k))
    }

    /// The number of items.
    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Whether the queue is empty.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        self.pairs.clear();
    }

    fn extreme(&self, end: End) -> Option<u8> {
        let priorities = self.pairs.iter().map(|&(_, p)| p);
        match end {
            End::Min => priorities.min(),
            End::Max => priorities.max(),
        }
    }

    /// Judges a candidate's pick of an element of extreme priority: `None` exactly when the
    /// queue is empty, else an item of the queue with its priority, which is the extreme one.
    fn judge(&self, end: End, pick: &Option<(u8, u8)>) -> Result<(), Explanation> {
        let Some(best) = self.extreme(end) else {
            return match pick {
                None => Ok(()),
                Some(_) => Err(Explanation::assert(|x| format!("assert_eq!({x}, None);"))),
            };
        };
        let Some((item, priority)) = *pick else {
            return Err(Explanation::assert(|x| format!("assert!({x}.is_some());")));
        };
        if priority != best {
            return Err(Explanation::assert(move |x| {
                format!("assert_eq!({x}.map(|(_, p)| p), Some({best}u8));")
            }));
        }
        match self.get_priority(&item) {
            Some(p) if p == priority => Ok(()),
            Some(p) => Err(Explanation::assert(move |x| {
                format!("assert_eq!({x}, Some(({item}u8, {p}u8)));")
            })),
            None => Err(Explanation::message(format!(
                "item {item} is not in the queue"
            ))),
        }
    }

    fn peek(&self, end: End, pick: &Option<(u8, u8)>) -> Diagnostic<Option<(u8, u8)>> {
        match self.judge(end, pick) {
            Ok(()) => Diagnostic::Valid(*pick),
            Err(e) => Diagnostic::Invalid(e),
        }
    }

    fn pop(&mut self, end: End, pick: &Option<(u8, u8)>) -> Diagnostic<Option<(u8, u8)>> {
        match self.judge(end, pick) {
            Ok(()) => Diagnostic::Valid(pick.and_then(|(item, _)| self.remove(&item))),
            Err(e) => Diagnostic::Invalid(e),
        }
    }

    /// Judges the candidate's `peek_min`: an item of lowest priority, with its priority.
    pub fn peek_min(&self, pick: &Option<(u8, u8)>) -> Diagnostic<Option<(u8, u8)>> {
        self.peek(End::Min, pick)
    }

    /// Judges the candidate's `peek_max` (`peek` for a max-queue): an item of highest
    /// priority, with its priority.
    pub fn peek_max(&self, pick: &Option<(u8, u8)>) -> Diagnostic<Option<(u8, u8)>> {
        self.peek(End::Max, pick)
    }

    /// Judges the candidate's `pop_min` as [`Pq::peek_min`], and removes the item it chose.
    pub fn pop_min(&mut self, pick: &Option<(u8, u8)>) -> Diagnostic<Option<(u8, u8)>> {
        self.pop(End::Min, pick)
    }

    /// Judges the candidate's `pop_max` (`pop` for a max-queue) as [`Pq::peek_max`], and
    /// removes the item it chose.
    pub fn pop_max(&mut self, pick: &Option<(u8, u8)>) -> Diagnostic<Option<(u8, u8)>> {
        self.pop(End::Max, pick)
    }

    /// Judges a candidate's whole queue in order of priority (`ascending` or not): a
    /// permutation of the items whose priorities never go the wrong way.
    pub fn sorted(self, ascending: bool, items: &[u8]) -> Diagnostic<Vec<u8>> {
        let mut expected: Vec<u8> = self.pairs.iter().map(|&(i, _)| i).collect();
        let mut got = items.to_vec();
        expected.sort_unstable();
        got.sort_unstable();
        if got != expected {
            return Diagnostic::Invalid(Explanation::assert(move |x| {
                format!("assert_eq!({{ let mut v = {x}.clone(); v.sort(); v }}, {expected:?});")
            }));
        }
        let priorities: Vec<u8> = items
            .iter()
            .map(|i| self.get_priority(i).expect("a permutation"))
            .collect();
        let wrong =
            priorities
                .windows(2)
                .position(|w| if ascending { w[0] > w[1] } else { w[0] < w[1] });
        match wrong {
            None => Diagnostic::Valid(items.to_vec()),
            Some(k) => {
                let (a, b) = (items[k], items[k + 1]);
                let (pa, pb) = (priorities[k], priorities[k + 1]);
                Diagnostic::Invalid(Explanation::message(format!(
                    "item {a} (priority {pa}) comes before item {b} (priority {pb})"
                )))
            }
        }
    }

    /// Judges the candidate's `into_ascending_sorted_vec`.
    #[allow(clippy::ptr_arg)]
    pub fn into_ascending_sorted_vec(self, items: &Vec<u8>) -> Diagnostic<Vec<u8>> {
        self.sorted(true, items)
    }

    /// Judges the candidate's `into_descending_sorted_vec` (`into_sorted_vec` for a
    /// max-queue).
    #[allow(clippy::ptr_arg)]
    pub fn into_descending_sorted_vec(self, items: &Vec<u8>) -> Diagnostic<Vec<u8>> {
        self.sorted(false, items)
    }
}

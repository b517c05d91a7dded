//! `priority-queue` 1.3.0, a real historic bug: `DoublePriorityQueue::change_priority` leaves
//! the min-max heap out of order, and `peek_min`/`pop_min` (or the max ones) then miss the
//! extreme element.
//!
//! [`DoublePriorityQueue`](::priority_queue_1::DoublePriorityQueue) is a min-max heap of items
//! (an `IndexMap` from items to priorities, and a heap of indices) whose priorities can change.
//! The [`reference`](mod@reference) is a `Vec` of `(item, priority)` pairs. The spec declares,
//! once each: `new` (the constructor), `clone`, `push`, `push_increase`, `push_decrease`,
//! `change_priority`, `get_priority`, `remove`, `peek_min`, `peek_max`, `pop_min`, `pop_max`,
//! `len`, `is_empty`, `clear` and `into_ascending_sorted_vec` (which consumes the queue).
//! Items and priorities are `u8`s drawn with [`int`](monolith_core::spec::int). The crate
//! documents no order among equal priorities, so `peek_*`, `pop_*` and the sorted vector are
//! declared `nondet`: the reference accepts any item of extreme priority.
//!
//! **The bug** ([garro95/priority-queue#42](https://github.com/garro95/priority-queue/issues/42),
//! fixed by commit `e2500fa` in 1.3.1): a new priority for an item already in the queue (by
//! `push` or `change_priority`) goes through `up_heapify`, which bubbled the element up but did
//! not restore the level it left, and `heapify_min`/`heapify_max` went on looping where they
//! should have stopped; the min-max order breaks, and `peek_max` or `pop_max` (or the min ones)
//! then miss the extreme element. The issue was reported "after thousands of loops" of
//! `change_priority`; random mode finds it within a few thousand scenarios for every fixed seed,
//! and the reproducers shrink to 7 steps, four pushes, a push that lowers a priority, and a
//! `peek_max` or `pop_max` that returns the wrong element:
//!
//! ```text
//! let mut q0 = DoublePriorityQueue::new();
//! assert_eq!(q0.push(2u8, 0u8), None);
//! assert_eq!(q0.push(8u8, 1u8), None);
//! assert_eq!(q0.push(0u8, 0u8), None);
//! assert_eq!(q0.push(1u8, 1u8), None);
//! assert_eq!(q0.push(8u8, 0u8), Some(1u8));
//! let v6_0 = q0.pop_max();
//! assert_eq!(v6_0.map(|(_, p)| p), Some(1u8)); // candidate returned Some((2, 0))
//! ```
//!
//! The test `priority_queue_1_3_1_passes` of `demos/fixed/` runs this spec on 1.3.1 with no failure.
//!
//! The dependency is renamed `priority_queue_1` in `demos` (it sits beside the 2.x release the
//! `priority-queue-ok` demo tests), so the reproducers say `use
//! priority_queue_1::DoublePriorityQueue;` where a user of the crate writes `priority_queue`.
//! 7 steps is the minimum: an exhaustive search over every scenario of 6 steps or fewer, up to
//! renaming the items and the priorities, finds none that fails
//! (`demos/tests/engine/priority_queue_minimum.rs`).

pub mod reference;

use monolith_core::{api, Engine};
use reference::Pq;

/// `DoublePriorityQueue<u8, u8>`'s methods, restated: each side is called by its own methods
/// of these names. Where the queue may return any of several items of one priority, the
/// model's method of that name judges the candidate's pick (`nondet`).
#[api(
    reference = Pq,
    candidate = priority_queue_1::DoublePriorityQueue<u8, u8>,
    var = "q",
    engine = double_priority_queue_engine
)]
pub trait DoublePriorityQueueApi {
    fn new() -> Self;
    fn clone(&self) -> Self;
    fn push(&mut self, item: u8, priority: u8) -> Option<u8>;
    fn push_increase(&mut self, item: u8, priority: u8) -> Option<u8>;
    fn push_decrease(&mut self, item: u8, priority: u8) -> Option<u8>;
    fn change_priority(&mut self, item: &u8, priority: u8) -> Option<u8>;
    #[monolith(convert = ".copied()")]
    fn get_priority(&self, item: &u8) -> Option<u8>;
    fn remove(&mut self, item: &u8) -> Option<(u8, u8)>;
    #[monolith(nondet, convert = ".map(|(i, p)| (*i, *p))")]
    fn peek_min(&self) -> Option<(u8, u8)>;
    #[monolith(nondet, convert = ".map(|(i, p)| (*i, *p))")]
    fn peek_max(&self) -> Option<(u8, u8)>;
    #[monolith(nondet)]
    fn pop_min(&mut self) -> Option<(u8, u8)>;
    #[monolith(nondet)]
    fn pop_max(&mut self) -> Option<(u8, u8)>;
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool;
    fn clear(&mut self);
    #[monolith(nondet)]
    fn into_ascending_sorted_vec(self) -> Vec<u8>;
}

/// The spec of `DoublePriorityQueue<u8, u8>`, on whichever 1.x release is linked as
/// `priority_queue_1`.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::crates::double_priority_queue::engine()
///     .run_random(&Config::with_seed(1).scenarios(20_000))
///     .unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::NondetRejected);
/// ```
pub fn engine() -> Engine {
    double_priority_queue_engine()
}

/// The engine on the pinned 1.3.0: finds the heap that `change_priority` breaks.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::crates::double_priority_queue::faulty_engine()
///     .run_random(&Config::with_seed(2).scenarios(20_000))
///     .unwrap_err();
/// assert!(report.reproducer.contains("_max()"));
/// ```
pub fn faulty_engine() -> Engine {
    engine()
}

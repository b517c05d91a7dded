//! `priority-queue` 1.3.0, a real historic bug: `DoublePriorityQueue::change_priority` leaves
//! the min-max heap out of order, and `peek_min`/`pop_min` (or the max ones) then miss the
//! extreme element.
//!
//! [`DoublePriorityQueue`] is a min-max heap of items
//! (an `IndexMap` from items to priorities, and a heap of indices) whose priorities can change.
//! The [`reference`](mod@reference) is a `Vec` of `(item, priority)` pairs. The spec declares,
//! once each: `new` (the constructor), `clone`, `push`, `push_increase`, `push_decrease`,
//! `change_priority`, `get_priority`, `remove`, `peek_min`, `peek_max`, `pop_min`, `pop_max`,
//! `len`, `is_empty`, `clear` and `into_ascending_sorted_vec` (which consumes the queue).
//! Items and priorities are `u8`s drawn with [`int`]. The crate
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

use ::priority_queue_1::DoublePriorityQueue;
use monolith_core::spec::*;
use monolith_core::Engine;
use reference::Pq;

type C = DoublePriorityQueue<u8, u8>;

/// An `(item, priority)` pair the candidate returned by reference, as a value.
fn owned(pair: Option<(&u8, &u8)>) -> Option<(u8, u8)> {
    pair.map(|(i, p)| (*i, *p))
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
    let mut engine = Engine::new();
    engine.preamble("use priority_queue_1::DoublePriorityQueue;");
    engine.test_name("double_priority_queue_reproducer");
    let queue = engine.abstract_type::<Pq, C>("q");
    let item = int::<u8>;
    let priority = int::<u8>;
    let pair = || option((int::<u8>(), int::<u8>()));
    engine.declare(
        "DoublePriorityQueue::new",
        args().returns(queue.clone()),
        Pq::new,
        C::new,
    );
    engine
        .declare(
            "DoublePriorityQueue::clone",
            args().arg(queue.by_ref()).returns(queue.clone()),
            |q: &Pq| q.clone(),
            |q: &C| q.clone(),
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::push",
            args()
                .arg(queue.by_mut())
                .arg(item())
                .arg(priority())
                .returns(option(int::<u8>())),
            Pq::push,
            C::push,
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::push_increase",
            args()
                .arg(queue.by_mut())
                .arg(item())
                .arg(priority())
                .returns(option(int::<u8>())),
            Pq::push_increase,
            C::push_increase,
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::push_decrease",
            args()
                .arg(queue.by_mut())
                .arg(item())
                .arg(priority())
                .returns(option(int::<u8>())),
            Pq::push_decrease,
            C::push_decrease,
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::change_priority",
            args()
                .arg(queue.by_mut())
                .arg(map_outof(item(), |i| i, |i| i, |code| format!("&{code}")))
                .arg(priority())
                .returns(option(int::<u8>())),
            Pq::change_priority,
            |q: &mut C, i: u8, p: u8| q.change_priority(&i, p),
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::get_priority",
            args()
                .arg(queue.by_ref())
                .arg(map_outof(item(), |i| i, |i| i, |code| format!("&{code}")))
                .returns(option(int::<u8>())),
            Pq::get_priority,
            |q: &C, i: u8| q.get_priority(&i).copied(),
        )
        .method()
        .post(|call| format!("{call}.copied()"));
    engine
        .declare(
            "DoublePriorityQueue::remove",
            args()
                .arg(queue.by_mut())
                .arg(map_outof(item(), |i| i, |i| i, |code| format!("&{code}")))
                .returns(pair()),
            Pq::remove,
            |q: &mut C, i: u8| q.remove(&i),
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::peek_min",
            args().arg(queue.by_ref()).nondet(pair()),
            Pq::peek_min,
            |q: &C| owned(q.peek_min()),
        )
        .method()
        .post(|call| format!("{call}.map(|(i, p)| (*i, *p))"));
    engine
        .declare(
            "DoublePriorityQueue::peek_max",
            args().arg(queue.by_ref()).nondet(pair()),
            Pq::peek_max,
            |q: &C| owned(q.peek_max()),
        )
        .method()
        .post(|call| format!("{call}.map(|(i, p)| (*i, *p))"));
    engine
        .declare(
            "DoublePriorityQueue::pop_min",
            args().arg(queue.by_mut()).nondet(pair()),
            Pq::pop_min,
            C::pop_min,
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::pop_max",
            args().arg(queue.by_mut()).nondet(pair()),
            Pq::pop_max,
            C::pop_max,
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::len",
            args().arg(queue.by_ref()).returns(int::<usize>()),
            Pq::len,
            C::len,
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::is_empty",
            args().arg(queue.by_ref()).returns(bool()),
            Pq::is_empty,
            C::is_empty,
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::clear",
            args().arg(queue.by_mut()).returns(unit()),
            Pq::clear,
            C::clear,
        )
        .method();
    engine
        .declare(
            "DoublePriorityQueue::into_ascending_sorted_vec",
            args().arg(queue.by_value()).nondet(vec_of(int::<u8>())),
            Pq::into_ascending_sorted_vec,
            C::into_ascending_sorted_vec,
        )
        .method();
    engine
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

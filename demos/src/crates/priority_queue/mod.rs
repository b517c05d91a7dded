//! `priority-queue` 2.7.0, `PriorityQueue`: a max-heap of items whose priorities can change,
//! against the `Vec`-based reference of the double-ended queue
//! ([`Pq`]). No bug known; the demo passes.
//!
//! The spec declares, once each: `new` (the constructor), `clone`, `push`, `push_increase`,
//! `push_decrease`, `change_priority`, `get_priority`, `contains`, `remove`, `peek`, `pop`,
//! `len`, `is_empty`, `clear` and `into_sorted_vec` (which consumes the queue). Items and
//! priorities are `u8`s. The crate documents no order among equal priorities, so `peek`, `pop`
//! and `into_sorted_vec` are declared `nondet`: the reference accepts any item of highest
//! priority (in a sorted vector, any order among equal priorities).

use monolith_core::{api, Engine};

use super::double_priority_queue::reference::Pq;

/// `PriorityQueue<u8, u8>`'s methods, restated: each side is called by its own methods of
/// these names, or the model's named by `reference` (the model serves the double-ended queue
/// too). Where the queue may return any of several items of one priority, the model judges the
/// candidate's pick (`nondet`).
#[api(reference = Pq, candidate = priority_queue::PriorityQueue<u8, u8>, var = "q", engine = priority_queue_engine)]
pub trait PriorityQueueApi {
    fn new() -> Self;
    fn clone(&self) -> Self;
    fn push(&mut self, item: u8, priority: u8) -> Option<u8>;
    fn push_increase(&mut self, item: u8, priority: u8) -> Option<u8>;
    fn push_decrease(&mut self, item: u8, priority: u8) -> Option<u8>;
    fn change_priority(&mut self, item: &u8, priority: u8) -> Option<u8>;
    #[monolith(convert = ".copied()")]
    fn get_priority(&self, item: &u8) -> Option<u8>;
    fn contains(&self, item: &u8) -> bool;
    fn remove(&mut self, item: &u8) -> Option<(u8, u8)>;
    #[monolith(nondet, reference = Pq::peek_max, convert = ".map(|(i, p)| (*i, *p))")]
    fn peek(&self) -> Option<(u8, u8)>;
    #[monolith(nondet, reference = Pq::pop_max)]
    fn pop(&mut self) -> Option<(u8, u8)>;
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool;
    fn clear(&mut self);
    #[monolith(nondet, reference = Pq::into_descending_sorted_vec)]
    fn into_sorted_vec(self) -> Vec<u8>;
}

/// The spec of `PriorityQueue<u8, u8>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::priority_queue::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    priority_queue_engine()
}

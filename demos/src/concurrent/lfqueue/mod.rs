//! A lock-free bounded queue (Dmitry Vyukov's array queue), after an answer given while another
//! thread is halfway through its call.
//!
//! The API ([`BoundedQueue`]): `push(&self, x) -> bool` (`false` when the queue holds
//! [`CAPACITY`] elements, which a scenario reaches) and `pop(&self) -> Option<u32>` (the oldest
//! element). The [`reference`](mod@reference) is a `VecDeque` of at most [`CAPACITY`]
//! elements in a [`Model`].
//!
//! Both candidates are Vyukov's queue: an array of slots, each with a *sequence number*, and
//! two counters of positions, the tail (the next push's) and the head (the next pop's). A push
//! at position `p` waits for its slot's sequence to be `p` (empty for this lap), claims `p` by
//! a CAS of the tail, writes the value, and publishes it by setting the sequence to `p + 1`; a
//! pop at `p` waits for `p + 1`, claims `p` by a CAS of the head, reads the value, and frees
//! the slot for the next lap by setting the sequence to `p + CAPACITY`.
//!
//! **The race.** The [`faulty`] candidate is the algorithm as usually written: a `pop` whose
//! slot is not published yet says the queue is empty, and a `push` whose slot is not freed yet
//! says it is full. But a slot is also unpublished while a push that claimed it is still
//! writing it: one thread's push claims position 0, another thread's push claims position 1
//! and returns, and that thread's `pop` finds slot 0 unpublished and returns `None`, after its
//! own push returned. No order does that: the queue held that element from the end of the
//! push on. The smallest failing scenario has no prefix, a push on one thread, and a push and a
//! pop on the other (or, with a full queue, the same at the other end).
//!
//! The [`working`] candidate checks the other counter before it answers, as crossbeam's
//! `ArrayQueue` does: empty only when the tail equals the head, full only when the tail is a
//! lap ahead of the head; otherwise a call of another thread is halfway through, and it waits
//! for it. Waiting makes it blocking rather than lock-free, the price of linearizable answers.

pub mod faulty;
pub mod reference;
pub mod working;

use std::collections::VecDeque;

use monolith_core::api;
use monolith_core::parallel::{Model, Parallel};

/// How many elements a queue holds: small, so that scenarios fill it (a power of two).
pub const CAPACITY: usize = 4;

/// What a bounded queue offers: the spec is this trait (`#[api(parallel = ..)]`).
#[api(parallel = lfqueue_parallel, var = "q")]
pub trait BoundedQueue: Sized + 'static {
    /// The empty queue, of [`CAPACITY`] elements.
    fn new() -> Self;
    /// Appends `x` unless the queue is full; whether it did.
    fn push(&self, #[monolith(range = 0..8)] x: u32) -> bool;
    /// Takes out the oldest element, if any.
    fn pop(&self) -> Option<u32>;
}

/// The parallel spec for a candidate `Q`, with the [`reference`](mod@reference).
///
/// # Examples
///
/// ```
/// use demos::concurrent::lfqueue::{spec, working::CheckedQueue};
/// use monolith_core::Config;
/// assert!(spec::<CheckedQueue>().run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec<Q: BoundedQueue + Send + Sync>() -> Parallel<Model<VecDeque<u32>>, Q> {
    lfqueue_parallel()
}

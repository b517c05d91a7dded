//! A FIFO queue shared between threads, after a critical section split in two.
//!
//! The API ([`SharedQueue`]): `push(&self, x)`, `pop(&self) -> Option<u32>` (the oldest
//! element) and `len`. The [`reference`](mod@reference) is a `VecDeque` in a [`Model`]; the
//! [`working`] candidate keeps a `VecDeque` behind one `Mutex`.
//!
//! **The race.** The [`faulty`] candidate's `push` reads the queue's length under the lock,
//! releases it, and takes it again to insert at that position: two pushes at once both read
//! the same length, and the later insertion goes *before* the earlier one, so the queue is no
//! longer in any order the pushes could have had; when a pop runs in between, the position is
//! past the end and `insert` panics (and the lock is poisoned for every later call).

pub mod faulty;
pub mod reference;
pub mod working;

use std::collections::VecDeque;

use monolith_core::api;
use monolith_core::parallel::{Model, Parallel};

/// What a shared queue offers: the spec is this trait (`#[api(parallel = ..)]`).
#[api(parallel = queue_parallel, var = "q")]
pub trait SharedQueue: Sized + 'static {
    /// The empty queue.
    fn new() -> Self;
    /// Appends `x`.
    fn push(&self, #[monolith(range = 0..8)] x: u32);
    /// Takes out the oldest element, if any.
    fn pop(&self) -> Option<u32>;
    /// The number of elements.
    fn len(&self) -> usize;
    /// Whether there is no element.
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The parallel spec for a candidate `Q`, with the [`reference`](mod@reference).
///
/// # Examples
///
/// ```
/// use demos::concurrent::queue::{spec, working::LockedQueue};
/// use monolith_core::Config;
/// assert!(spec::<LockedQueue>().run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec<Q: SharedQueue + Send + Sync>() -> Parallel<Model<VecDeque<u32>>, Q> {
    queue_parallel()
}

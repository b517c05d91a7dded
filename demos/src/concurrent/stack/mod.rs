//! A lock-free stack shared between threads (Treiber's), after the ABA problem.
//!
//! The API ([`SharedStack`]): `push(&self, x)` and `pop(&self) -> Option<u32>` (the element
//! last pushed). The [`reference`](mod@reference) is a `Vec` in a [`Model`]. Both candidates
//! keep their elements in the [`nodes`] of a fixed array, linked by index, and a `pop` puts its
//! node on a free list (itself a Treiber stack of indices) where a later `push` takes it again:
//! an index comes back, with a new value and a new next node. Neither has a `len`: a counter
//! beside the head would be updated apart from it, and no more linearizable than the faulty
//! `pop`.
//!
//! **The race.** The [`faulty`] candidate's head is a bare index. Its `pop` reads the head,
//! then that node's value and next index, and moves the head from the node to its next with a
//! CAS. If another thread meanwhile pops that node and pushes again, the push takes the freed
//! index and puts it back on top: the head holds the same index (A, B, A), the CAS succeeds,
//! and the `pop` returns the value the other thread already popped, and drops the new one (with
//! more pops in between, it also installs a next node that is no longer in the stack). The
//! free list has the same bug, and can hand one node to two pushes. The smallest failing
//! scenario pushes once in the prefix, pops on one thread, and pops and pushes another value
//! on the other: both pops return the first value.
//!
//! The [`working`] candidate packs the index with a tag in one `AtomicU64`, and every CAS bumps
//! the tag: a node taken and put back changes the word, and the stale CAS fails.

pub mod faulty;
pub mod nodes;
pub mod reference;
pub mod working;

use monolith_core::api;
use monolith_core::parallel::{Model, Parallel};

/// What a shared stack offers: the spec is this trait (`#[api(parallel = ..)]`).
#[api(parallel = stack_parallel, var = "s")]
pub trait SharedStack: Sized + 'static {
    /// The empty stack.
    fn new() -> Self;
    /// Pushes `x` on top.
    ///
    /// # Panics
    ///
    /// When the candidate's [`nodes::CAPACITY`] nodes are all in use (never in the spec's
    /// scenarios, on a working stack).
    fn push(&self, #[monolith(range = 0..8)] x: u32);
    /// Takes out the element on top, if any.
    fn pop(&self) -> Option<u32>;
}

/// The parallel spec for a candidate `S`, with the [`reference`](mod@reference).
///
/// # Examples
///
/// ```
/// use demos::concurrent::stack::{spec, working::TaggedStack};
/// use monolith_core::Config;
/// assert!(spec::<TaggedStack>().run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec<S: SharedStack + Send + Sync>() -> Parallel<Model<Vec<u32>>, S> {
    stack_parallel()
}

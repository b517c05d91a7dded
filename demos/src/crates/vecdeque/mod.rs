//! `std::collections::VecDeque<u8>`, a ring buffer, against a `Vec` ([`reference`](mod@reference)).
//! No bug known; the demo passes.
//!
//! The spec declares, once each: `new` and `with_capacity` (the constructors), `clone`,
//! `push_back`, `push_front`, `pop_back`, `pop_front`, `front`, `back`, `get`, `insert`,
//! `remove`, `swap_remove_back`, `swap_remove_front`, `swap`, `truncate`, `rotate_left`,
//! `rotate_right`, `split_off`, `append`, `resize`, `drain`, `contains`, `len`, `is_empty`,
//! `clear`, `iter` and `Vec::from` (which consumes the queue). Elements are `u8`s; an index is
//! drawn from `0..=len` of the queue it applies to (one past the end included), a length or a
//! capacity from `0..=64`. `insert`, `swap`, `rotate_*`, `split_off` and `drain` panic as
//! documented (an index or a range past the end) and are declared `may_panic`; `remove` and
//! `swap_remove_*` return `None` out of range.

pub mod reference;

use monolith_core::spec::*;
use monolith_core::{api, Engine};
use reference::Deque;

/// A length or a capacity: `0..=64`.
fn small() -> Range<usize> {
    closed(0usize, 64)
}

/// An index into `d`, one past the end included.
fn index(d: &Deque) -> Range<usize> {
    closed(0usize, d.len())
}

/// `VecDeque<u8>`'s methods, restated: each side is called by its own methods of these names.
#[api(reference = Deque, candidate = std::collections::VecDeque<u8>, var = "d", engine = vecdeque_engine)]
pub trait VecDequeApi {
    fn new() -> Self;
    fn with_capacity(#[monolith(spec = small())] capacity: usize) -> Self;
    fn clone(&self) -> Self;
    fn push_back(&mut self, x: u8);
    fn push_front(&mut self, x: u8);
    fn pop_back(&mut self) -> Option<u8>;
    fn pop_front(&mut self) -> Option<u8>;
    #[monolith(convert = ".copied()")]
    fn front(&self) -> Option<&u8>;
    #[monolith(convert = ".copied()")]
    fn back(&self) -> Option<&u8>;
    #[monolith(convert = ".copied()")]
    fn get(&self, #[monolith(dep = |d| index(d))] i: usize) -> Option<&u8>;
    #[monolith(may_panic)]
    fn insert(&mut self, #[monolith(dep = |d| index(d))] i: usize, x: u8);
    fn remove(&mut self, #[monolith(dep = |d| index(d))] i: usize) -> Option<u8>;
    fn swap_remove_back(&mut self, #[monolith(dep = |d| index(d))] i: usize) -> Option<u8>;
    fn swap_remove_front(&mut self, #[monolith(dep = |d| index(d))] i: usize) -> Option<u8>;
    #[monolith(may_panic)]
    fn swap(
        &mut self,
        #[monolith(dep = |d| index(d))] i: usize,
        #[monolith(dep = |d, _| index(d))] j: usize,
    );
    #[monolith(may_panic)]
    fn truncate(&mut self, #[monolith(dep = |d| index(d))] len: usize);
    #[monolith(may_panic)]
    fn rotate_left(&mut self, #[monolith(dep = |d| index(d))] n: usize);
    #[monolith(may_panic)]
    fn rotate_right(&mut self, #[monolith(dep = |d| index(d))] n: usize);
    #[monolith(may_panic)]
    fn split_off(&mut self, #[monolith(dep = |d| index(d))] at: usize) -> Self;
    fn append(&mut self, other: &mut Self);
    fn resize(&mut self, #[monolith(spec = small())] len: usize, x: u8);
    #[monolith(may_panic, convert = ".collect::<Vec<_>>()")]
    fn drain(
        &mut self,
        #[monolith(dep = |d| range_in(d.len()).invalid())] range: std::ops::Range<usize>,
    ) -> Vec<u8>;
    fn contains(&self, x: &u8) -> bool;
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool;
    fn clear(&mut self);
    #[monolith(convert = ".copied().collect::<Vec<_>>()")]
    fn iter(&self) -> Vec<u8>;
    #[monolith(path = Vec::from)]
    fn into_vec(self) -> Vec<u8>;
}

/// The spec of `VecDeque<u8>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::vecdeque::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    vecdeque_engine()
}

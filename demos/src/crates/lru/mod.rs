//! `lru` 0.19.1, `LruCache`: a bounded map that evicts the least recently used entry, against
//! a `Vec` that keeps the entries in recency order ([`reference`](mod@reference)). No bug
//! known; the demo passes.
//!
//! The spec declares, once each: `new` (capacities `1..=64`) and `unbounded` (the
//! constructors), `clone`, `put`, `push`, `get`, `peek`, `contains`, `pop`, `pop_entry`,
//! `pop_lru`, `pop_mru`, `peek_lru`, `peek_mru`, `promote`, `demote`, `resize`, `len`,
//! `is_empty`, `cap`, `clear` and `iter` (most recently used first). Keys and values are
//! `u8`s.

pub mod reference;

use std::num::NonZeroUsize;

use monolith_core::spec::*;
use monolith_core::{api, Engine};
use reference::Lru;

/// A capacity in `1..=64`, as the `NonZeroUsize` the crate takes.
fn capacity() -> impl Constructible<R = NonZeroUsize, C = NonZeroUsize> {
    let non_zero = |n| NonZeroUsize::new(n).expect("at least 1");
    map_outof(closed(1usize, 64), non_zero, non_zero, |code| {
        format!("std::num::NonZeroUsize::new({code}).unwrap()")
    })
}

/// `LruCache<u8, u8>`'s methods, restated: each side is called by its own methods of these
/// names. The crate's borrowed results are converted to the values the model returns.
#[api(reference = Lru, candidate = lru::LruCache<u8, u8>, var = "c", engine = lru_engine)]
pub trait LruCacheApi {
    fn new(#[monolith(spec = capacity())] cap: NonZeroUsize) -> Self;
    fn unbounded() -> Self;
    fn clone(&self) -> Self;
    fn put(&mut self, key: u8, value: u8) -> Option<u8>;
    fn push(&mut self, key: u8, value: u8) -> Option<(u8, u8)>;
    #[monolith(convert = ".copied()")]
    fn get(&mut self, key: &u8) -> Option<u8>;
    #[monolith(convert = ".copied()")]
    fn peek(&self, key: &u8) -> Option<u8>;
    fn contains(&self, key: &u8) -> bool;
    fn pop(&mut self, key: &u8) -> Option<u8>;
    fn pop_entry(&mut self, key: &u8) -> Option<(u8, u8)>;
    fn pop_lru(&mut self) -> Option<(u8, u8)>;
    fn pop_mru(&mut self) -> Option<(u8, u8)>;
    #[monolith(convert = ".map(|(k, v)| (*k, *v))")]
    fn peek_lru(&self) -> Option<(u8, u8)>;
    #[monolith(convert = ".map(|(k, v)| (*k, *v))")]
    fn peek_mru(&self) -> Option<(u8, u8)>;
    fn promote(&mut self, key: &u8) -> bool;
    fn demote(&mut self, key: &u8) -> bool;
    fn resize(&mut self, #[monolith(spec = capacity())] cap: NonZeroUsize);
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool;
    #[monolith(convert = ".get()")]
    fn cap(&self) -> usize;
    fn clear(&mut self);
    #[monolith(convert = ".map(|(k, v)| (*k, *v)).collect::<Vec<_>>()")]
    fn iter(&self) -> Vec<(u8, u8)>;
}

/// The spec of `LruCache<u8, u8>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::lru::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    lru_engine()
}

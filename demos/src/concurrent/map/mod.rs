//! A concurrent map of small keys behind a read-write lock, after a check under the read lock.
//!
//! The API ([`SharedMap`]): `insert_if_absent(&self, k, v) -> bool` (whether `k` was absent,
//! and so now maps to `v`), `get(&self, k) -> Option<u32>`, `remove(&self, k) -> Option<u32>`
//! (the value it had) and `len`. The [`reference`](mod@reference) is a `BTreeMap` in a
//! [`Model`]; the [`working`] candidate keeps a `BTreeMap` behind an `RwLock`, reads under the
//! read lock and does each change, its check included, under the write lock.
//!
//! **The race.** The [`faulty`] candidate's `insert_if_absent` looks the key up under the read
//! lock, so that inserts of keys already there do not wait for each other, releases it, and
//! takes the write lock to insert: two threads inserting the same absent key both see it
//! absent, both insert (the later one overwrites the earlier value), and both return `true`.
//! No order of two inserts of one key does that on a map, where the second says `false`. The
//! smallest failing scenario has no prefix and one `insert_if_absent(k, v)` per thread.

pub mod faulty;
pub mod reference;
pub mod working;

use std::collections::BTreeMap;

use monolith_core::api;
use monolith_core::parallel::{Model, Parallel};

/// What a shared map offers: the spec is this trait (`#[api(parallel = ..)]`). Keys are drawn
/// from 0 to 3, so that threads meet on them, and are marked `key`: calls on different keys
/// touch different entries, so a round whose calls all have keys is judged one key at a time
/// (`len` has none: a round that calls it is judged whole).
#[api(parallel = map_parallel, var = "m")]
pub trait SharedMap: Sized + 'static {
    /// The empty map.
    fn new() -> Self;
    /// Maps `k` to `v` if `k` has no value; whether it had none.
    fn insert_if_absent(
        &self,
        #[monolith(key, range = 0..4)] k: u8,
        #[monolith(range = 0..8)] v: u32,
    ) -> bool;
    /// The value of `k`, if any.
    fn get(&self, #[monolith(key, range = 0..4)] k: u8) -> Option<u32>;
    /// Removes `k`; the value it had, if any.
    fn remove(&self, #[monolith(key, range = 0..4)] k: u8) -> Option<u32>;
    /// The number of keys.
    fn len(&self) -> usize;
    /// Whether there is no key.
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The parallel spec for a candidate `M`, with the [`reference`](mod@reference).
///
/// # Examples
///
/// ```
/// use demos::concurrent::map::{spec, working::LockedMap};
/// use monolith_core::Config;
/// assert!(spec::<LockedMap>().run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec<M: SharedMap + Send + Sync>() -> Parallel<Model<BTreeMap<u8, u32>>, M> {
    map_parallel()
}

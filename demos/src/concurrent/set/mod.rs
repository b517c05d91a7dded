//! A concurrent set of small keys, after the check-then-act race.
//!
//! The API ([`ConcurrentSet`]): `insert(&self, k) -> bool` (whether `k` was new), `remove`
//! (whether it was there), `contains` and `len`, all through `&self`. The [`reference`](mod@reference) is a
//! `BTreeSet<u8>` in a [`Model`]; the [`working`] candidate keeps a `BTreeSet` behind one `Mutex`.
//!
//! **The race.** The [`faulty`] candidate's `insert` asks `contains` under the lock, releases
//! it, and takes it again to insert: two threads inserting the same new key can both see it
//! absent, and both return `true`. No order of two inserts does that on a set, where the
//! second says `false`. The smallest failing scenario has no prefix and one `insert(k)` per
//! thread.

pub mod faulty;
pub mod reference;
pub mod working;

use std::collections::BTreeSet;

use monolith_core::api;
use monolith_core::parallel::{Model, Parallel};

/// What a concurrent set offers: the spec is this trait. `#[api(parallel = set_parallel)]`
/// makes each `&self` method an operation of [`set_parallel`]'s parallel spec, and `new` the
/// value each round starts from; keys are drawn from 0 to 3, so that threads meet on them.
#[api(parallel = set_parallel, var = "s")]
pub trait ConcurrentSet: Sized + 'static {
    /// The empty set.
    fn new() -> Self;
    /// Inserts `k`; whether it was new.
    fn insert(&self, #[monolith(range = 0..4)] k: u8) -> bool;
    /// Removes `k`; whether it was there.
    fn remove(&self, #[monolith(range = 0..4)] k: u8) -> bool;
    /// Whether `k` is in the set.
    fn contains(&self, #[monolith(range = 0..4)] k: u8) -> bool;
    /// The number of keys.
    fn len(&self) -> usize;
    /// Whether there is no key.
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The parallel spec for a candidate `S`, with the [`reference`](mod@reference).
///
/// # Examples
///
/// ```
/// use demos::concurrent::set::{spec, working::LockedSet};
/// use monolith_core::Config;
/// assert!(spec::<LockedSet>().run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec<S: ConcurrentSet + Send + Sync>() -> Parallel<Model<BTreeSet<u8>>, S> {
    set_parallel()
}

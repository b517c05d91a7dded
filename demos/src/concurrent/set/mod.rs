//! A concurrent set of small keys, after the check-then-act race.
//!
//! The API ([`ConcurrentSet`]): `insert(&self, k) -> bool` (whether `k` was new), `remove`
//! (whether it was there), `contains` and `len`, all through `&self`. The reference is a
//! `BTreeSet<u8>`; the [`working`] candidate keeps a `BTreeSet` behind one `Mutex`.
//!
//! **The race.** The [`faulty`] candidate's `insert` asks `contains` under the lock, releases
//! it, and takes it again to insert: two threads inserting the same new key can both see it
//! absent, and both return `true`. No order of two inserts does that on a set, where the
//! second says `false`. The smallest failing scenario has no prefix and one `insert(k)` per
//! thread.

pub mod faulty;
pub mod working;

use std::collections::BTreeSet;

use monolith_core::parallel::Parallel;
use monolith_core::spec::interval;

/// What a concurrent set offers.
pub trait ConcurrentSet: Send + Sync + 'static {
    /// Inserts `k`; whether it was new.
    fn insert(&self, k: u8) -> bool;
    /// Removes `k`; whether it was there.
    fn remove(&self, k: u8) -> bool;
    /// Whether `k` is in the set.
    fn contains(&self, k: u8) -> bool;
    /// The number of keys.
    fn len(&self) -> usize;
    /// Whether there is no key.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The parallel spec for a candidate `S` made by `S::default()`, printed as `constructor`.
/// Keys are drawn from 0 to 3, so that threads meet on them.
///
/// # Examples
///
/// ```
/// use demos::concurrent::set::{spec, working::LockedSet};
/// use monolith_core::Config;
/// assert!(spec::<LockedSet>("LockedSet::new()").run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec<S: ConcurrentSet + Default>(constructor: &str) -> Parallel<BTreeSet<u8>, S> {
    let key = || (interval(0u8, 3),);
    Parallel::new(constructor, BTreeSet::new, S::default)
        .uses(&[
            std::any::type_name::<S>(),
            "demos::concurrent::set::ConcurrentSet",
        ])
        .test_name("set")
        .op(
            "insert",
            key(),
            |r: &mut BTreeSet<u8>, (k,)| r.insert(k),
            |c: &S, (k,)| c.insert(k),
        )
        .op(
            "remove",
            key(),
            |r: &mut BTreeSet<u8>, (k,)| r.remove(&k),
            |c: &S, (k,)| c.remove(k),
        )
        .op(
            "contains",
            key(),
            |r: &mut BTreeSet<u8>, (k,)| r.contains(&k),
            |c: &S, (k,)| c.contains(k),
        )
        .op(
            "len",
            (),
            |r: &mut BTreeSet<u8>, ()| r.len(),
            |c: &S, ()| c.len(),
        )
}

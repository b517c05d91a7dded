//! An append-only vector shared between threads, after copy-on-grow.
//!
//! The API ([`SharedVec`]): `push(&self, x) -> usize` (the index it took), `get(&self, i)`
//! and `len`. The reference is a `Vec<u32>`; the [`working`] candidate keeps a `Vec` behind
//! one `Mutex`.
//!
//! **The race.** The [`faulty`] candidate keeps its buffer behind an `RwLock` with a capacity
//! of its own (2, doubling). A `push` to a full buffer copies it under the read lock (so that
//! readers go on), pushes onto the copy, and installs the copy under the write lock: a push
//! that ran in the meantime is lost, and two pushes at the boundary can take the same index.
//! The smallest failing scenario pushes twice in the prefix (a full buffer), then pushes on
//! both threads.

pub mod faulty;
pub mod working;

use monolith_core::parallel::Parallel;
use monolith_core::spec::{int, interval};

/// What a shared vector offers.
pub trait SharedVec: Send + Sync + 'static {
    /// Appends `x`; the index it took.
    fn push(&self, x: u32) -> usize;
    /// The element at `i`, if any.
    fn get(&self, i: usize) -> Option<u32>;
    /// The number of elements.
    fn len(&self) -> usize;
    /// Whether there is no element.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The parallel spec for a candidate `V` made by `V::default()`, printed as `constructor`.
///
/// # Examples
///
/// ```
/// use demos::concurrent::growvec::{spec, working::LockedVec};
/// use monolith_core::Config;
/// assert!(spec::<LockedVec>("LockedVec::new()").run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec<V: SharedVec + Default>(constructor: &str) -> Parallel<Vec<u32>, V> {
    Parallel::new(constructor, Vec::new, V::default)
        .uses(&[
            std::any::type_name::<V>(),
            "demos::concurrent::growvec::SharedVec",
        ])
        .test_name("growvec_linearizability")
        .var("v")
        .op(
            "push",
            (int::<u32>(),),
            |r: &mut Vec<u32>, (x,)| {
                r.push(x);
                r.len() - 1
            },
            |c: &V, (x,)| c.push(x),
        )
        .op(
            "get",
            (interval(0usize, 8),),
            |r: &mut Vec<u32>, (i,)| r.get(i).copied(),
            |c: &V, (i,)| c.get(i),
        )
        .op(
            "len",
            (),
            |r: &mut Vec<u32>, ()| r.len(),
            |c: &V, ()| c.len(),
        )
}

//! `smallvec` 1.15.1, `SmallVec<[u8; 2]>`: a vector that keeps up to two elements inline and
//! spills to the heap past that, against `std`'s `Vec<u8>` as the reference. No bug known; the
//! demo passes. An inline capacity of 2, as the crate's own tests use, makes scenarios cross
//! the inline/heap boundary (and back, through `shrink_to_fit`) all the time.
//!
//! The spec declares, once each: `new`, `from_vec`, `from_slice` and `from_elem` (the
//! constructors), `clone`, `push`, `pop`, `append`, `truncate`, `swap_remove`, `remove`,
//! `insert`, `insert_many`, `insert_from_slice`, `extend_from_slice`, `drain`, `dedup`,
//! `resize`, `shrink_to_fit`, `clear`, `len`, `is_empty`, `as_slice`, `into_vec` (which
//! consumes the vector) and `==`. Elements are `u8`s, vectors of them have the engine's natural
//! lengths, an index is drawn from `0..=len` of the vector it applies to (one past the end
//! included), a length from `0..=64`. `swap_remove`, `remove`, `insert`, `insert_many`,
//! `insert_from_slice` and `drain` panic as documented and are declared `may_panic`.

pub mod reference;

use monolith_core::spec::*;
use monolith_core::{api, Engine};
use reference::Vector;

/// An index into `v`, one past the end included.
fn index(v: &Vector) -> Range<usize> {
    closed(0usize, v.len())
}

/// A length: `0..=64`.
fn small() -> Range<usize> {
    closed(0usize, 64)
}

/// `SmallVec<[u8; 2]>`'s methods, restated: each side is called by its own methods of these
/// names. Its functions print with the array type (`SmallVec::<[u8; 2]>::new()`), which a
/// reproducer cannot infer.
#[api(
    reference = Vector,
    candidate = smallvec::SmallVec<[u8; 2]>,
    var = "v",
    engine = smallvec_engine,
    turbofish
)]
pub trait SmallVecApi {
    fn new() -> Self;
    fn from_vec(v: Vec<u8>) -> Self;
    fn from_slice(xs: &[u8]) -> Self;
    fn from_elem(x: u8, #[monolith(spec = small())] n: usize) -> Self;
    fn clone(&self) -> Self;
    fn push(&mut self, x: u8);
    fn pop(&mut self) -> Option<u8>;
    fn append(&mut self, other: &mut Self);
    fn truncate(&mut self, #[monolith(dep = |v| index(v))] len: usize);
    #[monolith(may_panic)]
    fn swap_remove(&mut self, #[monolith(dep = |v| index(v))] i: usize) -> u8;
    #[monolith(may_panic)]
    fn remove(&mut self, #[monolith(dep = |v| index(v))] i: usize) -> u8;
    #[monolith(may_panic)]
    fn insert(&mut self, #[monolith(dep = |v| index(v))] i: usize, x: u8);
    #[monolith(may_panic)]
    fn insert_many(&mut self, #[monolith(dep = |v| index(v))] i: usize, xs: Vec<u8>);
    #[monolith(may_panic)]
    fn insert_from_slice(&mut self, #[monolith(dep = |v| index(v))] i: usize, xs: &[u8]);
    fn extend_from_slice(&mut self, xs: &[u8]);
    #[monolith(may_panic, convert = ".collect::<Vec<_>>()")]
    fn drain(
        &mut self,
        #[monolith(dep = |v| range_in(v.len()).invalid())] range: std::ops::Range<usize>,
    ) -> Vec<u8>;
    fn dedup(&mut self);
    fn resize(&mut self, #[monolith(spec = small())] len: usize, x: u8);
    fn shrink_to_fit(&mut self);
    fn clear(&mut self);
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool;
    #[monolith(convert = ".to_vec()")]
    fn as_slice(&self) -> Vec<u8>;
    fn into_vec(self) -> Vec<u8>;
    fn eq(&self, other: &Self) -> bool;
}

/// The spec of `SmallVec<[u8; 2]>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::smallvec::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    smallvec_engine()
}

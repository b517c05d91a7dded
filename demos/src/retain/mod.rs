//! Keeping the elements that pass a predicate with a drawn parameter: a function-valued
//! argument that captures a value.
//!
//! `retain(keep)` keeps, in order, the elements for which `keep` holds, and returns how many
//! are left. The predicate is an argument the engine generates with
//! [`closure!`](monolith_core::closure): `move |x: &u8| *x < k`, with `k` drawn for each call
//! and printed with its value in the reproducer (`{ let k = 3u8; move |x: &u8| *x < k }`). The
//! reference is `std`'s `Vec::retain`; the [`candidate`] compacts in place, and its faulty
//! version steps past the element that moved into a removed one's place, so of two elements in
//! a row that fail the predicate the second stays. The minimal reproducer has 4 steps: `new`,
//! two `push`es, `retain`.

pub mod candidate;

pub use candidate::{Faulty, Working};

use monolith_core::{api, closure, Engine};

/// The model of `retain`: `Vec::retain`, and how many are left.
pub fn retain_count(v: &mut Vec<u8>, keep: impl Fn(&u8) -> bool) -> usize {
    v.retain(keep);
    v.len()
}

/// The spec, as a user would write it: the candidate's methods restated once against a
/// `Vec<u8>`, the predicate a closure whose bound is drawn like any other byte. `retain` is
/// generic (`impl Fn`); the closure's spec instantiates it. One `#[api]` per candidate.
#[api(reference = Vec<u8>, candidate = crate::retain::Faulty, var = "v", engine = faulty_retain)]
#[api(reference = Vec<u8>, candidate = crate::retain::Working, var = "v", engine = working_retain)]
trait CompactVec {
    fn new() -> Self;
    fn push(&mut self, x: u8);
    #[monolith(reference = retain_count)]
    fn retain(
        &mut self,
        #[monolith(spec = closure!(k in int::<u8>() => move |x: &u8| *x < k))] keep: impl Fn(
            &u8,
        )
            -> bool,
    ) -> usize;
    #[monolith(reference = Vec::clone)]
    fn to_vec(&self) -> Vec<u8>;
}

/// The engine with the planted bug.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::retain::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 4, "{report}");
/// assert!(report.reproducer.contains("move |x: &u8| *x < k }"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    faulty_retain()
}

/// The engine with the correct candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::retain::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    working_retain()
}

//! Draining a range: an argument that is a `Range<usize>` within the value it applies to.
//!
//! `drain(range)` removes the elements of `range` and returns them; the elements after it move
//! down. The range is an argument the engine draws with
//! [`range_in`](monolith_core::spec::range_in)`(v.len())`: valid by default (the start at most
//! the end, the end at most the length), with now and then an empty one and the full one,
//! printed as Rust writes it (`0..1`). The reference is `std`'s `Vec::drain`; the candidates
//! move the tail down by hand, and the [`faulty`] one copies it from its last element to its
//! first, which overwrites elements before it reads them once the tail is longer than the
//! drained gap. The minimal reproducer has 6 steps: `new`, three `push`es (the last two
//! different), `drain(0..1)`, and a call that reads the moved elements (`to_vec`).

mod candidate;
pub mod faulty;
pub mod reference;
pub mod working;

use std::ops::Range;

use monolith_core::{api, Engine};

/// A buffer that drains ranges, declared once for the reference and both candidates.
#[api(engine = drain_engine, var = "v")]
pub trait Buffer: Sized {
    fn new() -> Self;
    fn push(&mut self, x: u8);
    fn len(&self) -> usize;
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn drain(&mut self, #[monolith(dep = |v| range_in(v.len()))] range: Range<usize>) -> Vec<u8>;
    fn to_vec(&self) -> Vec<u8>;
}

/// The engine with the planted bug.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::drain::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains(".drain(0..1)"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    drain_engine::<Vec<u8>, faulty::Buf>()
}

/// The engine with the correct candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::drain::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    drain_engine::<Vec<u8>, working::Buf>()
}

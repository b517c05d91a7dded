//! A register of a pair, after torn reads.
//!
//! The API ([`PairRegister`]): `set(&self, a, b)` and `get(&self) -> (u16, u16)`, starting at
//! `(0, 0)`. The reference is a `(u16, u16)`; the [`working`] candidate packs both halves into
//! one `AtomicU32`.
//!
//! **The race.** The [`faulty`] candidate keeps each half in an `AtomicU16` and stores and
//! loads them one at a time: a `get` that runs during a `set` can return the new first half
//! with the old second half, a pair that no order of the calls ever held. The smallest
//! failing scenario has no prefix, a `set` on one thread and a `get` on the other.

pub mod faulty;
pub mod working;

use monolith_core::parallel::Parallel;
use monolith_core::spec::int;

/// What a pair register offers.
pub trait PairRegister: Send + Sync + 'static {
    /// Stores the pair `(a, b)`.
    fn set(&self, a: u16, b: u16);
    /// The pair last stored.
    fn get(&self) -> (u16, u16);
}

/// The parallel spec for a candidate `P` made by `P::default()`, printed as `constructor`.
///
/// # Examples
///
/// ```
/// use demos::concurrent::register::{spec, working::PackedRegister};
/// use monolith_core::Config;
/// assert!(spec::<PackedRegister>("PackedRegister::new()").run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec<P: PairRegister + Default>(constructor: &str) -> Parallel<(u16, u16), P> {
    Parallel::new(constructor, || (0u16, 0u16), P::default)
        .uses(&[
            std::any::type_name::<P>(),
            "demos::concurrent::register::PairRegister",
        ])
        .test_name("register_linearizability")
        .var("reg")
        .op(
            "set",
            (int::<u16>(), int::<u16>()),
            |r: &mut (u16, u16), (a, b)| *r = (a, b),
            |c: &P, (a, b)| c.set(a, b),
        )
        .op("get", (), |r: &mut (u16, u16), ()| *r, |c: &P, ()| c.get())
}

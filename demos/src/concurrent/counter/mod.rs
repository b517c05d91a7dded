//! A shared counter, after the lost update.
//!
//! The API ([`SharedCounter`]): `add(&self, n) -> u64` (the value before) and `get`. The
//! [`reference`](mod@reference) is a `u64` in a [`Model`]; the [`working`] candidate is an
//! `AtomicU64` and `fetch_add`.
//!
//! **The race.** The [`faulty`] candidate's `add` loads, computes, and stores: two adds at
//! once both read the same value, both return it, and one of them is lost. No order of two adds
//! returns the same value twice. The smallest failing scenario has no prefix and one `add` per
//! thread.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::api;
use monolith_core::parallel::{Model, Parallel};

/// What a shared counter offers: the spec is this trait (`#[api(parallel = ..)]`).
#[api(parallel = counter_parallel, var = "n")]
pub trait SharedCounter: Sized + 'static {
    /// The counter at 0.
    fn new() -> Self;
    /// Adds `n`; the value before.
    fn add(&self, #[monolith(range = 1..4)] n: u64) -> u64;
    /// The value.
    fn get(&self) -> u64;
}

/// The parallel spec for a candidate `C`, with the [`reference`](mod@reference).
///
/// # Examples
///
/// ```
/// use demos::concurrent::counter::{spec, working::AtomicCounter};
/// use monolith_core::Config;
/// assert!(spec::<AtomicCounter>().run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec<C: SharedCounter + Send + Sync>() -> Parallel<Model<u64>, C> {
    counter_parallel()
}

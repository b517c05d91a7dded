//! The shrinker: one shrinker over byte buffers, for every driver.
//!
//! Placeholder until the shrinking passes land: returns the buffer unchanged.

use crate::engine::Engine;
use crate::report::Failure;

/// Shrinks `bytes`, which fail with `failure`, within `attempts` runs.
pub(crate) fn shrink(
    engine: &Engine,
    bytes: Vec<u8>,
    failure: Failure,
    attempts: usize,
) -> (Vec<u8>, Failure) {
    let _ = (engine, attempts);
    (bytes, failure)
}

//! The fixed releases of the crates whose historic bugs the `demos` crate reproduces: see
//! `tests/fixed.rs`, which runs the same specs on them.

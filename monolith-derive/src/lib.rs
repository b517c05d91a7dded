//! Procedural macros for `monolith-core`.
//!
//! This crate is intentionally empty for now: the derive for specs lands in its own issue.
//! `monolith-core` will re-export it behind a `derive` feature, the way `serde` re-exports
//! `serde_derive`.
#![deny(missing_docs)]

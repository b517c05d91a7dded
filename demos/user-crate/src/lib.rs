//! A user's own crate, laid out as monolith-rs's docs tell a user to lay one out: library
//! types in `src/`, one concept per module, each with a correct version and a `faulty` one
//! that has planted bugs; the specs that relate them to simple references in `tests/`
//! (`tests/monolith/main.rs`), beside the reproducers the engine printed, pasted verbatim.
//!
//! The workspace's tests use it to check that what the docs promise holds in a crate of a
//! user: every printed reproducer compiles and fails when pasted into the crate's tests,
//! `#[derive(Data)]` and `#[stub]` work on library types, and keep-going and
//! `expect_failure` report the bugs a run finds.
//!
//! - [`map`]: [`VecMap`](map::VecMap), a small key-value store, and a faulty one with two
//!   bugs;
//! - [`machine`]: a stack machine driven by [`Command`](machine::Command)s, a type with
//!   `#[derive(Data)]`, and its API as a trait with `#[api]`;
//! - [`version`]: [`parse_version`](version::parse_version), a hand-written reader of
//!   semantic versions, tested with the ready-made grammar `grammars::semver()`;
//! - [`sensor`]: a client of a [`Sensor`](sensor::Sensor), a dependency whose trait has
//!   `#[stub]`.

#![warn(missing_docs)]

pub mod machine;
pub mod map;
pub mod sensor;
pub mod version;

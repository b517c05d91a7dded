//! The guides of `docs/`, compiled and run as doctests (`cargo test --doc`).
#![cfg(all(doctest, feature = "derive", feature = "arbitrary"))]

#[doc = include_str!("../../docs/guide.md")]
pub struct Guide;

#[doc = include_str!("../../docs/derive.md")]
pub struct Derive;

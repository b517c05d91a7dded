//! Real published crates under test, each against a `std`-based reference, with specs written
//! as a user of the crate would write them: every method declared once, the constructor
//! included, over natural argument domains, panics where the crate documents them.
//!
//! | module | crate, pinned | demo | what |
//! |---|---|---|---|
//! | [`fixedbitset`] | `fixedbitset` 0.5.7 | `fixedbitset-0.5.7` (faulty) | a historic bug: `difference_count` ignores the tail of a longer set ([#131](https://github.com/petgraph/fixedbitset/pull/131)) |
//!
//! The historic-bug demos pin the buggy release; the release that fixed each bug is
//! semver-compatible with it, so it is checked in a workspace of its own, `demos/fixed/`
//! (`scripts/ci-fixed-crates.sh`), which runs the same spec files on it.

pub mod double_priority_queue;
pub mod fixedbitset;
pub mod indexmap;
pub mod lru;
pub mod priority_queue;
pub mod smallvec;
pub mod vecdeque;

//! Real published crates under test, each against a `std`-based reference, with specs written
//! as a user of the crate would write them: every method declared once, the constructor
//! included, over natural argument domains, panics where the crate documents them
//! (`may_panic`), many live values, `&mut` and by-value handles, `clone`. Each spec is a
//! remote API: a trait restating the crate's methods under `#[api(reference = Model,
//! candidate = crate::Type)]` (`docs/derive.md`, "A type you do not own").
//!
//! | module | crate, pinned | demo | what |
//! |---|---|---|---|
//! | [`fixedbitset`] | `fixedbitset` =0.5.7 | `fixedbitset-0-5-7` (faulty) | a historic bug: `difference_count` ignores the tail of a longer set ([fixedbitset#131](https://github.com/petgraph/fixedbitset/pull/131)) |
//! | [`double_priority_queue`] | `priority-queue` =1.3.0 (as `priority_queue_1`) | `priority-queue-1-3-0` (faulty) | a historic bug: a change of priority breaks `DoublePriorityQueue`'s min-max heap ([priority-queue#42](https://github.com/garro95/priority-queue/issues/42)) |
//! | [`priority_queue`] | `priority-queue` =2.7.0 | `priority-queue-ok` | `PriorityQueue` against a `Vec`, ties judged by `nondet` |
//! | [`lru`] | `lru` =0.19.1 | `lru-ok` | `LruCache` against a `Vec` in recency order |
//! | [`vecdeque`] | `std` | `vecdeque-ok` | `VecDeque` against a `Vec` |
//! | [`indexmap`] | `indexmap` =2.14.2 | `indexmap-ok` | `IndexMap` against a `Vec` of pairs |
//! | [`smallvec`] | `smallvec` =1.15.1 | `smallvec-ok` | `SmallVec<[u8; 2]>` against a `Vec` |
//!
//! The historic-bug demos pin the buggy release; the release that fixed each bug
//! (`fixedbitset` 0.5.9, `priority-queue` 1.3.1) is semver-compatible with it, and one lockfile
//! cannot hold both, so it is checked in a workspace of its own, `demos/fixed/`
//! (`scripts/ci-fixed-crates.sh`), which includes the same spec files by `#[path]` and runs
//! them with a large budget. Demo names use dashes for the dots of a version, as the fuzz
//! targets are named after the demos and a target's name cannot hold a dot.

pub mod double_priority_queue;
pub mod fixedbitset;
pub mod indexmap;
pub mod lru;
pub mod priority_queue;
pub mod smallvec;
pub mod vecdeque;

//! Monolith's small demos (`demos/misc/` there), each exercising one feature of the spec
//! language, as a tiny API with a reference, a faulty and a working candidate:
//!
//! * [`choose_remove`]: a nondeterministic choice whose result holds a new abstract value
//!   (`Option<(i32, Set)>`) that later calls use;
//! * [`construct_option`]: an `Option` argument the engine constructs, and an
//!   `Option<List>` result whose inner value it binds;
//! * [`pop_empty`]: operations that must panic on both sides together (`may_panic`);
//! * [`map_choose`]: a map whose `choose` may return any binding (`nondet`);
//! * [`nondet_pair`]: a pair with one nondeterministic component, on the left or on the right.
//!
//! Monolith's sequence cases (`misc/seq*`) are in their own demos.

pub mod choose_remove;
pub mod construct_option;
pub mod map_choose;
pub mod nondet_pair;
pub mod pop_empty;

//! Language types (issue 10): operations on strings of a grammar, with the grammar as the
//! argument's type and, where the result is a string of a language too, as the result's type.
//! Each demo has a reference, a candidate that is faulty or working by a const parameter (as in
//! the [planted-bug suite](crate::planted)), and a spec written as a user would write it: the
//! grammar of the format as its standard or its paper writes it, nothing tuned to the bug.
//!
//! * [`email`]: an e-mail address normaliser whose candidate rejects an apostrophe in the
//!   local part (`O'Brien@example.com`).
//! * [`safepath`]: FLAT-PY's Parenchym case study, a path sanitiser whose candidate removes `:`
//!   after it strips, so it can leave a part that starts with `-` or `.`: its result is a refinement type, `SanitizedPath`, and the
//!   failure is [`OutsideLanguage`](monolith_core::FailureKind::OutsideLanguage).
//! * [`roundtrip`]: a key=value configuration format parsed and printed back in canonical form,
//!   whose printer escapes quotes before backslashes: the printed text leaves the language.
//!
//! Each module also has a `plain_string_engine`: the same operation with a plain
//! [`str`](monolith_core::spec::str()) argument, for the comparison of `demos/benches/lang.rs`
//! and `demos/tests/engine/lang.rs`. A plain string is almost never an e-mail address or a
//! configuration, and almost never holds a `:`, so it almost never reaches a bug that needs a
//! valid input, or a rare character, in the right place.

pub mod email;
pub mod roundtrip;
pub mod safepath;

use monolith_core::Engine;

/// A new engine for the language module `module`, and the name of the candidate type its
/// reproducers use: `Faulty` when `buggy`, else `Working`. Reproducers import it
/// (`use demos::lang::<module>::Faulty;`) and are named `lang_<module>_reproducer`.
fn engine_for(module: &str, buggy: bool) -> (Engine, &'static str) {
    crate::engine_for(&format!("lang::{module}"), &format!("lang_{module}"), buggy)
}

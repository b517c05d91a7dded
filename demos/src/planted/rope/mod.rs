//! A text rope edited by character index, against one `String`.
//!
//! The [`candidate`] keeps the text in chunks of at most 1,024 bytes with their lengths in
//! characters. The API: `new`; `push_str`; `insert(at, s)`, at a character index from 0 to the
//! length; `len_chars`; `to_string`.
//!
//! **The bug:** `insert` converts the character index within a chunk to a byte offset, and
//! takes a shortcut in an all-ASCII chunk, where they are the same; but it tests the *first*
//! chunk for ASCII instead of the chunk where the text goes. Once the text spans two chunks,
//! an insertion into a later chunk that holds multi-byte characters, while the first chunk is
//! ASCII, goes in too early, or panics in the middle of a character.
//!
//! **Why it is deep:** the text must exceed 1 KiB, and [`string`] draws 0 to 8 characters,
//! mostly ASCII: it takes a couple of hundred `push_str`s or `insert`s on one rope, far more
//! than a scenario's fuel of 200, and then an insertion after a multi-byte character of a
//! later chunk. With a long string, the shortest sequence has 3 calls: `new`, a `push_str` of
//! 1,023 ASCII characters and one multi-byte character (which begins the second chunk), and an
//! `insert` after that character; with strings of at most 8 characters, well over a hundred
//! (see `demos/tests/planted/rope.rs`). No 2-call scenario fails: the only constructor, `new`,
//! makes an empty rope, on which no call goes wrong, and one call after it cannot both make the
//! text span two chunks and insert into the second.

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, as a user would write it: every method once, any strings, insertion indices from
/// 0 to the length.
fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = super::engine_for("rope", BUGGY);
    let rope = engine.abstract_type::<reference::Rope, candidate::Rope<BUGGY>>("r");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(rope.clone()),
        reference::Rope::new,
        candidate::Rope::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::push_str"),
            args().arg(rope.by_mut()).arg(string()).returns(unit()),
            reference::Rope::push_str,
            candidate::Rope::<BUGGY>::push_str,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::insert"),
            args()
                .arg(rope.by_mut())
                .dep(|r: &reference::Rope| closed(0, r.len_chars()))
                .arg(string())
                .returns(unit()),
            reference::Rope::insert,
            candidate::Rope::<BUGGY>::insert,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len_chars"),
            args().arg(rope.by_ref()).returns(int::<usize>()),
            reference::Rope::len_chars,
            candidate::Rope::<BUGGY>::len_chars,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::to_string"),
            args().arg(rope.by_ref()).returns(string()),
            |r: &reference::Rope| r.to_string(),
            |r: &candidate::Rope<BUGGY>| r.to_string(),
        )
        .method();
    engine
}

/// The engine with the planted bug.
pub fn faulty_engine() -> Engine {
    engine::<true>()
}

/// The engine with the correct candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::planted::rope::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

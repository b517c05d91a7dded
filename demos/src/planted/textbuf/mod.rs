//! A text buffer edited at char indices.
//!
//! The API: [`TextBuf::new`](candidate::TextBuf::new), `insert(&mut self, at: usize, text:
//! String)`, `delete(&mut self, at: usize, count: usize)`, `len_chars(&self) -> usize` and
//! `text(&self) -> String`; indices count chars, and an index or a range beyond the text
//! panics. The [`reference`](mod@reference) is a `String` whose char indices become byte
//! offsets by `char_indices`; the [`candidate`] keeps the byte offset of every 16th char and
//! sums the UTF-8 widths of the chars from the nearest mark, computing each width itself.
//!
//! **The bug.** The faulty candidate's width takes U+0800 (`'ࠀ'`), the first 3-byte code point,
//! for a 2-byte one. Turning a char index into a byte offset is then wrong whenever a U+0800
//! precedes the position: the offset is one byte short, and the edit lands inside a character
//! (a panic) or before the previous one (the wrong text). Every other character, ASCII or not,
//! has the right width.
//!
//! **What it needs.** A non-ASCII character inserted by one call, and then a later call that
//! edits after it; and that character must be U+0800 exactly. [`string`] draws a non-ASCII
//! character once in 16 characters, uniformly among the 1.1 million code points. (A bug that
//! needs any multi-byte character before the position, right after it or at the start of the
//! inserted text would not be rare with it: a few percent of edits meet each condition.) The
//! shortest reproducer has 3 steps, the second edit panicking (byte 2 is inside U+0800, which
//! the engine prints as itself, `"ࠀ"`):
//!
//! ```text
//! let mut t0 = Faulty::new();
//! t0.insert(0, "\u{800}".to_string());
//! t0.insert(1, "x".to_string()); // the candidate panics: assertion failed: self.is_char_boundary(idx)
//! ```
//!
//! and 4 when the offset falls on a boundary, one character early:
//!
//! ```text
//! let mut t0 = Faulty::new();
//! t0.insert(0, "\u{800}b".to_string());
//! t0.insert(2, "a".to_string());
//! assert_eq!(t0.text(), "\u{800}ba".to_string()); // candidate returned "\u{800}ab".to_string()
//! ```

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec: every operation declared once, text drawn with [`string`], indices and counts
/// within the text (the API's contract).
fn engine<const BUGGY: bool>() -> Engine {
    type C<const B: bool> = candidate::TextBuf<B>;
    type R = reference::TextBuf;
    let (mut engine, ty) = super::engine_for("textbuf", BUGGY);
    let buf = engine.abstract_type::<R, C<BUGGY>>("t");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(buf.clone()),
        R::new,
        C::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::insert"),
            args()
                .arg(buf.by_mut())
                .dep(|t: &R| closed(0, t.len_chars()))
                .arg(string())
                .returns(unit()),
            R::insert,
            C::<BUGGY>::insert,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::delete"),
            args()
                .arg(buf.by_mut())
                .dep(|t: &R| closed(0, t.len_chars()))
                .dep(|t: &R, at: &usize| closed(0, t.len_chars() - at))
                .returns(unit()),
            R::delete,
            C::<BUGGY>::delete,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len_chars"),
            args().arg(buf.by_ref()).returns(int::<usize>()),
            R::len_chars,
            C::<BUGGY>::len_chars,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::text"),
            args().arg(buf.by_ref()).returns(string()),
            R::text,
            C::<BUGGY>::text,
        )
        .method();
    engine
}

/// The engine of the faulty candidate.
pub fn faulty_engine() -> Engine {
    engine::<true>()
}

/// The engine of the working candidate.
pub fn working_engine() -> Engine {
    engine::<false>()
}

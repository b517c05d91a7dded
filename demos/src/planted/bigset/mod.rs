//! A set of `u16` with two representations, against `std`'s `BTreeSet`.
//!
//! The [`candidate`] keeps a sorted `Vec` while the set holds at most 200 elements, and
//! converts it to a bitmap of 1,024 words when it grows past that. The API: `new`; `insert`
//! and `remove` (whether the set changed); `extend` with a `Vec` of elements; `contains`;
//! `len`.
//!
//! **The bug:** the conversion builds the bitmap a word at a time and tests whether an element
//! lies past the current word with `>` instead of `>=`, so an element that is a multiple of
//! 64 and the first of its word, after elements of the word before (or first of all), lands
//! on bit 0 of the previous word: the set loses it and gains the multiple of 64 below it.
//!
//! **Why it is deep:** only the conversion runs that code, so the set must first hold more
//! than 200 elements: 201 `insert`s, or an `extend` with a long vector (which
//! [`length`] draws now and then). Then a lost element or a
//! phantom one must be asked about. After a conversion of a few hundred random elements there
//! are only a few of them, and a random `u16` rarely names one (unless it is `0`, a boundary
//! value drawn often, as the phantom of `64`); after a conversion of thousands there are
//! dozens, and another long `extend` meets one (its `len` is then off by one). The shortest
//! sequence known has 3 calls: `new`, an `extend` with 201 elements, 64 among them, and a
//! `contains(64)` (see `demos/tests/planted/bigset.rs`).

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, as a user would write it: every method once, elements over all of `u16`, vectors
/// of any length.
fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = super::engine_for("bigset", BUGGY);
    let set = engine.abstract_type::<reference::Set, candidate::BigSet<BUGGY>>("s");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(set.clone()),
        reference::Set::new,
        candidate::BigSet::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::insert"),
            args().arg(set.by_mut()).arg(int::<u16>()).returns(bool()),
            reference::Set::insert,
            candidate::BigSet::<BUGGY>::insert,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::extend"),
            args()
                .arg(set.by_mut())
                .arg(vec(int::<u16>(), length()))
                .returns(unit()),
            reference::Set::extend,
            candidate::BigSet::<BUGGY>::extend,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::remove"),
            args().arg(set.by_mut()).arg(int::<u16>()).returns(bool()),
            reference::Set::remove,
            candidate::BigSet::<BUGGY>::remove,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::contains"),
            args().arg(set.by_ref()).arg(int::<u16>()).returns(bool()),
            reference::Set::contains,
            candidate::BigSet::<BUGGY>::contains,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len"),
            args().arg(set.by_ref()).returns(int::<usize>()),
            reference::Set::len,
            candidate::BigSet::<BUGGY>::len,
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
/// let engine = demos::planted::bigset::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

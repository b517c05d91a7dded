//! A set of strings with prefix queries.
//!
//! The API: [`PrefixSet::new`](candidate::PrefixSet::new), `insert(&mut self, String) ->
//! bool`, `contains(&self, String) -> bool`, `remove(&mut self, String) -> bool`,
//! `count_with_prefix(&self, String) -> usize`, `longest_stored_prefix_of(&self, String) ->
//! Option<String>`, `len` and `is_empty`. The [`reference`](mod@reference) is a `BTreeSet`
//! scanned in full; the [`candidate`] is a trie of `char`s whose nodes count the strings
//! below them.
//!
//! **The bug.** `longest_stored_prefix_of` walks the query down the trie and cuts it after
//! the deepest node that ends a stored string. The faulty candidate measures that depth in
//! `char`s and cuts the query at that many bytes. That is right whenever the stored prefix is
//! ASCII (the empty string included), and wrong, or a panic in the middle of a character,
//! when it holds a multi-byte character.
//!
//! **What it needs.** A coincidence between two strings drawn independently: a stored string
//! with a non-ASCII character that the query starts with, so the query must repeat that
//! character at the same place. [`string`] draws a non-ASCII character once in 16 characters,
//! uniformly among the 1.1 million code points, so two strings share one practically never.
//! The shortest reproducer has 3 steps:
//!
//! ```text
//! let mut s0 = Faulty::new();
//! assert!(s0.insert("éa".to_string()));
//! assert_eq!(s0.longest_stored_prefix_of("éab".to_string()), Some("éa".to_string())); // candidate returned Some("é".to_string())
//! ```

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec: every operation declared once, strings drawn with [`string`].
fn engine<const BUGGY: bool>() -> Engine {
    type C<const B: bool> = candidate::PrefixSet<B>;
    type R = reference::PrefixSet;
    let (mut engine, ty) = super::engine_for("prefixset", BUGGY);
    let set = engine.abstract_type::<R, C<BUGGY>>("s");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(set.clone()),
        R::new,
        C::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::insert"),
            args().arg(set.by_mut()).arg(string()).returns(bool()),
            R::insert,
            C::<BUGGY>::insert,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::contains"),
            args().arg(set.by_ref()).arg(string()).returns(bool()),
            R::contains,
            C::<BUGGY>::contains,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::remove"),
            args().arg(set.by_mut()).arg(string()).returns(bool()),
            R::remove,
            C::<BUGGY>::remove,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::count_with_prefix"),
            args()
                .arg(set.by_ref())
                .arg(string())
                .returns(int::<usize>()),
            R::count_with_prefix,
            C::<BUGGY>::count_with_prefix,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::longest_stored_prefix_of"),
            args()
                .arg(set.by_ref())
                .arg(string())
                .returns(option(string())),
            R::longest_stored_prefix_of,
            C::<BUGGY>::longest_stored_prefix_of,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len"),
            args().arg(set.by_ref()).returns(int::<usize>()),
            R::len,
            C::<BUGGY>::len,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::is_empty"),
            args().arg(set.by_ref()).returns(bool()),
            R::is_empty,
            C::<BUGGY>::is_empty,
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

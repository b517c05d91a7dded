//! A B-tree set of `u8` keys, against `std`'s `BTreeSet`.
//!
//! The [`candidate`] is a B-tree of order 4: at most three keys per node, at least one but at
//! the root, insertion by splitting on the way up, removal by rotating from a sibling or
//! merging. The API: `new`, `insert` and `remove` (whether the set changed), `contains`, `len`.
//!
//! **The bug:** when an underflowing *internal* node borrows a key from its left sibling, the
//! sibling's first child moves over instead of its last. Node sizes stay consistent, so
//! nothing panics, but a whole subtree now hangs where searches do not look for it:
//! `contains` misses its keys and `insert` adds them again.
//!
//! **Why it is deep:** only an internal node below the root can borrow a child, so the tree
//! needs three levels (a dozen keys or more in one set), then removals that empty a node at
//! the bottom level so that its merge empties its parent, whose left sibling has a key to
//! spare; then an operation on a key of the moved subtree. The shortest sequence known has
//! 13 calls: `new`, ten `insert`s, a `remove` and a `contains` (see
//! `demos/tests/planted/btree.rs`).

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, as a user would write it: every method once, keys over all of `u8`.
fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = super::engine_for("btree", BUGGY);
    let set = engine.abstract_type::<reference::Set, candidate::BTree<BUGGY>>("s");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(set.clone()),
        reference::Set::new,
        candidate::BTree::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::insert"),
            args().arg(set.by_mut()).arg(int::<u8>()).returns(bool()),
            reference::Set::insert,
            candidate::BTree::<BUGGY>::insert,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::remove"),
            args().arg(set.by_mut()).arg(int::<u8>()).returns(bool()),
            reference::Set::remove,
            candidate::BTree::<BUGGY>::remove,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::contains"),
            args().arg(set.by_ref()).arg(int::<u8>()).returns(bool()),
            reference::Set::contains,
            candidate::BTree::<BUGGY>::contains,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len"),
            args().arg(set.by_ref()).returns(int::<usize>()),
            reference::Set::len,
            candidate::BTree::<BUGGY>::len,
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
/// let engine = demos::planted::btree::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

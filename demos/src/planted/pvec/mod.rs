//! A persistent vector of `i32`, against a `Vec` copied on every update.
//!
//! The [`candidate`] is a trie of branching 4 with a tail, in the style of Clojure's
//! persistent vectors, whose versions share nodes (`Rc`) and append in place when no other
//! version has appended to a node yet, as Go slices do. The API: `new`; `push`, `set` and
//! `pop`, which return a new version and leave the old one as it was; `get` (at an index below
//! the length) and `len`.
//!
//! **The bug:** when a full tail moves into the trie and goes into a subtree that has to be
//! copied (because a fork appended there first), the parent of the copy is updated in place
//! instead of being copied, whenever nobody has appended to the parent itself. The other fork
//! shares that parent, and now reads the new fork's elements where its own were.
//!
//! **Why it is deep:** the parent must be a branch above another branch, which the trie only
//! has with more than 16 elements, so the vector must hold more than 20; and the bug needs a
//! fork of that version whose two branches each fill a tail and push it into the trie, then a
//! `get` in the first fork's last leaf. Every `push` makes a new version and the engine picks
//! among all of them, so a chain of two dozen pushes on successive versions is very unlikely
//! in a random scenario. The shortest sequence known has 29 calls: `new`, 23 `push`es, two
//! `push`es on one fork, two on another, and a `get` (see `demos/tests/planted/pvec.rs`).
//! The same bug also makes the candidate panic, with longer shortest reproducers
//! ([`FAILURE_MINIMA`]).

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working, FAILURE_MINIMA};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, as a user would write it: every method once, elements over all of `i32`,
/// indices below the length.
fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = super::engine_for("pvec", BUGGY);
    let vector = engine.abstract_type::<reference::PVec, candidate::PVec<BUGGY>>("v");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(vector.clone()),
        reference::PVec::new,
        candidate::PVec::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::push"),
            args()
                .arg(vector.by_ref())
                .arg(int::<i32>())
                .returns(vector.clone()),
            reference::PVec::push,
            candidate::PVec::<BUGGY>::push,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::get"),
            args()
                .arg(vector.by_ref())
                .dep(|v: &reference::PVec| lt(v.len()))
                .returns(int::<i32>()),
            reference::PVec::get,
            candidate::PVec::<BUGGY>::get,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::set"),
            args()
                .arg(vector.by_ref())
                .dep(|v: &reference::PVec| lt(v.len()))
                .arg(int::<i32>())
                .returns(vector.clone()),
            reference::PVec::set,
            candidate::PVec::<BUGGY>::set,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::pop"),
            args().arg(vector.by_ref()).returns(vector.clone()),
            reference::PVec::pop,
            candidate::PVec::<BUGGY>::pop,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len"),
            args().arg(vector.by_ref()).returns(int::<usize>()),
            reference::PVec::len,
            candidate::PVec::<BUGGY>::len,
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
/// let engine = demos::planted::pvec::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

//! A generational arena, after the `slab` and `generational-arena` crates (but written here).
//!
//! The API: [`Arena::new`](candidate::Arena::new), `insert(&mut self, u32) -> u64` (an id),
//! `remove(&mut self, u64) -> Option<u32>`, `get(&self, u64) -> Option<u32>`, `len` and
//! `is_empty`. An id packs the slot number plus one in its high half and the slot's generation
//! in its low half; a slot vacated last is reused first, in the next generation. The
//! [`reference`](mod@reference) keeps a vector of optional values, a vector of generations
//! and a stack of free slots; the [`candidate`] is a slab whose vacant entries form an
//! intrusive free list.
//!
//! **The bug.** The faulty candidate's `get` checks that the id's slot is occupied but not
//! that the occupant's generation is the id's. A stale id (its value removed, its slot reused
//! by a later `insert`) reads the new occupant instead of `None`; so does any id of an
//! occupied slot with another generation, such as a live id plus one.
//!
//! **What it needs.** Ids are `u64`s, and the spec draws them naturally with [`int`]. But no
//! id is below `2^32`, and the slot number of a uniform `u64` (or of `u64::MAX`) is in the
//! billions: an id drawn at random names one of the first slots once in about 2^32 draws.
//! Reaching the bug takes an id that an earlier `insert` returned: passed to `remove`, then
//! again to `get` after another `insert` (5 steps); or changed in its low half, like the id
//! plus one (3 steps: `new`, `insert`, `get`). The shortest reproducer from returned ids
//! alone:
//!
//! ```text
//! let mut a0 = Faulty::new();
//! assert_eq!(a0.insert(7), 4294967296);
//! assert_eq!(a0.remove(4294967296), Some(7));
//! assert_eq!(a0.insert(8), 4294967297);
//! assert_eq!(a0.get(4294967296), None); // candidate returned Some(8)
//! ```

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec: every operation declared once, values and ids drawn with [`int`].
fn engine<const BUGGY: bool>() -> Engine {
    type C<const B: bool> = candidate::Arena<B>;
    type R = reference::Arena;
    let (mut engine, ty) = super::engine_for("arena", BUGGY);
    let arena = engine.abstract_type::<R, C<BUGGY>>("a");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(arena.clone()),
        R::new,
        C::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::insert"),
            args()
                .arg(arena.by_mut())
                .arg(int::<u32>())
                .returns(int::<u64>()),
            R::insert,
            C::<BUGGY>::insert,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::remove"),
            args()
                .arg(arena.by_mut())
                .arg(int::<u64>())
                .returns(option(int::<u32>())),
            R::remove,
            C::<BUGGY>::remove,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::get"),
            args()
                .arg(arena.by_ref())
                .arg(int::<u64>())
                .returns(option(int::<u32>())),
            R::get,
            C::<BUGGY>::get,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len"),
            args().arg(arena.by_ref()).returns(int::<usize>()),
            R::len,
            C::<BUGGY>::len,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::is_empty"),
            args().arg(arena.by_ref()).returns(bool()),
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

//! A bounded ring buffer: a first-in first-out queue of `u32`s that holds at most a fixed
//! number of them, against `std`'s `VecDeque`.
//!
//! The API: [`Ring::new(capacity)`](candidate::Ring::new) (`capacity` at least 1), `push(&mut
//! self, u32) -> bool` (`false`, and no change, when full), `pop(&mut self) -> Option<u32>`
//! (the oldest element), `len`, `is_empty`, `is_full` and `to_vec(&self) -> Vec<u32>` (oldest
//! first). The [`reference`](mod@reference) is a `VecDeque` and the capacity; the
//! [`candidate`] is an array of `capacity` slots with a head and a tail index that wrap around
//! it, and the length is their distance.
//!
//! **The bug.** The faulty candidate counts its indices modulo `capacity`, where the working
//! one counts them modulo `2 * capacity`: when the ring is exactly full, its tail comes back
//! onto its head and the ring is taken for empty. `len` says 0, `is_empty` `true`, `is_full`
//! `false`, `pop` `None`, `to_vec` `[]`, and `push` overwrites the oldest element and returns
//! `true`. Every operation on a full ring is wrong; every operation on a ring that is not full
//! is right.
//!
//! **Why only a full ring is wrong.** While a ring has held fewer than `capacity` elements, the
//! distance from head to tail is below `capacity` under both moduli, and both put the head
//! and the tail in the same slots (`capacity` divides `2 * capacity`): the same length, the
//! same elements, the same results, and a `push` or `pop` keeps this true unless it is the
//! `push` that fills the ring. That `push` is right too (the ring was not full).
//!
//! **The capacity and the pushes are coupled.** A failure needs a ring whose number of
//! elements equals its capacity, `new(c)` then `c` more `push`es than `pop`s: a scenario
//! found with `new(6)` and six `push`es cannot lose a `push` unless its capacity goes down
//! with it. (Lowering the capacity alone keeps it failing, the ring fills sooner.)
//!
//! **The shortest reproducer has 3 steps.** By the above, the first wrong result comes from
//! an operation applied to a full ring. That ring was made by a `new` (one step), which
//! returns it empty; it became full by a `push` (a second step, at least one since the
//! capacity is at least 1), which was applied to a ring that was not full and so returned the
//! right `true`. The operation that goes wrong is a third step. Three are enough:
//!
//! ```text
//! let mut r0 = Faulty::new(1);
//! assert!(r0.push(0));
//! assert_eq!(r0.len(), 1); // candidate returned 0
//! ```
//!
//! **What it needs.** A ring filled to its capacity within one scenario: the spec draws the
//! capacity from 1 to 64 and the small ones fill quickly, so random mode finds the bug within
//! its first few scenarios (at most 9 for seeds 1 to 20).

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec: every method declared once, capacities from 1 to 64, elements drawn with [`int`].
fn engine<const BUGGY: bool>() -> Engine {
    type C<const B: bool> = candidate::Ring<B>;
    type R = reference::Ring;
    let (mut engine, ty) = super::engine_for("ring", BUGGY);
    let ring = engine.abstract_type::<R, C<BUGGY>>("r");
    engine.declare(
        &format!("{ty}::new"),
        args().arg(closed(1usize, 64)).returns(ring.clone()),
        R::new,
        C::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::push"),
            args().arg(ring.by_mut()).arg(int::<u32>()).returns(bool()),
            R::push,
            C::<BUGGY>::push,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::pop"),
            args().arg(ring.by_mut()).returns(option(int::<u32>())),
            R::pop,
            C::<BUGGY>::pop,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len"),
            args().arg(ring.by_ref()).returns(int::<usize>()),
            R::len,
            C::<BUGGY>::len,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::is_empty"),
            args().arg(ring.by_ref()).returns(bool()),
            R::is_empty,
            C::<BUGGY>::is_empty,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::is_full"),
            args().arg(ring.by_ref()).returns(bool()),
            R::is_full,
            C::<BUGGY>::is_full,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::to_vec"),
            args()
                .arg(ring.by_ref())
                .returns(vec(int::<u32>(), length())),
            R::to_vec,
            C::<BUGGY>::to_vec,
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

//! A bounded ring: a first-in first-out log of `u32`s that holds at most a fixed number of
//! them and, when full, drops the oldest to take a new one, against `std`'s `VecDeque`.
//!
//! The API: [`Ring::new(capacity)`](candidate::Ring::new) (`capacity` at least 1), `push(&mut
//! self, u32) -> Option<u32>` (on a full ring, drops the oldest element and returns it),
//! `pop(&mut self) -> Option<u32>` (the oldest element), `last(&self) -> Option<u32>` (the
//! newest), `len`, `is_empty`, `is_full` and `to_vec(&self) -> Vec<u32>` (oldest first). The
//! [`reference`](mod@reference) is a `VecDeque` and the capacity (`pop_front` before
//! `push_back` when full). The [`candidate`] is a buffer that grows one slot per push up to
//! `capacity` slots, then reuses them in turn, with the number of elements `len` and an index
//! `next`: the slot the next push writes once the buffer has all its slots, which wraps
//! lazily (a push that finds it at `capacity` writes slot 0). So `next` is 0 until the first
//! push that reuses a slot, and in `1..=capacity` ever after. The *tail*, the slot of the next
//! push modulo `capacity`, is `buf.len()` while the buffer grows and `next` after; the newest
//! element is in the slot before the tail, the oldest `len` slots before it.
//!
//! **The bug.** The faulty `last` reads slot `tail - 1` and forgets to wrap it: when the tail
//! is 0 and the ring is not empty, the subtraction overflows and `last` panics (`attempt to
//! subtract with overflow`; without overflow checks, the index `usize::MAX` is out of bounds).
//! The working `last` reads slot `(tail + capacity - 1) % capacity`. The tail is at most
//! `capacity`, so when it is not 0 both read the same slot; every other method is the same
//! code in both candidates (and right). The faulty candidate is wrong exactly when `last` is
//! called on a ring with elements whose tail is 0.
//!
//! **When the tail is 0.** While the buffer grows, the tail is `buf.len()`, 0 only before the
//! first push, on an empty ring. The push that gives the buffer its last slot is the
//! `capacity`-th, and leaves `next` at 0: the tail is 0. The next push writes slot 0 and leaves
//! `next` at 1, and from then on `next` stays in `1..=capacity`, never 0 again. Pops do not move
//! the tail. So, on a ring of capacity `c` after `p` pushes and any number of pops in between,
//! `last` fails exactly when `p == c` and the pops have not emptied the ring. Without pops,
//! after `k` pushes: exactly when `k == c`.
//!
//! **The capacity and the pushes are coupled.** A failing scenario ends with `last` on a ring
//! of capacity `c` that has had exactly `c` pushes. Deleting one of those pushes leaves `c - 1`
//! (the buffer still grows, the tail is `c - 1` or, for `c == 1`, the ring is empty); lowering
//! the capacity alone, to any `c' < c`, leaves `c > c'` pushes (a slot was reused, the tail is
//! in `1..=c'`): either alone makes the failure disappear, and so does deleting any number of
//! pushes alone. Lowering the capacity by `d` and deleting `d` of the pushes in the same step
//! keeps it. A scenario found as `new(6)` and six `push`es reaches the minimum only through
//! such steps. The lazy wrap of `next` is what makes this so: had `push` wrapped `next` to 0
//! right after writing the last slot, the tail would be 0 after every multiple of `c` pushes,
//! a ring of capacity 1 would fail after any number of them, and lowering the capacity to 1
//! alone would keep every failure.
//!
//! **The shortest reproducer has 3 steps.** Only `last` can go wrong, and only on a ring with
//! elements. Every method but `new` takes a ring, and only `new` makes one, empty: a failing
//! scenario has a `new` (one step), a `push` on that ring before the failing call (a second
//! step), and the failing `last` (a third). So no scenario of 1 or 2 steps fails (the second
//! step, if any, is applied to an empty ring, where `last` is `None` on both sides), and pops
//! only make a failing scenario longer (`new(2)`, `push`, `pop`, `push`, `last` fails in 5
//! steps). Three are enough, with `c == p == 1`:
//!
//! ```text
//! let mut r0 = Faulty::new(1);
//! assert_eq!(r0.push(0), None);
//! let _ = r0.last(); // the candidate panics: attempt to subtract with overflow
//! ```
//!
//! **What it needs.** A `last` right after a ring's `capacity`-th push, before the next one:
//! the spec draws the capacity from 1 to 64, and the small ones fill quickly, so random mode
//! finds the bug within its first few dozen scenarios (at most 36 for seeds 1 to 20, with
//! capacities from 1 to 14 as found).

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
            args()
                .arg(ring.by_mut())
                .arg(int::<u32>())
                .returns(option(int::<u32>())),
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
            &format!("{ty}::last"),
            args().arg(ring.by_ref()).returns(option(int::<u32>())),
            R::last,
            C::<BUGGY>::last,
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

//! A timer scheduler with lazy cancellation, against a `BTreeSet` of pending timers.
//!
//! The API: `new`; `schedule(deadline)`, which returns a fresh id (0, 1, 2, ...);
//! `cancel(id)`, whether that timer was pending; `pop_next`, the id of the pending timer with
//! the earliest deadline (the smallest id among equal deadlines); `len`, the number of
//! pending timers. The [`candidate`] keeps a binary heap in a `Vec` and cancels lazily: a
//! cancelled timer's entry stays in the heap as a tombstone, and once the heap holds at least
//! 16 entries, most of them tombstones, `cancel` compacts it.
//!
//! **The bug:** the compaction keeps the live entries in their order but does not rebuild the
//! heap, as if that kept a heap. After it, `pop_next` can return a timer that is not the
//! earliest.
//!
//! **Why it is deep:** a compaction needs 16 timers in one scheduler and 9 of them cancelled,
//! so 9 `cancel`s of ids that `schedule` returned earlier; then the cancelled entries must be
//! placed so that the kept ones are out of heap order, and `pop_next` must reach them. The id
//! of `cancel` is a `u64` like any other: a random one names a pending timer only when it is
//! one of the first few ids (0, 1 and 2 are drawn often, the others practically never). The
//! shortest sequence known has 27 calls: `new`, 16 `schedule`s, 9 `cancel`s and a `pop_next`
//! (see `demos/tests/planted/sched.rs`).

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, as a user would write it: every method once, deadlines over all of `u32`, ids
/// over all of `u64`.
fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = super::engine_for("sched", BUGGY);
    let sched = engine.abstract_type::<reference::Sched, candidate::Sched<BUGGY>>("s");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(sched.clone()),
        reference::Sched::new,
        candidate::Sched::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::schedule"),
            args()
                .arg(sched.by_mut())
                .arg(int::<u32>())
                .returns(int::<u64>()),
            reference::Sched::schedule,
            candidate::Sched::<BUGGY>::schedule,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::cancel"),
            args().arg(sched.by_mut()).arg(int::<u64>()).returns(bool()),
            reference::Sched::cancel,
            candidate::Sched::<BUGGY>::cancel,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::pop_next"),
            args().arg(sched.by_mut()).returns(option(int::<u64>())),
            reference::Sched::pop_next,
            candidate::Sched::<BUGGY>::pop_next,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len"),
            args().arg(sched.by_ref()).returns(int::<usize>()),
            reference::Sched::len,
            candidate::Sched::<BUGGY>::len,
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
/// let engine = demos::planted::sched::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

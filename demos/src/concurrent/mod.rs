//! Concurrent candidates, tested in parallel mode ([`monolith_core::parallel`]) against a
//! sequential reference: each demo has a working candidate and a faulty one with a race that
//! makes some histories non-linearizable.
//!
//! - [`set`]: a set of small keys behind a lock; the faulty `insert` checks for the key under
//!   one lock and inserts it under another, so two inserts of one key can both say it was new.
//! - [`register`]: a register of a pair written by `set(x)` as `(x, x)`; the faulty one stores
//!   and loads the halves one at a time, so a `get` can see half of a `set`.
//! - [`counter`]: a counter; the faulty `add` loads and then stores, so two adds at once can
//!   return the same value and lose one.
//! - [`queue`]: a FIFO queue; the faulty `push` reads the length under the lock and inserts
//!   there under it again, so two pushes at once can end up in the wrong order.
//! - [`growvec`]: an append-only vector; the faulty `push` copies a full buffer into a larger
//!   one outside the lock and installs the copy, losing a push that ran meanwhile.
//! - [`stack`]: a Treiber stack whose nodes are reused by index; the faulty head is a bare
//!   index, so a `pop` whose node was popped and pushed back meanwhile still succeeds (ABA).
//! - [`map`]: a map of small keys behind a read-write lock; the faulty `insert_if_absent`
//!   checks under the read lock and inserts under the write lock, so two can both succeed.
//! - [`lfqueue`]: Vyukov's lock-free bounded queue; the faulty one says empty (or full) when
//!   its slot is only halfway through another thread's push (or pop).
//! - [`crates`]: the published `concurrent-queue` crate's bounded and unbounded queues, which
//!   pass.
//!
//! Run one with `cargo run --release -p demos -- set-race` (see [`DEMOS`]).

// A campaign's error is its report, as the engine's is (`monolith-core/src/lib.rs`).
#![allow(clippy::result_large_err)]

pub mod counter;
pub mod crates;
pub mod growvec;
pub mod lfqueue;
pub mod map;
pub mod queue;
pub mod register;
pub mod set;
pub mod stack;

use std::process::ExitCode;

use monolith_core::parallel::{ParallelReport, ParallelStats};
use monolith_core::Config;

/// A demo of parallel mode.
pub struct ParallelDemo {
    /// The name on the command line.
    pub name: &'static str,
    /// Whether the candidate has a planted race (the run must find it).
    pub faulty: bool,
    /// What the demo is.
    pub about: &'static str,
    /// Runs a random campaign.
    pub run: fn(&Config) -> Result<ParallelStats, ParallelReport>,
    /// Runs the scenario of a buffer, as a fuzz target does (see
    /// [`monolith_core::parallel::Parallel::run_bytes`]).
    pub bytes: fn(&[u8], &Config) -> Result<ParallelStats, ParallelReport>,
    /// Prints the reproducer of a buffer's scenario from the reference alone (see
    /// [`monolith_core::parallel::Parallel::reproducer`]).
    pub reproducer: fn(&[u8]) -> Result<String, String>,
    /// Runs the demo from the command line (see [`monolith_core::parallel::Parallel::main`]).
    pub main: fn(Option<&str>) -> ExitCode,
}

macro_rules! demo {
    ($name:literal, $faulty:literal, $about:literal, $spec:expr) => {
        ParallelDemo {
            name: $name,
            faulty: $faulty,
            about: $about,
            run: |config| $spec.run_random(config),
            bytes: |data, config| $spec.run_bytes(data, config),
            reproducer: |data| $spec.reproducer(data),
            main: |input| $spec.main(input),
        }
    };
}

/// Every parallel demo.
pub const DEMOS: &[ParallelDemo] = &[
    demo!(
        "set-race",
        true,
        "a set whose insert checks and inserts under two locks (parallel mode)",
        set::spec::<set::faulty::RacySet>()
    ),
    demo!(
        "set-locked",
        false,
        "a set behind one lock (parallel mode)",
        set::spec::<set::working::LockedSet>()
    ),
    demo!(
        "register-torn",
        true,
        "a pair register whose halves are stored one at a time (parallel mode)",
        register::spec::<register::faulty::TornRegister>("TornRegister::new()")
    ),
    demo!(
        "register-atomic",
        false,
        "a pair register packed in one atomic word (parallel mode)",
        register::spec::<register::working::PackedRegister>("PackedRegister::new()")
    ),
    demo!(
        "counter-race",
        true,
        "a counter whose add loads and then stores (parallel mode)",
        counter::spec::<counter::faulty::LoadStoreCounter>()
    ),
    demo!(
        "counter-atomic",
        false,
        "a counter that adds with fetch_add (parallel mode)",
        counter::spec::<counter::working::AtomicCounter>()
    ),
    demo!(
        "queue-split",
        true,
        "a queue whose push finds its place and inserts in two critical sections (parallel mode)",
        queue::spec::<queue::faulty::SplitQueue>()
    ),
    demo!(
        "queue-locked",
        false,
        "a queue behind one lock (parallel mode)",
        queue::spec::<queue::working::LockedQueue>()
    ),
    demo!(
        "growvec-race",
        true,
        "a vector whose push copies a full buffer outside the lock (parallel mode)",
        growvec::spec::<growvec::faulty::RacyVec>("RacyVec::new()")
    ),
    demo!(
        "growvec-locked",
        false,
        "a vector behind one lock (parallel mode)",
        growvec::spec::<growvec::working::LockedVec>("LockedVec::new()")
    ),
    demo!(
        "stack-aba",
        true,
        "a Treiber stack of reused nodes whose head is a bare index: ABA (parallel mode)",
        stack::spec::<stack::faulty::AbaStack>()
    ),
    demo!(
        "stack-tagged",
        false,
        "a Treiber stack of reused nodes whose head is an index and a tag (parallel mode)",
        stack::spec::<stack::working::TaggedStack>()
    ),
    demo!(
        "map-race",
        true,
        "a map whose insert_if_absent checks under the read lock and inserts under the write lock (parallel mode)",
        map::spec::<map::faulty::RacyMap>()
    ),
    demo!(
        "map-locked",
        false,
        "a map that checks and inserts under the write lock (parallel mode)",
        map::spec::<map::working::LockedMap>()
    ),
    demo!(
        "lfqueue-race",
        true,
        "a lock-free bounded queue that says empty or full while a call is halfway (parallel mode)",
        lfqueue::spec::<lfqueue::faulty::VyukovQueue>()
    ),
    demo!(
        "lfqueue-ok",
        false,
        "a lock-free bounded queue that checks the other end before it says empty or full (parallel mode)",
        lfqueue::spec::<lfqueue::working::CheckedQueue>()
    ),
    demo!(
        "concurrent-queue-ok",
        false,
        "the concurrent-queue crate's bounded queue, of capacity 3 (parallel mode)",
        crates::spec(true)
    ),
    demo!(
        "concurrent-queue-unbounded-ok",
        false,
        "the concurrent-queue crate's unbounded queue (parallel mode)",
        crates::spec(false)
    ),
];

/// The parallel demo called `name`.
///
/// # Examples
///
/// ```
/// assert!(demos::concurrent::find("set-race").unwrap().faulty);
/// assert!(demos::concurrent::find("parray").is_none());
/// ```
pub fn find(name: &str) -> Option<&'static ParallelDemo> {
    DEMOS.iter().find(|d| d.name == name)
}

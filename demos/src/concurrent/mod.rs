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
//!
//! Run one with `cargo run --release -p demos -- set-race` (see [`DEMOS`]).

// A campaign's error is its report, as the engine's is (`monolith-core/src/lib.rs`).
#![allow(clippy::result_large_err)]

pub mod counter;
pub mod growvec;
pub mod queue;
pub mod register;
pub mod set;

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

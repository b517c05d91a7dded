//! Determinism by self-composition (issue 9, after DropShadow): a hash map seeded per
//! instance, checked with no reference, only for giving the same observations when the same
//! calls run twice, declared with
//! [`Engine::declare_deterministic`](monolith_core::Engine::declare_deterministic).
//!
//! The engine builds each map twice, by the same calls, and runs every call on both: the two
//! runs of a scenario in lock-step, which solves DropShadow's state-reset problem (each run has
//! fresh values from the start). Results that differ are a
//! [`Nondeterministic`](monolith_core::FailureKind::Nondeterministic) failure.
//!
//! **The bug** is the [`candidate`]'s `to_vec`, in bucket order, which depends on each map's
//! seed. The shortest reproducer has four calls; it runs the scenario as a closure and compares
//! runs:
//!
//! ```text
//! let run = || {
//!     let mut m0 = Faulty::new();
//!     let _ = Faulty::insert(&mut m0, 0u8, 0u8);
//!     let _ = Faulty::insert(&mut m0, 1u8, 0u8);
//!     Faulty::to_vec(&m0)
//! };
//! let first = run();
//! let later = (0..16).map(|_| run()).find(|r| *r != first);
//! assert!(later.is_none(), "two runs of the same calls disagree: {first:?}, then {later:?}");
//! ```

pub mod candidate;

pub use candidate::{Faulty, SeededMap, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = crate::engine_for("determinism", "determinism", BUGGY);
    let m = engine.abstract_type::<SeededMap<BUGGY>, SeededMap<BUGGY>>("m");
    let key = || int::<u8>();
    engine.declare_deterministic(
        &format!("{ty}::new"),
        args().returns(m.clone()),
        SeededMap::<BUGGY>::new,
    );
    engine.declare_deterministic(
        &format!("{ty}::insert"),
        args()
            .arg(m.by_mut())
            .arg(key())
            .arg(int::<u8>())
            .returns(option(int::<u8>())),
        SeededMap::<BUGGY>::insert,
    );
    engine.declare_deterministic(
        &format!("{ty}::remove"),
        args()
            .arg(m.by_mut())
            .arg(key())
            .returns(option(int::<u8>())),
        SeededMap::<BUGGY>::remove,
    );
    engine.declare_deterministic(
        &format!("{ty}::get"),
        args()
            .arg(m.by_ref())
            .arg(key())
            .returns(option(int::<u8>())),
        SeededMap::<BUGGY>::get,
    );
    engine.declare_deterministic(
        &format!("{ty}::len"),
        args().arg(m.by_ref()).returns(lt(usize::MAX)),
        SeededMap::<BUGGY>::len,
    );
    engine.declare_deterministic(
        &format!("{ty}::to_vec"),
        args()
            .arg(m.by_ref())
            .returns(vec_of((int::<u8>(), int::<u8>()))),
        SeededMap::<BUGGY>::to_vec,
    );
    engine
}

/// The engine of the faulty candidate: finds two runs that list the entries in different
/// orders.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::determinism::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Nondeterministic);
/// assert!(report.reproducer.contains("assert!(later.is_none()"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    engine::<true>()
}

/// The engine of the working candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::determinism::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

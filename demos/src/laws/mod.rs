//! Laws of one function, checked on the candidate alone, with no reference (issue 9):
//! [`Engine::declare_idempotent`] and [`Engine::declare_monotone`].
//!
//! Two demos share the [`candidate`]:
//!
//! * `idempotent`: [`Helpers::squeeze`] trims the spaces at both ends and makes each run of
//!   spaces one; squeezing twice must give what squeezing once gave. **The bug** makes a run
//!   of three spaces two. The shortest reproducer is one step, on three spaces between two
//!   other characters (`" " * 3` alone is trimmed away):
//!
//!   ```text
//!   let v0_0 = Faulty::squeeze("\n   \n".to_string());
//!   assert_eq!(Faulty::squeeze(v0_0.clone()), v0_0, "`Faulty::squeeze` is not idempotent"); // Faulty::squeeze(v0_0) returned "\n \n"
//!   ```
//!
//! * `monotone`: [`Helpers::bucket`] is a histogram's bucket index, which must not decrease
//!   as the value grows. **The bug** starts the logarithmic buckets at 0, not after the
//!   linear ones, so `16..32` falls below 5 to 15. The shortest reproducer is one step, on
//!   one value of `5..16` and a greater one whose bucket is lower:
//!
//!   ```text
//!   let v0_0 = Faulty::bucket(8u32);
//!   let v0_1 = Faulty::bucket(16u32);
//!   assert!(v0_0 <= v0_1, "`Faulty::bucket` is not monotone"); // 8 > 4
//!   ```

pub mod candidate;

pub use candidate::{Faulty, Helpers, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

fn idempotent<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = crate::engine_for("laws", "idempotent", BUGGY);
    engine.declare_idempotent(
        &format!("{ty}::squeeze"),
        string(),
        Helpers::<BUGGY>::squeeze,
    );
    engine
}

fn monotone<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = crate::engine_for("laws", "monotone", BUGGY);
    engine.declare_monotone(
        &format!("{ty}::bucket"),
        int::<u32>(),
        Helpers::<BUGGY>::bucket,
    );
    engine
}

/// The engine of the faulty squeezer: finds a text that a second squeeze changes.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::laws::idempotent_faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::NotIdempotent);
/// ```
pub fn idempotent_faulty_engine() -> Engine {
    idempotent::<true>()
}

/// The engine of the working squeezer: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::laws::idempotent_working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn idempotent_working_engine() -> Engine {
    idempotent::<false>()
}

/// The engine of the faulty bucket index: finds two values whose buckets are in the wrong order.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::laws::monotone_faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::NotMonotone);
/// ```
pub fn monotone_faulty_engine() -> Engine {
    monotone::<true>()
}

/// The engine of the working bucket index: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::laws::monotone_working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn monotone_working_engine() -> Engine {
    monotone::<false>()
}

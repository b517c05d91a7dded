//! Non-interference by self-composition (issue 9, after DropShadow): a "constant-time"
//! comparison whose step counter must not depend on the secret, declared with
//! [`Engine::declare_deterministic`](monolith_core::Engine::declare_deterministic) and a
//! [`secret`](fn@secret) argument.
//!
//! The engine runs each scenario twice in lock-step, the secret drawn once for each run and
//! everything else the same. `check`'s result may depend on the secret, so the spec declares
//! it [`ignored`]: it is not a public output. `steps` is public.
//! Step counts that differ are an
//! [`Interference`](monolith_core::FailureKind::Interference) failure.
//!
//! **The bug** is the [`candidate`]'s early exit, here on a secret of the wrong length. The
//! shortest reproducer has three calls and runs the scenario as a closure of the secret:
//!
//! ```text
//! let run = |s0| {
//!     let mut v0 = Faulty::new(s0);
//!     let _ = Faulty::check(&mut v0, vec![0u8]);
//!     Faulty::steps(&v0)
//! };
//! assert_eq!(run(vec![]), run(vec![0u8]), "two runs that differ in their secrets only disagree");
//! ```

pub mod candidate;

pub use candidate::{Faulty, Vault, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = crate::engine_for("interference", "interference", BUGGY);
    let v = engine.abstract_type::<Vault<BUGGY>, Vault<BUGGY>>("v");
    engine.declare_deterministic(
        &format!("{ty}::new"),
        args().arg(secret(vec_of(int::<u8>()))).returns(v.clone()),
        Vault::<BUGGY>::new,
    );
    engine.declare_deterministic(
        &format!("{ty}::check"),
        args()
            .arg(v.by_mut())
            .arg(vec_of(int::<u8>()))
            .returns(ignored()),
        Vault::<BUGGY>::check,
    );
    engine.declare_deterministic(
        &format!("{ty}::steps"),
        args().arg(v.by_ref()).returns(int::<u64>()),
        Vault::<BUGGY>::steps,
    );
    engine
}

/// The engine of the faulty candidate: finds a step count that depends on the secret.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::interference::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Interference);
/// assert!(report.reproducer.contains("let run = |s0| {"), "{report}");
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
/// let engine = demos::interference::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

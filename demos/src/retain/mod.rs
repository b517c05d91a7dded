//! Keeping the elements that pass a predicate with a drawn parameter: a function-valued
//! argument that captures a value.
//!
//! `retain(keep)` keeps, in order, the elements for which `keep` holds, and returns how many
//! are left. The predicate is an argument the engine generates with
//! [`closure!`](monolith_core::closure): `move |x: &u8| *x < k`, with `k` drawn for each call
//! and printed with its value in the reproducer (`{ let k = 3u8; move |x: &u8| *x < k }`). The
//! reference is `std`'s `Vec::retain`; the [`candidate`] compacts in place, and its faulty
//! version steps past the element that moved into a removed one's place, so of two elements in
//! a row that fail the predicate the second stays. The minimal reproducer has 4 steps: `new`,
//! two `push`es, `retain`.

pub mod candidate;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::{closure, Engine};

/// The spec, as a user would write it: every method once, the bound of the predicate drawn
/// like any other byte.
fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = crate::engine_for("retain", "retain", BUGGY);
    let v = engine.abstract_type::<Vec<u8>, candidate::CompactVec<BUGGY>>("v");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(v.clone()),
        Vec::new,
        candidate::CompactVec::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::push"),
            args().arg(v.by_mut()).arg(int::<u8>()).returns(unit()),
            Vec::push,
            candidate::CompactVec::<BUGGY>::push,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::retain"),
            args()
                .arg(v.by_mut())
                .arg(closure!(k in int::<u8>() => move |x: &u8| *x < k))
                .returns(int::<usize>()),
            |v: &mut Vec<u8>, keep| {
                v.retain(keep);
                v.len()
            },
            |v: &mut candidate::CompactVec<BUGGY>, keep| v.retain(keep),
        )
        .method();
    engine
        .declare(
            &format!("{ty}::to_vec"),
            args().arg(v.by_ref()).returns(vec_of(int::<u8>())),
            |v: &Vec<u8>| v.clone(),
            candidate::CompactVec::<BUGGY>::to_vec,
        )
        .method();
    engine
}

/// The engine with the planted bug.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::retain::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 4, "{report}");
/// assert!(report.reproducer.contains("move |x: &u8| *x < k }"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    engine::<true>()
}

/// The engine with the correct candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::retain::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

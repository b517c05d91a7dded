//! A map whose `choose` returns any binding (Monolith's `misc/map_choose_opt`).
//!
//! `choose` returns `None` on an empty map, otherwise one of its bindings, any one: it is
//! declared with [`nondet`](monolith_core::spec::Args1::nondet), and the
//! [`reference`](mod@reference), a `BTreeMap`, judges the candidate's binding. The
//! [`working`] candidate, an association list, returns its oldest key's binding. The
//! [`faulty`] one shadows old bindings instead of replacing them: `get` is right, but `choose`
//! may return a stale binding, which no deterministic spec of `choose` could accept or reject
//! fairly. The minimal reproducer has 4 steps: `new`, two `insert`s of one key, `choose`.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, for any candidate with `new`, `insert`, `get` and `choose`.
macro_rules! map_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("misc_map_choose_reproducer");
        let map = engine.abstract_type::<reference::Map, $candidate>("m");
        engine.declare(
            "Map::new",
            args().returns(map.clone()),
            reference::Map::new,
            <$candidate>::new,
        );
        engine
            .declare(
                "Map::insert",
                args()
                    .arg(map.by_mut())
                    .arg(int::<i32>())
                    .arg(int::<i32>())
                    .returns(option(int::<i32>())),
                reference::Map::insert,
                <$candidate>::insert,
            )
            .method();
        engine
            .declare(
                "Map::get",
                args()
                    .arg(map.by_ref())
                    .arg(int::<i32>())
                    .returns(option(int::<i32>())),
                reference::Map::get,
                <$candidate>::get,
            )
            .method();
        engine
            .declare(
                "Map::choose",
                args()
                    .arg(map.by_ref())
                    .nondet(option((int::<i32>(), int::<i32>()))),
                reference::Map::choose,
                <$candidate>::choose,
            )
            .method();
        engine
    }};
}

/// The engine with the shadowing candidate: `choose` returns a stale binding.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::misc::map_choose::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::NondetRejected, "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    map_engine!(faulty::Map, "demos::misc::map_choose::faulty::Map")
}

/// The engine with the association list that replaces bindings: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::misc::map_choose::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    map_engine!(working::Map, "demos::misc::map_choose::working::Map")
}

//! A map whose `choose` returns any binding (Monolith's `misc/map_choose_opt`).
//!
//! `choose` returns `None` on an empty map, otherwise one of its bindings, any one: it is
//! declared `#[monolith(nondet)]`, and the [`reference`](mod@reference), a `BTreeMap`, judges
//! the candidate's binding. The [`working`] candidate, an association list, returns its oldest
//! key's binding. The [`faulty`] one shadows old bindings instead of replacing them: `get` is
//! right, but `choose` may return a stale binding, which no deterministic spec of `choose`
//! could accept or reject fairly. The minimal reproducer has 4 steps: `new`, two `insert`s of
//! one key, `choose`.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The map API, which both candidates implement. The spec is this trait: `#[api]` makes each
/// method an operation and generates `misc_map_choose_engine::<R, C>()`. `choose` is `nondet`,
/// so the reference implements [`MapApiReference`], written by `#[api]`, where it takes the
/// candidate's binding and judges it.
#[api(engine = misc_map_choose_engine, var = "m")]
pub trait MapApi: Sized {
    /// The empty map.
    fn new() -> Self;
    /// Binds `k` to `v`; returns the value `k` was bound to, if any.
    #[monolith(returns = option(int::<i32>()))]
    fn insert(&mut self, k: i32, v: i32) -> Option<i32>;
    /// The value bound to `k`.
    #[monolith(returns = option(int::<i32>()))]
    fn get(&self, k: i32) -> Option<i32>;
    /// `None` on an empty map; otherwise one of its bindings, any one.
    #[monolith(nondet, returns = option((int::<i32>(), int::<i32>())))]
    fn choose(&self) -> Option<(i32, i32)>;
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
    misc_map_choose_engine::<reference::Map, faulty::Map>()
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
    misc_map_choose_engine::<reference::Map, working::Map>()
}

//! The specs of this crate's library, as a user writes them from monolith-rs's docs, and their
//! tests: the faulty candidates print exactly the reproducers pasted in
//! `monolith/reproducers.rs` (which compile here, and fail), the correct ones pass, and a run
//! that keeps going, or that sets a known bug aside, reports the other bug of `VecMap`.
//!
//! The test crate is `tests/monolith/`, with `main.rs` as its root (so that `mod specs;` finds
//! `specs.rs` beside it): `specs` (the specs), `reproducers` and `set_aside`
//! (the printed reproducers, pasted), `pasted` (the check that they are still what the engine
//! prints), and the tests, `found`, `correct` and `keep_going`.

mod correct;
mod found;
mod keep_going;
mod pasted;
mod reproducers;
mod set_aside;
mod specs;

use monolith_core::Config;

/// The budget of a run of these tests: a fixed seed, `scenarios` scenarios (each spec says how
/// many, the same for its faulty and its correct candidate), and no regression files (the
/// pasted reproducers are the regressions).
fn budget(seed: u64, scenarios: u64) -> Config {
    Config::with_seed(seed)
        .scenarios(scenarios)
        .no_regressions()
}

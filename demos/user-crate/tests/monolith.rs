//! The specs of this crate's library, as a user writes them from monolith-rs's docs, and their
//! tests: the faulty candidates print exactly the reproducers pasted in
//! `monolith/reproducers.rs` (which compile here, and fail), the correct ones pass, and a run
//! that keeps going, or that sets a known bug aside, reports the other bug of `VecMap`.
//!
//! The modules live in `tests/monolith/`: `specs` (the specs), `reproducers` and `set_aside`
//! (the printed reproducers, pasted), `pasted` (the check that they are still what the engine
//! prints), and the tests, `found`, `correct` and `keep_going`.

#[path = "monolith/correct.rs"]
mod correct;
#[path = "monolith/found.rs"]
mod found;
#[path = "monolith/keep_going.rs"]
mod keep_going;
#[path = "monolith/pasted.rs"]
mod pasted;
#[path = "monolith/reproducers.rs"]
mod reproducers;
#[path = "monolith/set_aside.rs"]
mod set_aside;
#[path = "monolith/specs.rs"]
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

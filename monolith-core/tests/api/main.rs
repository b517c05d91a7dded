//! The public API end to end, one concern to a module: the spec combinators, contracts, laws,
//! hyperproperties, languages and grammars, protocols and stubs, ranges, parallel random
//! campaigns, replay and regression files, and how values shrink. They share one test binary;
//! the tests that run themselves in a child process (`bounded.rs`, `crash.rs`, `hang.rs`), the
//! compile-fail tests (`compile_fail.rs`) and the layering check (`layers.rs`, which
//! `scripts/check-layers.sh` also compiles alone) are binaries of their own.

mod combinators;
mod contracts;
mod grammars;
mod jobs;
mod language;
mod laws;
mod protocols;
mod ranges;
mod replay;
mod self_composition;
mod shrink_coupled;
mod shrink_elements;
mod shrink_refused;
mod shrink_text;
mod stub;
mod unfaithful;

use monolith_core::Config;

/// A quiet run of `scenarios` scenarios from `seed`: no progress line, no regression file.
fn config(seed: u64, scenarios: u64) -> Config {
    let mut config = Config::with_seed(seed).scenarios(scenarios);
    config.progress = false;
    config.regressions = None;
    config
}

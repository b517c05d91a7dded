//! Fuzzing glue for the demos: one engine per process, one scenario per fuzzer input.
//!
//! A libFuzzer target is two lines (`fuzz_targets/<demo>.rs`):
//!
//! ```ignore
//! #![no_main]
//! monolith_fuzz::libfuzzer_demo!("parray", demos::parray::faulty_engine);
//! ```
//!
//! and an AFL++ harness (`afl/src/bin/<demo>.rs`) is one:
//!
//! ```ignore
//! monolith_afl::afl_demo!("parray", demos::parray::faulty_engine);
//! ```
//!
//! `scripts/gen-fuzz-targets.py` writes them from the demos' declarations. Naming the engine
//! function, rather than looking the demo up by name, links that demo alone into the target:
//! libFuzzer scans every coverage counter of the binary after each execution, and a target
//! that linked every demo had 12 times the counters of one demo's (`docs/benchmarks.md`).
//!
//! Both build the demo's engine once, before the first input ([`init_engine`]), and then go
//! through [`run_engine`], that is through monolith-core's
//! [`Fuzzer`](monolith_core::driver::fuzz::Fuzzer): the fuzzer's bytes are decoded directly,
//! exactly as `cargo run -p demos -- <demo> <crash-file>` decodes the crash file, so a crash
//! from either fuzzer replays there. A failing scenario prints its report on standard error and
//! aborts the process, which the fuzzer records as a crash.
//!
//! For your own spec, see docs/fuzzing.md: the same few lines with your own engine function.
#![deny(missing_docs)]

use std::cell::RefCell;

mod parallel;
mod self_fuzz;
pub use parallel::run_parallel;
pub use self_fuzz::self_fuzz;

#[cfg(feature = "libfuzzer")]
#[doc(hidden)]
pub use libfuzzer_sys;
pub use monolith_core::driver::fuzz::{FuzzVerdict, Fuzzer};

/// Builds the fuzzer of the demo called `name`, with the fuel of `MONOLITH_FUEL` if set.
///
/// # Panics
///
/// If there is no such demo in [`demos::all`].
pub fn demo_fuzzer(name: &str) -> Fuzzer {
    let demo = demos::find(name).unwrap_or_else(|| {
        let known: Vec<&str> = demos::all().map(|d| d.name).collect();
        panic!("monolith-fuzz: no demo called {name:?} (demos: {known:?})")
    });
    engine_fuzzer(demo.engine)
}

/// Builds the fuzzer of an engine, with the fuel of `MONOLITH_FUEL` if set.
pub fn engine_fuzzer(engine: fn() -> monolith_core::Engine) -> Fuzzer {
    let mut config = monolith_core::Config::default();
    if let Ok(v) = std::env::var("MONOLITH_FUEL") {
        match v.trim().parse() {
            Ok(fuel) => config = config.fuel(fuel),
            Err(_) => eprintln!("monolith-fuzz: ignoring MONOLITH_FUEL={v:?}"),
        }
    }
    Fuzzer::with_config(engine(), &config)
}

thread_local! {
    /// The demo's fuzzer, built by [`init_demo`] or on the first input of the thread (an
    /// engine is not `Sync`).
    static FUZZER: RefCell<Option<(&'static str, Fuzzer)>> = const { RefCell::new(None) };
}

/// Builds the demo's fuzzer now, with fresh buffers for every input or not (see
/// [`Fuzzer::fresh_buffers`]: AFL++ wants them, libFuzzer runs faster without), and runs one
/// empty scenario so that monolith-core's panic hook is in place. The first fuzzer input then
/// covers the same code as every later one. Call it before the fuzzing loop, after the fuzzer
/// installs its own panic hook, if any.
///
/// # Panics
///
/// If there is no such demo.
pub fn init_demo(name: &'static str, fresh_buffers: bool) {
    let fuzzer = demo_fuzzer(name).fresh_buffers(fresh_buffers);
    FUZZER.with(|cell| *cell.borrow_mut() = Some((name, fuzzer)));
    run_demo(name, &[]);
}

/// [`init_demo`] for the demo called `name` whose engine `engine` builds: the targets that
/// `scripts/gen-fuzz-targets.py` writes call this one, so that they link their demo alone.
pub fn init_engine(name: &'static str, engine: fn() -> monolith_core::Engine, fresh_buffers: bool) {
    let fuzzer = engine_fuzzer(engine).fresh_buffers(fresh_buffers);
    FUZZER.with(|cell| *cell.borrow_mut() = Some((name, fuzzer)));
    run_engine(name, engine, &[]);
}

/// [`run_demo`] for the demo called `name` whose engine `engine` builds.
pub fn run_engine(
    name: &'static str,
    engine: fn() -> monolith_core::Engine,
    data: &[u8],
) -> FuzzVerdict {
    run_with(name, || engine_fuzzer(engine), data)
}

/// Runs one scenario of the demo called `name` from a fuzzer's input: aborts the process on
/// failure, returns [`FuzzVerdict::Reject`] when the input ran no instruction, else
/// [`FuzzVerdict::Keep`]. The demo's engine is built once per thread, by [`init_demo`] or
/// on the first call.
///
/// # Panics
///
/// If there is no such demo.
pub fn run_demo(name: &'static str, data: &[u8]) -> FuzzVerdict {
    run_with(name, || demo_fuzzer(name), data)
}

/// Runs one scenario on this thread's fuzzer of `name`, built by `make` if there is none yet.
fn run_with(name: &'static str, make: impl FnOnce() -> Fuzzer, data: &[u8]) -> FuzzVerdict {
    FUZZER.with(|cell| {
        let mut slot = cell.borrow_mut();
        match &mut *slot {
            Some((n, fuzzer)) if *n == name => fuzzer.run(data),
            _ => {
                let (_, fuzzer) = slot.insert((name, make()));
                fuzzer.run(data)
            }
        }
    })
}

/// A libFuzzer target for the demo called `$name`; the target file is `#![no_main]` followed
/// by `monolith_fuzz::libfuzzer_demo!("<demo>", <its engine function>);`, which links that
/// demo alone. Without the engine, the demo is looked up by name among every demo, which links
/// them all.
#[cfg(feature = "libfuzzer")]
#[macro_export]
macro_rules! libfuzzer_demo {
    ($name:expr, $engine:path) => {
        $crate::libfuzzer_sys::fuzz_target!(init: $crate::init_engine($name, $engine, false), |data: &[u8]| -> $crate::libfuzzer_sys::Corpus {
            match $crate::run_engine($name, $engine, data) {
                $crate::FuzzVerdict::Keep => $crate::libfuzzer_sys::Corpus::Keep,
                $crate::FuzzVerdict::Reject => $crate::libfuzzer_sys::Corpus::Reject,
            }
        });
    };
    ($name:expr) => {
        $crate::libfuzzer_sys::fuzz_target!(init: $crate::init_demo($name, false), |data: &[u8]| -> $crate::libfuzzer_sys::Corpus {
            match $crate::run_demo($name, data) {
                $crate::FuzzVerdict::Keep => $crate::libfuzzer_sys::Corpus::Keep,
                $crate::FuzzVerdict::Reject => $crate::libfuzzer_sys::Corpus::Reject,
            }
        });
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_demo_builds_a_fuzzer_and_survives_short_inputs_of_its_working_twin() {
        for demo in demos::all().filter(|d| !d.faulty) {
            let mut fuzzer = demo_fuzzer(demo.name);
            assert_eq!(fuzzer.run(&[]), FuzzVerdict::Reject);
            for i in 0..200u32 {
                let data: Vec<u8> = (0..64).map(|j| (i * 31 + j * 7) as u8).collect();
                fuzzer.run(&data);
            }
        }
    }

    #[test]
    fn the_faulty_parray_fails_on_the_bytes_random_mode_records() {
        let report = (demos::find("parray").unwrap().engine)()
            .run_random(&monolith_core::Config::with_seed(1).shrink(false))
            .unwrap_err();
        let again = demo_fuzzer("parray").check(&report.bytes).unwrap_err();
        assert_eq!(again.failure, report.failure);
    }
}

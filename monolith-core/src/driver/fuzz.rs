//! The fuzzer driver: one scenario per fuzzer input, for libFuzzer (cargo-fuzz) and AFL++.
//!
//! A fuzzer hands the harness a byte slice; the harness decodes it exactly as
//! [`Engine::run_bytes`] does (and as random mode decodes its recorded bytes), so a crash file
//! from libFuzzer, from AFL++ or from random mode replays the same scenario everywhere. The
//! bytes are decoded directly, never through `arbitrary`, whose `take_rest` / `arbitrary` split
//! would decode the same file differently under the two fuzzers.
//!
//! When the scenario fails, the harness prints the (unshrunk) report on standard error and
//! calls [`std::process::abort`], so that the fuzzer records the input as a crash. Shrinking
//! happens later, when the crash file is replayed in a binary's file mode
//! ([`Engine::main`] with a path, e.g. `cargo run -p demos -- parray crash-file`).
//!
//! This module depends on no fuzzer crate: the glue (`libfuzzer_sys::fuzz_target!`,
//! `afl::fuzz!`) lives in the fuzzing crate, and is a few lines:
//!
//! ```
//! use monolith_core::driver::fuzz::{FuzzVerdict, Fuzzer};
//! use std::cell::RefCell;
//!
//! fn my_engine() -> monolith_core::Engine {
//!     monolith_core::Engine::new() // ... declare the operations ...
//! }
//!
//! thread_local! {
//!     // Built once per process, not once per input.
//!     static FUZZER: RefCell<Fuzzer> = RefCell::new(Fuzzer::new(my_engine()));
//! }
//!
//! // The body of `libfuzzer_sys::fuzz_target!(|data: &[u8]| -> Corpus { ... })`, or of
//! // `afl::fuzz!(|data: &[u8]| { ... })`:
//! fn one_input(data: &[u8]) -> FuzzVerdict {
//!     FUZZER.with(|f| f.borrow_mut().run(data))
//! }
//! # let _ = one_input;
//! //! ```

use crate::config::Config;
use crate::engine::scenario::{Outcome, Scratch};
use crate::engine::Engine;
use crate::report::Report;
use crate::source::Source;

/// What the fuzzer should do with an input whose scenario passed.
///
/// Maps onto libFuzzer's `Corpus`: [`Keep`](FuzzVerdict::Keep) is `Corpus::Keep`,
/// [`Reject`](FuzzVerdict::Reject) is `Corpus::Reject` (the input is never added to the corpus).
///
/// # Examples
///
/// ```
/// use monolith_core::{driver::fuzz::FuzzVerdict, spec::*, Engine};
/// let mut engine = Engine::new();
/// engine.declare("id", args().arg(bool()).returns(bool()), |b: bool| b, |b: bool| b);
/// assert_eq!(engine.fuzz_one(&[]), FuzzVerdict::Reject);
/// assert_eq!(engine.fuzz_one(&[0, 0, 0, 0, 0, 0, 1]), FuzzVerdict::Keep);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FuzzVerdict {
    /// The input ran at least one instruction: worth keeping if it found new coverage.
    Keep,
    /// The input ran no instruction (too short to build even one): do not keep it.
    Reject,
}

impl FuzzVerdict {
    /// The verdict for a passing scenario of `steps` instructions.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::driver::fuzz::FuzzVerdict;
    /// assert_eq!(FuzzVerdict::of_steps(0), FuzzVerdict::Reject);
    /// assert_eq!(FuzzVerdict::of_steps(3), FuzzVerdict::Keep);
    /// ```
    pub fn of_steps(steps: usize) -> FuzzVerdict {
        if steps == 0 {
            FuzzVerdict::Reject
        } else {
            FuzzVerdict::Keep
        }
    }

    /// Whether the input is worth keeping.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(monolith_core::driver::fuzz::FuzzVerdict::Keep.is_keep());
    /// ```
    pub fn is_keep(self) -> bool {
        self == FuzzVerdict::Keep
    }
}

/// The configuration of every fuzzer run: the engine's fuel, no shrinking (the crash file is
/// shrunk later, when it is replayed), no regression file.
fn fuzz_config(fuel: Option<usize>) -> Config {
    let mut config = Config::default().shrink(false);
    config.fuel = fuel;
    config.regressions = None;
    config
}

/// Prints the report of a failing fuzzer input and aborts the process.
#[cold]
fn crash(report: &Report) -> ! {
    eprintln!("{report}");
    eprintln!(
        "// monolith: the fuzzer input above fails (unshrunk, {} bytes used); aborting so that \
         the fuzzer saves it as a crash file.\n// monolith: replay the crash file in your binary's \
         file mode to shrink it and print the #[test] (for the demos: \
         `scripts/fuzz-repro.sh <demo> <crash-file>`).",
        report.bytes.len()
    );
    std::process::abort()
}

/// An engine with buffers reused from one fuzzer input to the next.
///
/// Build it once per process (an [`Engine`] is not `Sync`: keep it in a `thread_local!`), then
/// call [`run`](Fuzzer::run) on every input. It is [`Engine::fuzz_one`] without the
/// per-input allocation of the scenario's buffers.
///
/// # Examples
///
/// ```
/// use monolith_core::{driver::fuzz::{FuzzVerdict, Fuzzer}, spec::*, Engine};
/// let mut engine = Engine::new();
/// engine.declare("u8::max", args().arg(int::<u8>()).arg(int::<u8>()).returns(int::<u8>()),
///     |a: u8, b: u8| if a > b { a } else { b }, std::cmp::Ord::max);
/// let mut fuzzer = Fuzzer::new(engine);
/// assert_eq!(fuzzer.run(&[0, 0, 0, 0, 0, 0, 4, 9]), FuzzVerdict::Keep);
/// assert_eq!(fuzzer.run(b""), FuzzVerdict::Reject);
/// ```
pub struct Fuzzer {
    engine: Engine,
    scratch: Scratch,
    config: Config,
    fresh: bool,
}

impl Fuzzer {
    /// A fuzzer over `engine`, with the engine's fuel.
    ///
    /// # Examples
    ///
    /// ```
    /// let fuzzer = monolith_core::driver::fuzz::Fuzzer::new(monolith_core::Engine::new());
    /// # let _ = fuzzer;
    /// ```
    pub fn new(engine: Engine) -> Fuzzer {
        Fuzzer::with_config(engine, &Config::default())
    }

    /// A fuzzer over `engine` that takes the fuel of `config` ([`Config::fuel`], e.g. from
    /// `MONOLITH_FUEL` through [`Config::from_env`]). Shrinking and regression files are always
    /// off under a fuzzer, whatever `config` says.
    ///
    /// # Panics
    ///
    /// When `config` is invalid (see [`Config::validate`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{driver::fuzz::Fuzzer, Config, Engine};
    /// let fuzzer = Fuzzer::with_config(Engine::new(), &Config::default().fuel(5));
    /// # let _ = fuzzer;
    /// ```
    pub fn with_config(engine: Engine, config: &Config) -> Fuzzer {
        if let Err(e) = config.validate() {
            panic!("monolith: {e}");
        }
        let config = fuzz_config(config.fuel);
        let scratch = Scratch::new(&engine, config.fuel);
        Fuzzer {
            engine,
            scratch,
            config,
            fresh: false,
        }
    }

    /// Whether to give every input fresh buffers instead of reusing them (default: reuse).
    ///
    /// Reusing is faster, but an input that needs more room than any before it runs the
    /// buffers' growth code, and the same input run again does not: coverage-guided fuzzers
    /// that calibrate each input (AFL++) then see the harness as unstable. With fresh buffers,
    /// an input covers the same code every time it runs (AFL++ reports a stability near 100%).
    /// The decoding is the same either way.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{driver::fuzz::Fuzzer, Engine};
    /// let fuzzer = Fuzzer::new(Engine::new()).fresh_buffers(true);
    /// # let _ = fuzzer;
    /// ```
    pub fn fresh_buffers(mut self, on: bool) -> Fuzzer {
        self.fresh = on;
        self
    }

    /// The engine.
    ///
    /// # Examples
    ///
    /// ```
    /// let fuzzer = monolith_core::driver::fuzz::Fuzzer::new(monolith_core::Engine::new());
    /// assert!(fuzzer.engine().run_bytes(&[]).is_err()); // no operation declared
    /// ```
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// Runs one scenario from `data` and returns the number of instructions it ran, or the
    /// report of its failure, unshrunk. Never aborts: [`run`](Fuzzer::run) is this plus the
    /// abort.
    ///
    /// # Errors
    ///
    /// The unshrunk [`Report`] when the scenario fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{driver::fuzz::Fuzzer, spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("not", args().arg(bool()).returns(bool()), |b: bool| !b, |b: bool| b);
    /// let mut fuzzer = Fuzzer::new(engine);
    /// let report = fuzzer.check(&[0, 0, 0, 0, 0, 0, 1]).unwrap_err();
    /// assert_eq!(report.failure.kind, monolith_core::FailureKind::Mismatch);
    /// assert_eq!(fuzzer.check(&[]).unwrap(), 0);
    /// ```
    pub fn check(&mut self, data: &[u8]) -> Result<usize, Report> {
        let mut src = Source::from_bytes(data);
        // The scenario's values are destroyed before returning (fresh buffers are dropped,
        // reused ones emptied), so that their destructors count in this input's coverage, not
        // in the next one's.
        let mut fresh;
        let scratch = if self.fresh {
            fresh = Scratch::new(&self.engine, self.config.fuel);
            &mut fresh
        } else {
            &mut self.scratch
        };
        match self.engine.run_scenario(scratch, &mut src, None) {
            // A fuzzer's own limits (`-rss_limit_mb`, `-m`) bound the memory here.
            Outcome::Pass(steps) | Outcome::TooLarge { steps, .. } => {
                scratch.env.reset();
                Ok(steps)
            }
            Outcome::Fail(failure) => {
                let used = src.consumed();
                Err(self
                    .engine
                    .finish(data[..used].to_vec(), failure, None, &self.config))
            }
        }
    }

    /// Runs one scenario from `data`, as a fuzz target does. On failure, prints the report on
    /// standard error and aborts the process, so that the fuzzer records a crash. Otherwise
    /// returns [`FuzzVerdict::Reject`] when the input ran no instruction, else
    /// [`FuzzVerdict::Keep`].
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{driver::fuzz::{FuzzVerdict, Fuzzer}, spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("id", args().arg(bool()).returns(bool()), |b: bool| b, |b: bool| b);
    /// let mut fuzzer = Fuzzer::new(engine);
    /// assert_eq!(fuzzer.run(&[0, 0, 0, 0, 0, 0, 1]), FuzzVerdict::Keep);
    /// ```
    pub fn run(&mut self, data: &[u8]) -> FuzzVerdict {
        match self.check(data) {
            Ok(steps) => FuzzVerdict::of_steps(steps),
            Err(report) => crash(&report),
        }
    }
}

impl std::fmt::Debug for Fuzzer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fuzzer")
            .field("fuel", &self.scratch.fuel)
            .field("fresh_buffers", &self.fresh)
            .finish_non_exhaustive()
    }
}

impl Engine {
    /// Runs one scenario from a fuzzer's input, as a fuzz target does: decodes `data` as
    /// [`run_bytes`](Engine::run_bytes) does, without shrinking. On failure, prints the
    /// report on standard error and calls [`std::process::abort`], so that libFuzzer or AFL++
    /// records a crash. Otherwise returns [`FuzzVerdict::Reject`] when the input ran no
    /// instruction, else [`FuzzVerdict::Keep`].
    ///
    /// Build the engine once per process, not per input; [`Fuzzer`] also reuses the
    /// scenario's buffers from one input to the next.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{driver::fuzz::FuzzVerdict, spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("u8::wrapping_add", args().arg(int::<u8>()).arg(int::<u8>()).returns(int::<u8>()),
    ///     |a: u8, b: u8| ((a as u16 + b as u16) % 256) as u8, u8::wrapping_add);
    /// assert_eq!(engine.fuzz_one(&[0, 0, 0, 0, 0, 0, 60, 200, 7]), FuzzVerdict::Keep);
    /// assert_eq!(engine.fuzz_one(&[]), FuzzVerdict::Reject);
    /// ```
    pub fn fuzz_one(&self, data: &[u8]) -> FuzzVerdict {
        match self.run_bytes_with(data, &fuzz_config(None)) {
            Ok(steps) => FuzzVerdict::of_steps(steps),
            Err(report) => crash(&report),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::*;

    fn engine(bug: bool) -> Engine {
        let mut engine = Engine::new();
        engine.declare(
            "u8::checked_add",
            args()
                .arg(int::<u8>())
                .arg(int::<u8>())
                .returns(option(int::<u8>())),
            u8::checked_add,
            move |a: u8, b: u8| {
                if bug && a > 250 {
                    Some(a)
                } else {
                    a.checked_add(b)
                }
            },
        );
        engine
    }

    #[test]
    fn fuzzer_and_run_bytes_agree_on_every_short_input() {
        let mut reusing = Fuzzer::new(engine(true));
        let mut fresh = Fuzzer::new(engine(true)).fresh_buffers(true);
        let plain = engine(true);
        let config = Config::default().shrink(false);
        for len in 0..4usize {
            for seed in 0..300u32 {
                let data: Vec<u8> = (0..len)
                    .map(|i| (seed.wrapping_mul(2_654_435_761) >> (i * 8)) as u8)
                    .collect();
                let expected = plain.run_bytes_with(&data, &config);
                assert_eq!(reusing.check(&data), expected, "on {data:?}");
                assert_eq!(fresh.check(&data), expected, "on {data:?}");
            }
        }
    }

    #[test]
    fn reject_exactly_when_no_instruction_ran() {
        let mut fuzzer = Fuzzer::new(engine(false));
        assert_eq!(fuzzer.run(&[]), FuzzVerdict::Reject);
        // Four plan bytes (length, swarm, eager, the operation), two to choose the operation, one per argument.
        assert_eq!(fuzzer.run(&[0, 0, 0, 0, 0, 0, 3]), FuzzVerdict::Reject);
        assert_eq!(fuzzer.run(&[0, 0, 0, 0, 0, 0, 3, 4]), FuzzVerdict::Keep);
    }

    #[test]
    fn fuzzer_fuel_bounds_the_scenario() {
        let mut fuzzer = Fuzzer::with_config(engine(false), &Config::default().fuel(2));
        assert_eq!(fuzzer.check(&[0; 64]), Ok(2));
    }

    #[test]
    fn random_mode_failures_replay_under_the_fuzzer_unshrunk() {
        let found = engine(true)
            .run_random(&Config::with_seed(3).shrink(false))
            .unwrap_err();
        let mut fuzzer = Fuzzer::new(engine(true));
        let report = fuzzer.check(&found.bytes).unwrap_err();
        assert_eq!(report.failure, found.failure);
        assert_eq!(report.original_steps, report.failure.steps);
        assert_eq!(report.reproducer, found.reproducer);
    }
}

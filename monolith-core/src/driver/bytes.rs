//! One scenario from a byte slice: fuzzer inputs, files, stdin, replay tokens.

use std::io::Read;
use std::path::Path;

use super::watchdog::{Limits, OnHang, Watchdog};
use crate::config::Config;
use crate::engine::operation::Render;
use crate::engine::scenario::{Outcome, Scratch};
use crate::engine::Engine;
use crate::error::Error;
use crate::report::Report;
use crate::source::Source;

/// A scenario from bytes that runs this long may have grown past the memory limit: its end reads
/// the memory (a few microseconds) to be sure.
const SLOW: std::time::Duration = std::time::Duration::from_millis(1);

impl Engine {
    /// Runs one scenario decoded from `bytes`, exactly as random mode decodes its recorded
    /// bytes. Returns the number of instructions run. Running out of bytes ends the scenario
    /// normally. Never panics, whatever the bytes (a panicking spec is a report, too).
    ///
    /// # Errors
    ///
    /// The [`Report`] of the failure, shrunk as [`Config::from_env`] says. No regression file
    /// is written: pass a configuration to [`run_bytes_with`](Self::run_bytes_with) for that.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("u8::wrapping_add", args().arg(int::<u8>()).arg(int::<u8>()).returns(int::<u8>()),
    ///     |a: u8, b: u8| ((a as u16 + b as u16) % 256) as u8, u8::wrapping_add);
    /// assert_eq!(engine.run_bytes(&[0, 0, 0, 0, 0, 0, 60, 200, 7]).unwrap(), 1);
    /// assert_eq!(engine.run_bytes(&[]).unwrap(), 0);
    /// ```
    pub fn run_bytes(&self, bytes: &[u8]) -> Result<usize, Report> {
        let mut config = Config::from_env();
        config.regressions = None;
        self.run_bytes_with(bytes, &config)
    }

    /// [`run_bytes`](Self::run_bytes) with an explicit configuration.
    ///
    /// # Errors
    ///
    /// The [`Report`] of the failure.
    ///
    /// # Panics
    ///
    /// When `config` is invalid (see [`Config::validate`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("id", args().arg(bool()).returns(bool()), |b: bool| b, |b: bool| b);
    /// assert!(engine.run_bytes_with(&[1, 2, 3], &Config::default().shrink(false)).is_ok());
    /// ```
    pub fn run_bytes_with(&self, bytes: &[u8], config: &Config) -> Result<usize, Report> {
        if let Err(e) = config.validate() {
            panic!("monolith: {e}");
        }
        let mut scratch = Scratch::new(self, config.fuel);
        let mut src = Source::from_bytes(bytes);
        let started = std::time::Instant::now();
        match self.run_scenario(&mut scratch, &mut src, None) {
            Outcome::Pass(steps) => {
                // A scenario that ran long may hold more memory than the limit allows: its
                // values are still alive, so look (a few microseconds, for slow ones only).
                if started.elapsed() >= SLOW {
                    if let Some(resident) = super::memory::past(config.memory_limit) {
                        self.say_too_large(&scratch, resident);
                    }
                }
                Ok(steps)
            }
            Outcome::TooLarge { steps, resident } => {
                self.say_too_large(&scratch, resident);
                Ok(steps)
            }
            Outcome::Fail(failure) => {
                let used = src.consumed();
                Err(self.finish(bytes[..used].to_vec(), failure, None, config))
            }
        }
    }

    /// Warns, past the test harness's capture, that the scenario just run in `scratch` was too
    /// large: the process held `resident` bytes.
    fn say_too_large(&self, scratch: &Scratch, resident: u64) {
        let grew: Vec<&str> = scratch
            .grew_most()
            .into_iter()
            .map(|k| self.ops[k].name.as_str())
            .collect();
        let warning =
            super::memory::too_large_warning("the scenario was too large", resident, &grew);
        super::console::say(&format!("monolith: {warning}"));
    }

    /// Replays a token printed by a report. A failure is shrunk, as every driver shrinks it (the
    /// token of a report holds a shrunk scenario already, which stays as it is), so the same
    /// bytes give the same report whichever driver ran them: see [`Report::origin`].
    ///
    /// # Errors
    ///
    /// `Ok(Err(report))` when the scenario fails, as it should; `Err` when the token is invalid.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("id", args().arg(bool()).returns(bool()), |b: bool| b, |b: bool| !b);
    /// let report = engine.run_bytes_with(&[0, 0, 0, 0, 0, 0, 1], &monolith_core::Config::default()).unwrap_err();
    /// let again = engine.replay_token(&report.token).unwrap().unwrap_err();
    /// assert_eq!(again.to_string(), report.to_string());
    /// ```
    pub fn replay_token(&self, token: &str) -> Result<Result<usize, Report>, Error> {
        let bytes = crate::token::decode(token)?;
        Ok(self.run_bytes_with(&bytes, &Config::default()))
    }

    /// [`replay_token`](Self::replay_token) as [`check`](Self::check) and [`main`](Self::main)
    /// do it: the scenario is first streamed to standard error, each call before it runs, as a
    /// file's is, so that a token whose scenario kills the process leaves it on screen.
    pub(crate) fn replay_token_streamed(
        &self,
        token: &str,
        config: &Config,
    ) -> Result<Result<usize, Report>, Error> {
        let bytes = crate::token::decode(token)?;
        if let Some(steps) = self.stream_announced("the token", &bytes, config) {
            return Ok(Ok(steps));
        }
        // The token is known already: no regression file for it.
        let mut config = config.clone();
        config.regressions = None;
        Ok(self.run_bytes_with(&bytes, &config))
    }

    /// Reads a file, or standard input for `-`, and runs one scenario from its bytes: a fuzzer's
    /// crash file, for instance. A file's scenario is first streamed to standard error, each
    /// call before it runs, so that a crash of the process leaves it on screen; then it runs
    /// again, and a failure is shrunk, reported and saved as a regression file (see
    /// [`Config::from_env`]). Standard input is not streamed.
    ///
    /// # Errors
    ///
    /// `Err` when the input cannot be read; `Ok(Err(report))` when the scenario fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("id", args().arg(bool()).returns(bool()), |b: bool| b, |b: bool| b);
    /// assert!(engine.run_input("no/such/file").is_err());
    /// ```
    pub fn run_input(&self, path: impl AsRef<Path>) -> Result<Result<usize, Report>, Error> {
        let path = path.as_ref();
        let bytes = read_input(path)?;
        // A file is typically a crash file: stream it. Standard input is typically fresh random
        // bytes, run in a loop: stay quiet unless it fails.
        let config = Config::from_env();
        if path != Path::new("-") {
            if let Some(steps) = self.stream_announced(&path.display().to_string(), &bytes, &config)
            {
                return Ok(Ok(steps));
            }
            return Ok(self.run_bytes_with(&bytes, &config));
        }
        // Standard input is gone once read: should the scenario kill the process, its token is
        // printed and saved first.
        let _watchdog = Watchdog::start(
            None,
            OnHang::Input {
                bytes: bytes.clone(),
                test: self.reproducer_name(),
                regressions: config.regressions.clone(),
            },
            Limits::memory(&config),
        );
        Ok(self.run_bytes_with(&bytes, &config))
    }

    /// Says that `what` is replayed, then [streams](Self::stream) it. The steps it ran if the
    /// scenario was too large (it is not run again), else `None`.
    fn stream_announced(&self, what: &str, bytes: &[u8], config: &Config) -> Option<usize> {
        eprintln!(
            "monolith: replaying {what} ({} bytes); each call is printed before it runs:",
            bytes.len()
        );
        let limits = Limits::memory(config);
        self.stream(bytes, config.step_timeout_duration(), limits)
    }

    /// Runs one scenario from `bytes`, printing each call on standard error before it runs:
    /// even if the candidate aborts the process, the scenario up to the crash is on screen.
    /// With a `timeout`, a call that does not return within it ends the process with
    /// [`EXIT_HANG`](super::watchdog::EXIT_HANG), the hanging call printed last. A scenario
    /// that passes the memory limit of `limits` ends there, with a warning: the steps it ran.
    pub(crate) fn stream(
        &self,
        bytes: &[u8],
        timeout: Option<std::time::Duration>,
        limits: Limits,
    ) -> Option<usize> {
        let mut scratch = Scratch::new(self, None);
        let watchdog = Watchdog::start(timeout, OnHang::Replay, limits);
        scratch.watch = Some(watchdog.shared.clone());
        let mut render = Render {
            stream: true,
            ..Render::default()
        };
        let outcome = self.run_scenario(
            &mut scratch,
            &mut Source::from_bytes(bytes),
            Some(&mut render),
        );
        match outcome {
            Outcome::Pass(steps) => {
                eprintln!("// the scenario passes after {steps} steps");
                None
            }
            Outcome::TooLarge { steps, resident } => {
                self.say_too_large(&scratch, resident);
                Some(steps)
            }
            Outcome::Fail(_) => None,
        }
    }
}

/// The most bytes read from one input: far more than a scenario of the largest fuel draws in
/// practice (a step draws a few bytes, a large collection a few thousand), and a bound on the
/// memory and the time a huge file costs.
pub(crate) const MAX_INPUT: usize = 64 << 20;

/// The bytes of a file, or of standard input for `-`: at most [`MAX_INPUT`] of them, and a
/// note on standard error when the input holds more.
pub(crate) fn read_input(path: &Path) -> Result<Vec<u8>, Error> {
    let io = |source| Error::Io {
        path: path.to_path_buf(),
        source,
    };
    let reader: Box<dyn Read> = if path == Path::new("-") {
        Box::new(std::io::stdin())
    } else {
        Box::new(std::fs::File::open(path).map_err(io)?)
    };
    let mut v = Vec::new();
    reader
        .take(MAX_INPUT as u64 + 1)
        .read_to_end(&mut v)
        .map_err(io)?;
    if v.len() > MAX_INPUT {
        v.truncate(MAX_INPUT);
        eprintln!(
            "monolith: {} holds more than {} MiB; only the first {} MiB are read (no scenario \
             draws that many bytes)",
            path.display(),
            MAX_INPUT >> 20,
            MAX_INPUT >> 20
        );
    }
    Ok(v)
}

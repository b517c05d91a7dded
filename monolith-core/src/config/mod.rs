//! Run configuration, and the `MONOLITH_*` environment variables that set it.
//!
//! [`Config::from_env`] reads every variable in one place. A value that does not parse, or a
//! setting that would make a run test nothing (0 scenarios, 0 or negative seconds, fuel 0), is
//! an error that [`Config::validate`] returns and every driver reports before running: the
//! command-line driver exits with code 2, the test driver panics. An unknown `MONOLITH_*`
//! variable is reported on standard error with the nearest known name, so a typo does not pass
//! silently.

pub mod generation;
pub(crate) mod memory;

use std::time::{SystemTime, UNIX_EPOCH};

use crate::error::Error;

/// The scenario budget of a random run when neither a count nor a duration is given.
pub const DEFAULT_SCENARIOS: u64 = 10_000;

/// The largest fuel a run accepts: ten million instructions in one scenario. Larger values are
/// refused by [`Config::validate`] rather than clamped, so a run never does less than it says.
pub const MAX_FUEL: usize = 10_000_000;

const VARS: &[&str] = &[
    "MONOLITH_SEED",
    "MONOLITH_SCENARIOS",
    "MONOLITH_SECONDS",
    "MONOLITH_FUEL",
    "MONOLITH_SHRINK",
    "MONOLITH_SHRINK_ATTEMPTS",
    "MONOLITH_SHRINK_SECONDS",
    "MONOLITH_REPLAY",
    "MONOLITH_REGRESSIONS",
    "MONOLITH_PROGRESS",
    "MONOLITH_STEP_TIMEOUT",
    "MONOLITH_KEEP_GOING",
    "MONOLITH_DENY_WARNINGS",
    "MONOLITH_MEMORY_LIMIT",
    "MONOLITH_JOBS",
];

/// The default [`Config::shrink_seconds`]: two minutes.
pub const DEFAULT_SHRINK_SECONDS: f64 = 120.0;

/// The default [`Config::step_timeout`], in seconds: far above any normal step.
pub const DEFAULT_STEP_TIMEOUT: f64 = 60.0;

/// How a run proceeds.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let config = Config::with_seed(7).scenarios(500).fuel(10);
/// assert_eq!(config.seed, Some(7));
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Config {
    /// The random seed (`MONOLITH_SEED`); `None` draws one from the clock, and reports print it.
    pub seed: Option<u64>,
    /// How many scenarios to run (`MONOLITH_SCENARIOS`).
    pub scenarios: Option<u64>,
    /// How long to run, in seconds (`MONOLITH_SECONDS`). With both a count and a duration,
    /// the run stops at whichever comes first; with neither, [`DEFAULT_SCENARIOS`].
    pub seconds: Option<f64>,
    /// Overrides the engine's fuel (`MONOLITH_FUEL`).
    pub fuel: Option<usize>,
    /// Whether to shrink failures (`MONOLITH_SHRINK=0` turns it off).
    pub shrink: bool,
    /// The shrinker's budget of scenario runs (`MONOLITH_SHRINK_ATTEMPTS`).
    pub shrink_attempts: usize,
    /// The shrinker's cap in wall-clock seconds (`MONOLITH_SHRINK_SECONDS`, default
    /// [`DEFAULT_SHRINK_SECONDS`]; `inf` for none). It is generous: a shrink stops at the
    /// budget of runs, which keeps it deterministic, long before; the cap only bounds a
    /// candidate whose every run is slow. A shrink that reaches it says so, and is the only
    /// one whose result may depend on the machine.
    pub shrink_seconds: f64,
    /// A replay token to run instead of random scenarios (`MONOLITH_REPLAY`).
    pub replay: Option<String>,
    /// Where regression files live (`MONOLITH_REGRESSIONS`, or `off`); `None` disables them.
    /// [`Config::from_env`] defaults it to `monolith-regressions/` in the package under test
    /// (`$CARGO_MANIFEST_DIR`, which `cargo test` and `cargo run` set), else in the current
    /// directory.
    pub regressions: Option<std::path::PathBuf>,
    /// Whether to print a progress line on long runs (`MONOLITH_PROGRESS=0` turns it off).
    pub progress: bool,
    /// How long one call may run before random mode reports a hang, in seconds
    /// (`MONOLITH_STEP_TIMEOUT`, default [`DEFAULT_STEP_TIMEOUT`]; `inf` or `off` for never).
    /// See `driver/watchdog.rs`: the run exits with code 124 and saves the scenario.
    pub step_timeout: f64,
    /// Whether a random run goes on after a failure (`MONOLITH_KEEP_GOING=1`): it then
    /// collects the distinct failures, each shrunk and saved, and reports them all at the end
    /// of its budget, the first as the report and the others in
    /// [`Report::also`](crate::Report::also). A new failure is never shrunk into one already
    /// found, and a failure after the same calls as a reported one, on another operation, is
    /// the same bug (`docs/failure-workflow.md`, "Set aside, and keep going").
    pub keep_going: bool,
    /// Whether [`Engine::check`](crate::Engine::check) fails a passing run that has warnings,
    /// such as an operation that never ran (`MONOLITH_DENY_WARNINGS=1`). Either way the
    /// warnings are printed past the test harness's capture, so a passing `cargo test`
    /// shows them.
    pub deny_warnings: bool,
    /// The most resident memory the process may hold while a scenario runs, in bytes
    /// (`MONOLITH_MEMORY_LIMIT`: a size such as `512MiB` or `2GiB`, or `off`); `None` for no
    /// limit. The default is [`DEFAULT_MEMORY_LIMIT`](crate::driver::memory::DEFAULT_MEMORY_LIMIT),
    /// 1 GiB, or a quarter of the machine's memory or of the address-space limit if that is
    /// less. A scenario that passes it, or a call that fails to allocate, ends as *too large*:
    /// not a failure, counted in [`Stats::too_large`](crate::Stats::too_large), with a warning
    /// (see `driver/memory.rs`). Random mode, replays and [`check`](crate::Engine::check)
    /// observe it; on platforms other than Linux no limit applies.
    pub memory_limit: Option<u64>,
    /// How many worker threads a parallel campaign runs on (`MONOLITH_JOBS`: a number, or
    /// `all` for the machine's cores); `None` leaves it to the driver:
    /// [`Engine::main_jobs`](crate::Engine::main_jobs) uses the machine's cores,
    /// [`Engine::check_jobs`](crate::Engine::check_jobs) and
    /// [`Engine::run_random_jobs`](crate::Engine::run_random_jobs) one (`cargo test` runs
    /// tests side by side already). An engine that is already built runs on one thread: see
    /// `driver/jobs.rs`.
    pub jobs: Option<usize>,
    /// The variables that did not parse, as errors for [`Config::validate`].
    invalid: Vec<(String, String, String)>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            seed: None,
            scenarios: None,
            seconds: None,
            fuel: None,
            shrink: true,
            shrink_attempts: 100_000,
            shrink_seconds: DEFAULT_SHRINK_SECONDS,
            replay: None,
            regressions: None,
            progress: true,
            step_timeout: DEFAULT_STEP_TIMEOUT,
            keep_going: false,
            deny_warnings: false,
            memory_limit: Some(memory::default_limit()),
            jobs: None,
            invalid: Vec::new(),
        }
    }
}

/// The value of variable `name`, if set; a value that is not Unicode is recorded as invalid.
fn var(name: &str, invalid: &mut Vec<(String, String, String)>) -> Option<String> {
    match std::env::var(name) {
        Ok(v) => Some(v),
        Err(std::env::VarError::NotPresent) => None,
        Err(std::env::VarError::NotUnicode(v)) => {
            invalid.push((name.into(), format!("{v:?}"), "not valid Unicode".into()));
            None
        }
    }
}

/// The value of variable `name` parsed, if set; one that does not parse is recorded as invalid.
fn parsed<T: std::str::FromStr>(
    name: &str,
    invalid: &mut Vec<(String, String, String)>,
) -> Option<T> {
    let v = var(name, invalid)?;
    match v.trim().parse() {
        Ok(x) => Some(x),
        Err(_) => {
            invalid.push((name.into(), v, "not a valid value".into()));
            None
        }
    }
}

fn parse<T: std::str::FromStr>(
    name: &str,
    slot: &mut T,
    invalid: &mut Vec<(String, String, String)>,
) {
    if let Some(x) = parsed(name, invalid) {
        *slot = x;
    }
}

fn parse_opt<T: std::str::FromStr>(
    name: &str,
    slot: &mut Option<T>,
    invalid: &mut Vec<(String, String, String)>,
) {
    if let Some(x) = parsed(name, invalid) {
        *slot = Some(x);
    }
}

fn parse_flag(name: &str, slot: &mut bool, invalid: &mut Vec<(String, String, String)>) {
    if let Some(v) = var(name, invalid) {
        match v.trim() {
            "1" | "true" | "yes" | "on" => *slot = true,
            "0" | "false" | "no" | "off" => *slot = false,
            _ => invalid.push((name.into(), v, "expected 0 or 1".into())),
        }
    }
}

/// The number of single-character insertions, deletions and substitutions that turn `a` into
/// `b` (Levenshtein): what "did you mean" suggestions measure.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// The known variable nearest to `name` by edit distance, if it is a plausible typo.
fn nearest(name: &str) -> Option<&'static str> {
    VARS.iter()
        .map(|&known| (edit_distance(name, known), known))
        .min()
        .filter(|&(d, _)| d <= 3)
        .map(|(_, known)| known)
}

impl Config {
    /// The defaults, overridden by the `MONOLITH_*` environment variables.
    ///
    /// # Examples
    ///
    /// ```
    /// let config = monolith_core::Config::from_env();
    /// # let _ = config;
    /// ```
    pub fn from_env() -> Config {
        let mut c = Config::default();
        c.apply_env();
        c
    }

    /// Overrides these settings with the `MONOLITH_*` environment variables that are set.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut config = monolith_core::Config::with_seed(1);
    /// config.apply_env();
    /// ```
    pub fn apply_env(&mut self) {
        let bad = &mut self.invalid;
        parse_opt("MONOLITH_SEED", &mut self.seed, bad);
        parse_opt("MONOLITH_SCENARIOS", &mut self.scenarios, bad);
        parse_opt("MONOLITH_SECONDS", &mut self.seconds, bad);
        parse_opt("MONOLITH_FUEL", &mut self.fuel, bad);
        parse_flag("MONOLITH_SHRINK", &mut self.shrink, bad);
        parse("MONOLITH_SHRINK_ATTEMPTS", &mut self.shrink_attempts, bad);
        match var("MONOLITH_SHRINK_SECONDS", bad) {
            Some(v) if matches!(v.trim(), "off" | "none" | "inf") => {
                self.shrink_seconds = f64::INFINITY;
            }
            Some(v) => match v.trim().parse() {
                Ok(s) => self.shrink_seconds = s,
                Err(_) => bad.push((
                    "MONOLITH_SHRINK_SECONDS".into(),
                    v,
                    "not a number of seconds".into(),
                )),
            },
            None => {}
        }
        parse_opt("MONOLITH_REPLAY", &mut self.replay, bad);
        match var("MONOLITH_REGRESSIONS", bad) {
            Some(v) if matches!(v.trim(), "" | "0" | "off" | "none") => self.regressions = None,
            Some(v) => self.regressions = Some(v.into()),
            None => {
                if self.regressions.is_none() {
                    let base = std::env::var_os("CARGO_MANIFEST_DIR")
                        .map(std::path::PathBuf::from)
                        .unwrap_or_default();
                    self.regressions = Some(base.join("monolith-regressions"));
                }
            }
        }
        parse_flag("MONOLITH_PROGRESS", &mut self.progress, bad);
        parse_flag("MONOLITH_KEEP_GOING", &mut self.keep_going, bad);
        parse_flag("MONOLITH_DENY_WARNINGS", &mut self.deny_warnings, bad);
        match var("MONOLITH_JOBS", bad) {
            Some(v) if v.trim() == "all" => {
                self.jobs = Some(std::thread::available_parallelism().map_or(1, usize::from))
            }
            Some(v) => match v.trim().parse() {
                Ok(n) => self.jobs = Some(n),
                Err(_) => bad.push((
                    "MONOLITH_JOBS".into(),
                    v,
                    "a number of threads, or all".into(),
                )),
            },
            None => {}
        }
        if let Some(v) = var("MONOLITH_MEMORY_LIMIT", bad) {
            match memory::parse_size(&v) {
                Ok(limit) => self.memory_limit = limit,
                Err(why) => bad.push(("MONOLITH_MEMORY_LIMIT".into(), v, why)),
            }
        }
        match var("MONOLITH_STEP_TIMEOUT", bad) {
            Some(v) if matches!(v.trim(), "off" | "none") => self.step_timeout = f64::INFINITY,
            Some(v) => match v.trim().parse() {
                Ok(s) => self.step_timeout = s,
                Err(_) => bad.push((
                    "MONOLITH_STEP_TIMEOUT".into(),
                    v,
                    "not a number of seconds".into(),
                )),
            },
            None => {}
        }
        for (k, _) in std::env::vars_os() {
            let k = k.to_string_lossy();
            if k.starts_with("MONOLITH_") && !VARS.contains(&&*k) {
                match nearest(&k) {
                    Some(known) => {
                        eprintln!("monolith: unknown variable {k}; did you mean {known}?")
                    }
                    None => eprintln!(
                        "monolith: unknown variable {k} (known: {})",
                        VARS.join(", ")
                    ),
                }
            }
        }
    }

    /// Checks that a run with these settings tests something and can be honoured: at least one
    /// scenario, a positive number of seconds (infinity means no time limit), a fuel from 1 to
    /// [`MAX_FUEL`], and every `MONOLITH_*` variable that was read parsed. Every driver calls
    /// it before running.
    ///
    /// # Errors
    ///
    /// [`Error::BadSetting`] naming the first offending setting.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::Config;
    /// assert!(Config::default().scenarios(100).validate().is_ok());
    /// let e = Config::default().scenarios(0).validate().unwrap_err();
    /// assert_eq!(e.to_string(), "invalid setting scenarios=0: a run of no scenario tests nothing");
    /// assert!(Config::default().seconds(f64::NAN).validate().is_err());
    /// assert!(Config::default().seconds(f64::INFINITY).validate().is_ok());
    /// assert!(Config::default().fuel(0).validate().is_err());
    /// ```
    pub fn validate(&self) -> Result<(), Error> {
        let bad = |name: &str, value: String, reason: &str| {
            Err(Error::BadSetting {
                name: name.into(),
                value,
                reason: reason.into(),
            })
        };
        if let Some((name, value, reason)) = self.invalid.first() {
            return bad(name, value.clone(), reason);
        }
        if self.scenarios == Some(0) {
            return bad(
                "scenarios",
                "0".into(),
                "a run of no scenario tests nothing",
            );
        }
        match self.seconds {
            Some(s) if s.is_nan() => {
                return bad("seconds", format!("{s}"), "not a number of seconds");
            }
            Some(s) if s <= 0.0 => {
                return bad("seconds", format!("{s}"), "a run of no time tests nothing");
            }
            _ => {}
        }
        let t = self.shrink_seconds;
        if t.is_nan() || t <= 0.0 {
            return bad(
                "shrink_seconds",
                format!("{t}"),
                "a positive number of seconds (inf for no cap)",
            );
        }
        let t = self.step_timeout;
        if t.is_nan() || t <= 0.0 {
            return bad(
                "step_timeout",
                format!("{t}"),
                "a positive number of seconds (inf for no timeout)",
            );
        }
        if self.jobs == Some(0) {
            return bad("jobs", "0".into(), "a campaign on no thread tests nothing");
        }
        match self.fuel {
            Some(0) => bad(
                "fuel",
                "0".into(),
                "a scenario of no instruction tests nothing",
            ),
            Some(f) if f > MAX_FUEL => bad(
                "fuel",
                f.to_string(),
                &format!("at most {MAX_FUEL} instructions in one scenario"),
            ),
            _ => Ok(()),
        }
    }

    /// The step timeout, if any.
    pub(crate) fn step_timeout_duration(&self) -> Option<std::time::Duration> {
        std::time::Duration::try_from_secs_f64(self.step_timeout).ok()
    }

    /// The instant a run of these settings that starts now must stop, if any: `None` for no
    /// time limit, or one too far to represent.
    pub(crate) fn deadline(&self) -> Option<std::time::Instant> {
        let s = self.seconds?;
        let d = std::time::Duration::try_from_secs_f64(s).ok()?;
        std::time::Instant::now().checked_add(d)
    }

    /// The defaults with a fixed seed.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(monolith_core::Config::with_seed(9).seed, Some(9));
    /// ```
    pub fn with_seed(seed: u64) -> Config {
        Config {
            seed: Some(seed),
            ..Config::default()
        }
    }

    /// Sets the scenario budget.
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().scenarios(10);
    /// assert_eq!(c.scenarios, Some(10));
    /// ```
    pub fn scenarios(mut self, n: u64) -> Config {
        self.scenarios = Some(n);
        self
    }

    /// Sets the time budget, in seconds.
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().seconds(2.5);
    /// assert_eq!(c.seconds, Some(2.5));
    /// ```
    pub fn seconds(mut self, s: f64) -> Config {
        self.seconds = Some(s);
        self
    }

    /// Overrides the fuel.
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().fuel(5);
    /// assert_eq!(c.fuel, Some(5));
    /// ```
    pub fn fuel(mut self, fuel: usize) -> Config {
        self.fuel = Some(fuel);
        self
    }

    /// Sets the step timeout, in seconds (`f64::INFINITY` for none): see
    /// [`Config::step_timeout`](Config#structfield.step_timeout).
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().step_timeout(5.0);
    /// assert_eq!(c.step_timeout, 5.0);
    /// ```
    pub fn step_timeout(mut self, seconds: f64) -> Config {
        self.step_timeout = seconds;
        self
    }

    /// Sets the seed (`MONOLITH_SEED`).
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::from_env().seed(9);
    /// assert_eq!(c.seed, Some(9));
    /// ```
    pub fn seed(mut self, seed: u64) -> Config {
        self.seed = Some(seed);
        self
    }

    /// Replays a token instead of running random scenarios (`MONOLITH_REPLAY`), in
    /// [`Engine::declare_without_reference`](crate::Engine::declare_without_reference) and [`Engine::main`](crate::Engine::main).
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().replay("m2.AAECAAABAAA.7a05");
    /// assert!(c.replay.is_some());
    /// ```
    pub fn replay(mut self, token: &str) -> Config {
        self.replay = Some(token.to_string());
        self
    }

    /// Turns the progress line of long runs on or off (`MONOLITH_PROGRESS`).
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().progress(false);
    /// assert!(!c.progress);
    /// ```
    pub fn progress(mut self, on: bool) -> Config {
        self.progress = on;
        self
    }

    /// Neither reads nor writes regression files (`MONOLITH_REGRESSIONS=off`).
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::from_env().no_regressions();
    /// assert!(c.regressions.is_none());
    /// ```
    pub fn no_regressions(mut self) -> Config {
        self.regressions = None;
        self
    }

    /// Goes on after a failure, collecting the distinct ones (see [`Config::keep_going`]).
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::with_seed(1).keep_going(true);
    /// assert!(c.keep_going);
    /// ```
    pub fn keep_going(mut self, on: bool) -> Config {
        self.keep_going = on;
        self
    }

    /// Makes [`Engine::check`](crate::Engine::check) fail a passing run that has warnings
    /// (see [`Config::deny_warnings`]).
    ///
    /// # Examples
    ///
    /// ```should_panic
    /// use monolith_core::{spec::*, Config, Engine};
    /// let mut engine = Engine::new();
    /// let set = engine.abstract_type::<Vec<u8>, Vec<u8>>("s");
    /// engine.declare("len", args().arg(set.by_ref()).returns(int::<usize>()),
    ///     Vec::len, Vec::len); // nothing makes a set: `len` never runs
    /// engine.check_with(&Config::with_seed(1).scenarios(100).deny_warnings(true));
    /// ```
    pub fn deny_warnings(mut self, on: bool) -> Config {
        self.deny_warnings = on;
        self
    }

    /// Sets the number of worker threads of a parallel campaign (see [`Config::jobs`]).
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().jobs(2);
    /// assert_eq!(c.jobs, Some(2));
    /// ```
    pub fn jobs(mut self, n: usize) -> Config {
        self.jobs = Some(n);
        self
    }

    /// Sets the limit on the process's resident memory, in bytes (`None`: no limit). See
    /// [`Config::memory_limit`].
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().memory_limit(Some(512 << 20));
    /// assert_eq!(c.memory_limit, Some(512 << 20));
    /// ```
    pub fn memory_limit(mut self, bytes: Option<u64>) -> Config {
        self.memory_limit = bytes;
        self
    }

    /// Turns shrinking on or off.
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().shrink(false);
    /// assert!(!c.shrink);
    /// ```
    pub fn shrink(mut self, on: bool) -> Config {
        self.shrink = on;
        self
    }

    /// Sets the shrinker's budget, in scenario runs.
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().shrink_attempts(500);
    /// assert_eq!(c.shrink_attempts, 500);
    /// ```
    pub fn shrink_attempts(mut self, runs: usize) -> Config {
        self.shrink_attempts = runs;
        self
    }

    /// Sets the shrinker's wall-clock cap, in seconds (see [`Config::shrink_seconds`]).
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().shrink_seconds(10.0);
    /// assert_eq!(c.shrink_seconds, 10.0);
    /// assert!(c.validate().is_ok());
    /// assert!(monolith_core::Config::default().shrink_seconds(0.0).validate().is_err());
    /// ```
    pub fn shrink_seconds(mut self, seconds: f64) -> Config {
        self.shrink_seconds = seconds;
        self
    }

    /// Stores regression files in `dir` (see [`crate::persist`]).
    ///
    /// # Examples
    ///
    /// ```
    /// let c = monolith_core::Config::default().regressions("tests/monolith-regressions");
    /// assert!(c.regressions.is_some());
    /// ```
    pub fn regressions(mut self, dir: impl Into<std::path::PathBuf>) -> Config {
        self.regressions = Some(dir.into());
        self
    }

    /// The seed to use: the configured one, or one from the clock.
    pub(crate) fn seed_or_clock(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            let d = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap_or_default();
            (d.as_nanos() as u64) ^ u64::from(std::process::id()).rotate_left(32)
        })
    }
}

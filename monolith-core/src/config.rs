//! Run configuration, and the `MONOLITH_*` environment variables that set it.
//!
//! [`Config::from_env`] reads every variable in one place. A value that does not parse is
//! reported on standard error and the default is kept; an unknown `MONOLITH_*` variable is
//! reported too, so a typo does not pass silently.

use std::time::{SystemTime, UNIX_EPOCH};

/// The scenario budget of a random run when neither a count nor a duration is given.
pub const DEFAULT_SCENARIOS: u64 = 10_000;

const VARS: &[&str] = &[
    "MONOLITH_SEED",
    "MONOLITH_SCENARIOS",
    "MONOLITH_SECONDS",
    "MONOLITH_FUEL",
    "MONOLITH_SHRINK",
    "MONOLITH_SHRINK_ATTEMPTS",
    "MONOLITH_REPLAY",
    "MONOLITH_REGRESSIONS",
    "MONOLITH_PROGRESS",
];

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
    /// A replay token to run instead of random scenarios (`MONOLITH_REPLAY`).
    pub replay: Option<String>,
    /// Where regression files live (`MONOLITH_REGRESSIONS`, or `off`); `None` disables them.
    /// [`Config::from_env`] defaults it to `monolith-regressions/` in the package under test
    /// (`$CARGO_MANIFEST_DIR`, which `cargo test` and `cargo run` set), else in the current
    /// directory.
    pub regressions: Option<std::path::PathBuf>,
    /// Whether to print a progress line on long runs (`MONOLITH_PROGRESS=0` turns it off).
    pub progress: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            seed: None,
            scenarios: None,
            seconds: None,
            fuel: None,
            shrink: true,
            shrink_attempts: 10_000,
            replay: None,
            regressions: None,
            progress: true,
        }
    }
}

fn parse<T: std::str::FromStr>(name: &str, slot: &mut T) {
    if let Ok(v) = std::env::var(name) {
        match v.trim().parse() {
            Ok(x) => *slot = x,
            Err(_) => eprintln!("monolith: ignoring {name}={v:?}: not a valid value"),
        }
    }
}

fn parse_opt<T: std::str::FromStr>(name: &str, slot: &mut Option<T>) {
    if let Ok(v) = std::env::var(name) {
        match v.trim().parse() {
            Ok(x) => *slot = Some(x),
            Err(_) => eprintln!("monolith: ignoring {name}={v:?}: not a valid value"),
        }
    }
}

fn parse_flag(name: &str, slot: &mut bool) {
    if let Ok(v) = std::env::var(name) {
        match v.trim() {
            "1" | "true" | "yes" | "on" => *slot = true,
            "0" | "false" | "no" | "off" => *slot = false,
            _ => eprintln!("monolith: ignoring {name}={v:?}: expected 0 or 1"),
        }
    }
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
        parse_opt("MONOLITH_SEED", &mut self.seed);
        parse_opt("MONOLITH_SCENARIOS", &mut self.scenarios);
        parse_opt("MONOLITH_SECONDS", &mut self.seconds);
        parse_opt("MONOLITH_FUEL", &mut self.fuel);
        parse_flag("MONOLITH_SHRINK", &mut self.shrink);
        parse("MONOLITH_SHRINK_ATTEMPTS", &mut self.shrink_attempts);
        parse_opt("MONOLITH_REPLAY", &mut self.replay);
        match std::env::var("MONOLITH_REGRESSIONS") {
            Ok(v) if matches!(v.trim(), "" | "0" | "off" | "none") => self.regressions = None,
            Ok(v) => self.regressions = Some(v.into()),
            Err(_) => {
                if self.regressions.is_none() {
                    let base = std::env::var_os("CARGO_MANIFEST_DIR")
                        .map(std::path::PathBuf::from)
                        .unwrap_or_default();
                    self.regressions = Some(base.join("monolith-regressions"));
                }
            }
        }
        parse_flag("MONOLITH_PROGRESS", &mut self.progress);
        for (k, _) in std::env::vars() {
            if k.starts_with("MONOLITH_") && !VARS.contains(&k.as_str()) {
                eprintln!(
                    "monolith: unknown variable {k} (known: {})",
                    VARS.join(", ")
                );
            }
        }
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
        self.fuel = Some(fuel.max(1));
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

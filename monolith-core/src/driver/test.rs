//! The `#[test]` driver.

use crate::config::Config;
use crate::driver::Stats;
use crate::engine::Engine;
use crate::report::Report;

impl Engine {
    /// Runs the engine inside a `#[test]`: a replay token if `MONOLITH_REPLAY` is set (its
    /// scenario streamed to standard error first, each call before it runs), else random
    /// scenarios (`MONOLITH_SCENARIOS`, default [`DEFAULT_SCENARIOS`](crate::config::DEFAULT_SCENARIOS)),
    /// and panics with the report if a scenario fails (with every distinct failure under
    /// `MONOLITH_KEEP_GOING`, each after its origin). A passing run warns about an operation
    /// that never ran, and says how many failures [`expect_failure`](Self::expect_failure)
    /// set aside, on standard error past the harness's capture (a passing `cargo test`
    /// shows it); `MONOLITH_DENY_WARNINGS=1` makes the warnings fail the test.
    ///
    /// # Panics
    ///
    /// With the full report (header and reproducer) when a scenario fails or the token is bad.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("u16::max", args().arg(int::<u16>()).arg(int::<u16>()).returns(int::<u16>()),
    ///     |a: u16, b: u16| if a > b { a } else { b }, std::cmp::Ord::max);
    /// engine.check_with(&monolith_core::Config::with_seed(1).scenarios(100));
    /// ```
    pub fn check(&self) {
        self.check_with(&Config::from_env())
    }

    /// [`check`](Self::check) with an explicit configuration (the environment still overrides
    /// nothing here: pass [`Config::from_env`] to honour it).
    ///
    /// # Panics
    ///
    /// With the full report when a scenario fails.
    ///
    /// # Examples
    ///
    /// ```should_panic
    /// use monolith_core::{spec::*, Config, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("bad_abs", args().arg(int::<i8>()).returns(int::<i8>()),
    ///     |x: i8| x.wrapping_abs(), |x: i8| if x < -100 { 0 } else { x.wrapping_abs() });
    /// engine.check_with(&Config::with_seed(1));
    /// ```
    pub fn check_with(&self, config: &Config) {
        self.check_run(config, || self.run_random(config))
    }

    /// [`check`](Self::check) on [`Config::jobs`] threads (`MONOLITH_JOBS`, one when unset),
    /// each with its own engine from `build` (see [`run_random_jobs`](Self::run_random_jobs)).
    ///
    /// # Panics
    ///
    /// With the full report when a scenario fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// fn engine() -> Engine {
    ///     let mut e = Engine::new();
    ///     e.declare("u8::min", args().arg(int::<u8>()).arg(int::<u8>()).returns(int::<u8>()),
    ///         |a: u8, b: u8| a.min(b), |a: u8, b: u8| a.min(b));
    ///     e
    /// }
    /// Engine::check_jobs_with(engine, &monolith_core::Config::with_seed(1).scenarios(500).jobs(2));
    /// ```
    pub fn check_jobs<F>(build: F)
    where
        F: Fn() -> Engine + Sync,
    {
        Self::check_jobs_with(build, &Config::from_env())
    }

    /// [`check_jobs`](Self::check_jobs) with an explicit configuration.
    ///
    /// # Panics
    ///
    /// With the full report when a scenario fails.
    pub fn check_jobs_with<F>(build: F, config: &Config)
    where
        F: Fn() -> Engine + Sync,
    {
        build().check_run(config, || Engine::run_random_jobs(&build, config))
    }

    /// What [`check_with`](Self::check_with) does, with the random scenarios run by `run`.
    fn check_run(&self, config: &Config, run: impl FnOnce() -> Result<Stats, Report>) {
        if let Err(e) = config.validate() {
            panic!("monolith: {e}");
        }
        if let Some(token) = &config.replay {
            match self.replay_token_streamed(token, config) {
                Err(e) => panic!("monolith: {e}"),
                Ok(Err(report)) => panic!("\n{}{report}", report.origin()),
                Ok(Ok(_)) => {}
            }
            return;
        }
        match run() {
            Err(report) => {
                let all: Vec<String> = std::iter::once(&report)
                    .chain(&report.also)
                    .map(|r| format!("{}{r}", r.origin()))
                    .collect();
                panic!("\n{}", all.join("\n"))
            }
            Ok(stats) => {
                // Past the harness's capture: a passing test shows nothing it prints.
                let warnings = stats.warnings();
                for warning in &warnings {
                    super::console::say(&format!("monolith: {warning}"));
                }
                if stats.set_aside > 0 {
                    super::console::say(&format!(
                        "monolith: {} failures set aside by expect_failure in {} scenarios",
                        stats.set_aside, stats.scenarios
                    ));
                }
                if config.deny_warnings && !warnings.is_empty() {
                    panic!(
                        "monolith: the run passed with warnings, which MONOLITH_DENY_WARNINGS \
                         turns into a failure:\n{}",
                        warnings.join("\n")
                    );
                }
            }
        }
    }
}

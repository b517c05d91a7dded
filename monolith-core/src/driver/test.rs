//! The `#[test]` driver.

use crate::config::Config;
use crate::engine::Engine;

impl Engine {
    /// Runs the engine inside a `#[test]`: a replay token if `MONOLITH_REPLAY` is set (its
    /// scenario streamed to standard error first, each call before it runs), else random
    /// scenarios (`MONOLITH_SCENARIOS`, default [`DEFAULT_SCENARIOS`](crate::config::DEFAULT_SCENARIOS)),
    /// and panics with the report if a scenario fails (with every distinct failure under
    /// `MONOLITH_KEEP_GOING`, each after its origin). A passing run warns, on standard error,
    /// about an operation that never ran.
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
        match self.run_random(config) {
            Err(report) => {
                let all: Vec<String> = std::iter::once(&report)
                    .chain(&report.also)
                    .map(|r| format!("{}{r}", r.origin()))
                    .collect();
                panic!("\n{}", all.join("\n"))
            }
            Ok(stats) => {
                for warning in stats.warnings() {
                    eprintln!("monolith: {warning}");
                }
            }
        }
    }
}

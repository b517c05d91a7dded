//! The command-line driver, for standalone binaries.

use std::path::Path;
use std::process::ExitCode;

use crate::config::Config;
use crate::driver::Stats;
use crate::engine::Engine;
use crate::report::Report;

impl Engine {
    /// Runs the engine as a program and returns its exit code: 0 when every scenario passes,
    /// 1 when one fails (the report is printed on standard output), 2 on bad input or an
    /// invalid setting (see [`Config::validate`]). A hang ends the process with code 124 (see
    /// [`Config::step_timeout`](Config#structfield.step_timeout)), and Ctrl-C with code 130.
    ///
    /// `input` chooses the bytes: `None` runs random scenarios as the `MONOLITH_*` variables
    /// say (or replays `MONOLITH_REPLAY`), `Some("-")` runs one scenario from standard input, so
    /// `head -c 4096 /dev/urandom | my-binary -` works, and `Some(path)` one from a file.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use monolith_core::Engine;
    /// fn main() -> std::process::ExitCode {
    ///     let engine = Engine::new(); // ... declare the operations ...
    ///     engine.main(std::env::args().nth(1).as_deref())
    /// }
    /// ```
    pub fn main(&self, input: Option<&str>) -> ExitCode {
        self.main_run(input, Config::from_env(), |config| self.run_random(config))
    }

    /// [`main`](Self::main) for a campaign on every core: random scenarios run on
    /// [`Config::jobs`](Config#structfield.jobs) threads (`MONOLITH_JOBS`; by default the
    /// machine's cores), each with its own engine from `build` (see
    /// [`run_random_jobs`](Self::run_random_jobs)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use monolith_core::Engine;
    /// fn engine() -> Engine {
    ///     Engine::new() // ... declare the operations ...
    /// }
    /// fn main() -> std::process::ExitCode {
    ///     Engine::main_jobs(engine, std::env::args().nth(1).as_deref())
    /// }
    /// ```
    pub fn main_jobs<F>(build: F, input: Option<&str>) -> ExitCode
    where
        F: Fn() -> Engine + Sync,
    {
        let mut config = Config::from_env();
        config.jobs = Some(super::jobs::jobs(&config, None));
        build().main_run(input, config, |config| {
            Engine::run_random_jobs(&build, config)
        })
    }

    /// What [`main`](Self::main) does, with the random scenarios run by `run`.
    fn main_run(
        &self,
        input: Option<&str>,
        config: Config,
        run: impl FnOnce(&Config) -> Result<Stats, Report>,
    ) -> ExitCode {
        if let Err(e) = config.validate() {
            eprintln!("monolith: {e}");
            return ExitCode::from(2);
        }
        let result = match (input, &config.replay) {
            (Some(path), _) => match self.run_input(Path::new(path)) {
                Ok(r) => r.map(|steps| format!("monolith: 1 scenario, {steps} steps, no failure")),
                Err(e) => {
                    eprintln!("monolith: {e}");
                    return ExitCode::from(2);
                }
            },
            (None, Some(token)) => match self.replay_token_streamed(token, &config) {
                Ok(r) => {
                    r.map(|steps| format!("monolith: the token replays {steps} steps, no failure"))
                }
                Err(e) => {
                    eprintln!("monolith: {e}");
                    return ExitCode::from(2);
                }
            },
            (None, None) => run(&config).map(|s| {
                format!(
                    "{s}monolith: seed {}: {} scenarios, {} steps, no failure",
                    s.seed, s.scenarios, s.steps
                )
            }),
        };
        match result {
            Ok(summary) => {
                eprintln!("{summary}");
                ExitCode::SUCCESS
            }
            Err(report) => {
                // The report on standard output is the same whichever way its bytes came; how
                // it was found goes to standard error.
                for report in std::iter::once(&report).chain(&report.also) {
                    eprint!("{}", report.origin());
                    println!("{report}");
                }
                if !report.also.is_empty() {
                    eprintln!(
                        "monolith: {} distinct failures (MONOLITH_KEEP_GOING)",
                        report.also.len() + 1
                    );
                }
                ExitCode::FAILURE
            }
        }
    }
}

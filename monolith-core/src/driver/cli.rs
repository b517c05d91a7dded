//! The command-line driver, for standalone binaries.

use std::path::Path;
use std::process::ExitCode;

use crate::config::Config;
use crate::engine::Engine;

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
        let config = Config::from_env();
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
            (None, None) => self.run_random(&config).map(|s| {
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

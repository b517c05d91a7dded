//! A parallel spec's command line: a random campaign, or one scenario from a file.

use std::io::Read;
use std::process::ExitCode;

use super::Parallel;
use crate::{token, Config};

impl<R, C> Parallel<R, C>
where
    R: Clone + Eq + std::hash::Hash + 'static,
    C: Send + Sync + 'static,
{
    /// Runs the spec from a binary's `main`: with no `input`, a random campaign configured
    /// from the environment ([`Config::from_env`]: `MONOLITH_SEED`, `MONOLITH_SCENARIOS`,
    /// `MONOLITH_REPLAY`, ...); with a file name, or `-` for standard input, the scenario of
    /// its bytes. Prints the report on standard output and exits with 1 on a failure, 0 when
    /// none is found, 2 on bad input. A replayed race (`MONOLITH_REPLAY`, or a file such as
    /// a fuzzer's crash) that does not show again, since races depend on the machine and its
    /// load, still prints its reproducer, from the reference alone ([`Parallel::reproducer`]).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use monolith_core::parallel::Parallel;
    /// use std::sync::atomic::{AtomicU8, Ordering};
    /// fn main() -> std::process::ExitCode {
    ///     Parallel::new("AtomicU8::new(0)", || 0u8, || AtomicU8::new(0))
    ///         .op("load", (), |r: &mut u8, ()| *r, |c: &AtomicU8, ()| c.load(Ordering::SeqCst))
    ///         .main(std::env::args().nth(1).as_deref())
    /// }
    /// ```
    pub fn main(&self, input: Option<&str>) -> ExitCode {
        let config = Config::from_env();
        if let Err(e) = config.validate() {
            eprintln!("monolith: {e}");
            return ExitCode::from(2);
        }
        // The bytes of the scenario replayed, if one is: a token's, or a file's.
        let mut replayed = config.replay.as_deref().and_then(|t| token::decode(t).ok());
        let result = match input {
            None => self.run_random(&config),
            Some(path) => {
                let mut bytes = Vec::new();
                let read = if path == "-" {
                    std::io::stdin().read_to_end(&mut bytes).map(|_| ())
                } else {
                    std::fs::read(path).map(|b| bytes = b)
                };
                if let Err(e) = read {
                    eprintln!("monolith: cannot read {path:?}: {e}");
                    return ExitCode::from(2);
                }
                let result = self.run_bytes(&bytes, &config);
                replayed = Some(bytes);
                result
            }
        };
        match result {
            Ok(stats) => {
                eprintln!(
                    "monolith: no failure in {} scenarios, {} rounds ({} undecided, longest \
                     suffix {} calls)",
                    stats.scenarios, stats.rounds, stats.undecided, stats.longest_suffix
                );
                // A replayed race that did not show this time: its test, from the reference.
                if let Some(bytes) = replayed {
                    match self.reproducer(&bytes) {
                        Ok(test) => {
                            eprintln!(
                                "monolith: the replayed scenario's reproducer, printed from the \
                                 reference, fails where its race shows:"
                            );
                            print!("{test}");
                        }
                        Err(why) => eprintln!("monolith: no reproducer: {why}"),
                    }
                }
                ExitCode::SUCCESS
            }
            Err(report) => {
                print!("{report}");
                ExitCode::from(1)
            }
        }
    }
}

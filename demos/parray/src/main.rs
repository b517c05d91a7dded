//! `parray [--working] [FILE | -]`: the paper's persistent-array demo, the README's main job.
//!
//! Runs random scenarios against Ed's faulty candidate (or, with `--working`, a correct one),
//! with the `MONOLITH_*` settings of the environment, or replays one scenario from FILE or
//! standard input (`-`). On a failure it prints the shrunk reproducer and exits with status 1.
//! The same demos run from the `demos` binary, as `demos parray` and `demos parray-ok`.

use std::process::ExitCode;

const USAGE: &str = "usage: parray [--working] [FILE | -]\n\n\
    Runs the persistent-array demo in random mode against Ed's faulty candidate (MONOLITH_*\n\
    variables set the seed, budget and more), or against a correct one with --working; or\n\
    replays one scenario from FILE or standard input (-).\n";

fn main() -> ExitCode {
    let mut working = false;
    let mut input = None;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "-h" | "--help" => {
                print!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            "--working" => working = true,
            _ if input.is_none() => input = Some(arg),
            _ => {
                eprintln!("parray: unexpected argument {arg:?}\n\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let build: fn() -> monolith_core::Engine = if working {
        parray::working_engine
    } else {
        parray::faulty_engine
    };
    // Random scenarios on every core (MONOLITH_JOBS sets how many).
    monolith_core::Engine::main_jobs(build, input.as_deref())
}

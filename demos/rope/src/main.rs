//! `rope [--working] [FILE | -]`: the text rope demo.
//!
//! Runs random scenarios against the faulty rope (or, with `--working`, the correct one), with
//! the `MONOLITH_*` settings of the environment, or replays one scenario from FILE or standard
//! input (`-`). On a failure it prints the shrunk reproducer and exits with status 1.

use std::process::ExitCode;

const USAGE: &str = "usage: rope [--working] [FILE | -]\n\n\
    Runs the text rope demo in random mode against the faulty rope, whose rebalancing of long\n\
    ropes loses their last bytes (MONOLITH_* variables set the seed, budget and more), or\n\
    against a correct one with --working; or replays one scenario from FILE or standard\n\
    input (-).\n";

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
                eprintln!("rope: unexpected argument {arg:?}\n\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let build: fn() -> monolith_core::Engine = if working {
        rope::working_engine
    } else {
        rope::faulty_engine
    };
    // Random scenarios on every core (MONOLITH_JOBS sets how many).
    monolith_core::Engine::main_jobs(build, input.as_deref())
}

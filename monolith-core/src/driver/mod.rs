//! Drivers: where a run's bytes come from.
//!
//! | driver | bytes | entry point |
//! |---|---|---|
//! | random | a recording ChaCha8 stream per scenario | [`Engine::run_random`](crate::Engine::run_random) |
//! | one scenario from bytes | a slice: a fuzzer input, a file, stdin | [`Engine::run_bytes`](crate::Engine::run_bytes) |
//! | replay | a token | [`Engine::replay_token`](crate::Engine::replay_token) |
//! | `#[test]` | all of the above, as configured | [`Engine::declare_without_reference`](crate::Engine::declare_without_reference) |
//! | command line | random, a file or stdin | [`Engine::main`](crate::Engine::main) |
//! | random, on several threads | as random, one engine per worker | [`Engine::run_random_jobs`](crate::Engine::run_random_jobs), [`Engine::check_jobs`](crate::Engine::check_jobs), [`Engine::main_jobs`](crate::Engine::main_jobs) |
//! | fuzzer | one libFuzzer or AFL++ input; aborts on failure | [`Engine::fuzz_one`](crate::Engine::fuzz_one), [`fuzz::Fuzzer`] |
//!
//! Ctrl-C during a random run prints a summary and exits with code 130 (see
//! `driver/interrupt.rs`).
//!
//! Random mode records the bytes it hands out, and one scenario from bytes decodes them exactly
//! as random mode did, so any failure from any driver is a byte buffer that replays.

mod bytes;
mod cli;
pub(crate) mod console;
mod failure;
pub(crate) mod fatal;
pub(crate) mod feedback;
pub mod fuzz;
pub(crate) mod interrupt;
mod jobs;
mod kept;
pub mod memory;
mod random;
mod stats;
mod test;
pub(crate) mod watchdog;

pub use self::stats::{LiveStats, OperationStats, Stats};
pub use crate::report::LanguageStats;

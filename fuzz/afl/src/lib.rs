//! AFL++ glue for the demos: `src/bin/<demo>.rs` is one line,
//! `monolith_afl::afl_demo!("<demo>", <its engine function>);` (written by
//! `scripts/gen-fuzz-targets.py`), and Cargo finds it as the binary `<demo>`.
#![deny(missing_docs)]

#[doc(hidden)]
pub use afl;
#[doc(hidden)]
pub use monolith_fuzz;

/// The `main` of an AFL++ harness for the demo called `$name` (whose engine `$engine` builds,
/// which links that demo alone): runs one scenario per input,
/// in AFL++'s persistent mode, and aborts on failure so that AFL++ records a crash.
///
/// The engine is built once per process, before AFL++'s fork server starts, and every input
/// gets fresh scenario buffers, so an input covers the same code every time it runs (a
/// stable harness). The harness installs no panic hook of its own
/// (`afl::fuzz_nohook!`): monolith-core's hook keeps the candidate's panics quiet while a
/// scenario runs and reports them as failures, which abort; a panic outside a scenario
/// unwinds to `afl`'s `catch_unwind`, which aborts too.
///
/// Run the binary by hand, outside AFL++, to replay one input from standard input:
/// `target/release/parray < crash-file`.
#[macro_export]
macro_rules! afl_demo {
    ($name:expr, $engine:path) => {
        fn main() {
            $crate::monolith_fuzz::init_engine($name, $engine, true);
            $crate::afl::fuzz_nohook!(|data: &[u8]| {
                $crate::monolith_fuzz::run_engine($name, $engine, data);
            });
        }
    };
    ($name:expr) => {
        fn main() {
            $crate::monolith_fuzz::init_demo($name, true);
            $crate::afl::fuzz_nohook!(|data: &[u8]| {
                $crate::monolith_fuzz::run_demo($name, data);
            });
        }
    };
}

/// The `main` of an AFL++ harness for the parallel demo called `$name`
/// (`demos/src/concurrent/`): one parallel scenario per input, its rounds on real threads, in
/// AFL++'s persistent mode; a failure prints its report and aborts.
#[macro_export]
macro_rules! afl_parallel {
    ($name:expr) => {
        fn main() {
            $crate::afl::fuzz_nohook!(|data: &[u8]| {
                $crate::monolith_fuzz::run_parallel($name, data);
            });
        }
    };
}

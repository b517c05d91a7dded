//! Fuzz targets of the concurrent demos (`demos/src/concurrent/`): one parallel scenario per
//! fuzzer input, its rounds on real threads.

use monolith_core::Config;

use crate::FuzzVerdict;

/// Runs the scenario of `data` on the parallel demo called `name`, for the spec's rounds, and
/// aborts the process on a failure, after printing the report (unshrunk: replay the crash file
/// with `cargo run --release -p demos -- <demo> <crash-file>`, which shrinks it and prints the
/// reproducer). A race shows in some rounds only, so an input that once failed may pass
/// another time: the fuzzer keeps what it covers either way.
///
/// # Panics
///
/// If there is no such demo in [`demos::concurrent::DEMOS`].
pub fn run_parallel(name: &str, data: &[u8]) -> FuzzVerdict {
    let demo = demos::concurrent::find(name).unwrap_or_else(|| {
        let known: Vec<&str> = demos::concurrent::DEMOS.iter().map(|d| d.name).collect();
        panic!("monolith-fuzz: no parallel demo called {name:?} (demos: {known:?})")
    });
    match (demo.bytes)(data, &Config::default().shrink(false)) {
        Ok(_) => FuzzVerdict::Keep,
        Err(report) => {
            eprintln!("{report}");
            std::process::abort();
        }
    }
}

/// A libFuzzer target for the parallel demo called `$name`: the target file is `#![no_main]`
/// followed by `monolith_fuzz::libfuzzer_parallel!("<demo>");`.
#[cfg(feature = "libfuzzer")]
#[macro_export]
macro_rules! libfuzzer_parallel {
    ($name:expr) => {
        $crate::libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            $crate::run_parallel($name, data);
        });
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_working_parallel_demo_passes_short_inputs() {
        for demo in demos::concurrent::DEMOS.iter().filter(|d| !d.faulty) {
            for i in 0..20u32 {
                let data: Vec<u8> = (0..48).map(|j| (i * 31 + j * 7) as u8).collect();
                assert_eq!(run_parallel(demo.name, &data), FuzzVerdict::Keep, "{}", demo.name);
            }
        }
    }
}

//! Runs a fuzzer's corpus through a demo's engine, uninstrumented, and prints what one input
//! costs: the engine and the candidate alone, without libFuzzer's coverage bookkeeping. Beside
//! `scripts/fuzz-cpu.sh` (the same target under libFuzzer) it splits an execution's time between
//! the code under test and the fuzzer (`docs/benchmarks.md`):
//!
//! ```sh
//! fuzz/target/x86_64-unknown-linux-gnu/release/parray-ok -runs=300000 -seed=1 /tmp/corpus
//! cargo run --release --manifest-path fuzz/Cargo.toml --no-default-features \
//!     --example corpus_speed -- parray-ok /tmp/corpus 400
//! ```
//!
//! Arguments: the demo (as `demos::find` names it), a folder of inputs, and how many times to
//! run the whole folder (default 100). Every input must pass: the demo is a working one.

use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(name), Some(dir)) = (args.first(), args.get(1)) else {
        eprintln!("usage: corpus_speed DEMO CORPUS-DIR [ROUNDS]");
        std::process::exit(2);
    };
    let rounds: usize = match args.get(2).map(|r| r.parse()) {
        None => 100,
        Some(Ok(r)) if r > 0 => r,
        Some(_) => {
            eprintln!(
                "corpus_speed: ROUNDS must be a positive number, not {:?}",
                args[2]
            );
            std::process::exit(2);
        }
    };
    let mut inputs: Vec<Vec<u8>> = std::fs::read_dir(dir)
        .and_then(|entries| {
            entries
                .map(|entry| std::fs::read(entry?.path()))
                .collect::<std::io::Result<_>>()
        })
        .unwrap_or_else(|e| {
            eprintln!("corpus_speed: cannot read the inputs in {dir}: {e}");
            std::process::exit(2);
        });
    if inputs.is_empty() {
        eprintln!("corpus_speed: {dir} holds no input");
        std::process::exit(2);
    }
    inputs.sort();
    let mut fuzzer = monolith_fuzz::demo_fuzzer(name);
    let start = Instant::now();
    let mut steps = 0;
    for _ in 0..rounds {
        for input in &inputs {
            match fuzzer.check(input) {
                Ok(n) => steps += n,
                Err(report) => {
                    eprintln!("{report}");
                    std::process::exit(1);
                }
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let runs = rounds * inputs.len();
    println!(
        "{name}: {} inputs x {rounds}: {:.2} µs per input, {:.1} steps per input, {:.0} inputs per second",
        inputs.len(),
        secs * 1e6 / runs as f64,
        steps as f64 / runs as f64,
        runs as f64 / secs
    );
}

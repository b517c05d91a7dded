//! What a user of a slow candidate waits for a shrink: Ed's bug (`parray`), the same failures
//! shrunk once with Ed's candidate as it is and once with every call of it spinning for
//! 100 µs first, as a call to a file, a database or a parser of a large input may cost. The
//! spin changes no result, so both shrinks make the same runs and print the same reproducer
//! (checked); the wall time is what changes. The slow-shrink section of
//! `docs/benchmarks.md`.
//!
//! `cargo bench -p demos --bench shrink_slow` (or `scripts/bench-shrink.sh`) rewrites the
//! section; `--seeds N`, `--print`. Without `--bench` (as `cargo test --all-targets` runs it), a
//! smoke run of one seed that writes nothing.

mod support;

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use monolith_core::Config;
use parray::{faulty, reference, PArrayApi};

const BEGIN: &str =
    "<!-- shrink-slow:begin (written by `cargo bench -p demos --bench shrink_slow`) -->";
const END: &str = "<!-- shrink-slow:end -->";

/// What each call of the slow candidate spins for.
const SPIN: Duration = Duration::from_micros(100);

fn spin() {
    let start = Instant::now();
    while start.elapsed() < SPIN {
        std::hint::spin_loop();
    }
}

/// Ed's candidate, each call spinning for [`SPIN`] first.
#[derive(Debug, Clone)]
struct Slow(faulty::PArray);

impl PArrayApi for Slow {
    fn make(n: usize, x: i32) -> Slow {
        spin();
        Slow(faulty::PArray::make(n, x))
    }
    fn get(&self, i: usize) -> i32 {
        spin();
        self.0.get(i)
    }
    fn set(&self, i: usize, x: i32) -> Slow {
        spin();
        Slow(self.0.set(i, x))
    }
    fn len(&self) -> usize {
        spin();
        self.0.len()
    }
}

fn median<T: Copy + PartialOrd>(v: &[T]) -> T {
    let mut v = v.to_vec();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    let args = support::Args::parse();
    let seeds: u64 = args.num("--seeds", 10, 1);
    let fast = parray::faulty_engine();
    let slow = parray::parray_engine::<reference::PArray, Slow>();
    let mut config = Config::default();
    config.progress = false;
    config.regressions = None;
    let mut rows = Vec::new();
    for seed in 1..=seeds {
        let mut find = Config::with_seed(seed).shrink(false);
        find.progress = false;
        let found = fast.run_random(&find).expect_err("Ed's bug is found");
        let timed = |engine: &monolith_core::Engine| {
            let start = Instant::now();
            let report = engine.run_bytes_with(&found.bytes, &config).unwrap_err();
            (report, start.elapsed().as_secs_f64())
        };
        let (quick, quick_secs) = timed(&fast);
        let (slowly, slow_secs) = timed(&slow);
        assert_eq!(quick.shrink_runs, slowly.shrink_runs, "seed {seed}");
        assert_eq!(quick.bytes, slowly.bytes, "seed {seed}");
        eprintln!(
            "seed {seed}: {} -> {} steps, {} runs, {quick_secs:.4} s, slow {slow_secs:.2} s",
            found.failure.steps, slowly.failure.steps, slowly.shrink_runs
        );
        rows.push((
            found.failure.steps,
            slowly.failure.steps,
            slowly.shrink_runs,
            quick_secs,
            slow_secs,
        ));
    }
    let runs: Vec<usize> = rows.iter().map(|r| r.2).collect();
    let quick: Vec<f64> = rows.iter().map(|r| r.3).collect();
    let slow_secs: Vec<f64> = rows.iter().map(|r| r.4).collect();
    let mut md = String::new();
    let _ = writeln!(md, "{BEGIN}\n");
    let _ = writeln!(md, "## Shrinking a slow candidate\n");
    let _ = writeln!(
        md,
        "Ed's bug (`parray`), seeds 1 to {seeds}: each seed's failure is found by random mode \
         with shrinking off, then shrunk by `run_bytes_with` with the default settings twice, \
         with Ed's candidate and with the same candidate spinning {} µs at the start of every \
         call (`demos/benches/shrink_slow.rs`). Both shrinks make the same runs and end on the \
         same bytes (the bench checks it); the wall time is what a user of a slow candidate \
         waits.\n",
        SPIN.as_micros()
    );
    let _ = writeln!(
        md,
        "| seed | steps before | after | shrink runs | wall time | wall time, 100 µs a call |"
    );
    let _ = writeln!(md, "|---:|---:|---:|---:|---:|---:|");
    for (seed, (before, after, runs, q, s)) in rows.iter().enumerate() {
        let _ = writeln!(
            md,
            "| {} | {before} | {after} | {} | {:.1} ms | {:.2} s |",
            seed + 1,
            support::thousands(*runs as u64),
            q * 1e3,
            s
        );
    }
    let _ = writeln!(
        md,
        "\nMedian: {} runs, {:.1} ms, {:.2} s with the slow candidate (max {:.2} s). Regenerate \
         with `cargo bench -p demos --bench shrink_slow`. Times are of one noisy shared \
         machine.\n\n{END}",
        support::thousands(median(&runs) as u64),
        median(&quick) * 1e3,
        median(&slow_secs),
        slow_secs.iter().cloned().fold(0.0, f64::max),
    );
    if args.print_only {
        println!("{md}");
        return;
    }
    support::write_section(BEGIN, END, &md);
    println!("wrote the slow-shrink section of docs/benchmarks.md");
}

//! Shrink quality: for every faulty demo (the paper's and the planted-bug suite), seeds 1 to 20,
//! how long the shrunk reproducer is against the demo's known minimum, how many runs and how
//! much time shrinking took, and whether its budget ran out. The shrink-quality section of
//! `docs/benchmarks.md`.
//!
//! Each seed's failure is found by random mode with shrinking off, then shrunk alone by
//! `run_bytes_with` with the default settings (the time is that call's, which also renders the
//! report). `cargo bench -p demos --bench shrink` (or `scripts/bench-shrink.sh`) rewrites the
//! section between its markers, and writes every seed's figures, the time random mode took to
//! find the failure included, to `docs/data/shrink.csv` for `demos/benches/report.rs`.
//! Options: `--seeds N`, `--only NAME[,NAME]` (prints the rows of those demos, writes nothing),
//! `--print` (print, do not write), `--verbose` (one
//! line per seed on stderr). Without `--bench` (as
//! `cargo test --all-targets` runs it) it does a smoke run of one seed and writes nothing.

mod support;

use std::fmt::Write as _;
use std::time::Instant;

use monolith_core::engine::DEFAULT_FUEL;

const BEGIN: &str = "<!-- shrink:begin (written by `cargo bench -p demos --bench shrink`) -->";
const END: &str = "<!-- shrink:end -->";
/// The length from which a scenario counts as long: within a tenth of the default fuel.
const LONG_FROM: usize = DEFAULT_FUEL - DEFAULT_FUEL / 10;

/// One seed's shrink.
struct Shrink {
    before: usize,
    after: usize,
    /// The minimal length of the failure shrunk, if the demo states one.
    minimal: Option<usize>,
    runs: usize,
    exhausted: bool,
    timed_out: bool,
    seconds: f64,
    /// The time random mode took to find the failure (shrinking off).
    find_seconds: f64,
    passes: Vec<monolith_core::PassStats>,
}

fn shrink_one(demo: &demos::Demo, seed: u64) -> Option<Shrink> {
    let (found, report, find_seconds, seconds) = support::find_then_shrink(demo, seed, 100_000)?;
    Some(Shrink {
        before: found.failure.steps,
        after: report.failure.steps,
        minimal: demo.minimal_steps_for(&report.failure),
        runs: report.shrink_runs,
        exhausted: report.shrink_exhausted,
        timed_out: report.shrink_timed_out.is_some(),
        seconds,
        find_seconds,
        passes: report.shrink_passes,
    })
}

fn median<T: Copy + PartialOrd>(v: &[T]) -> T {
    let mut v = v.to_vec();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn time(t: f64) -> String {
    if t < 1e-3 {
        format!("{:.0} µs", t * 1e6)
    } else if t < 1.0 {
        format!("{:.1} ms", t * 1e3)
    } else {
        format!("{t:.2} s")
    }
}

fn main() {
    let args = support::Args::parse();
    let verbose = args.flag("--verbose");
    let seeds: u64 = args.num("--seeds", 20, 1);
    let print_only = args.print_only;
    let only_some = args.opt("--only").is_some();
    let demos = args.faulty_demos();

    let started = Instant::now();
    let mut md = String::new();
    let _ = writeln!(md, "{BEGIN}\n");
    let _ = writeln!(md, "## Shrink quality: every faulty demo\n");
    let _ = writeln!(
        md,
        "Seeds 1 to {seeds}. Each seed's failure is found by random mode with shrinking off (at \
         most 100,000 scenarios), then shrunk by `run_bytes_with` with the default settings. \
         \"minimal\" counts the seeds whose reproducer has the minimal length of its failure: \
         proved in the demo's module documentation, but for `btree`, `pvec`'s wrong `get` and \
         `sched`, whose minimum is the shortest sequence known (no shrink goes below any: \
         `demos/tests/engine/shrink_quality.rs`); `avl` states none. Where the bug also fails another \
         way, with its own minimum (`pvec`'s panics), the minimum column lists them all, and \
         each seed counts against its failure's. \"budget out\" counts the seeds whose budget \
         of runs ran out, and those stopped by the wall-clock cap, if any, in parentheses. \
         Lengths are in steps (calls).\n"
    );
    let _ = writeln!(
        md,
        "| demo | minimum | minimal | after: median (max) | before: median (max) | shrink runs: median (max) | shrink time: median (max) | budget out |"
    );
    let _ = writeln!(md, "|---|---:|---:|---:|---:|---:|---:|---:|");
    // Every shrink of a scenario within a tenth of the fuel of its end, over all demos.
    let mut long: Vec<f64> = Vec::new();
    // The shrink runs of every failure found in at most 30 steps, and of the deeper ones; the
    // seeds that reached a stated minimum, and the seeds with one.
    let (mut shallow, mut deep): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
    let (mut reached, mut stated) = (0, 0);
    // Each pass's cost and gain, over every shrink, in the shrinker's order.
    let mut passes: Vec<monolith_core::PassStats> = Vec::new();
    // One row per seed, for the plots of `demos/benches/report.rs`.
    let mut data: Vec<Vec<String>> = vec![[
        "demo",
        "seed",
        "found",
        "find_seconds",
        "before",
        "after",
        "minimal",
        "shrink_seconds",
        "budget_out",
    ]
    .map(String::from)
    .to_vec()];
    for demo in &demos {
        let runs: Vec<Shrink> = (1..=seeds)
            .filter_map(|seed| {
                let s = shrink_one(demo, seed);
                let minimal = s
                    .as_ref()
                    .map_or(demo.minimal_steps, |s| s.minimal)
                    .map_or(String::new(), |m| m.to_string());
                data.push(match &s {
                    Some(s) => vec![
                        demo.name.to_string(),
                        seed.to_string(),
                        "true".into(),
                        format!("{:.6}", s.find_seconds),
                        s.before.to_string(),
                        s.after.to_string(),
                        minimal,
                        format!("{:.6}", s.seconds),
                        s.exhausted.to_string(),
                    ],
                    None => vec![
                        demo.name.to_string(),
                        seed.to_string(),
                        "false".into(),
                        String::new(),
                        String::new(),
                        String::new(),
                        minimal,
                        String::new(),
                        String::new(),
                    ],
                });
                if verbose {
                    if let Some(s) = &s {
                        eprintln!(
                            "{:>10} seed {seed:>3}: {:>3} -> {:>3} steps, {:>6} runs, {}{}",
                            demo.name,
                            s.before,
                            s.after,
                            s.runs,
                            time(s.seconds),
                            if s.exhausted { ", budget out" } else { "" }
                        );
                        let passes: Vec<String> = s
                            .passes
                            .iter()
                            .filter(|p| p.runs > 0)
                            .map(|p| {
                                format!("{} {}r/{}w/-{}", p.name, p.runs, p.wins, p.steps_removed)
                            })
                            .collect();
                        eprintln!("            {}", passes.join(", "));
                    }
                }
                s
            })
            .collect();
        if runs.is_empty() {
            let _ = writeln!(md, "| `{}` | | not found | | | | | |", demo.name);
            continue;
        }
        long.extend(
            runs.iter()
                .filter(|s| s.before >= LONG_FROM)
                .map(|s| s.seconds),
        );
        for s in &runs {
            match s.before {
                ..=30 => shallow.push(s.runs),
                _ => deep.push(s.runs),
            }
            if s.minimal.is_some() {
                stated += 1;
                reached += usize::from(s.minimal == Some(s.after));
            }
        }
        for p in runs.iter().flat_map(|s| &s.passes) {
            match passes.iter_mut().find(|q| q.name == p.name) {
                Some(q) => {
                    q.calls += p.calls;
                    q.runs += p.runs;
                    q.wins += p.wins;
                    q.steps_removed += p.steps_removed;
                }
                None => passes.push(p.clone()),
            }
        }
        let after: Vec<usize> = runs.iter().map(|s| s.after).collect();
        let before: Vec<usize> = runs.iter().map(|s| s.before).collect();
        let shrink_runs: Vec<usize> = runs.iter().map(|s| s.runs).collect();
        let secs: Vec<f64> = runs.iter().map(|s| s.seconds).collect();
        let minimal = match demo.minimal_steps {
            Some(_) => format!(
                "{}/{}",
                runs.iter().filter(|s| s.minimal == Some(s.after)).count(),
                runs.len()
            ),
            None => "—".into(),
        };
        let line = format!(
            "| `{}` | {} | {minimal} | {} ({}) | {} ({}) | {} ({}) | {} ({}) | {} |",
            demo.name,
            support::minima(demo),
            median(&after),
            after.iter().max().unwrap(),
            median(&before),
            before.iter().max().unwrap(),
            support::thousands(median(&shrink_runs) as u64),
            support::thousands(*shrink_runs.iter().max().unwrap() as u64),
            time(median(&secs)),
            time(secs.iter().cloned().fold(0.0, f64::max)),
            {
                let out = runs.iter().filter(|s| s.exhausted).count();
                match runs.iter().filter(|s| s.timed_out).count() {
                    0 => out.to_string(),
                    capped => format!("{out} ({capped} at the cap)"),
                }
            },
        );
        eprintln!("{line}");
        let _ = writeln!(md, "{line}");
    }
    if !shallow.is_empty() || !deep.is_empty() {
        let summary = |v: &[usize]| match v {
            [] => "none".to_string(),
            v => format!(
                "median {} runs (max {}) over {} failures",
                support::thousands(median(v) as u64),
                support::thousands(*v.iter().max().unwrap() as u64),
                v.len()
            ),
        };
        let _ = writeln!(
            md,
            "\nOver every demo and seed: {reached} of {stated} reproducers at the stated minimum \
             ({:.1}%); failures found in at most 30 steps: {}; deeper ones: {}.",
            100.0 * reached as f64 / stated.max(1) as f64,
            summary(&shallow),
            summary(&deep),
        );
    }
    if !long.is_empty() {
        let _ = writeln!(
            md,
            "\nScenarios of {LONG_FROM} to {DEFAULT_FUEL} steps before shrinking (every demo): {}; \
             their shrink time: median {}, max {}.",
            long.len(),
            time(median(&long)),
            time(long.iter().cloned().fold(0.0, f64::max)),
        );
    }
    let _ = writeln!(
        md,
        "\nWhat each pass cost and gained over all these shrinks (`Report::shrink_passes`), in \
         the shrinker's order; a pass that makes progress sends the shrinker back to the first, and \
         one that fails sleeps until the scenario loses a step or a round makes no progress.\n\n\
         | pass | calls | runs | share of runs | calls with progress | steps removed | steps per 1,000 runs |\n\
         |---|---:|---:|---:|---:|---:|---:|"
    );
    let total: usize = passes.iter().map(|p| p.runs).sum::<usize>().max(1);
    for p in &passes {
        let _ = writeln!(
            md,
            "| `{}` | {} | {} | {:.1}% | {} | {} | {:.1} |",
            p.name,
            support::thousands(p.calls as u64),
            support::thousands(p.runs as u64),
            100.0 * p.runs as f64 / total as f64,
            support::thousands(p.wins as u64),
            support::thousands(p.steps_removed as u64),
            1000.0 * p.steps_removed as f64 / p.runs.max(1) as f64,
        );
    }
    let _ = writeln!(
        md,
        "\nRegenerate with `scripts/bench-shrink.sh` (`cargo bench -p demos --bench shrink`); it \
         took {:.0} s. Times are of one noisy shared machine: compare rows of one run.\n\n{END}",
        started.elapsed().as_secs_f64()
    );
    if print_only || only_some {
        // A table of some demos must not replace the table of every demo.
        println!("{md}");
        if only_some {
            eprintln!("--only: docs/benchmarks.md and docs/data/shrink.csv are left as they were");
        }
        return;
    }
    support::write_section(BEGIN, END, &md);
    support::write_data("shrink", &data);
    println!(
        "wrote the shrink section of docs/benchmarks.md in {:.0} s",
        started.elapsed().as_secs_f64()
    );
}

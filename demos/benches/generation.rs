//! Time to bug, with and without each generation tactic: the ablation table of
//! `docs/benchmarks.md`.
//!
//! For every faulty demo (the paper's and the planted-bug suite) and every configuration (all
//! tactics, each tactic off in turn, none), random mode runs seeds `1..=SEEDS` with its default
//! settings and shrinking off, until the bug is found or the budget is spent (a number of
//! scenarios, and a time cap so that a configuration that never finds a bug costs a bounded
//! time). It reports, per cell, how many seeds found the bug and the median time and scenarios
//! to the bug over those seeds.
//!
//! `cargo bench -p demos --bench generation` (or `scripts/bench-generation.sh`) rewrites the
//! section of `docs/benchmarks.md` between its markers. Options: `--seeds N`, `--cap SECONDS`,
//! `--only NAME[,NAME]`, `--configs all,-swarm,...`, `--print` (print, do not write). Without
//! `--bench` (as `cargo test --all-targets` runs it) it does a smoke run of one seed and writes
//! nothing.

mod support;

use std::fmt::Write as _;
use std::time::Instant;

use monolith_core::engine::Generation;
use monolith_core::Config;

/// The scenario budget per seed (as the measurements: up to 100,000 scenarios).
const SCENARIOS: u64 = 100_000;

const BEGIN: &str =
    "<!-- generation:begin (written by `cargo bench -p demos --bench generation`) -->";
const END: &str = "<!-- generation:end -->";

/// A configuration: a name and the tactics.
fn configs() -> Vec<(&'static str, Generation)> {
    let off = |f: fn(&mut Generation)| {
        let mut g = Generation::default();
        f(&mut g);
        g
    };
    vec![
        ("all", Generation::default()),
        ("-swarm", off(|g| g.swarm = false)),
        ("-lengths", off(|g| g.lengths = false)),
        ("-recency", off(|g| g.recency = false)),
        ("-pool", off(|g| g.pool = false)),
        ("-boundaries", off(|g| g.boundaries = false)),
        ("-feedback", off(|g| g.feedback = false)),
        ("none", Generation::none()),
    ]
}

/// One seed's run: the time and scenarios to the bug, or `None`.
fn time_to_bug(demo: &demos::Demo, g: Generation, seed: u64, cap: f64) -> Option<(f64, u64)> {
    let mut engine = (demo.engine)();
    engine.generation(g);
    let mut config = Config::with_seed(seed)
        .scenarios(SCENARIOS)
        .seconds(cap)
        .shrink(false);
    config.progress = false;
    let start = Instant::now();
    let report = engine.run_random(&config).err()?;
    Some((
        start.elapsed().as_secs_f64(),
        report.seed.map_or(0, |(_, i)| i + 1),
    ))
}

fn median(mut v: Vec<f64>) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    Some(v[v.len() / 2])
}

fn cell(found: &[(f64, u64)], seeds: u64) -> String {
    let t = median(found.iter().map(|f| f.0).collect());
    let n = median(found.iter().map(|f| f.1 as f64).collect());
    match (t, n) {
        (Some(t), Some(n)) => format!(
            "{}/{seeds} · {} · {n:.0}",
            found.len(),
            if t < 1.0 {
                format!("{:.0} ms", t * 1e3)
            } else {
                format!("{t:.1} s")
            }
        ),
        _ => format!("0/{seeds}"),
    }
}

fn main() {
    let args = support::Args::parse();
    let seeds: u64 = args.num("--seeds", 20, 1);
    let cap: f64 = args.num("--cap", 2.0, 0.2);
    let wanted: Option<Vec<String>> = args
        .opt("--configs")
        .map(|s| s.split(',').map(String::from).collect());
    let print_only = args.print_only;
    let configs: Vec<_> = configs()
        .into_iter()
        .filter(|(n, _)| wanted.as_ref().is_none_or(|w| w.iter().any(|x| x == n)))
        .collect();
    let demos = args.faulty_demos();

    let started = Instant::now();
    let mut md = String::new();
    let _ = writeln!(md, "{BEGIN}\n");
    let _ = writeln!(
        md,
        "## Generation: time to bug, with and without each tactic\n"
    );
    let _ = writeln!(
        md,
        "Random mode with the demo's spec as written, default settings, shrinking off; seeds 1 to \
         {seeds}; per seed at most {SCENARIOS} scenarios or {cap} s. A cell reads \"seeds that \
         found the bug · median time to bug · median scenarios to bug\" (medians over the seeds \
         that found it). `-x` is every tactic but `x`; `none` is every tactic off. Tactics: see \
         `monolith_core::engine::Generation`.\n"
    );
    let _ = write!(md, "| demo |");
    for (n, _) in &configs {
        let _ = write!(md, " {n} |");
    }
    let _ = writeln!(md);
    let _ = writeln!(md, "|---|{}", "---|".repeat(configs.len()));
    for demo in &demos {
        let _ = write!(md, "| `{}` |", demo.name);
        for (name, g) in &configs {
            let found: Vec<(f64, u64)> = (1..=seeds)
                .filter_map(|s| time_to_bug(demo, *g, s, cap))
                .collect();
            let c = cell(&found, seeds);
            eprintln!("{:>10} {:>12}: {c}", demo.name, name);
            let _ = write!(md, " {c} |");
        }
        let _ = writeln!(md);
    }
    let _ = writeln!(
        md,
        "\nRegenerate with `scripts/bench-generation.sh` (`cargo bench -p demos --bench generation`); \
         it took {:.0} s. The machine is shared and noisy: compare cells of one run, not runs.\n\n{END}",
        started.elapsed().as_secs_f64()
    );
    if print_only {
        println!("{md}");
        return;
    }
    support::write_section(BEGIN, END, &md);
    println!(
        "wrote the generation section of docs/benchmarks.md in {:.0} s",
        started.elapsed().as_secs_f64()
    );
}

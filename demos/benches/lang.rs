//! Language types against plain strings: for each faulty demo of `demos::lang`, random mode
//! with the demo's grammar spec, and with the same operation declared with a plain `str()`
//! argument (`plain_string_engine`), in the same budget of scenarios.
//!
//! For every demo and generator, random mode runs seeds `1..=SEEDS` with default settings and
//! shrinking off, until the bug is found or the budget is spent. It reports, per row, how many
//! seeds found a failure, the median scenarios and time to it over those seeds, and the failure
//! kinds found. `lang-safepath` has a third row, the paper's `Path` alone, without its fuzzing
//! grammar `UnusualPath` (`demos::lang::safepath::path_engine`).
//!
//! `cargo bench -p demos --bench lang -- --bench` (or `scripts/bench-lang.sh`) rewrites the
//! section of `docs/benchmarks.md` between its markers. Options: `--seeds N`, `--scenarios N`,
//! `--print` (print, do not write). Without `--bench` (as `cargo test --all-targets` runs it)
//! it does a smoke run of two seeds and a small budget, and writes nothing.

mod support;
use support::thousands;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Instant;

use monolith_core::{Config, Engine};

/// The scenario budget per seed.
const SCENARIOS: u64 = 20_000;

const BEGIN: &str = "<!-- lang:begin (written by `cargo bench -p demos --bench lang`) -->";
const END: &str = "<!-- lang:end -->";

/// A row: the demo, the generator's name and the engine.
type Row = (&'static str, &'static str, fn() -> Engine);

fn rows() -> Vec<Row> {
    use demos::lang::{email, roundtrip, safepath};
    vec![
        ("lang-email", "grammar `address()`", email::faulty_engine),
        ("lang-email", "plain `str()`", email::plain_string_engine),
        (
            "lang-safepath",
            "grammar `path().using(unusual_path())`",
            safepath::faulty_engine,
        ),
        (
            "lang-safepath",
            "grammar `path()` alone",
            safepath::path_engine,
        ),
        (
            "lang-safepath",
            "plain `str()`",
            safepath::plain_string_engine,
        ),
        (
            "lang-roundtrip",
            "grammar `config()`",
            roundtrip::faulty_engine,
        ),
        (
            "lang-roundtrip",
            "plain `str()`",
            roundtrip::plain_string_engine,
        ),
    ]
}

/// One seed's run: the time, scenarios and failure kind to the first failure, or `None`.
/// `fuel`: at most that many calls per scenario (`None`: the default).
fn time_to_bug(
    engine: &Engine,
    seed: u64,
    scenarios: u64,
    fuel: Option<usize>,
) -> Option<(f64, u64, String)> {
    let mut config = Config::with_seed(seed).scenarios(scenarios).shrink(false);
    if let Some(fuel) = fuel {
        config = config.fuel(fuel);
    }
    config.progress = false;
    config.regressions = None;
    let start = Instant::now();
    let report = engine.run_random(&config).err()?;
    Some((
        start.elapsed().as_secs_f64(),
        report.seed.map_or(0, |(_, i)| i + 1),
        format!("{:?}", report.failure.kind),
    ))
}

fn median(mut v: Vec<f64>) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    Some(v[v.len() / 2])
}

fn time(t: f64) -> String {
    if t < 1.0 {
        format!("{:.0} ms", t * 1e3)
    } else {
        format!("{t:.1} s")
    }
}

fn main() {
    let args = support::Args::parse();
    let seeds: u64 = args.num("--seeds", 20, 2);
    let scenarios: u64 = args.num("--scenarios", SCENARIOS, 200);
    let started = Instant::now();
    let mut md = String::new();
    let _ = writeln!(md, "{BEGIN}\n");
    let _ = writeln!(md, "## Language types against plain strings\n");
    let _ = writeln!(
        md,
        "The faulty demos of `demos::lang` (issue 10), each in random mode with the demo's \
         grammar spec, then with the same operation declared with a plain `str()` argument \
         (`plain_string_engine`), the result's type unchanged; default settings, shrinking off; \
         seeds 1 to {seeds}; per seed at most {} scenarios. \"found\" is the seeds that found a \
         failure; the medians are over those seeds; \"kinds\" are the failure kinds found, with \
         their counts. `lang-safepath` also runs the paper's `Path` alone, without its fuzzing \
         grammar `UnusualPath`. The last two columns run again with a fuel of 1, one call \
         per scenario, so that the scenarios to the bug are the calls to it (each operation is \
         a pure function, so one call can fail alone).\n",
        thousands(scenarios)
    );
    let _ = writeln!(
        md,
        "| demo | argument | found | median scenarios to bug | median time to bug | kinds | \
         found, one call per scenario | median calls to bug |"
    );
    let _ = writeln!(md, "|---|---|---:|---:|---:|---|---:|---:|");
    for (demo, generator, make) in rows() {
        let engine = make();
        let row_started = Instant::now();
        let found: Vec<(f64, u64, String)> = (1..=seeds)
            .filter_map(|s| time_to_bug(&engine, s, scenarios, None))
            .collect();
        let single: Vec<u64> = (1..=seeds)
            .filter_map(|s| time_to_bug(&engine, s, scenarios, Some(1)))
            .map(|f| f.1)
            .collect();
        let calls = median(single.iter().map(|&n| n as f64).collect());
        let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
        for f in &found {
            *kinds.entry(f.2.as_str()).or_default() += 1;
        }
        let kinds: Vec<String> = kinds.iter().map(|(k, n)| format!("{k} ×{n}")).collect();
        let n = median(found.iter().map(|f| f.1 as f64).collect());
        let t = median(found.iter().map(|f| f.0).collect());
        let line = format!(
            "| `{demo}` | {generator} | {}/{seeds} | {} | {} | {} | {}/{seeds} | {} |",
            found.len(),
            n.map_or("—".into(), |n| thousands(n as u64)),
            t.map_or("—".into(), time),
            if kinds.is_empty() {
                "—".to_string()
            } else {
                kinds.join(", ")
            },
            single.len(),
            calls.map_or("—".into(), |n| thousands(n as u64)),
        );
        eprintln!("{line} ({:.1} s)", row_started.elapsed().as_secs_f64());
        let _ = writeln!(md, "{line}");
    }
    let _ = writeln!(
        md,
        "\nRegenerate with `scripts/bench-lang.sh` (`cargo bench -p demos --bench lang -- \
         --bench`); it took {:.0} s. The machine is shared and noisy: compare rows of one run, \
         not runs.\n\n{END}",
        started.elapsed().as_secs_f64()
    );
    if args.print_only {
        println!("{md}");
        return;
    }
    support::write_section(BEGIN, END, &md);
    println!(
        "wrote the lang section of docs/benchmarks.md in {:.0} s",
        started.elapsed().as_secs_f64()
    );
}

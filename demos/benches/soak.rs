//! The soak: a long random campaign on every working demo, recording memory and throughput
//! over time. Memory must stay flat, throughput steady, and no correct candidate may fail.
//!
//! `cargo bench -p demos --bench soak -- --bench` (or `scripts/soak.sh`) runs for
//! `--minutes M` (default 10) and rewrites the soak section of `docs/benchmarks.md`. Rounds go
//! through the working demos in turn, each a random run of `CHUNK` scenarios with a fresh seed;
//! every 30 s a sample records the steps so far, the rate since the last sample and the
//! resident set size (`/proc/self/statm`). Without `--bench` (as `cargo test --all-targets`
//! runs it) it does one round of a few scenarios per demo and writes nothing.

mod support;
use support::thousands;

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use monolith_core::Config;

/// Scenarios per random run.
const CHUNK: u64 = 20_000;
/// Time between two samples.
const SAMPLE: Duration = Duration::from_secs(30);

const BEGIN: &str = "<!-- soak:begin (written by `cargo bench -p demos --bench soak`) -->";
const END: &str = "<!-- soak:end -->";

/// The resident set size in MiB, where `/proc` tells it.
fn rss_mib() -> Option<f64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: f64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096.0 / (1024.0 * 1024.0))
}

struct Sample {
    at: f64,
    steps: u64,
    rate: f64,
    rss: Option<f64>,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let full = args.iter().any(|a| a == "--bench");
    let minutes: f64 = args
        .iter()
        .position(|a| a == "--minutes")
        .and_then(|i| args.get(i + 1))
        .and_then(|m| m.parse().ok())
        .unwrap_or(10.0);
    let chunk = if full { CHUNK } else { 200 };
    let demos: Vec<&demos::Demo> = demos::all().filter(|d| !d.faulty).collect();
    let engines: Vec<_> = demos.iter().map(|d| (d.name, (d.engine)())).collect();
    let started = Instant::now();
    let budget = Duration::from_secs_f64(minutes * 60.0);
    let (mut steps, mut scenarios, mut runs) = (0u64, 0u64, 0u64);
    let mut samples = vec![Sample {
        at: 0.0,
        steps: 0,
        rate: 0.0,
        rss: rss_mib(),
    }];
    let mut last = (Instant::now(), 0u64);
    let mut seed = 1u64;
    'campaign: loop {
        for (name, engine) in &engines {
            let mut config = Config::with_seed(seed).scenarios(chunk);
            config.progress = false;
            seed += 1;
            let stats = engine
                .run_random(&config)
                .unwrap_or_else(|r| panic!("a false alarm on the working demo {name}:\n{r}"));
            steps += stats.steps;
            scenarios += stats.scenarios;
            runs += 1;
            if last.0.elapsed() >= SAMPLE {
                let secs = last.0.elapsed().as_secs_f64();
                samples.push(Sample {
                    at: started.elapsed().as_secs_f64(),
                    steps,
                    rate: (steps - last.1) as f64 / secs,
                    rss: rss_mib(),
                });
                eprintln!(
                    "soak: {:.0} s, {} steps, {:.2}M steps/s, RSS {:.1} MiB",
                    started.elapsed().as_secs_f64(),
                    thousands(steps),
                    (steps - last.1) as f64 / secs / 1e6,
                    rss_mib().unwrap_or(0.0)
                );
                last = (Instant::now(), steps);
            }
            if full && started.elapsed() >= budget {
                break 'campaign;
            }
        }
        if !full {
            break;
        }
    }
    let total = started.elapsed().as_secs_f64();
    if !full {
        eprintln!("soak smoke: {runs} runs, {steps} steps, no false alarm");
        return;
    }
    samples.push(Sample {
        at: total,
        steps,
        rate: (steps - last.1) as f64 / last.0.elapsed().as_secs_f64().max(1e-9),
        rss: rss_mib(),
    });

    let mut md = String::new();
    let w = &mut md;
    let _ = writeln!(w, "{BEGIN}\n");
    let _ = writeln!(w, "## Soak: every working demo, {minutes} minutes\n");
    let _ = writeln!(
        w,
        "Written by `scripts/soak.sh` (`cargo bench -p demos --bench soak -- --bench --minutes \
         {minutes}`); do not edit by hand. Random runs of {} scenarios each (default settings, \
         a fresh seed per run) go through the {} working demos in turn, in one process, for \
         {total:.0} s: {} runs, {} scenarios, **{} steps, no false alarm**. A sample every 30 s \
         records the steps so far, the rate since the previous sample and the resident set \
         size.\n",
        thousands(CHUNK),
        engines.len(),
        thousands(runs),
        thousands(scenarios),
        thousands(steps),
    );
    let rss = |s: &Sample| s.rss.map_or("—".to_string(), |r| format!("{r:.1} MiB"));
    let (first, last) = (&samples[0], &samples[samples.len() - 1]);
    let rates: Vec<f64> = samples[1..].iter().map(|s| s.rate).collect();
    let lo = rates.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = rates.iter().copied().fold(0.0, f64::max);
    let _ = writeln!(
        w,
        "RSS at the start {}, at the end {}; steps/s per sample from {:.2}M to {:.2}M \
         (the demos differ in cost per step, so samples vary with the mix they caught).\n",
        rss(first),
        rss(last),
        lo / 1e6,
        hi / 1e6
    );
    let _ = writeln!(
        w,
        "| time | steps so far | steps/s since the previous sample | RSS |"
    );
    let _ = writeln!(w, "|---:|---:|---:|---:|");
    for s in &samples[1..] {
        let _ = writeln!(
            w,
            "| {:.0} s | {} | {:.2}M | {} |",
            s.at,
            thousands(s.steps),
            s.rate / 1e6,
            rss(s)
        );
    }
    let _ = write!(w, "\n{END}");
    support::write_section(BEGIN, END, &md);
    println!("wrote the soak section of docs/benchmarks.md after {total:.0} s");
}

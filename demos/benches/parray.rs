//! The reference benchmark: the paper's persistent arrays, driven three ways in one process.
//!
//! * the engine (`demos::parray::working_engine().run_random(..)`);
//! * a hand-written ChaCha8 loop that calls both sides directly (the practical limit);
//! * proptest-state-machine, with a reference state machine doing the same calls (the harness
//!   `psm::parray` of `support/psm.rs`, shared with the time-to-bug and shrink comparisons,
//!   here with the engine's default mix of operations).
//!
//! Each driver runs `make n x` (n in 0..16), `get a i` and `set a i x` over several live arrays,
//! in scenarios of 20 steps, against the working candidate, so no run stops early. The drivers
//! are interleaved over [`ROUNDS`] rounds and the medians are reported, with the ratios
//! measured round by round. A second part runs the faulty candidate on 20 seeds and reports the
//! length of the shrunk reproducer and the shrink time, for the engine and for proptest.
//!
//! `cargo bench -p demos --bench parray` (or `scripts/bench.sh`) writes `docs/benchmarks.md`.
//! Without `--bench` (as `cargo test --all-targets` runs it) it does a short smoke run and
//! writes nothing. With `--profile engine|hand|proptest [SCENARIOS]` it runs one driver alone
//! (seed 1) for a profiler, for example
//! `valgrind --tool=callgrind <the executable that cargo bench --no-run prints> --profile engine`.

mod support;
use support::thousands;
#[path = "support/psm.rs"]
mod psm;
use psm::parray::{Candidate, PArrayApi};
use psm::SILENT;

use std::cell::Cell;
use std::fmt::Write as _;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use demos::parray::{faulty, reference, working};
use monolith_core::Config;
use proptest::test_runner::{
    Config as PtConfig, RngAlgorithm, TestCaseError, TestError, TestRunner,
};
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Steps per scenario, for every driver (the engine's default fuel).
const STEPS: usize = 20;
/// Interleaved rounds of the three drivers; medians are taken over them.
const ROUNDS: usize = 25;
/// The seeds of the faulty runs.
const FAULTY_SEEDS: u64 = 20;
/// Repetitions of each timed shrink, to take a median of small durations.
const SHRINK_REPS: usize = 5;

/// The work of one round, in scenarios (of [`STEPS`] steps) per driver. Each is sized to take
/// a few tenths of a second on the machine this was written on.
#[derive(Clone, Copy)]
struct Work {
    engine: u64,
    hand: u64,
    proptest: u32,
}

const FULL: Work = Work {
    engine: 30_000,
    hand: 60_000,
    proptest: 3_000,
};

const SMOKE: Work = Work {
    engine: 50,
    hand: 50,
    proptest: 20,
};

// ---------------------------------------------------------------------------------------------
// (a) The engine.

fn run_engine(seed: u64, scenarios: u64) -> u64 {
    let engine = demos::parray::working_engine();
    // The same scenarios of at most STEPS steps as the other drivers (the engine's own default
    // fuel is longer); with varied lengths, some are shorter: steps/s counts the steps run.
    let stats = engine
        .run_random(&Config::with_seed(seed).scenarios(scenarios).fuel(STEPS))
        .unwrap_or_else(|report| panic!("the working candidate failed:\n{report}"));
    assert_eq!(stats.scenarios, scenarios);
    stats.steps
}

// ---------------------------------------------------------------------------------------------
// (b) The hand-written loop: the engine's choices, made directly. One draw picks the operation,
// with the engine's default weights, among make, get, set; get and set pick a live array and
// fall through to the next operation when there is none or it is empty (as the engine does when
// an argument cannot be built).

fn run_hand_written<C: Candidate>(seed: u64, scenarios: u64) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut live: Vec<(reference::PArray, C)> = Vec::with_capacity(STEPS);
    let mut steps = 0;
    for _ in 0..scenarios {
        live.clear();
        let mut next = 0i32;
        for _ in 0..STEPS {
            // The engine's default mix: `make` weighs 32 while no array exists and 1 once
            // one does (a constructor is rare once its values exist), `get` and `set` 32 each.
            let first = match live.is_empty() {
                true => 0,
                false => match rng.random_range(0..65u32) {
                    0 => 0,
                    1..=32 => 1,
                    _ => 2,
                },
            };
            for attempt in 0..3 {
                match (first + attempt) % 3 {
                    0 => {
                        let n = rng.random_range(0..16usize);
                        let x = next;
                        next += 1;
                        live.push((reference::PArray::make(n, x), C::make(n, x)));
                        break;
                    }
                    op => {
                        if live.is_empty() {
                            continue;
                        }
                        let a = rng.random_range(0..live.len());
                        let len = live[a].0.len();
                        if len == 0 {
                            continue;
                        }
                        let i = rng.random_range(0..len);
                        let (r, c) = &live[a];
                        if op == 1 {
                            assert_eq!(r.get(i), c.get(i), "get a{a} {i}");
                        } else {
                            let x = next;
                            next += 1;
                            let pair = (r.set(i, x), c.set(i, x));
                            live.push(pair);
                        }
                        break;
                    }
                }
            }
            steps += 1;
        }
    }
    steps
}

// ---------------------------------------------------------------------------------------------
// (c) proptest-state-machine: the harness of `support/psm.rs` (`psm::parray`, shared with the
// time-to-bug and shrink comparisons), with the engine's default mix of operations: `make`
// weighs 1 once an array exists, `get` and `set` 32 each.

/// The harness on the candidate `C`, with the engine's mix.
type PArrayTest<C> = psm::parray::Test<C, true>;
/// Its reference state machine.
type RefMachine = psm::parray::Ref<true>;

fn proptest_config(cases: u32) -> PtConfig {
    PtConfig {
        cases,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::ChaCha,
        ..PtConfig::default()
    }
}

fn proptest_runner(config: &PtConfig, seed: u64) -> TestRunner {
    TestRunner::new_with_rng(config.clone(), psm::seeded_rng(seed))
}

fn run_proptest(seed: u64, cases: u32) -> u64 {
    let config = proptest_config(cases);
    let mut runner = proptest_runner(&config, seed);
    psm::parray::reset_applied();
    let result = runner.run(
        &RefMachine::sequential_strategy(STEPS),
        |(init, transitions, seen)| {
            PArrayTest::<working::PArray>::test_sequential(config.clone(), init, transitions, seen);
            Ok(())
        },
    );
    if let Err(e) = result {
        panic!("proptest failed on the working candidate: {e}");
    }
    psm::parray::applied()
}

// ---------------------------------------------------------------------------------------------
// The faulty candidate: reproducer length after shrinking, and shrink time. While proptest
// runs it, `psm::SILENT` is set: its failing cases' panics print nothing.

struct FaultyEngine {
    original: usize,
    shrunk: usize,
    report_original: usize,
    shrink: Duration,
    replay: Duration,
}

fn faulty_engine_seed(seed: u64) -> FaultyEngine {
    let engine = demos::parray::faulty_engine();
    let unshrunk = engine
        .run_random(&Config::with_seed(seed).shrink(false))
        .expect_err("the faulty candidate passed");
    let shrunk = engine
        .run_random(&Config::with_seed(seed))
        .expect_err("the faulty candidate passed");
    let bytes = unshrunk.bytes;
    let time = |config: &Config| {
        let mut v: Vec<Duration> = (0..SHRINK_REPS)
            .map(|_| {
                let t = Instant::now();
                let r = engine.run_bytes_with(&bytes, config);
                let d = t.elapsed();
                assert!(r.is_err(), "the recorded bytes did not fail again");
                d
            })
            .collect();
        v.sort();
        v[v.len() / 2]
    };
    let with = time(&Config::default());
    let without = time(&Config::default().shrink(false));
    FaultyEngine {
        original: unshrunk.failure.steps,
        shrunk: shrunk.failure.steps,
        report_original: shrunk.original_steps,
        shrink: with.saturating_sub(without),
        replay: without,
    }
}

struct FaultyProptest {
    /// Transitions applied in the first failing case, the failing one included.
    original: u64,
    /// Transitions of the minimal failing case.
    shrunk: usize,
    /// Test cases run after the first failure.
    shrink_runs: u64,
    shrink: Duration,
}

thread_local! {
    static FIRST_FAIL: Cell<Option<(Instant, u64)>> = const { Cell::new(None) };
    static AFTER_FAIL: Cell<u64> = const { Cell::new(0) };
}

fn faulty_proptest_seed(seed: u64) -> FaultyProptest {
    let config = proptest_config(1_000);
    let mut runner = proptest_runner(&config, seed);
    FIRST_FAIL.with(|f| f.set(None));
    AFTER_FAIL.with(|f| f.set(0));
    SILENT.store(true, Ordering::Relaxed);
    let result = runner.run(
        &RefMachine::sequential_strategy(STEPS),
        |(init, transitions, seen)| {
            if FIRST_FAIL.with(Cell::get).is_some() {
                AFTER_FAIL.with(|f| f.set(f.get() + 1));
            }
            psm::parray::reset_applied();
            let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
                PArrayTest::<faulty::PArray>::test_sequential(
                    config.clone(),
                    init,
                    transitions,
                    seen,
                )
            }));
            match outcome {
                Ok(()) => Ok(()),
                Err(_) => {
                    if FIRST_FAIL.with(Cell::get).is_none() {
                        let steps = psm::parray::applied();
                        FIRST_FAIL.with(|f| f.set(Some((Instant::now(), steps))));
                    }
                    Err(TestCaseError::fail("get disagrees"))
                }
            }
        },
    );
    let end = Instant::now();
    SILENT.store(false, Ordering::Relaxed);
    let minimal = match result {
        Err(TestError::Fail(_, (_, transitions, _))) => transitions.len(),
        Err(e) => panic!("proptest aborted on the faulty candidate: {e}"),
        Ok(()) => panic!("proptest did not find the faulty candidate's bug (seed {seed})"),
    };
    let (first, original) = FIRST_FAIL.with(Cell::get).expect("a failure was recorded");
    FaultyProptest {
        original,
        shrunk: minimal,
        shrink_runs: AFTER_FAIL.with(Cell::get),
        shrink: end.duration_since(first),
    }
}

// ---------------------------------------------------------------------------------------------
// Statistics and the report.

fn median<T: Copy + PartialOrd>(v: &[T]) -> T {
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.partial_cmp(b).expect("no NaN"));
    s[s.len() / 2]
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len() as f64
}

fn min_max(v: &[f64]) -> (f64, f64) {
    v.iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &x| {
            (lo.min(x), hi.max(x))
        })
}

fn timed(f: impl FnOnce() -> u64) -> f64 {
    let t = Instant::now();
    let steps = f();
    steps as f64 / t.elapsed().as_secs_f64()
}

/// `1234567` as `1,234,567`.
fn mega(x: f64) -> String {
    format!("{:.2}M", x / 1e6)
}

fn micros(d: Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us >= 10_000.0 {
        format!("{:.1} ms", us / 1e3)
    } else {
        format!("{us:.0} µs")
    }
}

/// Today's date (UTC), as `YYYY-MM-DD`.
fn today() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    // Howard Hinnant's days-to-civil.
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string())
}

fn rustc_version() -> String {
    std::process::Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|| "unknown".to_string())
}

struct Throughput {
    engine: Vec<f64>,
    hand: Vec<f64>,
    proptest: Vec<f64>,
}

fn throughput(work: Work, rounds: usize) -> Throughput {
    // One unmeasured warm-up round.
    run_engine(1_000, work.engine / 10 + 1);
    run_hand_written::<working::PArray>(1_000, work.hand / 10 + 1);
    run_proptest(1_000, work.proptest / 10 + 1);
    let mut t = Throughput {
        engine: Vec::new(),
        hand: Vec::new(),
        proptest: Vec::new(),
    };
    for round in 0..rounds as u64 {
        t.engine.push(timed(|| run_engine(round, work.engine)));
        t.hand.push(timed(|| {
            run_hand_written::<working::PArray>(round, work.hand)
        }));
        t.proptest
            .push(timed(|| run_proptest(round, work.proptest)));
        eprintln!(
            "round {}: engine {} steps/s, hand-written {} steps/s, proptest-state-machine {} steps/s",
            round + 1,
            mega(t.engine[round as usize]),
            mega(t.hand[round as usize]),
            mega(t.proptest[round as usize]),
        );
    }
    t
}

/// `--profile DRIVER [SCENARIOS]`: runs one driver alone, for a profiler, and writes nothing.
fn profile(args: &[String]) -> bool {
    let Some(i) = args.iter().position(|a| a == "--profile") else {
        return false;
    };
    let driver = args.get(i + 1).map_or("engine", String::as_str);
    let n: u64 = args
        .get(i + 2)
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000);
    let t = Instant::now();
    let steps = match driver {
        "engine" => run_engine(1, n),
        "hand" => run_hand_written::<working::PArray>(1, n),
        "proptest" => run_proptest(1, u32::try_from(n).unwrap_or(u32::MAX)),
        other => panic!("--profile takes engine, hand or proptest, not {other:?}"),
    };
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{driver}: {steps} steps in {secs:.3} s, {} steps/s",
        mega(steps as f64 / secs)
    );
    true
}

/// The fuels of the cost-per-step table.
const FUELS: [usize; 4] = [20, 1_000, 10_000, 100_000];
/// About how many steps the cost-per-step table runs at each fuel.
const FUEL_STEPS: u64 = 2_000_000;

/// For each fuel of [`FUELS`]: the fuel, the scenarios run, steps/s and the steps run, for
/// about `steps` steps of the working engine.
fn fuel_scaling(steps: u64) -> Vec<(usize, u64, f64, u64)> {
    FUELS
        .iter()
        .map(|&fuel| {
            let engine = demos::parray::working_engine();
            let scenarios = (steps / fuel as u64).max(2);
            let mut config = Config::with_seed(1).scenarios(scenarios).fuel(fuel);
            config.progress = false;
            let t = Instant::now();
            let stats = engine
                .run_random(&config)
                .unwrap_or_else(|report| panic!("the working candidate failed:\n{report}"));
            let rate = stats.steps as f64 / t.elapsed().as_secs_f64();
            (fuel, scenarios, rate, stats.steps)
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if profile(&args) {
        return;
    }
    let full = args.iter().any(|a| a == "--bench");
    let work = if full { FULL } else { SMOKE };
    let rounds = if full { ROUNDS } else { 1 };
    psm::install_silent_hook();
    let started = Instant::now();

    let t = throughput(work, rounds);
    let ratios_hand: Vec<f64> = t.engine.iter().zip(&t.hand).map(|(e, h)| e / h).collect();
    let ratios_pt: Vec<f64> = t
        .engine
        .iter()
        .zip(&t.proptest)
        .map(|(e, p)| e / p)
        .collect();

    let fuel_rates = fuel_scaling(if full { FUEL_STEPS } else { 20_000 });

    let seeds = if full { FAULTY_SEEDS } else { 2 };
    let engine_faulty: Vec<FaultyEngine> = (0..seeds).map(faulty_engine_seed).collect();
    let proptest_faulty: Vec<FaultyProptest> = (0..seeds).map(faulty_proptest_seed).collect();

    let elapsed = started.elapsed();
    if !full {
        eprintln!("smoke run done (run with `cargo bench` to measure and write the report)");
        return;
    }
    // The raw figures for the throughput plot of `demos/benches/report.rs`.
    let mut data = vec![vec![
        "driver".to_string(),
        "steps_per_s_median".to_string(),
        "steps_per_s_min".to_string(),
        "steps_per_s_max".to_string(),
    ]];
    for (driver, v) in [
        ("engine", &t.engine),
        ("hand-written", &t.hand),
        ("proptest-state-machine", &t.proptest),
    ] {
        let (lo, hi) = min_max(v);
        data.push(vec![
            driver.to_string(),
            format!("{:.0}", median(v)),
            format!("{lo:.0}"),
            format!("{hi:.0}"),
        ]);
    }
    support::write_data("throughput", &data);

    let mut md = String::new();
    let w = &mut md;
    let _ = writeln!(w, "# Benchmarks\n");
    let _ = writeln!(
        w,
        "Generated by `scripts/bench.sh` (that is, `cargo bench -p demos --bench parray`); \
         do not edit by hand, run it again. Source: `demos/benches/parray.rs`.\n"
    );
    let _ = writeln!(w, "- date: {}", today());
    let _ = writeln!(
        w,
        "- machine: {} cores (`nproc`), {}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        cpu_model()
    );
    let _ = writeln!(w, "- compiler: {}, `bench` profile", rustc_version());
    let _ = writeln!(
        w,
        "- whole run: {:.0} s (after the build)\n",
        elapsed.as_secs_f64()
    );

    let _ = writeln!(w, "## Throughput: persistent arrays, working candidate\n");
    let _ = writeln!(
        w,
        "The paper's persistent arrays (`demos::parray`): `make n x` with n in [0, 16), `get a i`, \
         `set a i x`, several live arrays, scenarios of {STEPS} steps, each call made on the \
         reference and on the working candidate and the results of `get` compared. The \
         candidate is correct, so no run stops early. One process runs {rounds} rounds, each \
         round runs the three drivers one after the other; the table gives the median over the \
         rounds, with the lowest and highest, and the ratios are the medians of the ratios \
         measured within each round. Absolute figures vary with the machine and its load; \
         quote the ratios.\n"
    );
    let _ = writeln!(
        w,
        "| driver | work per round | steps/s (median) | range | engine / driver |"
    );
    let _ = writeln!(w, "|---|---:|---:|---:|---:|");
    let row = |w: &mut String, name: &str, work: String, v: &[f64], ratio: Option<f64>| {
        let (lo, hi) = min_max(v);
        let _ = writeln!(
            w,
            "| {name} | {work} | **{}** | {} – {} | {} |",
            mega(median(v)),
            mega(lo),
            mega(hi),
            ratio.map_or("—".to_string(), |r| format!("**{r:.2}x**")),
        );
    };
    row(
        w,
        "engine: `working_engine().run_random(..)`",
        format!(
            "{} scenarios of at most {STEPS} steps (varied lengths)",
            thousands(work.engine),
        ),
        &t.engine,
        None,
    );
    row(
        w,
        "hand-written ChaCha8 loop (the practical limit)",
        format!(
            "{} scenarios ({} steps)",
            thousands(work.hand),
            thousands(work.hand * STEPS as u64)
        ),
        &t.hand,
        Some(median(&ratios_hand)),
    );
    row(
        w,
        "proptest-state-machine",
        format!(
            "{} cases ({} steps)",
            thousands(u64::from(work.proptest)),
            thousands(u64::from(work.proptest) * STEPS as u64)
        ),
        &t.proptest,
        Some(median(&ratios_pt)),
    );
    let target = median(&ratios_hand);
    let _ = writeln!(
        w,
        "\nTarget: the engine at 0.5x the hand-written driver or better. This run: {:.3}x ({}).\n",
        target,
        if target >= 0.5 { "met" } else { "not met" }
    );

    let ns = |v: &[f64]| 1e9 / median(v);
    let (e_ns, h_ns, p_ns) = (ns(&t.engine), ns(&t.hand), ns(&t.proptest));
    let _ = writeln!(w, "### Where the time goes\n");
    let _ = writeln!(
        w,
        "Per step, in this run: the engine {e_ns:.0} ns, the hand-written loop {h_ns:.0} ns, \
         proptest-state-machine {p_ns:.0} ns. The hand-written loop is the calls themselves \
         (a `Vec` clone per `make` and `set` on the reference, an `Rc<[i32]>` per `make` and \
         `set` on the candidate) plus a few draws from one ChaCha8 stream; what the engine \
         spends above it, {:.0} ns a step in this run, is the engine's own machinery: see the \
         profile below.\n",
        (e_ns - h_ns).max(0.0)
    );
    let _ = writeln!(
        w,
        "proptest-state-machine pays for its value trees: every transition is generated through \
         a freshly boxed strategy (`prop_oneof!`, `select`, `prop_flat_map`), the reference \
         state is cloned and applied once while generating and once more while running, and \
         each case keeps the trees that shrinking needs.\n"
    );

    let _ = writeln!(w, "## Cost per step by scenario length\n");
    let _ = writeln!(
        w,
        "The engine on the working persistent arrays with the fuel raised from {} to {}: \
         about {} steps at each fuel (as many scenarios as that takes), in one process, one \
         after the other. The cost of a step must not grow with the scenario's length: a \
         handle chooses among a window of recent values, checks and features are per step, \
         and buffers grow with use.\n",
        FUELS[0],
        thousands(FUELS[FUELS.len() - 1] as u64),
        thousands(FUEL_STEPS),
    );
    let _ = writeln!(
        w,
        "| fuel | scenarios | steps | steps/s | against fuel {} |",
        FUELS[0]
    );
    let _ = writeln!(w, "|---:|---:|---:|---:|---:|");
    let base = fuel_rates[0].2;
    for &(fuel, scenarios, rate, steps) in &fuel_rates {
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} | {:.2}x |",
            thousands(fuel as u64),
            thousands(scenarios),
            thousands(steps),
            mega(rate),
            rate / base
        );
    }
    let _ = writeln!(w);

    let _ = writeln!(w, "## Shrinking: persistent arrays, faulty candidate\n");
    let _ = writeln!(
        w,
        "Ed's candidate (`demos::parray::faulty`) mutates in place; the minimal reproducer has 3 \
         steps (`make`, `set`, `get` on the old array). Seeds 0 to {} for both drivers (the \
         same numbers, not the same scenarios: each driver has its own generator). \
         The engine: `faulty_engine().run_random(&Config::with_seed(s))`, shrinking on; \
         \"before\" is `report.original_steps` (checked against a run with `.shrink(false)`); \
         the shrink time is the median of {SHRINK_REPS} timings of \
         `run_bytes_with(&unshrunk_bytes, &Config::default())` minus that of the same call with \
         `.shrink(false)` (which still renders the report). proptest: a `TestRunner` seeded \
         with `TestRng::from_seed(RngAlgorithm::ChaCha, seed)`, {STEPS} transitions per case; \
         \"before\" is the number of transitions applied in the first failing case, \"after\" \
         the length of the minimal transition sequence it returns, the shrink time runs from \
         the first failure to the end of `run`.\n",
        seeds - 1
    );
    let _ = writeln!(
        w,
        "| seed | engine: steps before | engine: after | engine: shrink time | proptest: steps before | proptest: after | proptest: shrink runs | proptest: shrink time |"
    );
    let _ = writeln!(w, "|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (s, (e, p)) in engine_faulty.iter().zip(&proptest_faulty).enumerate() {
        let _ = writeln!(
            w,
            "| {s} | {} | {} | {} | {} | {} | {} | {} |",
            e.report_original,
            e.shrunk,
            micros(e.shrink),
            p.original,
            p.shrunk,
            p.shrink_runs,
            micros(p.shrink)
        );
    }
    let ef = |f: fn(&FaultyEngine) -> f64| engine_faulty.iter().map(f).collect::<Vec<f64>>();
    let pf = |f: fn(&FaultyProptest) -> f64| proptest_faulty.iter().map(f).collect::<Vec<f64>>();
    let e_before = ef(|e| e.report_original as f64);
    let e_after = ef(|e| e.shrunk as f64);
    let e_time = ef(|e| e.shrink.as_secs_f64());
    let p_before = pf(|p| p.original as f64);
    let p_after = pf(|p| p.shrunk as f64);
    let p_runs = pf(|p| p.shrink_runs as f64);
    let p_time = pf(|p| p.shrink.as_secs_f64());
    let _ = writeln!(
        w,
        "| **median** | {} | **{}** | **{}** | {} | **{}** | {} | **{}** |",
        median(&e_before),
        median(&e_after),
        micros(Duration::from_secs_f64(median(&e_time))),
        median(&p_before),
        median(&p_after),
        median(&p_runs),
        micros(Duration::from_secs_f64(median(&p_time))),
    );
    let _ = writeln!(
        w,
        "| mean | {:.1} | {:.1} | {} | {:.1} | {:.1} | {:.0} | {} |",
        mean(&e_before),
        mean(&e_after),
        micros(Duration::from_secs_f64(mean(&e_time))),
        mean(&p_before),
        mean(&p_after),
        mean(&p_runs),
        micros(Duration::from_secs_f64(mean(&p_time))),
    );
    let minimal = |v: &[f64]| v.iter().filter(|&&x| x <= 3.0).count();
    let _ = writeln!(
        w,
        "\nReproducers of the minimal length (3 steps): engine {} of {seeds}, proptest {} of {seeds}. \
         A replay of the unshrunk engine scenario with `.shrink(false)` (one run plus the \
         rendered report) took {} (median).",
        minimal(&e_after),
        minimal(&p_after),
        micros(median(
            &engine_faulty.iter().map(|e| e.replay).collect::<Vec<_>>()
        )),
    );
    let differ: Vec<String> = engine_faulty
        .iter()
        .enumerate()
        .filter(|(_, e)| e.original != e.report_original)
        .map(|(s, e)| format!("seed {s}: {} vs {}", e.report_original, e.original))
        .collect();
    if !differ.is_empty() {
        let _ = writeln!(
            w,
            "\nWarning: `report.original_steps` differs from the `failure.steps` of the same seed \
             run with `.shrink(false)`: {}.",
            differ.join(", ")
        );
    }

    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/benchmarks.md");
    // Everything from the marker on is written by hand (the profile) and kept as it is.
    let kept = std::fs::read_to_string(path)
        .ok()
        .and_then(|old| old.find(MARKER).map(|i| old[i..].to_string()))
        .unwrap_or_else(|| format!("{MARKER}\n\n## Profile of the engine\n\n(none yet)\n"));
    md.push('\n');
    md.push_str(&kept);
    std::fs::write(path, md).expect("cannot write docs/benchmarks.md");
    println!("wrote docs/benchmarks.md in {:.0} s", elapsed.as_secs_f64());
    println!(
        "engine {} steps/s, hand-written {} steps/s, proptest-state-machine {} steps/s; \
         engine/hand-written {:.2}x, engine/proptest {:.2}x",
        mega(median(&t.engine)),
        mega(median(&t.hand)),
        mega(median(&t.proptest)),
        median(&ratios_hand),
        median(&ratios_pt)
    );
}

/// The start of the hand-written part of docs/benchmarks.md, which the bench keeps.
const MARKER: &str = "<!-- Written by hand from here on: the bench keeps this part. -->";

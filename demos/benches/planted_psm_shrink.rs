//! Shrinking on the bugs of the paper's demos and of the planted suite that
//! proptest-state-machine (PSM) finds, the engine's beside PSM's: how long the first failing
//! case was, how long the case each returns after shrinking is against the known minimum, how
//! many runs and how much time shrinking took.
//!
//! The bugs are those that PSM finds in the time-to-bug comparison (`planted_psm.rs`, the
//! psm-planted section of `docs/benchmarks.md`): [`DEFAULT_BUGS`]; `--only NAME[,NAME]` runs
//! any of the demos that have a PSM harness (`support/psm.rs`, shared with `planted_psm.rs`).
//! For each bug and each seed `1..=SEEDS`:
//!
//! * the engine: the failure is found by
//!   `faulty_engine().run_random(&Config::with_seed(s).scenarios(100_000).shrink(false))`
//!   (progress off), then shrunk alone by `engine.run_bytes_with(&report.bytes, &config)` with
//!   `Config::default()`, progress off and regressions `None`. Recorded: the found failure's
//!   `failure.steps`, the shrunk one's, `report.shrink_runs`, `report.shrink_exhausted` and the
//!   time of the `run_bytes_with` call (which also renders the report and its reproducer).
//! * PSM: the harness of `planted_psm.rs`, run as `prop_state_machine!` runs it
//!   (`sequential_strategy(1..100)`, the seen-transitions counter passed to `test_sequential`)
//!   by a `TestRunner` seeded with the seed, failure persistence off, `cases` unbounded and
//!   shrinking **on**: `max_shrink_iters` left at proptest's default (`u32::MAX`, "automatic":
//!   four times `cases`, which with `cases` unbounded sets no limit), and `max_shrink_time` set
//!   to the cap (30 s by default, instead of proptest's default 0, no limit), so that a
//!   pathological shrink cannot hang the bench; the search for the first failing case stops at
//!   the cap too (checked before each case). Recorded: the first failing case's length, the
//!   length of the minimal case that the runner returns, the shrink time (from the end of the
//!   first failing case to the end of the run) and the shrink iterations: the test runs after
//!   the first failure, which are proptest's shrink iterations (each iteration runs the test
//!   once; the result cache is off by default). The test function catches the panic of a
//!   failing case itself (and returns it as a failure, as proptest would) so that it can read
//!   the seen-transitions counter of the first failing case.
//!
//! Lengths are in calls, counted as the engine counts steps: the constructor, then every call
//! up to and including the failing one. A PSM case's length is 1 when its initial state is the
//! constructor (the bags and the planted bugs), 0 when it is an empty vector of values and the
//! constructors are transitions (the persistent demos), plus the transitions applied up to and
//! including the failing one: for the
//! first failing case, the seen-transitions counter (the transitions generated after the
//! failing one are never run, and PSM deletes them on its first shrink step without running
//! anything); for the minimal case, the case is run once more after the run to find its
//! failing transition (the report says when a minimal case has transitions after it).
//!
//! `cargo bench -p demos --bench planted_psm_shrink -- --bench` (or
//! `scripts/bench-psm-shrink.sh`) rewrites the section of `docs/benchmarks.md` between its
//! markers (appended at the end of the file when missing) and nothing else. Options:
//! `--seeds N` (20 by default), `--cap SECONDS` (the PSM cap, 30 by default),
//! `--only NAME[,NAME]`, `--print` (print the section, do not write it), `--verbose` (one line
//! per seed on stderr). Without `--bench` (as `cargo test --all-targets` runs it) it does a
//! smoke run of one seed with small caps and writes nothing.

#[path = "support/psm.rs"]
mod psm;
mod support;
use psm::{
    arena, avl, bag_det, bag_nondet, bigset, btree, hashtab, histogram, pairs, parray, ptset,
    sparray, varint, Silent,
};

use std::cell::Cell;
use std::fmt::Write as _;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use proptest::test_runner::{
    Config as PtConfig, RngAlgorithm, TestCaseError, TestError, TestRunner,
};
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest};

/// The engine's scenario budget per seed to find the bug.
const SCENARIOS: u64 = 100_000;
/// Cases each PSM harness runs against the working candidate before it is measured.
const WORKING_CASES: u32 = 200;
/// The bugs measured by default: those PSM finds in the psm-planted comparison.
const DEFAULT_BUGS: &[&str] = &[
    "parray",
    "sparray",
    "bag-det",
    "bag-nondet",
    "pairs",
    "avl",
    "btree",
    "bigset",
];

const BEGIN: &str =
    "<!-- psm-shrink:begin (written by `cargo bench -p demos --bench planted_psm_shrink`) -->";
const END: &str = "<!-- psm-shrink:end -->";

// ---------------------------------------------------------------------------------------------
// The two drivers.

/// One seed's shrink by the engine.
#[derive(Clone, Copy, Debug)]
struct EngineShrink {
    find_secs: f64,
    /// Steps of the failure found, before shrinking.
    first: usize,
    /// Steps after shrinking.
    shrunk: usize,
    runs: usize,
    exhausted: bool,
    secs: f64,
}

fn engine_shrink(demo: &demos::Demo, seed: u64, scenarios: u64) -> Option<EngineShrink> {
    let (found, report, find_secs, secs) = support::find_then_shrink(demo, seed, scenarios)?;
    Some(EngineShrink {
        find_secs,
        first: found.failure.steps,
        shrunk: report.failure.steps,
        runs: report.shrink_runs,
        exhausted: report.shrink_exhausted,
        secs,
    })
}

/// One seed's shrink by PSM. Lengths count the initial state as one call when it is the
/// constructor (`init_calls` of [`psm_shrink`], 1 or 0), plus:
#[derive(Clone, Copy, Debug)]
struct PsmShrink {
    find_secs: f64,
    /// Cases run to the first failure, the failing one included.
    cases: u64,
    /// The first failing case as generated: its transitions, the unrun ones included.
    generated: usize,
    /// The first failing case: the transitions applied up to and including the failing one.
    first: usize,
    /// The minimal case returned: its transitions.
    returned: usize,
    /// The minimal case: the transitions applied up to and including the failing one.
    shrunk: usize,
    /// Test runs after the first failure: proptest's shrink iterations.
    iterations: u64,
    /// From the end of the first failing case to the end of the run.
    secs: f64,
    /// Whether shrinking ran into `max_shrink_time`.
    capped: bool,
    /// Whether the minimal case returned passes when run again (then `shrunk` is its whole
    /// length, and it reaches no minimum).
    passes: bool,
}

/// A PSM run of the harness `M` under `seed`, at most `cases` cases and stopped before the
/// first case that would start after `cap`, shrinking on with `max_shrink_time` at `cap`: the
/// shrink of the bug found, if any, and the cases run. `init_calls` is 1 when the initial
/// state is the constructor (one call), 0 when it holds nothing and the constructors are
/// transitions.
fn psm_shrink<M>(
    seed: u64,
    cases: u32,
    cap: Duration,
    init_calls: usize,
) -> (Option<PsmShrink>, u64)
where
    M: StateMachineTest,
{
    let config = PtConfig {
        cases,
        failure_persistence: None,
        max_shrink_time: u32::try_from(cap.as_millis()).unwrap_or(u32::MAX),
        rng_algorithm: RngAlgorithm::ChaCha,
        ..PtConfig::default()
    };
    let start = Instant::now();
    let mut runner = TestRunner::new_with_rng(config.clone(), psm::seeded_rng(seed));
    let run = Cell::new(0u64);
    let iterations = Cell::new(0u64);
    // The first failure: when it ended, the case as generated, the transitions it applied.
    let first: Cell<Option<(Instant, usize, usize)>> = Cell::new(None);
    let silent = Silent::on();
    let result = runner.run(
        &M::Reference::sequential_strategy(1..100),
        |(init, transitions, seen)| {
            if first.get().is_none() {
                if start.elapsed() >= cap {
                    // Not a failure of the candidate: with the counter not run, PSM shrinks it
                    // away at once, and every later run fails here too.
                    return Err(TestCaseError::fail("time cap"));
                }
                run.set(run.get() + 1);
            } else {
                iterations.set(iterations.get() + 1);
            }
            let generated = transitions.len();
            let counter = seen.clone();
            let config = config.clone();
            let outcome = panic::catch_unwind(AssertUnwindSafe(move || {
                M::test_sequential(config, init, transitions, seen)
            }));
            match outcome {
                Ok(()) => Ok(()),
                Err(payload) => {
                    if first.get().is_none() {
                        let applied = counter.map_or(0, |c| c.load(Ordering::SeqCst));
                        first.set(Some((Instant::now(), generated, applied)));
                    }
                    Err(TestCaseError::fail(panic_message(&payload)))
                }
            }
        },
    );
    let end = Instant::now();
    drop(silent);
    let minimal = match result {
        Ok(()) => return (None, run.get()),
        Err(TestError::Fail(_, value)) => value,
        Err(TestError::Abort(reason)) => panic!("proptest aborted: {reason}"),
    };
    let Some((failed_at, generated, applied)) = first.get() else {
        // The time cap.
        return (None, run.get());
    };
    let find_secs = failed_at.duration_since(start).as_secs_f64();
    let (init, transitions, _) = minimal;
    let returned = transitions.len();
    let counter = Arc::new(AtomicUsize::new(0));
    let rerun = {
        let counter = counter.clone();
        let _silent = Silent::on();
        panic::catch_unwind(AssertUnwindSafe(move || {
            M::test_sequential(config, init, transitions, Some(counter))
        }))
    };
    // proptest returns its value tree's current value, which need not fail: PSM's `complicate`
    // can leave a simplified transition that passed in place when it rejects the complicated
    // one, and at `max_shrink_time` the last complicated value may not have been run.
    let passes = rerun.is_ok();
    let secs = end.duration_since(failed_at).as_secs_f64();
    (
        Some(PsmShrink {
            find_secs,
            cases: run.get(),
            generated: generated + init_calls,
            first: applied + init_calls,
            returned: returned + init_calls,
            shrunk: counter.load(Ordering::SeqCst) + init_calls,
            iterations: iterations.get(),
            secs,
            capped: secs >= cap.as_secs_f64(),
            passes,
        }),
        run.get(),
    )
}

fn panic_message(payload: &Box<dyn std::any::Any + Send>) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "a panic".to_string())
}

/// A demo's bug and its PSM harness.
struct Bug {
    /// The demo's name.
    name: &'static str,
    /// The shortest case the PSM harness can express when it is longer than the demo's
    /// minimum, and why.
    psm_floor: Option<(usize, &'static str)>,
    /// The faulty candidate under PSM: `(seed, cap)`.
    psm: fn(u64, Duration) -> Option<PsmShrink>,
    /// The working candidate under PSM: `(seed, cases)`, the cases run; must not fail.
    psm_working: fn(u64, u32) -> (bool, u64),
}

/// `bug!(name, floor)` for a planted bug, whose harness is generic over the candidate's `BUGGY`
/// parameter and whose initial state is the constructor; otherwise `bug!(name, floor, faulty
/// harness, working harness, init)`, `init` being the calls the initial state counts for (1
/// for the constructor, 0 for an empty vector of values).
macro_rules! bug {
    ($name:ident, $floor:expr) => {
        bug!(
            stringify!($name),
            $floor,
            $name::Test<true>,
            $name::Test<false>,
            1
        )
    };
    ($name:expr, $floor:expr, $faulty:ty, $working:ty, $init:expr) => {
        Bug {
            name: $name,
            psm_floor: $floor,
            psm: |seed, cap| psm_shrink::<$faulty>(seed, u32::MAX, cap, $init).0,
            psm_working: |seed, cases| {
                let (found, run) =
                    psm_shrink::<$working>(seed, cases, Duration::from_secs(3_600), $init);
                (found.is_some(), run)
            },
        }
    };
}

/// The paper's demos, then the planted bugs.
fn bugs() -> Vec<Bug> {
    vec![
        bug!("parray", None, parray::Faulty, parray::Working, 0),
        bug!("ptset", None, ptset::Faulty, ptset::Working, 0),
        bug!("sparray", None, sparray::Faulty, sparray::Working, 0),
        bug!("bag-det", None, bag_det::Faulty, bag_det::Working, 1),
        bug!(
            "bag-nondet",
            None,
            bag_nondet::Faulty,
            bag_nondet::Working,
            1
        ),
        bug!("pairs", None, pairs::Faulty, pairs::Working, 0),
        bug!("avl", None, avl::Faulty, avl::Working, 0),
        bug!(btree, None),
        bug!(
            bigset,
            Some((
                5,
                "the harness's `extend` takes `any::<Vec<u16>>()`, at most 99 elements, so more \
                 than 200 elements take three `extend`s; with the constructor and a call that \
                 asks about the lost element, 5 calls"
            ))
        ),
        bug!(hashtab, None),
        bug!(varint, None),
        bug!(arena, None),
        bug!(histogram, None),
    ]
}

// ---------------------------------------------------------------------------------------------
// Statistics and the report.

/// The upper of the two middle values when their number is even.
fn median<T: Copy + PartialOrd>(v: &[T]) -> T {
    let mut v = v.to_vec();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn max<T: Copy + PartialOrd>(v: &[T]) -> T {
    v.iter()
        .copied()
        .fold(v[0], |m, x| if x > m { x } else { m })
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

/// A ratio with two significant digits below 10: `0.037x`, `2.4x`, `35x`, `1,234x`.
fn ratio(r: f64) -> String {
    if r < 1.0 {
        let decimals = (1.0 - r.log10().floor()).clamp(2.0, 6.0) as usize;
        format!("{r:.decimals$}x")
    } else if r >= 100.0 {
        format!("{}x", support::thousands(r.round() as u64))
    } else if r >= 10.0 {
        format!("{r:.0}x")
    } else {
        format!("{r:.1}x")
    }
}

/// `median (max)` of the values.
/// The names in backquotes, as a list: "`a`", "`a` and `b`", "`a`, `b` and `c`".
fn listing<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<String> = names.map(|n| format!("`{n}`")).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

fn med_max<T: Copy + PartialOrd>(v: &[T], show: impl Fn(T) -> String) -> String {
    format!("{} ({})", show(median(v)), show(max(v)))
}

/// [`reached`], or "—" when there is no stated minimum.
fn reached_opt(seeds_lengths: &[(u64, usize)], floor: Option<usize>, n: usize) -> String {
    floor.map_or_else(|| "—".to_string(), |f| reached(seeds_lengths, f, n))
}

/// The seeds whose shrunk length is at most `floor`: `k/n`, then which seeds when some but not
/// all of them did, or which did not when more than half did.
fn reached(seeds_lengths: &[(u64, usize)], floor: usize, n: usize) -> String {
    let join = |v: &[u64]| {
        v.iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let plural = |v: &[u64]| if v.len() > 1 { "s" } else { "" };
    let hit: Vec<u64> = seeds_lengths
        .iter()
        .filter(|&&(_, l)| l <= floor)
        .map(|&(s, _)| s)
        .collect();
    // The seeds that did not find the bug missed the minimum too.
    let missed: Vec<u64> = (1..=n as u64).filter(|s| !hit.contains(s)).collect();
    let k = hit.len();
    if k == 0 || k == n {
        format!("{k}/{n}")
    } else if 2 * k > n {
        format!("{k}/{n} (not seed{} {})", plural(&missed), join(&missed))
    } else {
        format!("{k}/{n} (seed{} {})", plural(&hit), join(&hit))
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bench = args.iter().any(|a| a == "--bench");
    let verbose = args.iter().any(|a| a == "--verbose");
    let opt = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let seeds: u64 = opt("--seeds")
        .and_then(|s| s.parse().ok())
        .unwrap_or(if bench { 20 } else { 1 });
    let cap: f64 = opt("--cap")
        .and_then(|s| s.parse().ok())
        .unwrap_or(if bench { 30.0 } else { 1.0 });
    let scenarios = if bench { SCENARIOS } else { 2_000 };
    let working_cases = if bench { WORKING_CASES } else { 20 };
    let only: Vec<String> = opt("--only").map_or_else(
        || DEFAULT_BUGS.iter().map(|s| s.to_string()).collect(),
        |s| s.split(',').map(String::from).collect(),
    );
    let print_only = args.iter().any(|a| a == "--print");
    let all = bugs();
    for name in &only {
        assert!(
            all.iter().any(|b| b.name == name),
            "no PSM harness for {name}"
        );
    }
    let bugs: Vec<&Bug> = all
        .iter()
        .filter(|b| only.iter().any(|x| x == b.name))
        .collect();
    psm::install_silent_hook();

    let started = Instant::now();
    let mut rows = String::new();
    let mut notes = String::new();
    for bug in &bugs {
        let rows_before = rows.len();
        let demo = demos::find(bug.name).expect("a demo of that name");
        // `None` where the demo states no minimum (`avl`).
        let minimum = demo.minimal_steps;
        let min_cell = minimum.map_or_else(|| "—".to_string(), |m| m.to_string());
        let psm_floor = bug.psm_floor.map(|(f, _)| f).or(minimum);
        let (failed, run) = (bug.psm_working)(0, working_cases);
        assert!(
            !failed && run == u64::from(working_cases),
            "the PSM harness of {} fails on the working candidate ({run} cases)",
            bug.name
        );
        let mut engine: Vec<(u64, EngineShrink)> = Vec::new();
        let mut psm: Vec<(u64, PsmShrink)> = Vec::new();
        for seed in 1..=seeds {
            let e = engine_shrink(demo, seed, scenarios);
            let p = (bug.psm)(seed, Duration::from_secs_f64(cap));
            if verbose || !bench {
                let e = e.map_or("not found".to_string(), |e| {
                    format!(
                        "found in {}, {} -> {} steps, {} runs, {}{}",
                        time(e.find_secs),
                        e.first,
                        e.shrunk,
                        e.runs,
                        time(e.secs),
                        if e.exhausted { ", budget out" } else { "" },
                    )
                });
                let p = p.map_or("not found".to_string(), |p| {
                    format!(
                        "found in {} ({} cases), {} ({} generated) -> {} ({} returned) calls, \
                         {} iterations, {}{}",
                        time(p.find_secs),
                        p.cases,
                        p.first,
                        p.generated,
                        p.shrunk,
                        p.returned,
                        p.iterations,
                        time(p.secs),
                        if p.capped { ", at the cap" } else { "" },
                    )
                });
                eprintln!("{:>9} seed {seed:>2}: engine {e}; PSM {p}", bug.name);
            }
            if let Some(e) = e {
                engine.push((seed, e));
            }
            if let Some(p) = p {
                psm.push((seed, p));
            }
        }
        let n = seeds as usize;
        let engine_median = (!engine.is_empty()).then(|| {
            let secs: Vec<f64> = engine.iter().map(|(_, e)| e.secs).collect();
            median(&secs)
        });
        let psm_median = (!psm.is_empty()).then(|| {
            let secs: Vec<f64> = psm.iter().map(|(_, p)| p.secs).collect();
            median(&secs)
        });
        if engine.is_empty() {
            let _ = writeln!(
                rows,
                "| `{}` | engine | {min_cell} | 0/{n} | | | | | | | |",
                bug.name
            );
        } else {
            let first: Vec<usize> = engine.iter().map(|(_, e)| e.first).collect();
            let shrunk: Vec<(u64, usize)> = engine.iter().map(|&(s, e)| (s, e.shrunk)).collect();
            let lengths: Vec<usize> = shrunk.iter().map(|&(_, l)| l).collect();
            let runs: Vec<usize> = engine.iter().map(|(_, e)| e.runs).collect();
            let secs: Vec<f64> = engine.iter().map(|(_, e)| e.secs).collect();
            let _ = writeln!(
                rows,
                "| `{}` | engine | {min_cell} | {}/{n} | {} | {} | {} | {} | {} | {} budget out | |",
                bug.name,
                engine.len(),
                reached_opt(&shrunk, minimum, n),
                med_max(&first, |x| x.to_string()),
                med_max(&lengths, |x| x.to_string()),
                med_max(&runs, |x| support::thousands(x as u64)),
                med_max(&secs, time),
                engine.iter().filter(|(_, e)| e.exhausted).count(),
            );
        }
        let floor_cell = match bug.psm_floor {
            Some((f, _)) => format!("{min_cell}; {f} in this harness"),
            None => min_cell.clone(),
        };
        let ratio_cell = match (engine_median, psm_median) {
            (Some(e), Some(p)) => ratio(p / e),
            _ => "—".to_string(),
        };
        if psm.is_empty() {
            let _ = writeln!(
                rows,
                "| `{}` | PSM | {floor_cell} | 0/{n} (cap {cap} s) | | | | | | | {ratio_cell} |",
                bug.name
            );
        } else {
            let first: Vec<usize> = psm.iter().map(|(_, p)| p.first).collect();
            let lengths: Vec<usize> = psm.iter().map(|(_, p)| p.shrunk).collect();
            // A returned case that passes reaches no minimum.
            let shrunk: Vec<(u64, usize)> = psm
                .iter()
                .map(|&(s, p)| (s, if p.passes { usize::MAX } else { p.shrunk }))
                .collect();
            let iterations: Vec<u64> = psm.iter().map(|(_, p)| p.iterations).collect();
            let secs: Vec<f64> = psm.iter().map(|(_, p)| p.secs).collect();
            let reached_cell = match bug.psm_floor {
                Some((f, _)) => format!(
                    "{} at {min_cell}; {} at {f}",
                    reached_opt(&shrunk, minimum, n),
                    reached(&shrunk, f, n)
                ),
                None => reached_opt(&shrunk, psm_floor, n),
            };
            let _ = writeln!(
                rows,
                "| `{}` | PSM | {floor_cell} | {}/{n} | {reached_cell} | {} | {} | {} | {} | {} at the cap | {ratio_cell} |",
                bug.name,
                psm.len(),
                med_max(&first, |x| x.to_string()),
                med_max(&lengths, |x| x.to_string()),
                med_max(&iterations, support::thousands),
                med_max(&secs, time),
                psm.iter().filter(|(_, p)| p.capped).count(),
            );
            let passing: Vec<u64> = psm
                .iter()
                .filter(|(_, p)| p.passes)
                .map(|&(s, _)| s)
                .collect();
            if !passing.is_empty() {
                let _ = writeln!(
                    notes,
                    "- `{}`: for {} of the seeds ({}), the case PSM returned passes when run \
                     again (proptest returns its value tree's current value: after a \
                     `complicate` that PSM's preconditions reject, or at `max_shrink_time`, it \
                     need not be one that failed); the table counts its whole length, and it \
                     reaches no minimum.",
                    bug.name,
                    passing.len(),
                    passing
                        .iter()
                        .map(|s| format!("seed {s}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                );
            }
            let trailing = psm.iter().filter(|(_, p)| p.returned != p.shrunk).count();
            if trailing > 0 {
                let _ = writeln!(
                    notes,
                    "- `{}`: in {trailing} of PSM's minimal cases the failing transition is not \
                     the last (the table counts up to the failing one).",
                    bug.name
                );
            }
            let generated: Vec<usize> = psm.iter().map(|(_, p)| p.generated).collect();
            let cases: Vec<u64> = psm.iter().map(|(_, p)| p.cases).collect();
            let _ = writeln!(
                notes,
                "- `{}`: PSM's first failing cases had {} calls as generated, median (max), the \
                 transitions after the failing one included (PSM drops those without running \
                 them); they came after {} cases, median (max).",
                bug.name,
                med_max(&generated, |x| x.to_string()),
                med_max(&cases, support::thousands),
            );
        }
        if let Some((f, why)) = bug.psm_floor {
            let _ = writeln!(
                notes,
                "- `{}`: the shortest case the PSM harness can express has {f} calls: {why}.",
                bug.name
            );
        }
        eprint!("{}", &rows[rows_before..]);
    }
    let elapsed = started.elapsed().as_secs_f64();

    let mut md = String::new();
    let _ = writeln!(md, "{BEGIN}\n");
    let _ = writeln!(
        md,
        "## The paper's demos and the planted bugs: shrinking, the engine beside \
         proptest-state-machine\n"
    );
    let _ = writeln!(
        md,
        "The bugs that proptest-state-machine (PSM) finds in the time-to-bug comparison above \
         ({}), seeds 1 to {seeds}, the two drivers one after the other for each seed, in \
         one process. The engine: the failure found by `faulty_engine().run_random(..)` with \
         `Config::with_seed(s).scenarios({})` and shrinking off, then shrunk alone by \
         `run_bytes_with(&report.bytes, ..)` with `Config::default()` (its time includes \
         rendering the report); \"shrink runs\" is `report.shrink_runs`. PSM: the harness of the \
         comparison above (`sequential_strategy(1..100)`, the seen-transitions counter passed as \
         `prop_state_machine!` passes it), a `TestRunner` seeded with the seed, failure \
         persistence off, `cases` unbounded, shrinking on: `max_shrink_iters` at proptest's \
         default (automatic: 4 × `cases`, so no limit here) and `max_shrink_time` at {cap} s \
         (proptest's default is no limit), the search for the first failure capped at {cap} s \
         too. Its shrink time runs from the end of the first failing case to the end of the \
         run; \"shrink runs\" are its shrink iterations, the test runs after the first failure.\n\n\
         Lengths are in calls, counted as the engine counts steps: the constructors and every \
         call up to and including the failing one. A PSM case of the bags and the planted bugs \
         counts its initial state, the constructor, as a call; one of the persistent demos \
         (`parray`, `sparray`, `pairs`, ...) starts from an empty vector of values, and its \
         constructors are transitions. A PSM case's transitions after the failing one are not \
         counted (the first failing case's are never run, and PSM drops them first). \
         \"minimum\" is the demo's `minimal_steps` (proved in the demo's documentation, except \
         `btree`'s, the shortest sequence known); \"reached\" counts the seeds whose shrunk case \
         has that length (or less). Medians are over the seeds that found the bug (the upper of \
         the two middle values); the ratio is PSM's median shrink time over the engine's. \
         \"stopped early\": the engine's seeds whose budget of runs ran out, PSM's that reached \
         `max_shrink_time`.\n",
        listing(bugs.iter().map(|b| b.name)),
        scenarios,
    );
    let _ = writeln!(
        md,
        "| bug | driver | minimum | found | reached | first failure: median (max) | shrunk: median (max) | shrink runs: median (max) | shrink time: median (max) | stopped early | PSM / engine |"
    );
    let _ = writeln!(md, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    md.push_str(&rows);
    if !notes.is_empty() {
        let _ = writeln!(md, "\n{notes}");
    } else {
        md.push('\n');
    }
    let _ = writeln!(
        md,
        "PSM finds the bugs of the other demos that have a harness ({}) in none or few of the \
         seeds of the comparison above, so they are not run by default; `--only NAME[,NAME]` \
         runs them here. Regenerate with `scripts/bench-psm-shrink.sh` \
         (`cargo bench -p demos --bench planted_psm_shrink -- --bench`); source: \
         `demos/benches/planted_psm_shrink.rs`, the harnesses in `demos/benches/support/psm.rs`. \
         This run took {elapsed:.0} s on {} cores (`nproc`), shared with other work: quote the \
         lengths and the orders of magnitude of the times, not the exact times.\n\n{END}",
        listing(
            all.iter()
                .map(|b| b.name)
                .filter(|name| !DEFAULT_BUGS.contains(name))
        ),
        std::thread::available_parallelism().map_or(0, |n| n.get()),
    );

    if !bench {
        eprintln!(
            "smoke run done in {elapsed:.1} s (run with --bench to measure and write the report)"
        );
        return;
    }
    if print_only {
        println!("{md}");
        return;
    }
    support::write_section(BEGIN, END, &md);
    print!("{rows}");
    println!("wrote the psm-shrink section of docs/benchmarks.md in {elapsed:.0} s");
}

//! Time to bug on the paper's demos and the planted-bug suite: the engine against
//! proptest-state-machine, side by side in one process.
//!
//! For each demo measured here (the paper's `parray`, `ptset`, `sparray`, `bag-det`,
//! `bag-nondet`, `pairs` and `avl`; the planted `btree`, `hashtab`, `varint`, `arena`,
//! `histogram` and `bigset`) and each seed `1..=SEEDS`, two drivers look for the bug of the
//! faulty candidate:
//!
//! * the engine, with the demo's spec as written:
//!   `faulty_engine().run_random(&Config::with_seed(s).scenarios(100_000).shrink(false))`,
//!   progress off, and the same time cap as proptest as a safety net;
//! * proptest-state-machine (PSM), with a harness written as a PSM user would write it from the
//!   same API: a `ReferenceStateMachine` over the demo's reference whose transitions are the
//!   spec's operations with the same natural domains (`any::<u8>()` keys for `btree`,
//!   `any::<u64>()` keys and values for `hashtab`, `any::<u64>()` values for `varint`,
//!   `any::<u64>()` ids for `arena`, `any::<i64>()` keys for `ptset`, lengths below 16 and
//!   sequential elements for `parray` and `sparray`, ...), chosen by an unweighted
//!   `prop_oneof!`, up to 99 transitions a case (`sequential_strategy(1..100)`, as
//!   `prop_state_machine!`'s `sequential 1..100` writes it), and the faulty candidate as the
//!   system under test. The reference state carries the result of the last transition, and the
//!   test asserts that the candidate returns the same (for `bag-nondet`, whose `pop` may
//!   return any element, PSM has no judge: the reference tracks the number of elements, and
//!   the test keeps the elements beside the candidate and asserts that each one popped is
//!   among them). For the APIs of one instance (the planted bugs and the bags) the constructor
//!   is the initial state, as PSM harnesses are written, and there are no preconditions: none
//!   of these APIs needs one. The persistent
//!   demos (`parray`, `ptset`, `sparray`, `pairs`, `avl`) keep every value made, as the spec
//!   does: the state is a vector of them, the constructors are transitions, the other
//!   operations pick operands among them, and `preconditions` states what the spec requires of
//!   the operands (an index in bounds, `sparray`'s validity); `avl`'s test checks each set it makes with `assert_balanced()`, as the spec's
//!   abstract type does. The `TestRunner` is seeded with
//!   `TestRng::from_seed(RngAlgorithm::ChaCha, s)` (as in `parray.rs`), with `cases`
//!   unbounded, failure persistence off and shrinking off (`max_shrink_iters = 0`); a run stops
//!   at the first failing case or at the time cap (the check is made before each case), and
//!   then counts as "not found".
//!
//! The harnesses are in `support/psm.rs`, shared with `planted_psm_shrink.rs` (the shrink
//! comparison on the bugs PSM finds) and, for `parray`, with `parray.rs`. Each harness also
//! runs a few cases against the working candidate first and must pass, so a PSM failure on the
//! faulty one is the planted bug and not a harness mistake.
//!
//! The report gives, per bug and per driver, the seeds that found the bug, the median time and
//! the median scenarios (engine) or cases (PSM) to the bug, and the ratio of the median times.
//! Medians are over all seeds, a run that found nothing counting as slower than the cap; when
//! that puts the median past the cap it reads "> cap".
//!
//! `cargo bench -p demos --bench planted_psm -- --bench` (or `scripts/bench-psm-planted.sh`;
//! `cargo bench` passes `--bench` by itself) rewrites the section of `docs/benchmarks.md` between `<!-- psm-planted:begin -->` and
//! `<!-- psm-planted:end -->` (appended at the end of the file when missing) and nothing else.
//! Options: `--seeds N`, `--cap SECONDS` (the per-run cap, 10 by default), `--only NAME[,NAME]`,
//! `--print` (print the section, do not write it). Without `--bench` (as
//! `cargo test --all-targets` runs it) it does a smoke run of one seed with small caps and
//! writes nothing.

mod support;
use support::thousands;
#[path = "support/psm.rs"]
mod psm;
use psm::{
    arena, avl, bag_det, bag_nondet, bigset, btree, hashtab, histogram, pairs, parray, ptset,
    sparray, varint, Silent,
};

use std::cell::Cell;
use std::fmt::Debug;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use monolith_core::{Config, Engine};
use proptest::test_runner::{
    Config as PtConfig, RngAlgorithm, TestCaseError, TestError, TestRunner,
};
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest};

/// The engine's scenario budget per seed.
const SCENARIOS: u64 = 100_000;
/// Cases each PSM harness runs against the working candidate before it is measured.
const WORKING_CASES: u32 = 200;

const BEGIN: &str = "<!-- psm-planted:begin -->";
const END: &str = "<!-- psm-planted:end -->";

// ---------------------------------------------------------------------------------------------
// The two drivers.

/// One seed's run of one driver.
#[derive(Clone, Copy, Debug)]
struct Run {
    found: bool,
    /// Wall time to the bug, or until the run gave up.
    secs: f64,
    /// Scenarios (engine) or cases (PSM) run, the failing one included.
    runs: u64,
}

fn engine_run(engine: fn() -> Engine, seed: u64, scenarios: u64, cap: f64) -> Run {
    let engine = engine();
    let mut config = Config::with_seed(seed)
        .scenarios(scenarios)
        .seconds(cap)
        .shrink(false);
    config.progress = false;
    let start = Instant::now();
    let result = engine.run_random(&config);
    let secs = start.elapsed().as_secs_f64();
    match result {
        Err(report) => Run {
            found: true,
            secs,
            runs: report.seed.map_or(0, |(_, i)| i + 1),
        },
        Ok(stats) => Run {
            found: false,
            secs,
            runs: stats.scenarios,
        },
    }
}

/// A PSM run of the harness `M` under `seed`: at most `cases` cases, stopped before the first
/// case that would start after `cap`.
fn psm_run<M>(seed: u64, cases: u32, cap: Duration) -> Run
where
    M: StateMachineTest,
    <M::Reference as ReferenceStateMachine>::State: Clone + Debug,
    <M::Reference as ReferenceStateMachine>::Transition: Clone + Debug,
{
    let config = PtConfig {
        cases,
        failure_persistence: None,
        max_shrink_iters: 0,
        rng_algorithm: RngAlgorithm::ChaCha,
        ..PtConfig::default()
    };
    let start = Instant::now();
    let mut runner = TestRunner::new_with_rng(config.clone(), psm::seeded_rng(seed));
    let run = Cell::new(0u64);
    let timed_out = Cell::new(false);
    let silent = Silent::on();
    let result = runner.run(
        &M::Reference::sequential_strategy(1..100),
        |(init, transitions, _seen)| {
            if start.elapsed() >= cap {
                timed_out.set(true);
                return Err(TestCaseError::fail("time cap"));
            }
            run.set(run.get() + 1);
            // The seen-transitions counter only guides shrinking. With shrinking off,
            // proptest-state-machine 0.9 panics on it ("Unexpected non-zero
            // `seen_transitions_counter`") when the runner takes the failing value, so it is
            // not passed.
            M::test_sequential(config.clone(), init, transitions, None);
            Ok(())
        },
    );
    drop(silent);
    let secs = start.elapsed().as_secs_f64();
    let found = match result {
        Ok(()) => false,
        Err(TestError::Fail(..)) => !timed_out.get(),
        Err(TestError::Abort(reason)) => panic!("proptest aborted: {reason}"),
    };
    Run {
        found,
        secs,
        runs: run.get(),
    }
}

/// A demo's bug and its two drivers.
struct Bug {
    /// The demo's name (its engine is `demos::find(name)`'s).
    name: &'static str,
    /// The faulty candidate under PSM: `(seed, cap)`.
    psm: fn(u64, Duration) -> Run,
    /// The working candidate under PSM: `(seed, cases)`; must not fail.
    psm_working: fn(u64, u32) -> Run,
}

impl Bug {
    fn engine(&self) -> fn() -> Engine {
        let demo = demos::find(self.name).expect("a demo of that name");
        assert!(demo.faulty, "{} is not a faulty demo", self.name);
        demo.engine
    }
}

/// `bug!(name, faulty harness, working harness)`, or `bug!(name)` for a planted bug, whose
/// harness is generic over the candidate's `BUGGY` parameter.
macro_rules! bug {
    ($name:ident) => {
        bug!(stringify!($name), $name::Test<true>, $name::Test<false>)
    };
    ($name:expr, $faulty:ty, $working:ty) => {
        Bug {
            name: $name,
            psm: |seed, cap| psm_run::<$faulty>(seed, u32::MAX, cap),
            psm_working: |seed, cases| psm_run::<$working>(seed, cases, Duration::from_secs(3_600)),
        }
    };
}

/// The paper's demos, then the planted bugs.
fn bugs() -> Vec<Bug> {
    vec![
        bug!("parray", parray::Faulty, parray::Working),
        bug!("ptset", ptset::Faulty, ptset::Working),
        bug!("sparray", sparray::Faulty, sparray::Working),
        bug!("bag-det", bag_det::Faulty, bag_det::Working),
        bug!("bag-nondet", bag_nondet::Faulty, bag_nondet::Working),
        bug!("pairs", pairs::Faulty, pairs::Working),
        bug!("avl", avl::Faulty, avl::Working),
        bug!(btree),
        bug!(hashtab),
        bug!(varint),
        bug!(arena),
        bug!(histogram),
        bug!(bigset),
    ]
}

// ---------------------------------------------------------------------------------------------
// Statistics and the report.

/// The median of the runs' times, a run that found nothing counting as slower than any that
/// did; `None` when the median is such a run.
fn median_secs(runs: &[Run]) -> Option<f64> {
    let mut v: Vec<f64> = runs
        .iter()
        .map(|r| if r.found { r.secs } else { f64::INFINITY })
        .collect();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    let m = if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    };
    m.is_finite().then_some(m)
}

/// The median of the scenarios or cases to the bug, over the runs that found it (the upper one
/// of the two middle runs when their number is even).
fn median_runs(runs: &[Run]) -> Option<u64> {
    let mut v: Vec<u64> = runs.iter().filter(|r| r.found).map(|r| r.runs).collect();
    v.sort_unstable();
    (!v.is_empty()).then(|| v[v.len() / 2])
}

fn duration(secs: f64) -> String {
    if secs < 1e-3 {
        format!("{:.0} µs", secs * 1e6)
    } else if secs < 1.0 {
        format!("{:.1} ms", secs * 1e3)
    } else {
        format!("{secs:.2} s")
    }
}

/// A ratio with two significant digits below 10: `0.037x`, `2.4x`, `35x`, `1,234x`.
fn ratio(r: f64) -> String {
    if r < 1.0 {
        // Two significant digits: PSM is faster on the bugs that its first cases find.
        let decimals = (1.0 - r.log10().floor()).clamp(2.0, 6.0) as usize;
        format!("{r:.decimals$}x")
    } else if r >= 100.0 {
        format!("{}x", thousands(r.round() as u64))
    } else if r >= 10.0 {
        format!("{r:.0}x")
    } else {
        format!("{r:.1}x")
    }
}

/// A driver's cells: found, median time, median scenarios or cases.
fn cells(runs: &[Run], cap: f64) -> String {
    let found = runs.iter().filter(|r| r.found).count();
    let time = median_secs(runs).map_or_else(|| format!("> {cap} s"), duration);
    let n = median_runs(runs).map_or_else(|| "—".to_string(), thousands);
    format!("{found}/{} | {time} | {n}", runs.len())
}

/// PSM's median time over the engine's.
fn ratio_cell(engine: &[Run], psm: &[Run], cap: f64) -> String {
    match (median_secs(engine), median_secs(psm)) {
        (Some(e), Some(p)) => ratio(p / e),
        (Some(e), None) => format!("> {}", ratio(cap / e)),
        _ => "—".to_string(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bench = args.iter().any(|a| a == "--bench");
    let opt = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let seeds: u64 = opt("--seeds")
        .and_then(|s| s.parse().ok())
        .unwrap_or(if bench { 10 } else { 1 });
    let cap: f64 = opt("--cap")
        .and_then(|s| s.parse().ok())
        .unwrap_or(if bench { 10.0 } else { 0.2 });
    let scenarios = if bench { SCENARIOS } else { 2_000 };
    let working_cases = if bench { WORKING_CASES } else { 20 };
    let only: Option<Vec<String>> = opt("--only").map(|s| s.split(',').map(String::from).collect());
    let print_only = args.iter().any(|a| a == "--print");
    let bugs: Vec<Bug> = bugs()
        .into_iter()
        .filter(|b| only.as_ref().is_none_or(|o| o.iter().any(|x| x == b.name)))
        .collect();
    psm::install_silent_hook();

    let started = Instant::now();
    let mut rows = String::new();
    for bug in &bugs {
        let ok = (bug.psm_working)(0, working_cases);
        assert!(
            !ok.found && ok.runs == u64::from(working_cases),
            "the PSM harness of {} fails on the working candidate: {ok:?}",
            bug.name
        );
        let mut engine = Vec::new();
        let mut psm = Vec::new();
        for seed in 1..=seeds {
            let e = engine_run(bug.engine(), seed, scenarios, cap);
            let p = (bug.psm)(seed, Duration::from_secs_f64(cap));
            eprintln!(
                "{:>10} seed {seed:>2}: engine {} in {} ({} scenarios), PSM {} in {} ({} cases)",
                bug.name,
                if e.found { "found" } else { "not found" },
                duration(e.secs),
                e.runs,
                if p.found { "found" } else { "not found" },
                duration(p.secs),
                p.runs,
            );
            engine.push(e);
            psm.push(p);
        }
        let _ = writeln!(
            rows,
            "| `{}` | {} | {} | {} |",
            bug.name,
            cells(&engine, cap),
            cells(&psm, cap),
            ratio_cell(&engine, &psm, cap),
        );
    }
    let elapsed = started.elapsed().as_secs_f64();

    let mut md = String::new();
    let _ = writeln!(md, "{BEGIN}\n");
    let _ = writeln!(
        md,
        "## The paper's demos and the planted bugs: time to bug, the engine against \
         proptest-state-machine\n"
    );
    let _ = writeln!(
        md,
        "Seeds 1 to {seeds}, the two drivers one after the other for each seed, in one process. \
         The engine: the demo's spec as written, `faulty_engine().run_random(..)` with \
         `Config::with_seed(s).scenarios({scenarios})` and shrinking off, capped at {cap} s a run. \
         proptest-state-machine (PSM): a harness over the same operations with the same natural \
         domains (for the paper's demos: lengths below 16 and sequential elements for `parray` \
         and `sparray`, `any::<i64>()` keys for `ptset` where the spec's `int::<i64>()` draws \
         the extreme values more often, `any::<i32>()` elements for the bags and `pairs`, \
         `any::<u8>()` for `avl`; for the planted bugs: `any::<u8>()` keys for `btree`, \
         `any::<u64>()` keys, values and ids for `hashtab`, `varint` and `arena`, \
         `any::<Vec<u16>>()` for `bigset`'s `extend`), an unweighted `prop_oneof!`, \
         `sequential_strategy(1..100)`, the faulty candidate as the system under test. The bags \
         and the planted bugs have one instance a case, built as the initial state; the \
         persistent demos keep every value made and pick operands among them, with \
         `preconditions` for what the spec requires of them (`sparray`'s validity, an index in \
         bounds), and `avl`'s test calls \
         `assert_balanced()` on each set made, as the spec's check does. PSM has no judge for \
         `bag-nondet`'s `pop`, which may return any element: its reference tracks the number of \
         elements, and its test keeps the elements beside the candidate and asserts that each \
         one popped is among them. A `TestRunner` seeded \
         with the seed, shrinking and failure persistence off, stopped at the first failure or \
         after {cap} s. Medians are over all seeds, a run that found nothing counting as slower \
         than the cap (so \"> cap\" when half of them or more found nothing); the median \
         scenarios or cases are over the runs that found the bug. The ratio is PSM's median \
         time over the engine's.\n"
    );
    let _ = writeln!(
        md,
        "| bug | engine: found | engine: median time | engine: median scenarios | PSM: found | PSM: median time | PSM: median cases | PSM / engine |"
    );
    let _ = writeln!(md, "|---|---:|---:|---:|---:|---:|---:|---:|");
    md.push_str(&rows);
    let _ = writeln!(
        md,
        "\nRegenerate with `scripts/bench-psm-planted.sh` \
         (`cargo bench -p demos --bench planted_psm -- --bench`); source: \
         `demos/benches/planted_psm.rs`. This run took {elapsed:.0} s on {} cores (`nproc`), \
         shared with other work: quote the found counts and the orders of magnitude, not the \
         exact times.\n\n{END}",
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
    println!("wrote the psm-planted section of docs/benchmarks.md in {elapsed:.0} s");
}

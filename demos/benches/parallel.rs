//! Parallel mode against a hand-written stress test, on the concurrent demos
//! (`demos/src/concurrent/`): time to each race, and rounds per second on a working candidate.
//!
//! The hand-written driver is what a user writes without monolith-rs: each round, a fresh
//! candidate, two `std::thread::scope` threads making four random calls each (ChaCha8, seeded
//! by the seed and the round), and a check of an invariant afterwards that the race breaks (a
//! set: successful inserts minus successful removes is the length; a register written with
//! equal halves: every read has equal halves; a vector: its length is the number of pushes, and
//! no two pushes took one index). It needs no reference and no linearizability search, but an
//! invariant per API, written by hand, and prints no reproducer.
//!
//! `cargo bench -p demos --bench parallel -- --bench` (or `scripts/bench-parallel.sh`) rewrites
//! the parallel-mode section of `docs/benchmarks.md`; `--seeds N`, `--cap SECONDS` (per seed
//! and driver), `--print`. Without `--bench` (as `cargo test --all-targets` runs it), a smoke
//! run of one seed that writes nothing.

mod support;

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use demos::concurrent::growvec::{self, SharedVec};
use demos::concurrent::register::{self, PairRegister};
use demos::concurrent::set::{self, ConcurrentSet};
use monolith_core::Config;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const BEGIN: &str =
    "<!-- parallel:begin (written by `cargo bench -p demos --bench parallel -- --bench`) -->";
const END: &str = "<!-- parallel:end -->";

/// One round's random generator for thread `t`.
fn rng(seed: u64, round: u64, t: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed ^ round.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ t << 56)
}

/// The hand-written set test: whether the round broke the invariant.
fn set_round<S: ConcurrentSet + Send + Sync>(seed: u64, round: u64) -> bool {
    let s = S::new();
    let (ins, rem) = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..2)
            .map(|t| {
                let s = &s;
                scope.spawn(move || {
                    let mut rng = rng(seed, round, t);
                    let (mut ins, mut rem) = (0i64, 0i64);
                    for _ in 0..4 {
                        let k = rng.random_range(0..4);
                        match rng.random_range(0..3) {
                            0 => ins += i64::from(s.insert(k)),
                            1 => rem += i64::from(s.remove(k)),
                            _ => {
                                s.contains(k);
                            }
                        }
                    }
                    (ins, rem)
                })
            })
            .collect();
        threads
            .into_iter()
            .map(|h| h.join().unwrap())
            .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
    });
    ins - rem != s.len() as i64
}

/// The hand-written register test: every read has equal halves, as every write.
fn register_round<P: PairRegister + Default>(seed: u64, round: u64) -> bool {
    let p = P::default();
    std::thread::scope(|scope| {
        let threads: Vec<_> = (0..2)
            .map(|t| {
                let p = &p;
                scope.spawn(move || {
                    let mut rng = rng(seed, round, t);
                    let mut torn = false;
                    for _ in 0..4 {
                        if rng.random() {
                            let x = rng.random();
                            p.set(x, x);
                        } else {
                            let (a, b) = p.get();
                            torn |= a != b;
                        }
                    }
                    torn
                })
            })
            .collect();
        threads.into_iter().any(|h| h.join().unwrap())
    })
}

/// The hand-written vector test: as long as the pushes, and no index taken twice.
fn growvec_round<V: SharedVec + Default>(seed: u64, round: u64) -> bool {
    let v = V::default();
    let mut indices: Vec<usize> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..2)
            .map(|t| {
                let v = &v;
                scope.spawn(move || {
                    let mut rng = rng(seed, round, t);
                    let mut took = Vec::new();
                    for _ in 0..4 {
                        if rng.random_range(0..3) < 2 {
                            took.push(v.push(rng.random()));
                        } else {
                            v.get(rng.random_range(0..8));
                        }
                    }
                    took
                })
            })
            .collect();
        threads
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let pushes = indices.len();
    indices.sort_unstable();
    indices.dedup();
    indices.len() != pushes || v.len() != pushes
}

/// Runs `round` until it fails or `cap` passes: the time to the failure and the rounds run.
fn hand(round: fn(u64, u64) -> bool, seed: u64, cap: Duration) -> (Option<f64>, u64) {
    let start = Instant::now();
    let mut n = 0;
    while start.elapsed() < cap {
        n += 1;
        if round(seed, n) {
            return (Some(start.elapsed().as_secs_f64()), n);
        }
    }
    (None, n)
}

/// The engine's time to the race with shrinking off, within `cap`.
fn engine(name: &str, seed: u64, cap: Duration) -> Option<f64> {
    let demo = demos::concurrent::find(name).unwrap();
    let config = Config::with_seed(seed)
        .seconds(cap.as_secs_f64())
        .shrink(false);
    let start = Instant::now();
    (demo.run)(&config)
        .err()
        .map(|_| start.elapsed().as_secs_f64())
}

fn median(v: &[f64]) -> Option<f64> {
    let mut v = v.to_vec();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v.get(v.len() / 2).copied()
}

fn show(t: Option<f64>) -> String {
    match t {
        Some(t) if t < 1.0 => format!("{:.0} ms", t * 1e3),
        Some(t) => format!("{t:.2} s"),
        None => "-".into(),
    }
}

fn main() {
    let args = support::Args::parse();
    let seeds: u64 = args.num("--seeds", 10, 1);
    let cap = Duration::from_secs_f64(args.num("--cap", 10.0, 2.0));
    type Round = fn(u64, u64) -> bool;
    let races: [(&str, &str, Round); 3] = [
        (
            "set-race",
            "check-then-act insert",
            set_round::<set::faulty::RacySet>,
        ),
        (
            "register-torn",
            "torn read of a pair",
            register_round::<register::faulty::TornRegister>,
        ),
        (
            "growvec-race",
            "push lost while growing",
            growvec_round::<growvec::faulty::RacyVec>,
        ),
    ];
    let mut md = String::new();
    let _ = writeln!(md, "{BEGIN}\n");
    let _ = writeln!(md, "## Parallel mode: concurrent candidates\n");
    let _ = writeln!(
        md,
        "The three races of `demos/src/concurrent/`, seeds 1 to {seeds}, each driver capped at \
         {:.0} s a seed, side by side in one run on a 2-core machine \
         (`demos/benches/parallel.rs`): parallel mode with its default settings and shrinking \
         off (a prefix and two threads' calls, 200 rounds a scenario, every round's history \
         judged linearizable or not), and a hand-written stress test (a fresh candidate a \
         round, two `thread::scope` threads of four random calls, and an invariant of the API \
         checked afterwards, written by hand for each API).\n",
        cap.as_secs_f64()
    );
    let _ = writeln!(
        md,
        "| race | demo | parallel mode: found | median time | hand-written: found | median time | its rounds (median) |"
    );
    let _ = writeln!(md, "|---|---|---:|---:|---:|---:|---:|");
    for (name, what, round) in races {
        let mut ours = Vec::new();
        let mut theirs = Vec::new();
        let mut rounds = Vec::new();
        for seed in 1..=seeds {
            let e = engine(name, seed, cap);
            let (h, n) = hand(round, seed, cap);
            eprintln!("{name} seed {seed}: engine {e:?}, hand-written {h:?} in {n} rounds");
            ours.extend(e);
            theirs.extend(h);
            rounds.push(n as f64);
        }
        let _ = writeln!(
            md,
            "| {what} | `{name}` | {}/{seeds} | {} | {}/{seeds} | {} | {} |",
            ours.len(),
            show(median(&ours)),
            theirs.len(),
            show(median(&theirs)),
            support::thousands(median(&rounds).unwrap_or(0.0) as u64),
        );
    }
    // Scenarios and rounds to each race of every faulty demo, by seed.
    let _ = writeln!(
        md,
        "\nWhat parallel mode ran to each race of `demos/src/concurrent/`, seeds 1 to {seeds} \
         (up to 5,000 scenarios, shrinking off): the scenarios, the failing one included, and \
         the rounds (repetitions of a scenario, 200 at most each) over all of them.\n"
    );
    let _ = writeln!(
        md,
        "| demo | found | scenarios: median | max | rounds: median | max |"
    );
    let _ = writeln!(md, "|---|---:|---:|---:|---:|---:|");
    for demo in demos::concurrent::DEMOS.iter().filter(|d| d.faulty) {
        let (mut scenarios, mut rounds) = (Vec::new(), Vec::new());
        for seed in 1..=seeds {
            if let Err(report) = (demo.run)(&Config::with_seed(seed).scenarios(5_000).shrink(false))
            {
                scenarios.push(report.found_after.scenarios as f64);
                rounds.push(report.found_after.rounds as f64);
            }
        }
        let max = |v: &[f64]| v.iter().copied().fold(0.0, f64::max) as u64;
        let _ = writeln!(
            md,
            "| `{}` | {}/{seeds} | {} | {} | {} | {} |",
            demo.name,
            scenarios.len(),
            support::thousands(median(&scenarios).unwrap_or(0.0) as u64),
            support::thousands(max(&scenarios)),
            support::thousands(median(&rounds).unwrap_or(0.0) as u64),
            support::thousands(max(&rounds)),
        );
    }
    // Rounds per second on a working candidate, one after the other.
    let secs = cap.as_secs_f64().min(5.0);
    let locked = demos::concurrent::find("set-locked").unwrap();
    let start = Instant::now();
    let stats = (locked.run)(&Config::with_seed(1).seconds(secs)).expect("no false alarm");
    let ours = stats.rounds as f64 / start.elapsed().as_secs_f64();
    let (_, n) = hand(
        set_round::<set::working::LockedSet>,
        1,
        Duration::from_secs_f64(secs),
    );
    let theirs = n as f64 / secs;
    let _ = writeln!(
        md,
        "\nRounds a second on the working set (`set-locked`), {secs:.0} s each: parallel mode \
         {}, the hand-written test {} ({:.1} times as many). Parallel mode spawns its threads \
         once a scenario and releases them on spinning gates each round; the hand-written test \
         spawns two threads a round, whose starts are tens of microseconds apart, so most of \
         its rounds run the threads one after the other. Regenerate with \
         `scripts/bench-parallel.sh`. Times are of one noisy shared machine.\n\n{END}",
        support::thousands(ours as u64),
        support::thousands(theirs as u64),
        ours / theirs.max(1.0),
    );
    if args.print_only {
        println!("{md}");
        return;
    }
    support::write_section(BEGIN, END, &md);
    println!("wrote the parallel-mode section of docs/benchmarks.md");
}

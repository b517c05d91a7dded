//! The planted-bug suite under random mode with default settings: every faulty candidate is
//! found for seeds 1 to 20, within a bounded number of scenarios, and every working candidate
//! passes. Work is bounded by scenario counts; the time to bug is measured in
//! `cargo bench -p demos --bench generation`.
//!
//! Each planted demo's own tests, on its bug and its working twin, are in the module of its name.

mod arena;
mod bigset;
mod btree;
mod hashtab;
mod histogram;
mod intervals;
mod prefixset;
mod pvec;
mod ring;
mod rope;
mod sched;
mod textbuf;
mod varint;

use monolith_core::Config;

const SEEDS: std::ops::RangeInclusive<u64> = 1..=20;
/// The scenario budget of one seed. The median number of scenarios to each bug is far below
/// it (see docs/benchmarks.md).
const BUDGET: u64 = 100_000;

/// The faulty planted demos: random mode finds every one.
fn found() -> impl Iterator<Item = &'static demos::Demo> {
    demos::planted::PLANTED.iter().filter(|d| d.faulty)
}

#[test]
fn every_planted_bug_is_found_for_every_seed() {
    for demo in found() {
        let engine = (demo.engine)();
        let mut scenarios = Vec::new();
        for seed in SEEDS {
            let report = engine
                .run_random(&Config::with_seed(seed).scenarios(BUDGET).shrink(false))
                .err()
                .unwrap_or_else(|| panic!("{}: not found with seed {seed}", demo.name));
            scenarios.push(report.seed.expect("random mode").1 + 1);
        }
        scenarios.sort_unstable();
        eprintln!(
            "{}: median {} scenarios to the bug",
            demo.name,
            scenarios[scenarios.len() / 2]
        );
    }
}

#[test]
fn every_planted_bug_shrinks_to_a_reproducer() {
    for demo in found() {
        let report = (demo.engine)()
            .run_random(&Config::with_seed(1).scenarios(BUDGET))
            .expect_err("found");
        assert!(report.flaky.is_none(), "{}: {report}", demo.name);
        assert!(report.reproducer.starts_with("#[test]\n"), "{report}");
        assert!(
            report.reproducer.contains("use demos::planted::"),
            "{report}"
        );
    }
}

#[test]
fn no_working_candidate_raises_an_alarm() {
    for demo in demos::planted::PLANTED.iter().filter(|d| !d.faulty) {
        for seed in 1..=3 {
            if let Err(r) = (demo.engine)().run_random(&Config::with_seed(seed).scenarios(3_000)) {
                panic!("{}: false alarm\n{r}", demo.name);
            }
        }
    }
}

/// xorshift64: a deterministic source for long histories, no crate needed.
pub fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// xorshift64*: deterministic draws, no crate needed.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n
    }
}

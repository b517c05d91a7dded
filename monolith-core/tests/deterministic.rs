//! Determinism by self-composition (`Engine::declare_deterministic`): no false alarm on a
//! deterministic candidate, a nondeterministic result or a panic of one run found and printed
//! as two runs, and the same report for the same seed. Every run is bounded by a scenario count.

use std::cell::Cell;

use monolith_core::{spec::*, Config, Engine, FailureKind, Report};

thread_local! {
    /// The number of counters made on this thread: what makes the faulty counter's runs differ.
    static MADE: Cell<u32> = const { Cell::new(0) };
}

/// A counter whose `read` is wrong on every other instance when `BUGGY`.
#[derive(Debug, Clone)]
pub struct Counter<const BUGGY: bool> {
    n: u32,
    odd: bool,
}

impl<const BUGGY: bool> Default for Counter<BUGGY> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const BUGGY: bool> Counter<BUGGY> {
    pub fn new() -> Self {
        let made = MADE.with(|m| {
            m.set(m.get() + 1);
            m.get()
        });
        Counter {
            n: 0,
            odd: made % 2 == 1,
        }
    }
    pub fn bump(&mut self, by: u8) {
        self.n += u32::from(by);
    }
    pub fn read(&self) -> u32 {
        if BUGGY && self.odd && self.n > 2 {
            self.n + 1
        } else {
            self.n
        }
    }
    pub fn halve(&self) -> u32 {
        assert!(!(BUGGY && self.odd && self.n == 7), "seven");
        self.n / 2
    }
}

fn engine<const BUGGY: bool>() -> Engine {
    let mut engine = Engine::new();
    let c = engine.abstract_type::<Counter<BUGGY>, Counter<BUGGY>>("c");
    engine.declare_deterministic(
        "Counter::new",
        args().returns(c.clone()),
        Counter::<BUGGY>::new,
    );
    engine.declare_deterministic(
        "Counter::bump",
        args().arg(c.by_mut()).arg(lt(4u8)).returns(unit()),
        Counter::<BUGGY>::bump,
    );
    engine.declare_deterministic(
        "Counter::read",
        args().arg(c.by_ref()).returns(int::<u32>()),
        Counter::<BUGGY>::read,
    );
    engine
}

fn run(engine: &Engine, seed: u64) -> Result<(), Box<Report>> {
    let mut config = Config::with_seed(seed).scenarios(1_000);
    config.progress = false;
    config.regressions = None;
    engine.run_random(&config).map(drop).map_err(Box::new)
}

#[test]
fn a_deterministic_candidate_passes() {
    for seed in 1..6 {
        assert!(run(&engine::<false>(), seed).is_ok());
    }
}

#[test]
fn two_runs_that_disagree_are_found_and_printed_as_two_runs() {
    for seed in [1, 2, 3, 42] {
        let report = run(&engine::<true>(), seed).expect_err("a failure");
        assert_eq!(
            report.failure.kind,
            FailureKind::Nondeterministic,
            "{report}"
        );
        assert_eq!(report.failure.operation.as_deref(), Some("Counter::read"));
        assert!(report.flaky.is_none(), "{report}");
        assert!(report.reproducer.contains("let run = || {"), "{report}");
        assert!(
            report
                .reproducer
                .contains("        Counter::read(&c0)\n    };"),
            "{report}"
        );
        assert!(
            report.reproducer.contains(
                "    assert!(later.is_none(), \"two runs of the same calls disagree: {first:?}, then {later:?}\");"
            ),
            "{report}"
        );
    }
}

#[test]
fn a_panic_of_one_run_is_the_candidates() {
    let mut engine = engine::<true>();
    let c = engine.abstract_type::<Counter<true>, Counter<true>>("d");
    engine.declare_deterministic(
        "Counter::new_d",
        args().returns(c.clone()),
        Counter::<true>::new,
    );
    engine.declare_deterministic(
        "Counter::bump_d",
        args().arg(c.by_mut()).arg(lt(8u8)).returns(unit()),
        Counter::<true>::bump,
    );
    engine.declare_deterministic(
        "Counter::halve",
        args().arg(c.by_ref()).returns(int::<u32>()),
        Counter::<true>::halve,
    );
    let mut kinds = Vec::new();
    for seed in 1..40 {
        if let Err(report) = run(&engine, seed) {
            assert!(
                matches!(
                    report.failure.kind,
                    FailureKind::Nondeterministic | FailureKind::CandidatePanic
                ),
                "{report}"
            );
            if report.failure.kind == FailureKind::CandidatePanic {
                assert!(
                    report.reproducer.contains("// the candidate panics"),
                    "{report}"
                );
            }
            kinds.push(report.failure.kind);
        }
    }
    assert!(kinds.contains(&FailureKind::CandidatePanic), "{kinds:?}");
}

#[test]
fn the_same_seed_gives_the_same_report_on_a_fresh_thread() {
    let report = || {
        std::thread::spawn(|| run(&engine::<true>(), 7).expect_err("a failure"))
            .join()
            .expect("the run does not panic")
    };
    let (a, b) = (report(), report());
    assert_eq!(a.bytes, b.bytes);
    assert_eq!(a.reproducer, b.reproducer);
}

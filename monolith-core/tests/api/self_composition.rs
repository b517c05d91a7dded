//! Hyperproperties by self-composition (`Engine::declare_deterministic`, `secret`,
//! `commuted`): no false alarm on a candidate that has the property; a nondeterministic result,
//! a panic of one run, a leaked secret or arguments that do not commute found and printed as
//! two runs; and the same report for the same seed. Every run is bounded by a scenario count.

use std::cell::Cell;

use monolith_core::spec::ints::Range;
use monolith_core::spec::two_runs::Commuted;
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

fn pure(f: fn(u8, u8) -> u8, a: impl Fn() -> Commuted<Range<u8>>) -> Engine {
    let mut engine = Engine::new();
    engine.declare_deterministic("f", args().arg(a()).arg(a()).returns(int::<u8>()), f);
    engine
}

#[test]
fn commuted_arguments_find_what_does_not_commute_and_only_that() {
    let any = || commuted(closed(0u8, 255));
    for seed in 1..4 {
        assert!(run(&pure(u8::wrapping_add, any), seed).is_ok());
        assert!(run(&pure(|a, b| a.max(b), any), seed).is_ok());
        let report = run(&pure(u8::saturating_sub, any), seed).expect_err("a failure");
        assert_eq!(report.failure.kind, FailureKind::NotCommutative, "{report}");
        assert!(
            report
                .reproducer
                .contains("let run = |s0, s1| {\n        f(s0, s1)\n    };"),
            "{report}"
        );
        assert!(
            report
                .reproducer
                .contains("assert_eq!(run(1u8, 0u8), run(0u8, 1u8)")
                || report
                    .reproducer
                    .contains("assert_eq!(run(0u8, 1u8), run(1u8, 0u8)"),
            "{report}"
        );
    }
}

#[test]
fn a_secret_that_leaks_is_found_and_one_that_does_not_is_not() {
    let engine = |f: fn(u8, u8) -> u8| {
        let mut engine = Engine::new();
        engine.declare_deterministic(
            "f",
            args()
                .arg(int::<u8>())
                .arg(secret(int::<u8>()))
                .returns(int::<u8>()),
            f,
        );
        engine
    };
    for seed in 1..4 {
        assert!(run(&engine(|low, high| low ^ high.wrapping_sub(high)), seed).is_ok());
        let report =
            run(&engine(|low, high| low.wrapping_add(high & 1)), seed).expect_err("a leak");
        assert_eq!(report.failure.kind, FailureKind::Interference, "{report}");
        assert!(report.reproducer.contains("let run = |s0| {"), "{report}");
    }
}

/// A set of small keys kept in a `Vec`; `BUGGY` lists them in the order they came, not sorted.
#[derive(Debug, Clone, Default)]
pub struct Keys<const BUGGY: bool>(Vec<u8>);

impl<const BUGGY: bool> Keys<BUGGY> {
    pub fn new() -> Self {
        Keys(Vec::new())
    }
    /// Inserts (`true`) or removes (`false`) a key.
    pub fn edit(&mut self, (insert, k): (bool, u8)) {
        match (insert, self.0.iter().position(|&x| x == k)) {
            (true, None) => self.0.push(k),
            (false, Some(i)) => {
                self.0.remove(i);
            }
            _ => {}
        }
    }
    /// The keys, sorted.
    pub fn to_vec(&self) -> Vec<u8> {
        let mut keys = self.0.clone();
        if !BUGGY {
            keys.sort_unstable();
        }
        keys
    }
}

/// Two operations of one API that commute: one declared operation applies two edits, both
/// `commuted`, and the runs apply them in the two orders; later observations compare.
fn two_edits<const BUGGY: bool>() -> Engine {
    let mut engine = Engine::new();
    let keys = engine.abstract_type::<Keys<BUGGY>, Keys<BUGGY>>("k");
    engine.declare_deterministic(
        "Keys::new",
        args().returns(keys.clone()),
        Keys::<BUGGY>::new,
    );
    let edit = || commuted((bool(), int::<u8>()));
    engine.declare_deterministic(
        "edit_both",
        args()
            .arg(keys.by_mut())
            .arg(edit())
            .arg(edit())
            .returns(unit())
            .requires(
                "different_keys",
                |_: &Keys<BUGGY>, a: &(bool, u8), b: &(bool, u8)| a.1 != b.1,
            ),
        |k: &mut Keys<BUGGY>, a: (bool, u8), b: (bool, u8)| {
            k.edit(a);
            k.edit(b);
        },
    );
    engine.declare_deterministic(
        "Keys::to_vec",
        args().arg(keys.by_ref()).returns(vec_of(int::<u8>())),
        Keys::<BUGGY>::to_vec,
    );
    engine
}

#[test]
fn two_operations_that_do_not_commute_are_found_and_two_that_do_pass() {
    for seed in 1..4 {
        assert!(run(&two_edits::<false>(), seed).is_ok(), "seed {seed}");
        let report = run(&two_edits::<true>(), seed).expect_err("a failure");
        assert_eq!(report.failure.kind, FailureKind::NotCommutative, "{report}");
        assert_eq!(
            report.failure.operation.as_deref(),
            Some("Keys::to_vec"),
            "{report}"
        );
        assert!(
            report.reproducer.contains("let run = |s0, s1| {"),
            "{report}"
        );
        assert!(report.reproducer.contains("edit_both(&mut "), "{report}");
    }
}

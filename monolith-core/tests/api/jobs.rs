//! Parallel random campaigns: the same seed and number of jobs give the same scenarios and the
//! same report, the failure of the lowest index is the one reported, and the statistics add up.

use monolith_core::spec::*;
use monolith_core::{Config, Engine};

/// `u8::saturating_add` against a candidate that wraps above 250: a bug a few scenarios in.
fn faulty() -> Engine {
    let mut e = Engine::new();
    e.declare(
        "add",
        args()
            .arg(int::<u8>())
            .arg(int::<u8>())
            .returns(int::<u8>()),
        u8::saturating_add,
        |a: u8, b: u8| match a.checked_add(b) {
            Some(s) if s > 250 => s.wrapping_add(10),
            Some(s) => s,
            None => u8::MAX,
        },
    );
    e
}

fn working() -> Engine {
    let mut e = Engine::new();
    e.declare(
        "add",
        args()
            .arg(int::<u8>())
            .arg(int::<u8>())
            .returns(int::<u8>()),
        u8::saturating_add,
        u8::saturating_add,
    );
    e
}

/// The same engines without feedback: scenario `i` is stream `i` of the seed alone, so one job
/// and two run the same scenarios.
fn without_feedback(build: fn() -> Engine) -> impl Fn() -> Engine + Sync {
    move || {
        let mut e = build();
        let mut g = monolith_core::engine::Generation::default();
        g.feedback = false;
        e.generation(g);
        e
    }
}

#[test]
fn the_same_seed_and_jobs_give_the_same_report() {
    let config = Config::with_seed(7).jobs(2);
    let a = Engine::run_random_jobs(faulty, &config).unwrap_err();
    let b = Engine::run_random_jobs(faulty, &config).unwrap_err();
    assert_eq!(a.to_string(), b.to_string());
    assert_eq!(a.seed, b.seed);
    assert!(
        a.origin().contains("MONOLITH_SEED=7 MONOLITH_JOBS=2"),
        "{}",
        a.origin()
    );
}

#[test]
fn two_jobs_report_the_first_failure_one_job_finds() {
    let build = without_feedback(faulty);
    for seed in 1..=5 {
        let one = build().run_random(&Config::with_seed(seed)).unwrap_err();
        let two = Engine::run_random_jobs(&build, &Config::with_seed(seed).jobs(2)).unwrap_err();
        assert_eq!(one.seed, two.seed, "seed {seed}");
        assert_eq!(one.to_string(), two.to_string(), "seed {seed}");
    }
}

#[test]
fn the_statistics_of_the_workers_add_up() {
    let config = Config::with_seed(3).scenarios(3_001);
    let build = without_feedback(working);
    let one = build().run_random(&config).unwrap();
    let three = Engine::run_random_jobs(&build, &config.clone().jobs(3)).unwrap();
    assert_eq!(three.scenarios, 3_001);
    assert_eq!(three.steps, one.steps);
    assert_eq!(three.lengths, one.lengths);
    assert_eq!(three.operations, one.operations);
    // With feedback, each worker mutates its own scenarios: the same count, other steps.
    let fed = Engine::run_random_jobs(working, &config.jobs(2)).unwrap();
    assert_eq!(fed.scenarios, 3_001);
}

#[test]
fn check_jobs_panics_with_the_report() {
    let panic = std::panic::catch_unwind(|| {
        Engine::check_jobs_with(faulty, &Config::with_seed(2).jobs(2));
    })
    .expect_err("the bug is found");
    let message = panic.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(message.contains("MONOLITH_JOBS=2"), "{message}");
    assert!(message.contains("#[test]"), "{message}");
}

#[test]
fn zero_jobs_is_refused() {
    assert!(Config::default().jobs(0).validate().is_err());
}

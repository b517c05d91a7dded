//! Shrink quality: reproducers are minimal. Each faulty demo states its minimal length in
//! `demos::DEMOS` (`minimal_steps`); this suite checks the shrinker reaches it.

use monolith_core::Config;

const SEEDS: std::ops::Range<u64> = 1..21;

fn shrunk_lengths(demo: &demos::Demo) -> Vec<usize> {
    let engine = (demo.engine)();
    SEEDS
        .map(|seed| {
            let report = engine
                .run_random(&Config::with_seed(seed).scenarios(100_000))
                .expect_err("the faulty demo must fail");
            report.failure.steps
        })
        .collect()
}

#[test]
fn parray_always_shrinks_to_make_set_get_on_the_old_array() {
    let engine = demos::parray::faulty_engine();
    // Seeds 1 to 200 (issue 14): every one reaches the minimal 3 steps.
    for seed in 1..=200 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(100_000))
            .expect_err("Ed's bug must be found");
        assert_eq!(report.failure.steps, 3, "seed {seed}:\n{report}");
        let body: Vec<&str> = report.reproducer.lines().skip(3).collect();
        assert!(
            body[0].starts_with("    let a0 = PArray::make("),
            "seed {seed}:\n{report}"
        );
        assert!(
            body[1].starts_with("    let _a1 = a0.set("),
            "seed {seed}:\n{report}"
        );
        assert!(
            body[2].starts_with("    assert_eq!(a0.get("),
            "seed {seed}:\n{report}"
        );
        assert!(
            body[2].contains("// candidate returned"),
            "seed {seed}:\n{report}"
        );
    }
}

#[test]
fn every_faulty_demo_shrinks_to_its_minimal_length() {
    for demo in demos::DEMOS.iter().filter(|d| d.faulty) {
        let Some(minimal) = demo.minimal_steps else {
            continue;
        };
        let lengths = shrunk_lengths(demo);
        assert!(
            lengths.iter().all(|&n| n >= minimal),
            "{}: shorter than the stated minimum {minimal}: {lengths:?}",
            demo.name
        );
        let hits = lengths.iter().filter(|&&n| n == minimal).count();
        // `ptset`: a scenario that builds two sets apart and joins them by a `union` shrinks
        // to one step more than the minimum, which builds one set from the other; no deletion
        // or lowering gets from one to the other (issue 14, coupled values). 17 of 20 seeds,
        // never more than one step over.
        let (needed, slack) = if demo.name == "ptset" {
            (17, 1)
        } else {
            (19, 0)
        };
        if slack > 0 {
            assert!(
                lengths.iter().all(|&n| n <= minimal + slack),
                "{}: more than {slack} step over the minimum: {lengths:?}",
                demo.name
            );
        }
        assert!(
            hits >= needed,
            "{}: minimal ({minimal} steps) for only {hits} of 20 seeds (at least {needed}): {lengths:?}",
            demo.name
        );
    }
}

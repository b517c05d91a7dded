//! Reproducers printed by the demos, pasted verbatim but for `#[should_panic]`: each must
//! compile against the `demos` crate, use the candidate alone, and fail (so the test passes).
//! `printed_reproducers_are_the_ones_in_this_file` checks that the demos still print exactly
//! these, so the file cannot rot.
//!
//! They were printed with `MONOLITH_REGRESSIONS=off`, so that no saved regression file is
//! replayed before the seeded run.

// MONOLITH_REGRESSIONS=off MONOLITH_SEED=1 cargo run -q -p demos -- parray
#[test]
#[should_panic]
fn parray_reproducer() {
    use demos::parray::faulty::PArray;
    let a0 = PArray::make(1usize, 0);
    let _a1 = a0.set(0usize, 1);
    assert_eq!(a0.get(0usize), 0); // candidate returned 1
}

// MONOLITH_REGRESSIONS=off MONOLITH_SEED=2 cargo run -q -p demos -- gen
#[test]
#[should_panic]
fn gen_reproducer() {
    use demos::gen::faulty::Gen;
    let mut g0 = Gen::new();
    assert_eq!(g0.next(), 0i64);
    assert_eq!(g0.next(), 100i64);
    assert_eq!(g0.next(), 200i64);
    let v4_0 = g0.next();
    assert!(v4_0 > 200); // candidate returned 44
}

// MONOLITH_REGRESSIONS=off MONOLITH_SEED=2 cargo run -q -p demos -- sparray
#[test]
#[should_panic]
fn sparray_reproducer() {
    use demos::sparray::faulty::SpArray;
    let a0 = SpArray::make(1usize, 0);
    let a1 = a0.set(0usize, 1);
    assert_eq!(a0.length(), 1usize);
    let _ = a1.get(0usize); // the candidate panics: semi-persistent array used after it was invalidated
}

#[test]
fn printed_reproducers_are_the_ones_in_this_file() {
    let this_file = include_str!("reproducers.rs");
    for (name, seed) in [("parray", 1), ("gen", 2), ("sparray", 2)] {
        let engine = (demos::find(name).unwrap().engine)();
        let report = engine
            .run_random(&monolith_core::Config::with_seed(seed))
            .expect_err("the faulty demo fails");
        let pasted = report
            .reproducer
            .replacen("#[test]\n", "#[test]\n#[should_panic]\n", 1);
        assert!(
            this_file.contains(&pasted),
            "{name} (seed {seed}) now prints:\n{}",
            report.reproducer
        );
    }
}

//! Reproducers printed by the demos, pasted verbatim but for `#[should_panic]`: each must
//! compile against the `demos` crate, use the candidate alone, and fail (so the test passes).
//!
//! They were printed with `MONOLITH_REGRESSIONS=off`, so that no saved regression file is
//! replayed before the seeded run. They get shorter as the shrinker improves; whatever their
//! length, they must still compile and fail.

// MONOLITH_REGRESSIONS=off MONOLITH_SEED=1 cargo run -q -p demos -- parray
#[test]
#[should_panic]
fn parray_reproducer() {
    use demos::parray::faulty::PArray;
    let a0 = PArray::make(1, 0);
    let _a1 = a0.set(0, 1);
    assert_eq!(a0.get(0), 0); // candidate returned 1
}

// MONOLITH_REGRESSIONS=off MONOLITH_SEED=2 cargo run -q -p demos -- gen
#[test]
#[should_panic]
fn gen_reproducer() {
    use demos::gen::faulty::Gen;
    let mut g0 = Gen::new();
    let v1_0 = g0.next();
    assert_eq!(v1_0, 0);
    let v2_0 = g0.next();
    assert_eq!(v2_0, 100);
    let v3_0 = g0.next();
    assert_eq!(v3_0, 200);
    let v4_0 = g0.next();
    assert!(v4_0 > 200); // candidate returned 44
}

// MONOLITH_REGRESSIONS=off MONOLITH_SEED=2 cargo run -q -p demos -- sparray
#[test]
#[should_panic]
fn sparray_reproducer() {
    use demos::sparray::faulty::SpArray;
    let a0 = SpArray::make(1, 0);
    let a1 = a0.set(0, 1);
    assert_eq!(a0.length(), 1);
    let _ = a1.get(0); // the candidate panics: semi-persistent array used after it was invalidated at demos/src/sparray/working.rs:138
}

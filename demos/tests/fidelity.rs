//! The reproducer fidelity suite (issue 15): the reproducer of every shape of
//! `demos::fidelity`, printed by `demos::fidelity::faulty_engine(shape)` with seed 1 and pasted
//! verbatim but for `#[should_panic]` (and `#[rustfmt::skip]`, so that the paste stays as
//! printed). Each must compile against the candidate alone, pass `clippy -D warnings` (CI lints
//! this file with the workspace), and fail on its last statement;
//! the tests below check that they are still what the engine prints and where they fail, and
//! that the working candidate passes every spec.

mod support;

use monolith_core::Config;

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn pair_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.pair(), (3u8, (false, 'a'))); // candidate returned (3, (true, 'a'))
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn sizes_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.sizes(), (2usize, -2000000000000i128, -1i16)); // candidate returned (3, -3000000000000, 0)
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn first_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.first(), Some(0u8)); // candidate returned None
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn checked_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.checked(), Ok(0u8)); // candidate returned Ok(1)
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn pairs_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.pairs(), vec![(0u8, Some("0".to_string())), (0u8, Some("0".to_string()))]); // candidate returned vec![(0, Some("0")), (0, Some("odd"))] (first difference at index 1)
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn text_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.text(), "0, 0"); // candidate returned "0,0"
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn letter_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.letter(), 'a'); // candidate returned '\''
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn is_empty_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert!(!s0.is_empty()); // candidate returned true
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn span_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.span(), 0u8..0u8); // candidate returned 0..1
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn span_inclusive_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.span_inclusive(), 0u8..=0u8); // candidate returned 0..=1
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn head_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(1u8);
    assert_eq!(s0.head(), [0u8, 1u8]); // candidate returned [0, 0]
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn boxed_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.boxed(), Box::new(0u64)); // candidate returned Box::new(1)
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn counts_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.counts(), std::collections::BTreeMap::from([(0u8, 2u16)])); // candidate returned std::collections::BTreeMap::from([(0, 2), (200, 1)])
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn distinct_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(1u8);
    assert_eq!(s0.distinct(), std::collections::BTreeSet::from([-1i8, 0i8])); // candidate returned std::collections::BTreeSet::from([-1])
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn hashed_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.hashed(), std::collections::HashMap::from([(0u8, true)])); // candidate returned std::collections::HashMap::from([(0, true), (201, true)])
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn squares_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.squares(), std::collections::HashSet::from([0u32])); // candidate returned std::collections::HashSet::from([1])
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn elapsed_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert_eq!(s0.elapsed(), std::time::Duration::from_secs(0)); // candidate returned std::time::Duration::from_millis(1)
}

// Mismatch
#[test]
#[should_panic]
#[rustfmt::skip]
fn contains_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    assert!(s0.contains("")); // candidate returned false
}

// CandidatePanic
#[test]
#[should_panic]
#[rustfmt::skip]
fn nth_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    s0.push(0u8);
    let _ = s0.nth(0usize); // the candidate panics: Shapes::nth with two values
}

// CandidatePanic
#[test]
#[should_panic]
#[rustfmt::skip]
fn items_reproducer() {
    use demos::fidelity::faulty::Shapes;
    let mut s0 = Shapes::new();
    s0.push(0u8);
    let _ = s0.items().collect::<Vec<_>>(); // the candidate panics: Items::next past the first value
}

/// Every pasted reproducer, by shape.
const PASTED: [(&str, fn()); 20] = [
    ("pair", pair_reproducer),
    ("sizes", sizes_reproducer),
    ("first", first_reproducer),
    ("checked", checked_reproducer),
    ("pairs", pairs_reproducer),
    ("text", text_reproducer),
    ("letter", letter_reproducer),
    ("is_empty", is_empty_reproducer),
    ("span", span_reproducer),
    ("span_inclusive", span_inclusive_reproducer),
    ("head", head_reproducer),
    ("boxed", boxed_reproducer),
    ("counts", counts_reproducer),
    ("distinct", distinct_reproducer),
    ("hashed", hashed_reproducer),
    ("squares", squares_reproducer),
    ("elapsed", elapsed_reproducer),
    ("contains", contains_reproducer),
    ("nth", nth_reproducer),
    ("items", items_reproducer),
];

#[test]
fn every_shape_is_pasted_here_as_the_engine_prints_it() {
    assert_eq!(PASTED.len(), demos::fidelity::SHAPES.len());
    for shape in demos::fidelity::SHAPES {
        let report = demos::fidelity::faulty_engine(shape)
            .run_random(&Config::with_seed(1))
            .expect_err("the faulty candidate fails");
        support::assert_pasted(
            include_str!("fidelity.rs"),
            "fidelity.rs",
            shape,
            &report.reproducer,
        );
    }
}

#[test]
fn every_pasted_reproducer_fails_on_its_last_statement() {
    let pasted: Vec<(String, fn())> = PASTED
        .iter()
        .map(|&(shape, f)| (format!("{shape}_reproducer"), f))
        .collect();
    let pasted: Vec<(&str, fn())> = pasted.iter().map(|(n, f)| (n.as_str(), *f)).collect();
    support::assert_fail_on_last_statement(include_str!("fidelity.rs"), "fidelity.rs", &pasted);
}

#[test]
fn the_working_candidate_passes_every_shape() {
    for shape in demos::fidelity::SHAPES {
        let engine = demos::fidelity::working_engine(shape);
        for seed in 1..=3 {
            if let Err(report) = engine.run_random(&Config::with_seed(seed).scenarios(2_000)) {
                panic!("{shape}: a false alarm:\n{report}");
            }
        }
    }
}

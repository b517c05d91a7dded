//! The semi-persistent array demo (paper, §4.2): the candidate whose `length` invalidates is
//! caught, the rerooting diff array passes, and reports replay identically.

use demos::sparray::{self, faulty, reference, working, SpArrayApi};
use monolith_core::{Config, FailureKind, Report};

/// Fixed seeds: every test is bounded by scenario counts, never by time.
const SEEDS: [u64; 6] = [1, 2, 3, 42, 1234, 0x5eed_cafe];

/// The minimal reproducer length recorded in `demos::DEMOS`.
fn minimal_steps() -> usize {
    demos::find("sparray").unwrap().minimal_steps.unwrap()
}

fn find_bug(seed: u64) -> Report {
    sparray::faulty_engine()
        .run_random(&Config::with_seed(seed).scenarios(20_000))
        .expect_err("the invalidating length must be caught")
}

#[test]
fn the_faulty_candidate_is_caught_on_an_access_to_a_descendant() {
    for seed in SEEDS {
        let report = find_bug(seed);
        assert_eq!(report.failure.kind, FailureKind::CandidatePanic, "{report}");
        let op = report.failure.operation.as_deref();
        assert!(
            matches!(op, Some("SpArray::get" | "SpArray::set")),
            "{report}"
        );
        assert!(report.failure.message.contains(working::INVALID));
        assert!(report.failure.steps >= minimal_steps(), "{report}");
        assert!(report.flaky.is_none(), "{report}");
        assert!(report.reproducer.starts_with("#[test]\n"), "{report}");
        assert!(report.reproducer.ends_with("}\n"), "{report}");
        assert!(report
            .reproducer
            .contains("use demos::sparray::faulty::SpArray;"));
        assert!(report.reproducer.contains(".length()"), "{report}");
        assert!(report.reproducer.contains("// the candidate panics"));
    }
}

#[test]
fn the_documented_scenario_fails_on_the_faulty_candidate_only() {
    let a0 = faulty::SpArray::make(3, 0);
    let a1 = a0.set(1, 1);
    assert_eq!(a0.length(), 3);
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| a1.get(0)));
    assert!(caught.is_err());

    let a0 = working::SpArray::make(3, 0);
    let a1 = a0.set(1, 1);
    assert_eq!(a0.length(), 3);
    assert_eq!(a1.get(1), 1);
    assert_eq!(a0.get(1), 0);
}

#[test]
fn the_reference_tracks_validity_as_the_paper_says() {
    let a = reference::SpArray::make(2, 0);
    let b = a.set(0, 1);
    let c = b.set(1, 2);
    assert!(a.valid() && b.valid() && c.valid());
    assert_eq!(c.length(), 2); // length invalidates nothing
    assert!(c.valid());
    assert_eq!(b.get(0), 1); // invalidates c
    assert!(a.valid() && b.valid() && !c.valid());
    assert_eq!(c.length(), 2); // length works on any array
    let d = a.set(1, 3); // invalidates b
    assert!(a.valid() && !b.valid() && d.valid());
    assert_eq!(d.get(1), 3);
    assert_eq!(a.get(1), 0);
    // Trees are independent.
    let e = reference::SpArray::make(1, 9);
    assert!(e.valid() && a.valid() && !d.valid());
}

#[test]
fn the_working_candidate_agrees_with_a_copying_model_on_a_long_walk() {
    // A deterministic walk that keeps only valid arrays around, like the engine does.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut path = vec![(working::SpArray::make(8, 0), vec![0; 8])];
    for step in 1..20_000 {
        let at = next(path.len() as u64) as usize;
        path.truncate(at + 1); // accessing `at` invalidates what lies below it
        let i = next(8) as usize;
        let (a, model) = &path[at];
        if next(2) == 0 {
            assert_eq!(a.get(i), model[i]);
        } else {
            let mut m = model.clone();
            m[i] = step;
            let child = (a.set(i, step), m);
            path.push(child);
        }
        if path.len() > 40 {
            path.drain(..20);
        }
    }
}

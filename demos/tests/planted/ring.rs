//! The planted ring bug: the faulty candidate's `last` panics exactly when the ring has had
//! exactly `capacity` pushes and is not empty (its tail is 0), and is right everywhere else;
//! the working candidate agrees with the reference. The capacity and the number of pushes are
//! coupled: deleting a push, or lowering the capacity, alone, makes a failure disappear. Every
//! test is bounded by counts. That random mode finds the bug for seeds 1 to 20, and that the
//! working candidate raises no alarm, is checked for the whole suite in `tests/planted/main.rs` and
//! `tests/engine/every_demo.rs`; how well it shrinks, in `tests/engine/shrink_quality.rs`.

use std::panic::{catch_unwind, AssertUnwindSafe};

use super::XorShift;

use demos::planted::ring::{reference, Faulty, Working};
use monolith_core::Config;

/// The faulty candidate's `last`, or `Err` with the panic message when it panics.
fn faulty_last(f: &Faulty) -> Result<Option<u32>, String> {
    catch_unwind(AssertUnwindSafe(|| f.last())).map_err(|e| {
        e.downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| e.downcast_ref::<String>().cloned())
            .unwrap_or_default()
    })
}

/// Whether the faulty candidate fails on a ring of capacity `capacity` after `pushes` pushes.
fn fails(capacity: usize, pushes: usize) -> bool {
    let mut f = Faulty::new(capacity);
    let mut r = reference::Ring::new(capacity);
    for i in 0..pushes {
        assert_eq!(f.push(i as u32), r.push(i as u32));
    }
    match faulty_last(&f) {
        Ok(got) => {
            assert_eq!(got, r.last(), "capacity {capacity}, {pushes} pushes");
            false
        }
        Err(_) => true,
    }
}

/// One operation of the API other than `last`, on a candidate or the reference, with its
/// result as a string.
macro_rules! apply {
    ($ring:expr, $op:expr, $x:expr) => {
        match $op {
            0 => format!("push {:?}", $ring.push($x)),
            1 => format!("pop {:?}", $ring.pop()),
            2 => format!("len {}", $ring.len()),
            3 => format!("is_empty {}", $ring.is_empty()),
            4 => format!("is_full {}", $ring.is_full()),
            _ => format!("to_vec {:?}", $ring.to_vec()),
        }
    };
}

/// The operations other than `last`: `push`, `pop`, `len`, `is_empty`, `is_full`, `to_vec`.
const OPS: u64 = 6;

/// Draws a capacity: mostly small ones, which fill up, sometimes up to 64.
fn draw_capacity(rng: &mut XorShift) -> usize {
    if rng.below(4) == 0 {
        1 + rng.below(64) as usize
    } else {
        1 + rng.below(6) as usize
    }
}

#[test]
fn the_shortest_reproducer_is_new_push_last() {
    let mut f = Faulty::new(1);
    assert_eq!(f.push(0), None);
    let message = faulty_last(&f).expect_err("the planted bug");
    // With overflow checks, the subtraction; without, the index.
    assert!(
        message.contains("subtract with overflow") || message.contains("out of bounds"),
        "{message}"
    );
    let mut r = reference::Ring::new(1);
    assert_eq!(r.push(0), None);
    assert_eq!(r.last(), Some(0));
}

#[test]
fn the_faulty_candidate_fails_exactly_after_capacity_pushes() {
    // Without pops, the tail after k pushes is k while the buffer grows (k < capacity), 0 at
    // k == capacity (no slot reused yet), and in 1..=capacity after (`next`, wrapped lazily):
    // `last` fails after exactly `capacity` pushes. Every other operation is right, always.
    for capacity in 1..=12usize {
        let mut f = Faulty::new(capacity);
        let mut r = reference::Ring::new(capacity);
        for k in 0..=3 * capacity {
            match faulty_last(&f) {
                Err(_) => assert_eq!(k, capacity, "capacity {capacity}: fails after {k}"),
                Ok(got) => {
                    assert_ne!(k, capacity, "capacity {capacity}: right when full");
                    assert_eq!(got, r.last(), "capacity {capacity}, {k} pushes");
                }
            }
            for op in 0..OPS {
                assert_eq!(
                    apply!(f.clone(), op, 7),
                    apply!(r.clone(), op, 7),
                    "capacity {capacity}, {k} pushes, op {op}"
                );
            }
            let x = 1000 + k as u32;
            assert_eq!(f.push(x), r.push(x), "capacity {capacity}, push {k}");
        }
    }
}

#[test]
fn with_pops_the_faulty_candidate_fails_exactly_after_capacity_pushes() {
    // Pops do not move the tail: `last` fails exactly on a ring with elements that has had
    // exactly `capacity` pushes, however many pops came between them.
    let (mut failures, mut with_pops) = (0, 0);
    for seed in 1..=200 {
        let mut rng = XorShift(seed);
        let capacity = draw_capacity(&mut rng);
        let (mut f, mut r) = (Faulty::new(capacity), reference::Ring::new(capacity));
        let (mut pushes, mut pops) = (0, 0);
        for _ in 0..200 {
            let expect_failure = pushes == capacity && !r.is_empty();
            match faulty_last(&f) {
                Err(_) => {
                    assert!(expect_failure, "seed {seed}: fails after {pushes} pushes");
                    failures += 1;
                    with_pops += usize::from(pops > 0);
                }
                Ok(got) => {
                    assert!(!expect_failure, "seed {seed}: right after {pushes} pushes");
                    assert_eq!(got, r.last(), "seed {seed}");
                }
            }
            // A pop a third of the time, else a push or an observation.
            let op = match rng.below(6) {
                0 | 1 => 1,
                2..=4 => 0,
                _ => 2 + rng.below(OPS - 2),
            };
            pushes += usize::from(op == 0);
            pops += usize::from(op == 1 && !r.is_empty());
            let x = rng.below(1 << 32) as u32;
            assert_eq!(apply!(f, op, x), apply!(r, op, x), "seed {seed}");
        }
    }
    assert!(
        failures > 50 && with_pops > 10,
        "{failures} failures, {with_pops} with pops"
    );
}

#[test]
fn the_working_candidate_agrees_with_the_reference() {
    let mut full = 0;
    for seed in 1..=20 {
        let mut rng = XorShift(seed);
        for _ in 0..20 {
            let capacity = draw_capacity(&mut rng);
            let (mut w, mut r) = (Working::new(capacity), reference::Ring::new(capacity));
            for _ in 0..500 {
                full += usize::from(r.is_full());
                // Mostly pushes and pops, in turns of random length, so that the ring fills,
                // overflows and empties, with its head anywhere.
                let op = if rng.below(8) == 0 {
                    2 + rng.below(OPS - 2)
                } else if rng.below(5) < 3 {
                    0
                } else {
                    1
                };
                let x = rng.below(1 << 32) as u32;
                assert_eq!(apply!(w, op, x), apply!(r, op, x), "seed {seed}");
                assert_eq!(w.last(), r.last(), "seed {seed}");
                assert_eq!(w.to_vec(), r.to_vec(), "seed {seed}");
            }
        }
    }
    assert!(full > 1_000, "{full} operations on full rings");
}

#[test]
fn the_capacity_and_the_pushes_are_coupled() {
    for c in 2..=12 {
        assert!(fails(c, c), "capacity {c}, {c} pushes");
        // Deleting a push alone, or lowering the capacity alone, ends the failure.
        assert!(!fails(c, c - 1), "capacity {c}, {} pushes", c - 1);
        assert!(!fails(c - 1, c), "capacity {}, {c} pushes", c - 1);
        // And so does deleting any number of pushes, or lowering the capacity to any value:
        // a ring of capacity 1 too (it fails after one push only).
        for k in 0..c {
            assert!(!fails(c, k), "capacity {c}, {k} pushes");
        }
        for lower in 1..c {
            assert!(!fails(lower, c), "capacity {lower}, {c} pushes");
        }
        // Lowering both by the same amount keeps it.
        for lower in 1..c {
            assert!(fails(lower, lower), "capacity {lower}, {lower} pushes");
        }
    }
}

/// The capacity of the ring whose `last` panicked in a reproducer, and the pushes on it.
fn capacity_and_pushes(reproducer: &str) -> (usize, usize) {
    let failing = reproducer
        .lines()
        .find(|l| l.contains(".last(); // the candidate panics"))
        .unwrap_or_else(|| panic!("no failing last:\n{reproducer}"));
    let ring = failing
        .trim()
        .trim_start_matches("let _ = ")
        .split('.')
        .next()
        .unwrap();
    let new = format!("let mut {ring} = Faulty::new(");
    let capacity = reproducer
        .lines()
        .find_map(|l| l.trim().strip_prefix(new.as_str()))
        .and_then(|rest| rest.split("usize").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no {new}:\n{reproducer}"));
    let push = format!("{ring}.push(");
    let pushes = reproducer.lines().filter(|l| l.contains(&push)).count();
    (capacity, pushes)
}

#[test]
fn a_failure_found_with_a_large_capacity_has_as_many_pushes() {
    // Unshrunk failures of random mode: each has exactly as many pushes as its capacity, and
    // the largest one still fails only with both, as found.
    let engine = demos::planted::ring::faulty_engine();
    let mut found = Vec::new();
    for seed in 1..=20 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(100_000).shrink(false))
            .expect_err("found");
        let (capacity, pushes) = capacity_and_pushes(&report.reproducer);
        assert_eq!(capacity, pushes, "seed {seed}:\n{report}");
        found.push(capacity);
    }
    let c = *found.iter().max().unwrap();
    assert!(c >= 8, "capacities found: {found:?}");
    assert!(fails(c, c) && !fails(c, c - 1) && !fails(c - 1, c));
    eprintln!("ring: capacities of the failures found for seeds 1 to 20: {found:?}");
}

#[test]
fn no_scenario_shorter_than_the_minimum_fails() {
    let demo = demos::find("ring").unwrap();
    let n = demo.minimal_steps.unwrap();
    let engine = demos::planted::ring::faulty_engine();
    for seed in 1..=5 {
        if let Err(r) = engine.run_random(&Config::with_seed(seed).scenarios(20_000).fuel(n - 1)) {
            panic!("a scenario shorter than {n} steps fails:\n{r}");
        }
    }
}

#[test]
fn the_engine_finds_the_bug_for_every_seed() {
    let n = demos::find("ring").unwrap().minimal_steps.unwrap();
    let engine = demos::planted::ring::faulty_engine();
    let mut lengths = Vec::new();
    for seed in 1..=20 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(100_000))
            .expect_err("the full ring must be found");
        assert!(report.failure.steps >= n, "seed {seed}:\n{report}");
        lengths.push(report.failure.steps);
    }
    // How often they reach the minimum is the business of tests/engine/shrink_quality.rs.
    eprintln!("ring: shrunk lengths for seeds 1 to 20: {lengths:?}");
}

//! The planted ring-buffer bug: the faulty candidate takes a ring that is exactly full for an
//! empty one, and is right at every other length; the working candidate agrees with the
//! reference. Every test is bounded by counts. That random mode finds the bug for seeds 1 to 20,
//! and that the working candidate raises no alarm, is checked for the whole suite in
//! `tests/planted.rs` and `tests/every_demo.rs`; here, the length of the shrunk reproducers.

use demos::planted::ring::{reference, Faulty, Working};
use monolith_core::Config;

/// xorshift64*: deterministic draws, no crate needed.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n
    }
}

/// One operation of the API, on a candidate or the reference, with its result as a string.
macro_rules! apply {
    ($ring:expr, $op:expr, $x:expr) => {
        match $op {
            0 => format!("push {}", $ring.push($x)),
            1 => format!("pop {:?}", $ring.pop()),
            2 => format!("len {}", $ring.len()),
            3 => format!("is_empty {}", $ring.is_empty()),
            4 => format!("is_full {}", $ring.is_full()),
            _ => format!("to_vec {:?}", $ring.to_vec()),
        }
    };
}

/// The operations: `push`, `pop`, `len`, `is_empty`, `is_full`, `to_vec`.
const OPS: u64 = 6;

/// Draws an operation: a `push` half the time, so that rings fill up.
fn draw_op(rng: &mut XorShift) -> u64 {
    if rng.below(2) == 0 {
        0
    } else {
        rng.below(OPS)
    }
}

/// Draws a capacity: mostly small ones, which fill up, sometimes up to 64.
fn draw_capacity(rng: &mut XorShift) -> usize {
    if rng.below(4) == 0 {
        1 + rng.below(64) as usize
    } else {
        1 + rng.below(6) as usize
    }
}

#[test]
fn the_shortest_reproducer_is_new_push_observe() {
    let mut f = Faulty::new(1);
    assert!(f.push(0));
    assert_eq!(f.len(), 0);
    let mut r = reference::Ring::new(1);
    assert!(r.push(0));
    assert_eq!(r.len(), 1);
}

#[test]
fn the_faulty_candidate_is_wrong_exactly_when_full() {
    for capacity in 1..=12usize {
        let mut f = Faulty::new(capacity);
        let mut r = reference::Ring::new(capacity);
        for n in 0..=capacity {
            assert_eq!(r.len(), n);
            // Every operation, each on a copy of the ring at this length.
            for op in 0..OPS {
                let got = apply!(f.clone(), op, 7);
                let want = apply!(r.clone(), op, 7);
                if n == capacity {
                    assert_ne!(got, want, "capacity {capacity}, full, op {op}");
                } else {
                    assert_eq!(got, want, "capacity {capacity}, {n} elements, op {op}");
                }
            }
            if n < capacity {
                assert!(f.push(n as u32) && r.push(n as u32));
            }
        }
        // Full: taken for empty.
        assert_eq!((f.len(), f.is_empty(), f.is_full()), (0, true, false));
        assert_eq!((f.pop(), f.to_vec()), (None, vec![]));
        assert!(f.push(99)); // overwrites the oldest element
        assert!(!r.push(99));
    }
}

#[test]
fn the_faulty_candidate_agrees_with_the_reference_until_a_ring_is_full() {
    // Random operations with wrap-around; whenever the reference is full, every operation
    // disagrees (checked on copies), and a new ring starts.
    let mut full = 0;
    for seed in 1..=20 {
        let mut rng = XorShift(seed);
        let capacity = draw_capacity(&mut rng);
        let (mut f, mut r) = (Faulty::new(capacity), reference::Ring::new(capacity));
        for _ in 0..2_000 {
            if r.is_full() {
                for op in 0..OPS {
                    assert_ne!(apply!(f.clone(), op, 1), apply!(r.clone(), op, 1));
                }
                full += 1;
                let capacity = draw_capacity(&mut rng);
                (f, r) = (Faulty::new(capacity), reference::Ring::new(capacity));
            }
            let (op, x) = (draw_op(&mut rng), rng.below(1 << 32) as u32);
            assert_eq!(apply!(f, op, x), apply!(r, op, x), "seed {seed}");
        }
    }
    assert!(full > 1_000, "{full} full rings");
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
                // Push and pop in turns of random length, so that the ring often fills and
                // empties, with its head anywhere.
                let op = if rng.below(8) == 0 {
                    2 + rng.below(OPS - 2)
                } else {
                    rng.below(2)
                };
                let x = rng.below(1 << 32) as u32;
                assert_eq!(apply!(w, op, x), apply!(r, op, x), "seed {seed}");
                assert_eq!(w.to_vec(), r.to_vec());
            }
        }
    }
    assert!(full > 1_000, "{full} operations on full rings");
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
fn the_bug_shrinks_to_new_push_observe() {
    let n = demos::find("ring").unwrap().minimal_steps.unwrap();
    let engine = demos::planted::ring::faulty_engine();
    let mut lengths = Vec::new();
    for seed in 1..=20 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(100_000))
            .expect_err("the full ring must be found");
        assert!(report.failure.steps >= n, "seed {seed}:\n{report}");
        if report.failure.steps == n {
            let body: Vec<&str> = report.reproducer.lines().skip(3).collect();
            assert!(
                body[0].starts_with("    let mut r0 = Faulty::new(1"),
                "seed {seed}:\n{report}"
            );
            assert!(
                body[1].starts_with("    assert!(r0.push("),
                "seed {seed}:\n{report}"
            );
            assert!(
                body[2].contains("// candidate returned"),
                "seed {seed}:\n{report}"
            );
        }
        lengths.push(report.failure.steps);
    }
    eprintln!("ring: shrunk lengths for seeds 1 to 20: {lengths:?}");
    let minimal = lengths.iter().filter(|&&l| l == n).count();
    assert!(
        minimal >= 19,
        "minimal ({n} steps) for {minimal} of 20 seeds: {lengths:?}"
    );
}

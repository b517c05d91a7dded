//! The two-representation set planted bug: hand-written sequences show it on `Faulty` and not on
//! `Working`, and the working candidate agrees with the reference on long histories across the
//! conversion. The engine runs of the suite (every bug found, no false alarm) are in
//! `tests/planted/main.rs`.

use demos::planted::bigset::{reference::Set, Faulty, Working};

use super::xorshift;

/// 64, first of its word and of all, then 200 elements of other words: 201 elements.
fn elements() -> Vec<u16> {
    let mut xs = vec![64];
    xs.extend(1_000..1_200);
    xs
}

#[test]
fn the_faulty_candidate_moves_64_to_0_when_it_converts() {
    let mut c = Faulty::new();
    let mut r = Set::new();
    c.extend(elements());
    r.extend(elements());
    assert!(c.is_bitmap());
    assert_eq!(c.len(), r.len());
    assert!(r.contains(64) && !r.contains(0));
    assert!(!c.contains(64), "the faulty candidate has 64");
    assert!(c.contains(0), "the faulty candidate lacks 0");
}

#[test]
fn the_faulty_candidate_fails_the_same_way_one_insert_at_a_time() {
    let mut c = Faulty::new();
    let mut r = Set::new();
    for x in elements() {
        assert_eq!(c.insert(x), r.insert(x));
    }
    assert!(c.is_bitmap());
    assert!(!r.insert(64));
    assert!(c.insert(64), "the faulty candidate has 64");
}

#[test]
fn the_working_candidate_agrees_on_the_same_sequences() {
    let mut c = Working::new();
    let mut r = Set::new();
    c.extend(elements());
    r.extend(elements());
    assert!(c.is_bitmap());
    for x in 0..=u16::MAX {
        assert_eq!(c.contains(x), r.contains(x), "contains({x})");
    }
    let mut c = Working::new();
    let mut r = Set::new();
    for x in elements() {
        assert_eq!(c.insert(x), r.insert(x));
    }
    assert!(c.is_bitmap());
    assert_eq!(c.insert(64), r.insert(64));
    assert_eq!(c.len(), r.len());
}

#[test]
fn the_working_candidate_agrees_on_long_histories() {
    for seed in 1..=40 {
        let mut next = xorshift(seed);
        // Narrow ranges put multiples of 64 and neighbours of word boundaries in the set.
        let range = [300, 1_024, 4_096, 65_536][seed as usize % 4];
        let mut draw = || (next() % range) as u16;
        let mut c = Working::new();
        let mut r = Set::new();
        for step in 0..600 {
            let x = draw();
            let ok = match draw() % 8 {
                0..=3 => c.insert(x) == r.insert(x),
                4 => {
                    let n = usize::from(draw()) % 64;
                    let xs: Vec<u16> = (0..n).map(|_| draw()).collect();
                    c.extend(xs.clone());
                    r.extend(xs);
                    true
                }
                5..=6 => c.remove(x) == r.remove(x),
                _ => c.contains(x) == r.contains(x),
            };
            assert!(ok && c.len() == r.len(), "seed {seed}, step {step}");
        }
        for x in 0..=u16::MAX {
            assert_eq!(c.contains(x), r.contains(x), "seed {seed}: contains({x})");
        }
    }
}

//! The hash-table planted bug: a hand-written sequence shows it on `Faulty` and not on `Working`,
//! and the working candidate agrees with the reference on long histories with many collisions. The
//! engine runs of the suite (every bug found, no false alarm) are in `tests/planted/main.rs`.

use demos::planted::hashtab::{reference::Map, Faulty, Working};

use super::xorshift;

/// Two keys whose home is the last of the 16 slots of a new table.
const A: u64 = 8;
const B: u64 = 21;

#[test]
fn the_keys_collide_in_the_last_slot() {
    let t = Working::new();
    assert_eq!(t.capacity(), 16);
    assert_eq!((t.home(A), t.home(B)), (15, 15));
}

#[test]
fn the_faulty_candidate_loses_a_key_past_the_wrap() {
    let mut c = Faulty::new();
    let mut r = Map::new();
    assert_eq!(c.insert(A, 1), r.insert(A, 1)); // slot 15
    assert_eq!(c.insert(B, 2), r.insert(B, 2)); // slot 15 is taken: slot 0
    assert_eq!(c.remove(A), r.remove(A)); // slot 15 empties: the probe for B stops there
    assert_eq!(r.get(B), Some(2));
    assert_eq!(c.get(B), None, "the faulty candidate is right");
}

#[test]
fn the_working_candidate_agrees_on_the_same_sequence() {
    let mut c = Working::new();
    let mut r = Map::new();
    assert_eq!(c.insert(A, 1), r.insert(A, 1));
    assert_eq!(c.insert(B, 2), r.insert(B, 2));
    assert_eq!(c.remove(A), r.remove(A));
    assert_eq!(c.get(B), r.get(B));
    assert_eq!(c.get(A), r.get(A));
    assert_eq!(c.len(), r.len());
}

#[test]
fn the_working_candidate_agrees_on_long_histories() {
    for seed in 1..=40 {
        let mut next = xorshift(seed);
        // A pool of random keys: they come back, and their home slots collide at random.
        let pool: Vec<u64> = (0..[12, 24, 40, 100][seed as usize % 4])
            .map(|_| next())
            .collect();
        let mut c = Working::new();
        let mut r = Map::new();
        for step in 0..3_000 {
            let k = pool[next() as usize % pool.len()];
            let ok = match next() % 8 {
                0..=3 => {
                    let v = next();
                    c.insert(k, v) == r.insert(k, v)
                }
                4..=5 => c.remove(k) == r.remove(k),
                _ => c.get(k) == r.get(k),
            };
            assert!(ok && c.len() == r.len(), "seed {seed}, step {step}");
            for &k in &pool {
                assert_eq!(c.get(k), r.get(k), "seed {seed}, step {step}: get({k})");
            }
        }
    }
}

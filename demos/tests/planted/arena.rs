//! The planted arena bug: the faulty candidate's `get` reads the new occupant of a reused slot
//! through a stale id; ids drawn at random never name a slot; the working candidate agrees with the
//! reference. Every test is bounded by counts. The engine runs of the suite (every bug found, no
//! false alarm) are in `tests/planted/main.rs`.

use demos::planted::arena::{reference, Faulty, Working};

/// xorshift64*: deterministic draws, no crate needed.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn the_faulty_candidate_reads_a_reused_slot_through_a_stale_id() {
    // Five steps: new, insert, remove, insert, get.
    let mut f = Faulty::new();
    let old = f.insert(7);
    assert_eq!(old, 1 << 32);
    assert_eq!(f.remove(old), Some(7));
    let new = f.insert(8);
    assert_eq!(new, (1 << 32) | 1);
    assert_eq!(f.get(old), Some(8));

    let mut r = reference::Arena::new();
    assert_eq!(r.insert(7), old);
    assert_eq!(r.remove(old), Some(7));
    assert_eq!(r.insert(8), new);
    assert_eq!(r.get(old), None);
}

#[test]
fn the_faulty_candidate_reads_a_slot_through_an_id_of_another_generation() {
    // Three steps: new, insert, get with the id plus one (a generation never issued).
    let mut f = Faulty::new();
    let id = f.insert(7);
    assert_eq!(f.get(id + 1), Some(7));
    let mut r = reference::Arena::new();
    assert_eq!(r.insert(7), id);
    assert_eq!(r.get(id + 1), None);
    // `remove` checks the generation.
    assert_eq!(f.remove(id + 1), None);
    assert_eq!(f.len(), 1);
}

#[test]
fn ids_drawn_at_random_never_name_a_slot() {
    let mut f = Faulty::new();
    for x in 0..100 {
        f.insert(x);
    }
    let mut rng = XorShift(1);
    let boundary = [0, 1, 2, u64::MAX, u64::MAX - 1];
    for id in boundary.into_iter().chain((0..10_000).map(|_| rng.next())) {
        assert_eq!(f.get(id), None, "{id}");
    }
}

#[test]
fn the_working_candidate_agrees_with_the_reference() {
    for seed in 1..=20 {
        let mut rng = XorShift(seed);
        let mut w = Working::new();
        let mut r = reference::Arena::new();
        let mut ids: Vec<u64> = Vec::new();
        for step in 0..2_000u32 {
            // Ids that were returned, live or stale, and now and then one never returned.
            let id = match ids.len() {
                0 => rng.next(),
                n => ids[(rng.next() % n as u64) as usize] + u64::from(step % 7 == 0),
            };
            match rng.next() % 4 {
                0 | 1 => {
                    let id = w.insert(step);
                    assert_eq!(r.insert(step), id);
                    ids.push(id);
                }
                2 => assert_eq!(w.remove(id), r.remove(id), "{id}"),
                _ => assert_eq!(w.get(id), r.get(id), "{id}"),
            }
            assert_eq!(w.len(), r.len());
        }
    }
}

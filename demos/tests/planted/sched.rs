//! The scheduler planted bug: a hand-written sequence shows it on `Faulty` and not on `Working`,
//! and the working candidate agrees with the reference on long histories that cancel most timers.
//! The engine runs of the suite (every bug found, no false alarm) are in `tests/planted/main.rs`.

use demos::planted::sched::{reference::Sched, Faulty, Working};

/// Deadlines for ids 0 to 15: the heap keeps them in this order, id 0 at the root, id 1
/// (late) above ids 3 and 4, id 2 (early) above ids 5 and 6.
fn deadlines() -> Vec<u32> {
    let mut d = vec![0, 50, 10];
    d.extend(60..73);
    d
}

/// Ids to cancel: the root and eight more, so that 9 of 16 entries are tombstones and the
/// last `cancel` compacts. The heap keeps ids 1, 2, 11, ..., 15 in that order: 50 at the root.
const CANCELLED: [u64; 9] = [0, 3, 4, 5, 6, 7, 8, 9, 10];

#[test]
fn the_faulty_candidate_pops_out_of_order_after_a_compaction() {
    let mut c = Faulty::new();
    let mut r = Sched::new();
    for d in deadlines() {
        assert_eq!(c.schedule(d), r.schedule(d));
    }
    for id in CANCELLED {
        assert_eq!(c.cancel(id), r.cancel(id));
    }
    assert_eq!(c.entries(), 7, "the last cancel compacted");
    assert_eq!(r.pop_next(), Some(2));
    assert_eq!(c.pop_next(), Some(1), "the faulty candidate is right");
}

#[test]
fn the_working_candidate_agrees_on_the_same_sequence() {
    let mut c = Working::new();
    let mut r = Sched::new();
    for d in deadlines() {
        assert_eq!(c.schedule(d), r.schedule(d));
    }
    for id in CANCELLED {
        assert_eq!(c.cancel(id), r.cancel(id));
    }
    assert_eq!(c.entries(), 7, "the last cancel compacted");
    loop {
        let next = r.pop_next();
        assert_eq!(c.pop_next(), next);
        assert_eq!(c.len(), r.len());
        if next.is_none() {
            break;
        }
    }
}

/// xorshift64: a deterministic source for long histories, no crate needed.
fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

#[test]
fn the_working_candidate_agrees_on_long_histories() {
    for seed in 1..=20 {
        let mut next = xorshift(seed);
        let mut c = Working::new();
        let mut r = Sched::new();
        let mut issued = 0u64;
        // Few distinct deadlines, so that ties are broken by id.
        let deadlines = [4, 100, u32::MAX as u64 + 1][seed as usize % 3];
        for step in 0..5_000 {
            // Phases of 100 steps: mostly scheduling, then mostly cancelling.
            let cancelling = step / 100 % 2 == 1;
            let op = next() % 8;
            let op = if cancelling && op < 3 { op + 4 } else { op };
            let ok = match op {
                0..=3 => {
                    let d = (next() % deadlines) as u32;
                    issued += 1;
                    c.schedule(d) == r.schedule(d)
                }
                4..=5 => {
                    // Mostly recent ids, some stale or unknown ones.
                    let id = issued.saturating_sub(next() % 40);
                    c.cancel(id) == r.cancel(id)
                }
                6 => c.pop_next() == r.pop_next(),
                _ => c.len() == r.len(),
            };
            assert!(ok, "seed {seed}, step {step}");
        }
        while let Some(id) = r.pop_next() {
            assert_eq!(c.pop_next(), Some(id), "seed {seed}");
        }
        assert_eq!(c.pop_next(), None);
    }
}

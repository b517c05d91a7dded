//! The B-tree planted bug: a hand-written sequence shows it on `Faulty` and not on `Working`, and
//! the working candidate agrees with the reference on long histories. The engine runs of the suite
//! (every bug found, no false alarm) are in `tests/planted/main.rs`.

use demos::planted::btree::{reference::Set, Faulty, Working};

use super::xorshift;

/// Ten keys that build a tree of three levels, then a removal whose repair makes an internal
/// node borrow from its left sibling.
const KEYS: [u8; 10] = [9, 18, 20, 15, 16, 1, 11, 2, 7, 8];

#[test]
fn the_faulty_candidate_loses_a_subtree_when_an_internal_node_borrows() {
    let mut r = Set::new();
    let mut c = Faulty::new();
    for k in KEYS {
        assert_eq!(c.insert(k), r.insert(k));
    }
    assert_eq!(c.height(), 3);
    assert_eq!(c.remove(18), r.remove(18));
    // 11 hangs in the subtree that moved to the wrong node.
    assert!(r.contains(11));
    assert!(!c.contains(11), "the faulty candidate finds 11");
}

#[test]
fn the_working_candidate_agrees_on_the_same_sequence() {
    let mut r = Set::new();
    let mut c = Working::new();
    for k in KEYS {
        assert_eq!(c.insert(k), r.insert(k));
    }
    assert_eq!(c.height(), 3);
    assert_eq!(c.remove(18), r.remove(18));
    for k in 0..=u8::MAX {
        assert_eq!(c.contains(k), r.contains(k), "contains({k})");
    }
    assert_eq!(c.len(), r.len());
}

#[test]
fn the_working_candidate_agrees_on_long_histories() {
    for seed in 1..=20 {
        let mut next = xorshift(seed);
        let mut r = Set::new();
        let mut c = Working::new();
        // Keys from a narrow range grow deep trees, and removals hit.
        let range = [16, 64, 256][seed as usize % 3];
        for step in 0..4_000 {
            let k = (next() % range) as u8;
            let ok = match next() % 8 {
                0..=3 => c.insert(k) == r.insert(k),
                4..=6 => c.remove(k) == r.remove(k),
                _ => c.contains(k) == r.contains(k),
            };
            assert!(ok && c.len() == r.len(), "seed {seed}, step {step}");
        }
        for k in 0..=u8::MAX {
            assert_eq!(c.contains(k), r.contains(k), "seed {seed}: contains({k})");
        }
    }
}

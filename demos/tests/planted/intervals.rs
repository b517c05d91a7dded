//! The planted interval-set bug: the faulty candidate does not merge a new range with one that ends
//! exactly where it starts, and is right otherwise; the working candidate agrees with the
//! reference. Every test is bounded by counts. The engine runs of the suite (every bug found, no
//! false alarm) are in `tests/planted/main.rs`.

use demos::planted::intervals::{reference, Faulty, Working};

use super::XorShift;

/// Runs random operations with endpoints in `0..=span` on a candidate and the reference,
/// comparing every result, and returns whether any insertion started exactly where a stored
/// range ended.
macro_rules! agree {
    ($candidate:ty, $seed:expr, $span:expr, $ops:expr, $skip_touching:expr) => {{
        let mut rng = XorShift($seed);
        let mut c = <$candidate>::new();
        let mut r = reference::IntervalSet::new();
        for _ in 0..$ops {
            let (lo, hi) = (rng.below($span + 1) as u32, rng.below($span + 1) as u32);
            match rng.below(3) {
                0 => {
                    let touching = lo < hi && r.endpoints().chunks(2).any(|p| p[1] == lo);
                    if !($skip_touching && touching) {
                        c.insert(lo, hi);
                        r.insert(lo, hi);
                    }
                }
                1 => {
                    c.remove(lo, hi);
                    r.remove(lo, hi);
                }
                _ => assert_eq!(c.contains(lo), r.contains(lo), "{lo}"),
            }
            assert_eq!(c.endpoints(), r.endpoints());
            assert_eq!(c.len_ranges(), r.len_ranges());
        }
    }};
}

#[test]
fn the_faulty_candidate_keeps_a_range_apart_from_one_that_ends_where_it_starts() {
    // Four steps: new, insert, insert, len_ranges (or ranges).
    let mut f = Faulty::new();
    f.insert(10, 20);
    f.insert(20, 30);
    assert_eq!(f.len_ranges(), 2);
    assert_eq!(f.endpoints(), vec![10, 20, 20, 30]);
    assert!(f.contains(20) && f.contains(19) && !f.contains(30));

    let mut r = reference::IntervalSet::new();
    r.insert(10, 20);
    r.insert(20, 30);
    assert_eq!(r.len_ranges(), 1);
    assert_eq!(r.endpoints(), vec![10, 30]);
}

#[test]
fn the_faulty_candidate_merges_right_on_the_other_side_and_on_overlaps() {
    let mut f = Faulty::new();
    f.insert(20, 30);
    f.insert(10, 20); // ends where a stored range starts
    assert_eq!(f.endpoints(), vec![10, 30]);
    f.insert(25, 40); // overlaps
    f.insert(50, 60);
    f.insert(39, 51);
    assert_eq!(f.endpoints(), vec![10, 60]);
    // Random operations that never insert a range starting where a stored one ends.
    for seed in 1..=20 {
        agree!(Faulty, seed, 40, 2_000, true);
    }
}

#[test]
fn the_working_candidate_agrees_with_the_reference() {
    let mut w = Working::new();
    w.insert(10, 20);
    w.insert(20, 30);
    assert_eq!(w.endpoints(), vec![10, 30]);
    for seed in 1..=20 {
        agree!(Working, seed, 40, 2_000, false);
        agree!(Working, seed, 8, 2_000, false);
    }
    let mut w = Working::new();
    w.insert(0, u32::MAX);
    w.remove(1, 2);
    w.insert(u32::MAX - 1, u32::MAX);
    assert_eq!(w.endpoints(), vec![0, 1, 2, u32::MAX]);
    assert!(w.contains(u32::MAX - 1) && !w.contains(u32::MAX) && !w.contains(1));
}

//! The planted histogram bug: the faulty candidate puts `2^32` alone in bucket 0, and every other
//! value, powers of two and their neighbours included, in its right bucket; the working candidate
//! agrees with the reference. Every test is bounded by counts. The engine runs of the suite (every
//! bug found, no false alarm) are in `tests/planted/main.rs`.

use demos::planted::histogram::{reference, Faulty, Working};

/// `1 << 32`, the one value the faulty candidate misplaces.
const BAD: u64 = 1 << 32;

/// Powers of two, their neighbours, and the boundary values.
fn interesting() -> Vec<u64> {
    let mut xs = vec![0, 1, 2, u64::MAX, u64::MAX - 1];
    for k in 0..64 {
        let p = 1u64 << k;
        xs.extend([p - 1, p, p + 1]);
    }
    xs
}

/// Compares every observation of a candidate with the reference.
macro_rules! same {
    ($c:expr, $r:expr) => {{
        assert_eq!($c.count(), $r.count());
        assert_eq!($c.max(), $r.max());
        for b in 0..=u8::MAX {
            assert_eq!($c.bucket_count(b), $r.bucket_count(b), "bucket {b}");
        }
        for p in 0..=100 {
            assert_eq!($c.quantile_bucket(p), $r.quantile_bucket(p), "{p}%");
        }
    }};
}

#[test]
fn the_faulty_candidate_puts_two_to_the_32_in_bucket_0() {
    // Three steps: new, record, bucket_count (or quantile_bucket).
    let mut f = Faulty::new();
    f.record(BAD);
    assert_eq!(f.bucket_count(33), 0);
    assert_eq!(f.bucket_count(0), 1);
    assert_eq!(f.quantile_bucket(50), Some(0));
    assert_eq!((f.count(), f.max()), (1, Some(BAD)));

    let mut r = reference::Histogram::new();
    r.record(BAD);
    assert_eq!(r.bucket_count(33), 1);
    assert_eq!(r.bucket_count(0), 0);
    assert_eq!(r.quantile_bucket(50), Some(33));
}

#[test]
fn the_faulty_candidate_is_right_for_every_other_value() {
    let mut f = Faulty::new();
    let mut r = reference::Histogram::new();
    for x in interesting().into_iter().filter(|&x| x != BAD) {
        f.record(x);
        r.record(x);
    }
    same!(f, r);
}

#[test]
fn the_working_candidate_agrees_with_the_reference() {
    let mut w = Working::new();
    let mut r = reference::Histogram::new();
    same!(w, r);
    for x in interesting() {
        w.record(x);
        r.record(x);
        assert_eq!(w.quantile_bucket(100), r.quantile_bucket(100));
    }
    same!(w, r);
    assert_eq!(w.bucket_count(33), 3); // 2^32, 2^32 + 1 and 2^33 - 1
}

//! The planted varint bug: the faulty candidate sizes `2^49` as 7 bytes and no other value wrongly;
//! the working candidate agrees with the reference. Every test is bounded by counts. The engine
//! runs of the suite (every bug found, no false alarm) are in `tests/planted/main.rs`.

use demos::planted::varint::{reference, Faulty, Working};

/// `1 << 49`, the one value the faulty table gets wrong.
const BAD: u64 = 1 << 49;

/// Powers of two, their neighbours, and the boundary values.
fn interesting() -> Vec<u64> {
    let mut xs = vec![0, 1, 2, u64::MAX, u64::MAX - 1];
    for k in 0..64 {
        let p = 1u64 << k;
        xs.extend([p - 1, p, p + 1]);
    }
    xs
}

#[test]
fn the_faulty_candidate_sizes_two_to_the_49_as_seven_bytes() {
    // One step: the associated function alone.
    assert_eq!(reference::VarintBuf::encoded_len(BAD), 8);
    assert_eq!(Faulty::encoded_len(BAD), 7);
    // Three steps: new, put, bytes (or decode_all).
    let mut b = Faulty::new();
    b.put(BAD);
    assert_eq!(b.bytes(), vec![0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00]);
    assert_eq!(b.decode_all(), vec![0]);
    let mut r = reference::VarintBuf::new();
    r.put(BAD);
    assert_eq!(
        r.bytes(),
        vec![0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]
    );
    assert_eq!(r.decode_all(), vec![BAD]);
}

#[test]
fn the_faulty_candidate_is_right_for_every_other_power_of_two_and_neighbour() {
    for x in interesting().into_iter().filter(|&x| x != BAD) {
        assert_eq!(
            Faulty::encoded_len(x),
            reference::VarintBuf::encoded_len(x),
            "{x}"
        );
        let mut b = Faulty::new();
        b.put(x);
        assert_eq!(b.decode_all(), vec![x], "{x}");
    }
}

#[test]
fn the_working_candidate_agrees_with_the_reference() {
    let xs = interesting();
    let mut w = Working::new();
    let mut r = reference::VarintBuf::new();
    for &x in &xs {
        assert_eq!(
            Working::encoded_len(x),
            reference::VarintBuf::encoded_len(x),
            "{x}"
        );
        w.put(x);
        r.put(x);
    }
    assert_eq!(w.bytes(), r.bytes());
    assert_eq!(w.decode_all(), xs);
    assert_eq!(w.len(), r.len());
}

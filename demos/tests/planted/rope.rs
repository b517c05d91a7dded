//! The rope planted bug: hand-written sequences show it on `Faulty` and not on `Working`, and the
//! working candidate agrees with the reference on long texts. The engine runs of the suite (every
//! bug found, no false alarm) are in `tests/planted/main.rs`.

use demos::planted::rope::{reference, Faulty, Working};

/// The calls of a sequence, to run on any rope.
enum Call {
    PushStr(String),
    Insert(usize, String),
}

/// A first chunk of 1,024 ASCII bytes, a second chunk "ébcd", then "X" inserted after "éb".
fn short() -> Vec<Call> {
    vec![
        Call::PushStr("a".repeat(1_024)),
        Call::PushStr("ébcd".to_string()),
        Call::Insert(1_026, "X".to_string()),
    ]
}

/// The same with strings of at most 8 characters, as the engine draws them: 128 pushes of
/// "abcdefgh", one of "ébcd", and the insertion.
fn with_short_strings() -> Vec<Call> {
    let mut calls: Vec<Call> = (0..128)
        .map(|_| Call::PushStr("abcdefgh".to_string()))
        .collect();
    calls.push(Call::PushStr("ébcd".to_string()));
    calls.push(Call::Insert(1_026, "X".to_string()));
    calls
}

fn run_reference(calls: Vec<Call>) -> String {
    let mut r = reference::Rope::new();
    for call in calls {
        match call {
            Call::PushStr(s) => r.push_str(s),
            Call::Insert(at, s) => r.insert(at, s),
        }
    }
    r.to_string()
}

macro_rules! run {
    ($rope:ty, $calls:expr) => {{
        let mut r = <$rope>::new();
        for call in $calls {
            match call {
                Call::PushStr(s) => r.push_str(s),
                Call::Insert(at, s) => r.insert(at, s),
            }
        }
        assert_eq!(r.chunks(), 2);
        r.to_string()
    }};
}

#[test]
fn the_faulty_candidate_inserts_too_early_in_the_second_chunk() {
    for calls in [short, with_short_strings] {
        let expected = run_reference(calls());
        assert!(expected.ends_with("ébXcd"));
        let got = run!(Faulty, calls());
        assert!(got.ends_with("éXbcd"), "the faulty candidate is right");
    }
}

#[test]
#[should_panic(expected = "is_char_boundary")]
fn the_faulty_candidate_panics_inside_a_character() {
    let mut r = Faulty::new();
    r.push_str("a".repeat(1_024));
    r.push_str("éé".to_string());
    r.insert(1_025, "X".to_string()); // byte 1 of the second chunk: inside the first "é"
}

#[test]
fn the_working_candidate_agrees_on_the_same_sequences() {
    for calls in [short, with_short_strings] {
        assert_eq!(run!(Working, calls()), run_reference(calls()));
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
fn the_working_candidate_agrees_on_long_texts() {
    const ALPHABET: [char; 8] = ['a', 'b', 'é', 'ß', '€', '中', '😀', '\n'];
    for seed in 1..=10 {
        let mut next = xorshift(seed);
        let mut c = Working::new();
        let mut r = reference::Rope::new();
        // Mostly ASCII (the first chunk often all ASCII), some multi-byte characters, and now
        // and then a long string that splits chunks.
        let ascii_only = seed % 2 == 0;
        for step in 0..1_000 {
            let n = if next().is_multiple_of(50) {
                1_200
            } else {
                next() % 9
            } as usize;
            let s: String = (0..n)
                .map(|_| {
                    let k = next() as usize % if ascii_only && step < 300 { 2 } else { 8 };
                    ALPHABET[k]
                })
                .collect();
            if next().is_multiple_of(3) {
                c.push_str(s.clone());
                r.push_str(s);
            } else {
                let at = next() as usize % (r.len_chars() + 1);
                c.insert(at, s.clone());
                r.insert(at, s);
            }
            assert_eq!(c.len_chars(), r.len_chars(), "seed {seed}, step {step}");
            if step % 50 == 0 {
                assert_eq!(c.to_string(), r.to_string(), "seed {seed}, step {step}");
            }
        }
        assert_eq!(c.to_string(), r.to_string(), "seed {seed}");
        assert!(c.chunks() > 10, "seed {seed}");
    }
}

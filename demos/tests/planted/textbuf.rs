//! The planted text-buffer bug: the faulty candidate edits one byte early after a U+0800, and is
//! right with every other character, multi-byte ones included; the working candidate agrees with
//! the reference, across many marks. Every test is bounded by counts. The engine runs of the suite
//! (every bug found, no false alarm) are in `tests/planted/main.rs`.

use demos::planted::textbuf::{reference, Faulty, Working};

/// xorshift64*: deterministic draws, no crate needed.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n
    }

    fn string(&mut self, alphabet: &[char]) -> String {
        let n = self.below(9);
        (0..n)
            .map(|_| alphabet[self.below(alphabet.len() as u64) as usize])
            .collect()
    }
}

/// Characters of every UTF-8 width, at the edges of each width but U+0800.
const WIDE: [char; 10] = [
    'a',
    '\u{7f}',
    '\u{80}',
    'é',
    '\u{7ff}',
    '\u{801}',
    '€',
    '\u{ffff}',
    '\u{10000}',
    '😀',
];

/// Runs random edits on a candidate and the reference, comparing every result.
macro_rules! agree {
    ($candidate:ty, $alphabet:expr, $seed:expr, $ops:expr) => {{
        let mut rng = XorShift($seed);
        let mut c = <$candidate>::new();
        let mut r = reference::TextBuf::new();
        for _ in 0..$ops {
            let len = r.len_chars() as u64;
            let at = rng.below(len + 1) as usize;
            // Insert more than delete, so that the text spans many marks.
            if rng.below(3) == 0 {
                let count = rng.below(len - at as u64 + 1).min(6) as usize;
                c.delete(at, count);
                r.delete(at, count);
            } else {
                let s = rng.string($alphabet);
                c.insert(at, s.clone());
                r.insert(at, s);
            }
            assert_eq!(c.text(), r.text());
            assert_eq!(c.len_chars(), r.len_chars());
        }
    }};
}

#[test]
fn the_faulty_candidate_edits_one_byte_early_after_u0800() {
    // Four steps: new, insert, insert, text.
    let mut f = Faulty::new();
    f.insert(0, "\u{800}b".to_string());
    f.insert(2, "a".to_string());
    assert_eq!(f.text(), "\u{800}ab");

    let mut r = reference::TextBuf::new();
    r.insert(0, "\u{800}b".to_string());
    r.insert(2, "a".to_string());
    assert_eq!(r.text(), "\u{800}ba");
}

#[test]
fn the_faulty_candidate_panics_when_the_offset_falls_inside_u0800() {
    let mut f = Faulty::new();
    f.insert(0, "\u{800}".to_string());
    assert_eq!(f.text(), "\u{800}"); // one call alone is right
    let edit = std::panic::catch_unwind(move || f.insert(1, "x".to_string()));
    assert!(edit.is_err());
}

#[test]
fn the_faulty_candidate_is_right_with_every_other_width() {
    for seed in 1..=10 {
        agree!(Faulty, &WIDE, seed, 1_000);
    }
}

#[test]
fn the_working_candidate_agrees_with_the_reference() {
    let mut with_u0800 = WIDE.to_vec();
    with_u0800.push('\u{800}');
    for seed in 1..=10 {
        agree!(Working, &with_u0800, seed, 1_000);
        agree!(Working, &['a', 'b'], seed, 1_000);
    }
}

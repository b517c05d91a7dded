//! The planted prefix-set bug: the faulty candidate cuts the longest stored prefix at a depth
//! counted in chars, which is wrong only when that prefix holds a multi-byte character; the working
//! candidate agrees with the reference, even on strings built to share non-ASCII prefixes. Every
//! test is bounded by counts. The engine runs of the suite (every bug found, no false alarm) are in
//! `tests/planted/main.rs`.

use demos::planted::prefixset::{reference, Faulty, Working};

/// xorshift64*: deterministic draws, no crate needed.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n
    }

    /// A string of 0 to 4 characters from a small alphabet, so that strings often share
    /// prefixes.
    fn string(&mut self, alphabet: &[char]) -> String {
        let n = self.below(5);
        (0..n)
            .map(|_| alphabet[self.below(alphabet.len() as u64) as usize])
            .collect()
    }
}

/// Runs the same random operations on a candidate and the reference, comparing every result.
macro_rules! agree {
    ($candidate:ty, $alphabet:expr, $seed:expr, $ops:expr) => {{
        let mut rng = XorShift($seed);
        let mut c = <$candidate>::new();
        let mut r = reference::PrefixSet::new();
        for _ in 0..$ops {
            let s = rng.string($alphabet);
            match rng.below(5) {
                0 | 1 => assert_eq!(c.insert(s.clone()), r.insert(s.clone()), "{s:?}"),
                2 => assert_eq!(c.remove(s.clone()), r.remove(s.clone()), "{s:?}"),
                3 => assert_eq!(
                    c.count_with_prefix(s.clone()),
                    r.count_with_prefix(s.clone()),
                    "{s:?}"
                ),
                _ => assert_eq!(
                    c.longest_stored_prefix_of(s.clone()),
                    r.longest_stored_prefix_of(s.clone()),
                    "{s:?}"
                ),
            }
            assert_eq!(c.contains(s.clone()), r.contains(s));
            assert_eq!(c.len(), r.len());
        }
    }};
}

#[test]
fn the_faulty_candidate_cuts_a_non_ascii_prefix_short() {
    // Three steps: new, insert, longest_stored_prefix_of.
    let mut f = Faulty::new();
    assert!(f.insert("éa".to_string()));
    assert_eq!(
        f.longest_stored_prefix_of("éab".to_string()),
        Some("é".to_string())
    );
    let mut r = reference::PrefixSet::new();
    assert!(r.insert("éa".to_string()));
    assert_eq!(
        r.longest_stored_prefix_of("éab".to_string()),
        Some("éa".to_string())
    );
}

#[test]
fn the_faulty_candidate_panics_when_the_cut_falls_inside_a_character() {
    let mut f = Faulty::new();
    f.insert("€".to_string());
    let cut = std::panic::catch_unwind(|| f.longest_stored_prefix_of("€x".to_string()));
    assert!(cut.is_err());
}

#[test]
fn the_faulty_candidate_is_right_on_ascii_and_on_unshared_non_ascii() {
    for seed in 1..=20 {
        agree!(Faulty, &['a', 'b', 'c'], seed, 2_000);
        // Non-ASCII characters in the queries only: every stored prefix of a query is ASCII,
        // and the faulty cut is right.
        let mut rng = XorShift(seed);
        let mut f = Faulty::new();
        let mut r = reference::PrefixSet::new();
        for _ in 0..500 {
            let s = rng.string(&['a', 'b']);
            f.insert(s.clone());
            r.insert(s);
            let q = rng.string(&['a', 'b', 'é', '€', '😀']);
            assert_eq!(
                f.longest_stored_prefix_of(q.clone()),
                r.longest_stored_prefix_of(q.clone()),
                "{q:?}"
            );
            assert_eq!(f.count_with_prefix(q.clone()), r.count_with_prefix(q));
        }
    }
}

#[test]
fn the_working_candidate_agrees_with_the_reference() {
    for seed in 1..=20 {
        agree!(Working, &['a', 'é', '€', '😀'], seed, 2_000);
        agree!(Working, &['a', 'b', 'c'], seed, 2_000);
    }
    let mut w = Working::new();
    w.insert("éa".to_string());
    assert_eq!(
        w.longest_stored_prefix_of("éab".to_string()),
        Some("éa".to_string())
    );
}

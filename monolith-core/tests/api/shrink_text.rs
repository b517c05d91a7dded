//! Strings shrink to the simplest characters of the width a bug needs (issue 14): a candidate
//! that miscounts 3-byte characters is shown failing on U+0800, not on whichever CJK character
//! the scenario happened to draw. The fixed wide characters of `string()` are ordered so that
//! lowering a character's byte walks down to the first character of its width (U+0080, U+0800,
//! U+10000) before a narrower one. Work is bounded by scenario counts.

use monolith_core::{spec::*, Config, Engine};

/// Counts UTF-8 bytes; the faulty version takes every 3-byte character for 2 bytes.
fn width(s: String, faulty: bool) -> usize {
    s.chars()
        .map(|c| match c.len_utf8() {
            3 if faulty => 2,
            n => n,
        })
        .sum()
}

#[test]
fn a_wide_character_shrinks_to_the_simplest_of_its_width() {
    let mut engine = Engine::new();
    engine.declare(
        "width",
        args().arg(string()).returns(int::<usize>()),
        |s: String| width(s, false),
        |s: String| width(s, true),
    );
    for seed in 1..=10 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(20_000))
            .expect_err("3-byte characters are miscounted");
        assert!(
            report.reproducer.contains("width(\"\u{800}\".to_string())"),
            "seed {seed}: {}",
            report.reproducer
        );
    }
}

/// A text buffer whose `insert` takes a character index; the faulty one, right after a
/// multi-byte character, inserts before it.
#[derive(Default, Debug, Clone)]
pub struct Buf(String);

impl Buf {
    fn insert(&mut self, at: usize, s: &str, faulty: bool) {
        let at = at.min(self.0.chars().count());
        let mut byte = self
            .0
            .char_indices()
            .nth(at)
            .map_or(self.0.len(), |(b, _)| b);
        if faulty && byte < self.0.len() {
            if let Some(prev) = self.0[..byte].chars().last().filter(|c| c.len_utf8() > 1) {
                byte -= prev.len_utf8();
            }
        }
        self.0.insert_str(byte, s);
    }
}

#[test]
fn two_inserts_around_a_wide_character_keep_no_extra_character() {
    let mut e = Engine::new();
    let b = e.abstract_type::<Buf, Buf>("b");
    e.declare(
        "Buf::default",
        args().returns(b.clone()),
        Buf::default,
        Buf::default,
    );
    e.declare(
        "insert",
        args()
            .arg(b.by_mut())
            .arg(lt(64usize))
            .arg(string())
            .returns(unit()),
        |v: &mut Buf, at: usize, s: String| v.insert(at, &s, false),
        |v: &mut Buf, at: usize, s: String| v.insert(at, &s, true),
    )
    .method();
    e.declare(
        "text",
        args().arg(b.by_ref()).returns(string()),
        |v: &Buf| v.0.clone(),
        |v: &Buf| v.0.clone(),
    )
    .method();
    // The shortest: a wide character then one more, and one character inserted between them.
    // Deleting a character of the first string loses the failure unless the later index moves
    // down with it (`delete_elements_and_move_indices`).
    let minimal = [
        "b0.insert(0usize, \"\\u{80}a\".to_string());",
        "b0.insert(1usize, \"a\".to_string());",
    ];
    // At a fuel of 100, the default until issue 34 doubled it: from the longer scenarios of the
    // default, seeds 3 and 5 stop with a second string of four characters, a local minimum of
    // the text passes that this test does not measure.
    let mut reached = Vec::new();
    for seed in 1..=8 {
        let report = e
            .run_random(&Config::with_seed(seed).scenarios(100_000).fuel(100))
            .expect_err("the insertion lands before the wide character");
        if minimal.iter().all(|l| report.reproducer.contains(l)) {
            reached.push(seed);
        }
    }
    assert!(reached.len() >= 7, "minimal on seeds {reached:?} only");
}

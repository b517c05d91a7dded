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

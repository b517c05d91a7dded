//! The text rope demo: the working rope passes, and the faulty rope's bug, which needs a rope
//! longer than 4 KiB, is found by scenarios that append ropes to each other. Every test is
//! bounded by scenario counts, never by time.

use monolith_core::{Config, Report};
use rope::{faulty, reference, working, RopeApi};

/// The faulty rope's bug, found on `seed` within 20,000 scenarios.
fn find_bug(seed: u64) -> Report {
    rope::faulty_engine()
        .run_random(&Config::with_seed(seed).scenarios(20_000))
        .expect_err("the rebalancing that loses bytes must be caught")
}

/// Checks a report of the faulty rope: its reproducer appends, and pastes as a test.
fn check_report(report: &Report) {
    eprint!("{}", report.origin());
    assert!(report.flaky.is_none(), "{report}");
    assert!(report.reproducer.starts_with("#[test]\n"), "{report}");
    assert!(
        report.reproducer.contains("use rope::faulty::Rope;"),
        "{report}"
    );
    assert!(report.reproducer.contains(".append("), "{report}");
}

/// The process's peak resident memory (`VmHWM`), in bytes, where Linux says.
fn peak_resident() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib << 10)
}

/// Appending a rope to a copy of itself doubles it: before the engine bounded the growth of
/// values, 20,000 scenarios of seed 1 filled 5 GB and aborted on a failed allocation. The
/// size bound keeps every scenario small, and no scenario is even too large.
#[test]
fn working_passes_in_bounded_memory() {
    for seed in 1..=3 {
        let config = Config::with_seed(seed).scenarios(10_000);
        let stats = match rope::working_engine().run_random(&config) {
            Ok(stats) => stats,
            Err(report) => panic!("seed {seed}:\n{}{report}", report.origin()),
        };
        assert_eq!(stats.too_large, 0, "seed {seed}: {stats}");
        let append = stats.operations.iter().find(|o| o.name == "Rope::append");
        assert!(
            append.is_some_and(|o| o.bounded > 0),
            "seed {seed}: {stats}"
        );
    }
    if let Some(peak) = peak_resident() {
        assert!(peak < 1 << 30, "peak resident memory {peak} bytes");
    }
}

#[test]
fn faulty_found() {
    for seed in 1..=5 {
        check_report(&find_bug(seed));
    }
}

#[test]
#[ignore = "long: twenty seeds of up to 20,000 scenarios each"]
fn faulty_found_on_twenty_seeds() {
    for seed in 0..20 {
        check_report(&find_bug(seed));
    }
}

/// A rope of `n` bytes of text pushed 16 bytes at a time, and the same text.
fn pushed<R: RopeApi>(n: usize) -> (R, String) {
    let mut rope = R::new();
    let mut text = String::new();
    for i in 0..n / 16 {
        let s: String = (0..16)
            .map(|j| (b'a' + ((i + j) % 6) as u8) as char)
            .collect();
        rope.push_str(s.clone());
        text.push_str(&s);
    }
    (rope, text)
}

/// The text of a rope, byte by byte.
fn text_of<R: RopeApi>(rope: &R) -> String {
    (0..rope.len()).map(|i| rope.byte_at(i) as char).collect()
}

#[test]
fn pushes_alone_never_reach_the_bug() {
    // A scenario of 200 calls (the default fuel) pushes at most 3,200 bytes: too short to be
    // rebalanced.
    let (rope, text) = pushed::<faulty::Rope>(3_200);
    assert!(rope.depth() > 10, "pushes make a deep tree");
    assert_eq!(text_of(&rope), text);
    assert_eq!(rope.slice(3_168, 3_200), text[3_168..]);
}

#[test]
fn doubling_then_pushing_reaches_the_bug() {
    fn grow<R: RopeApi>() -> R {
        let mut rope = R::from_string("abcdef".to_string());
        for _ in 0..10 {
            let copy = rope.clone();
            rope.append(&copy);
        }
        for _ in 0..40 {
            rope.push_str("abcdefabcdefabcd".to_string());
        }
        rope
    }
    let (model, ok, bad) = (
        grow::<reference::Rope>(),
        grow::<working::Rope>(),
        grow::<faulty::Rope>(),
    );
    assert_eq!(model.len(), 6 * 1024 + 40 * 16);
    assert_eq!(ok.len(), model.len());
    assert!(ok.depth() <= working::max_depth(ok.len()));
    assert_eq!(text_of(&ok), model.slice(0, model.len()));
    assert!(
        bad.len() < model.len(),
        "the rebalancing lost the last bytes"
    );
}

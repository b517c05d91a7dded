//! Language types end to end: a candidate's result outside its grammar is a failure of its own
//! kind, with a reproducer that asserts the grammar; grammar arguments shrink to their smallest
//! derivations; reports replay byte for byte. Work is bounded by scenario counts.

use monolith_core::{spec::*, Config, Engine, FailureKind};

const PATH: &str = r#"start: "/" | "/"? part ("/" part)*; part: [a-z.-]*;"#;

/// Drops empty parts and `.` parts; the faulty version keeps a part that starts with `-`.
fn clean(path: &str, faulty: bool) -> String {
    let parts: Vec<&str> = path
        .split('/')
        .filter(|p| !p.is_empty() && *p != "." && (faulty || !p.starts_with('-')))
        .collect();
    format!("/{}", parts.join("/"))
}

fn engine(faulty: bool) -> Engine {
    let sanitised = grammar(r#"start: "/" | ("/" part)+; part: [a-z.] [a-z.-]*;"#);
    let mut engine = Engine::new();
    engine.test_name("clean_reproducer");
    engine.declare(
        "clean",
        args().arg(str_of(grammar(PATH))).returns(sanitised),
        |p: &str| clean(p, false),
        move |p: &str| clean(p, faulty),
    );
    engine
}

#[test]
fn a_result_outside_the_language_is_its_own_failure() {
    for seed in 1..=5 {
        let report = engine(true)
            .run_random(&Config::with_seed(seed).scenarios(20_000))
            .expect_err("a part starting with `-` is kept");
        assert_eq!(
            report.failure.kind,
            FailureKind::OutsideLanguage,
            "{report}"
        );
        assert_eq!(report.failure.steps, 1, "{report}");
        assert!(
            report.failure.message.contains("is outside the language"),
            "{report}"
        );
        // The smallest failing argument: a relative path of one part, a single `-`.
        assert!(
            report.reproducer.contains(r#"clean("-")"#),
            "{}",
            report.reproducer
        );
        assert!(
            report
                .reproducer
                .contains(".matches(&v0_0), \"outside the language: {:?}\", v0_0);"),
            "{}",
            report.reproducer
        );
        let again = engine(true)
            .run_random(&Config::with_seed(seed).scenarios(20_000))
            .unwrap_err();
        assert_eq!(again.to_string(), report.to_string());
    }
}

#[test]
fn a_correct_candidate_passes_and_the_run_reports_the_language() {
    let stats = engine(false)
        .run_random(&Config::with_seed(7).scenarios(3_000))
        .expect("no false alarm");
    assert_eq!(stats.languages.len(), 1, "{stats}");
    let l = &stats.languages[0];
    assert!(l.drawn > 0);
    assert_eq!(l.covered, l.items, "{stats}");
    assert!(stats.to_string().contains("language `grammar("), "{stats}");
}

#[test]
fn a_broken_refinement_is_named_in_the_reproducer() {
    let short = regex("[a-z]{0,6}").refine("|s: &str| s.len() <= 3", |s| s.len() <= 3);
    let mut engine = Engine::new();
    engine.declare(
        "double",
        args().arg(regex("[a-z]{0,3}")).returns(short),
        |s: String| s.clone(),
        |s: String| s.repeat(2),
    );
    let report = engine
        .run_random(&Config::with_seed(3).scenarios(5_000))
        .unwrap_err();
    assert_eq!(report.failure.kind, FailureKind::OutsideLanguage);
    assert!(
        report
            .reproducer
            .contains("assert!((|s: &str| s.len() <= 3)(&v0_0)"),
        "{}",
        report.reproducer
    );
    // "aa" is the shortest argument whose double breaks the refinement.
    assert!(
        report.reproducer.contains("double(\"aa\".to_string())"),
        "{report}"
    );
}

#[test]
fn grammar_arguments_shrink_to_their_smallest_derivation() {
    let json = grammar(
        r#"start: value;
           value: "null" | number | "[" (value ("," value)*)? "]";
           number: "-"? [0-9]+;"#,
    );
    let mut engine = Engine::new();
    // The candidate is wrong on any nested array.
    engine.declare(
        "depth",
        args().arg(json).returns(int::<usize>()),
        |s: String| s.chars().filter(|&c| c == '[').count().min(1),
        |s: String| s.chars().filter(|&c| c == '[').count(),
    );
    for seed in 1..=5 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(20_000))
            .unwrap_err();
        assert!(
            report.reproducer.contains("depth(\"[[]]\".to_string())"),
            "seed {seed}: {}",
            report.reproducer
        );
    }
}

/// Runs 20 scenarios of at most 8 calls that measure strings of `g`.
fn measure(g: &Grammar) {
    let mut engine = Engine::new();
    engine.fuel(8);
    engine.declare(
        "len",
        args().arg(g.clone()).returns(int::<usize>()),
        |s: String| s.len(),
        |s: String| s.len(),
    );
    engine
        .run_random(&Config::with_seed(1).scenarios(20))
        .unwrap();
}

#[test]
fn cover_mode_covers_a_regex_in_few_values() {
    // Iorek's ISBN benchmark: a few values cover every alternative and repetition bound.
    let isbn = r"97[89]-[0-9]{1,5}-[0-9]{1,7}-[0-9]{1,7}-[0-9X]|[0-9]{9}[0-9X]";
    let covering = regex(isbn).cover();
    measure(&covering);
    let c = covering.coverage();
    assert_eq!(
        c.covered, c.total,
        "{:?} after {} values",
        c.missing, c.drawn
    );
    let plain = regex(isbn);
    measure(&plain);
    assert!(plain.coverage().covered <= c.covered);
}

/// The examples of the guide's chapter on language types (`docs/guide.md`).
#[test]
fn the_guide_examples_hold() {
    let int_exp = grammar(
        r#"
        start: (number op)* number;
        number: [0-9]+;
        op: "+" | "-";
    "#,
    );
    assert!(int_exp.matches("12+3-4"));
    let isbn = regex(r"97[89]-[0-9]{1,5}-[0-9]{1,7}-[0-9]{1,7}-[0-9X]");
    assert!(isbn.matches("978-3-16-148410-0"));
    let err = Grammar::new("start: num;\nnumber: [0-9];").unwrap_err();
    assert_eq!(
        err.to_string(),
        "grammar error at line 1, column 8: no rule named `num` (did you mean `number`?)\n1 | start: num;\n  |        ^^^"
    );
    fn is_sanitized(path: &str) -> bool {
        path.split('/')
            .all(|part| !part.starts_with(['-', '.']) && !part.ends_with(' '))
    }
    let path = grammar(r#"start: "/" | "/"? part ("/" part)*; part: (%x0-2E | %x30-7F)*;"#);
    let sanitized = path.refine("is_sanitized", is_sanitized);
    assert!(!sanitized.matches("/a/.b"));
    let unusual = grammar(
        r#"
        start: "/" | "/"? part ("/" part)*;
        part: char*;
        char: [abAB0] | [-.\\: ] | %x0-4;
    "#,
    );
    let paths = path.using(unusual);
    assert!(paths.matches("/a\u{1}/-b"));
    // Every generated path is in the full language, and the unusual characters come often.
    let mut src = monolith_core::Source::random(1, 0);
    let drawn: Vec<String> = (0..200).filter_map(|_| paths.generate(&mut src)).collect();
    assert!(drawn.iter().all(|p| path.matches(p)));
    let unusual_chars = drawn
        .iter()
        .flat_map(|p| p.chars())
        .filter(|c| c.is_control() || "-.\\: ".contains(*c))
        .count();
    let all_chars: usize = drawn.iter().map(|p| p.chars().count()).sum();
    assert!(
        3 * unusual_chars > all_chars,
        "{unusual_chars} of {all_chars}"
    );
}

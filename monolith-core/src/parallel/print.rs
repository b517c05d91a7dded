//! The reproducer of a parallel failure: a `#[test]` that uses the candidate alone.
//!
//! For a history that no interleaving explains, the test runs rounds in batches of 100:
//! it makes a fresh candidate for each round of the batch and runs the prefix on it, then
//! runs the suffixes on `std::thread::scope` threads spawned once a batch, which meet at each
//! round's start by spinning, as the engine's threads do (`stress.rs`), and slide their starts
//! against each other from round to round by the same counts. It then asserts that each
//! round's results are among the outcomes the reference allows, listed as literals
//! (`outcomes.rs`). Spawning threads once a round instead made the rounds ten times as slow,
//! and their starts tens of microseconds apart: the stack's ABA race
//! (`demos/src/concurrent/stack`) took up to 27 s to fail, and in batches well under a second.
//!
//! For a disagreement in the sequential prefix, the test is a plain sequence of calls and an
//! `assert_eq!`.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::outcomes::{Results, Shown};
use super::scenario::Scenario;

/// What the printer needs to know of the spec.
pub(crate) struct Names<'a> {
    /// The test's name, before `_reproducer`.
    pub test: &'a str,
    /// The shared value's variable.
    pub var: &'a str,
    /// The expression that makes the candidate.
    pub constructor: &'a str,
    /// The `use` lines.
    pub uses: Vec<String>,
}

/// The printed test's meeting of its threads, after the outcomes it allows (`THREADS` is
/// replaced by their number). A batch's candidates are made before its threads start, so that
/// the threads meet at each round's start by spinning, with no thread spawned per round. A
/// thread whose call panics leaves: the others stop waiting for it, and its panic fails the
/// test when it is joined.
const MEET: &str = r#"    // The threads meet at the start of each round of a batch: each counts its arrival and
    // spins until all have arrived. A thread whose call panics leaves, and the others go on
    // without it; its panic fails the test.
    const BATCH: usize = 100;
    let arrived = AtomicUsize::new(0);
    let left = AtomicBool::new(false);
    let meet = |k: usize| {
        arrived.fetch_add(1, Ordering::AcqRel);
        let mut spins = 0u32;
        while arrived.load(Ordering::Acquire) < THREADS * (k + 1) && !left.load(Ordering::Acquire) {
            if spins < 1 << 12 {
                spins += 1;
                spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    };
    fn or_leave<T>(left: &AtomicBool, f: impl FnOnce() -> T) -> T {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|panic| {
            left.store(true, Ordering::Release);
            std::panic::resume_unwind(panic)
        })
    }
"#;

/// Tuples longer than this have no `PartialEq` or `Debug`: a thread with more calls prints
/// its results as `Debug` strings.
const TUPLE_MAX: usize = 12;

fn header(names: &Names<'_>, out: &mut String) {
    let _ = writeln!(out, "#[test]\nfn {}_reproducer() {{", names.test);
    for u in &names.uses {
        let _ = writeln!(out, "    use {u};");
    }
}

/// A prefix call as a statement: a unit result is not bound (clippy's `let_unit_value`).
fn statement(code: &str, result: Option<&str>) -> String {
    match result {
        Some("()") => format!("{code};"),
        _ => format!("let _ = {code};"),
    }
}

/// The test for a call of the sequential prefix whose result differs: the calls before it
/// (`results` are the candidate's, as code), then an `assert_eq!` with the reference's result
/// `want`, or a comment where the reference judges results.
pub(crate) fn prefix_test<R, C>(
    names: &Names<'_>,
    sc: &Scenario<R, C>,
    results: &[Option<String>],
    index: usize,
    want: Option<&str>,
    got: &str,
) -> String {
    let mut out = String::new();
    header(names, &mut out);
    let _ = writeln!(out, "    let {} = {};", names.var, names.constructor);
    for (call, result) in sc.prefix.iter().zip(results).take(index) {
        let code = call.code(names.var);
        let _ = writeln!(out, "    {}", statement(&code, result.as_deref()));
    }
    let code = sc.prefix[index].code(names.var);
    let _ = match want {
        Some(e) => writeln!(
            out,
            "    assert_eq!({code}, {e}); // candidate returned {got}"
        ),
        None => writeln!(
            out,
            "    let _ = {code}; // candidate returned {got}, which the reference does not allow"
        ),
    };
    out.push_str("}\n");
    out
}

/// A thread's results as one expression, and as it is listed among the allowed outcomes.
fn thread_results(results: &[Option<Shown>], names: &[String], debug: bool) -> (String, String) {
    if debug {
        let got: Vec<String> = names
            .iter()
            .map(|n| format!("format!(\"{{{n}:?}}\")"))
            .collect();
        let listed: Vec<String> = results
            .iter()
            .map(|r| format!("{:?}", r.as_ref().map_or("", |s| s.debug.as_str())))
            .collect();
        (
            format!("vec![{}]", got.join(", ")),
            format!("vec![{}]", listed.join(", ")),
        )
    } else {
        let tuple = |items: Vec<String>| match items.len() {
            1 => format!("({},)", items[0]),
            _ => format!("({})", items.join(", ")),
        };
        let listed = results
            .iter()
            .map(|r| r.as_ref().map_or(String::new(), |s| s.literal.clone()))
            .collect();
        (tuple(names.to_vec()), tuple(listed))
    }
}

/// The test for a history that no interleaving explains, or why none can be printed.
pub(crate) fn linearizability_test<R, C>(
    names: &Names<'_>,
    sc: &Scenario<R, C>,
    prefix: &[Option<String>],
    allowed: &BTreeSet<Results>,
) -> Result<String, String> {
    if allowed
        .iter()
        .any(|o| o.iter().flatten().any(Option::is_none))
    {
        return Err(
            "the reference panics in some interleaving, and a printed test cannot \
                    list a panic among the outcomes it allows"
                .into(),
        );
    }
    let var = names.var;
    let threads = sc.suffixes.len();
    let debug = sc.suffixes.iter().any(|s| s.len() > TUPLE_MAX);
    // The variables of each thread's results; a unit result is not bound.
    let unit = |t: usize, i: usize| {
        allowed
            .iter()
            .next()
            .is_some_and(|o| o[t][i].as_ref().is_some_and(|s| s.literal == "()"))
    };
    let vars: Vec<Vec<String>> = (0..threads)
        .map(|t| {
            (0..sc.suffixes[t].len())
                .map(|i| {
                    if unit(t, i) && !debug {
                        "()".to_string()
                    } else {
                        format!("r{t}_{i}")
                    }
                })
                .collect()
        })
        .collect();
    let mut out = String::new();
    header(names, &mut out);
    out.push_str("    use std::hint::spin_loop;\n");
    out.push_str("    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};\n");
    let _ = writeln!(
        out,
        "    // Every outcome the reference allows: one per interleaving of the threads' calls."
    );
    let listed: Vec<String> = allowed
        .iter()
        .map(|o| {
            let parts: Vec<String> = (0..threads)
                .map(|t| thread_results(&o[t], &vars[t], debug).1)
                .collect();
            format!("({})", parts.join(", "))
        })
        .collect();
    let _ = writeln!(out, "    let allowed = [");
    for l in &listed {
        let _ = writeln!(out, "        {l},");
    }
    let _ = writeln!(out, "    ];");
    out.push_str(&MEET.replace("THREADS", &threads.to_string()));
    // 1,000 batches of 100 rounds.
    out.push_str("    for batch in 0..1_000u64 {\n");
    if sc.prefix.is_empty() {
        out.push_str("        // A fresh candidate for each round of the batch.\n");
        let _ = writeln!(
            out,
            "        let candidates: Vec<_> = (0..BATCH).map(|_| {}).collect();",
            names.constructor
        );
    } else {
        out.push_str(
            "        // A fresh candidate for each round of the batch, the prefix run on it.\n",
        );
        out.push_str("        let candidates: Vec<_> = (0..BATCH)\n");
        out.push_str("            .map(|_| {\n");
        let _ = writeln!(out, "                let {var} = {};", names.constructor);
        for (call, reference) in sc.prefix.iter().zip(prefix) {
            let code = call.code(var);
            let _ = writeln!(
                out,
                "                {}",
                statement(&code, reference.as_deref())
            );
        }
        let _ = writeln!(out, "                {var}");
        out.push_str("            })\n");
        out.push_str("            .collect();\n");
    }
    out.push_str("        arrived.store(0, Ordering::Release);\n");
    out.push_str("        let outcomes: Vec<_> = std::thread::scope(|scope| {\n");
    // Thread `t`'s rounds, as an expression: its results, round by round.
    let rounds = |t: usize, indent: &str, out: &mut String| {
        let _ = writeln!(out, "candidates.iter().enumerate().map(|(k, {var})| {{");
        let body = format!("{indent}    ");
        let _ = writeln!(out, "{body}meet(k);");
        let _ = writeln!(
            out,
            "{body}for i in 0..(batch * BATCH as u64 + k as u64) * {} % {} {{\n{body}    std::hint::black_box(i);\n{body}}}",
            super::stress::slide_factor(t),
            super::stress::SLIDES
        );
        for (i, p) in sc.suffixes[t].iter().enumerate() {
            if p.spin > 0 {
                let _ = writeln!(
                    out,
                    "{body}for _ in 0..{} {{\n{body}    spin_loop();\n{body}}}",
                    p.spin
                );
            }
            let code = p.call.code(var);
            match vars[t][i].as_str() {
                "()" => {
                    let _ = writeln!(out, "{body}{code};");
                }
                v => {
                    let _ = writeln!(out, "{body}let {v} = {code};");
                }
            }
        }
        let _ = writeln!(out, "{body}{}", thread_results(&[], &vars[t], debug).0);
        let _ = write!(out, "{indent}}}).collect::<Vec<_>>()");
    };
    for t in 1..threads {
        let _ = write!(
            out,
            "            let t{t} = scope.spawn(|| {{\n                or_leave(&left, || {{\n                    "
        );
        rounds(t, "                    ", &mut out);
        out.push_str("\n                })\n            });\n");
    }
    out.push_str("            let t0 = or_leave(&left, || {\n                ");
    rounds(0, "                ", &mut out);
    out.push_str("\n            });\n");
    for t in 1..threads {
        let _ = writeln!(
            out,
            "            let mut t{t} = t{t}.join().unwrap().into_iter();"
        );
    }
    let mut parts = vec!["r0".to_string()];
    parts.extend((1..threads).map(|t| format!("t{t}.next().unwrap()")));
    let _ = writeln!(
        out,
        "            t0.into_iter().map(|r0| ({})).collect()",
        parts.join(", ")
    );
    out.push_str("        });\n");
    out.push_str("        for (k, outcome) in outcomes.iter().enumerate() {\n");
    out.push_str("            let round = batch * BATCH as u64 + k as u64;\n");
    out.push_str(
        "            assert!(\n                allowed.contains(outcome),\n                \"round {round}: no interleaving of the calls gives {outcome:?}\"\n            );\n",
    );
    out.push_str("        }\n");
    out.push_str("    }\n}\n");
    Ok(out)
}

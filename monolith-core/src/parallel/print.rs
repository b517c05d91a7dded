//! The reproducer of a parallel failure: a `#[test]` that uses the candidate alone.
//!
//! For a history that no interleaving explains, the test runs the prefix and then the suffixes
//! on `std::thread::scope` threads, released together and spinning as the engine's threads do
//! (`stress.rs`), round after round, and asserts that each round's results are among the
//! outcomes the reference allows, listed as literals (`outcomes.rs`). For a disagreement in the
//! sequential prefix, it is a plain sequence of calls and an `assert_eq!`.

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
    out.push_str("    use std::sync::atomic::{AtomicUsize, Ordering};\n");
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
    let _ = writeln!(out, "    for round in 0..100_000u64 {{");
    let _ = writeln!(out, "        let {var} = {};", names.constructor);
    for (call, reference) in sc.prefix.iter().zip(prefix) {
        let code = call.code(var);
        let _ = writeln!(out, "        {}", statement(&code, reference.as_deref()));
    }
    out.push_str("        let ready = AtomicUsize::new(0);\n");
    out.push_str("        let outcome = std::thread::scope(|scope| {\n");
    let body = |t: usize, indent: &str, out: &mut String| {
        let _ = writeln!(out, "{indent}ready.fetch_add(1, Ordering::AcqRel);");
        let _ = writeln!(
            out,
            "{indent}while ready.load(Ordering::Acquire) < {threads} {{\n{indent}    spin_loop();\n{indent}}}"
        );
        let _ = writeln!(
            out,
            "{indent}for i in 0..round * {} % 101 {{\n{indent}    std::hint::black_box(i);\n{indent}}}",
            37 + 22 * t
        );
        for (i, p) in sc.suffixes[t].iter().enumerate() {
            if p.spin > 0 {
                let _ = writeln!(
                    out,
                    "{indent}for _ in 0..{} {{\n{indent}    spin_loop();\n{indent}}}",
                    p.spin
                );
            }
            let code = p.call.code(var);
            match vars[t][i].as_str() {
                "()" => {
                    let _ = writeln!(out, "{indent}{code};");
                }
                v => {
                    let _ = writeln!(out, "{indent}let {v} = {code};");
                }
            }
        }
    };
    for (t, names) in vars.iter().enumerate().skip(1) {
        let _ = writeln!(out, "            let t{t} = scope.spawn(|| {{");
        body(t, "                ", &mut out);
        let _ = writeln!(
            out,
            "                {}",
            thread_results(&[], names, debug).0
        );
        out.push_str("            });\n");
    }
    body(0, "            ", &mut out);
    let mut parts = vec![thread_results(&[], &vars[0], debug).0];
    parts.extend((1..threads).map(|t| format!("t{t}.join().unwrap()")));
    let _ = writeln!(out, "            ({})", parts.join(", "));
    out.push_str("        });\n");
    out.push_str(
        "        assert!(\n            allowed.contains(&outcome),\n            \"round {round}: no interleaving of the calls gives {outcome:?}\"\n        );\n",
    );
    out.push_str("    }\n}\n");
    Ok(out)
}

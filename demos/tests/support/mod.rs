//! What the test files that paste printed reproducers share: checking that each is still what
//! the engine prints, and that each fails on its last statement.

use std::cell::{Cell, RefCell};
use std::panic;

/// Asserts that `this_file` holds `reproducer` as printed, but for the `#[should_panic]` and
/// `#[rustfmt::skip]` attributes that keep the pasted copy a passing test, as printed.
///
/// With `MONOLITH_BLESS=1`, a pasted copy that differs is replaced in `tests/<file_name>`
/// instead (the function of the same name, which must exist): after a change to the engine that
/// changes reproducers on purpose, run the tests once so, and review the diff.
pub fn assert_pasted(this_file: &str, file_name: &str, what: &str, reproducer: &str) {
    let pasted = reproducer.replacen(
        "#[test]\n",
        "#[test]\n#[should_panic]\n#[rustfmt::skip]\n",
        1,
    );
    if this_file.contains(&pasted) {
        return;
    }
    if std::env::var_os("MONOLITH_BLESS").is_some_and(|v| v == "1") {
        bless(file_name, &pasted);
        return;
    }
    panic!("{what} now prints:\n{reproducer}");
}

/// Replaces, in `tests/<file_name>`, the pasted function that `pasted` defines.
fn bless(file_name: &str, pasted: &str) {
    let path = format!("{}/tests/{file_name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the test file");
    let header = pasted
        .lines()
        .find(|l| l.starts_with("fn "))
        .expect("a function");
    let at = text
        .find(&format!("\n{header}\n"))
        .unwrap_or_else(|| panic!("{file_name}: no `{header}` to bless"));
    let start = text[..at].rfind("#[test]").expect("its #[test]");
    let end = at + text[at..].find("\n}\n").expect("its closing brace") + 3;
    let body = &pasted[pasted.find("#[test]").expect("#[test]")..];
    let new = format!("{}{}\n{}", &text[..start], body.trim_end(), &text[end..]);
    std::fs::write(&path, new).expect("write the test file");
}

/// The lines of `file` in a backtrace (printed as `at ./tests/FILE:LINE:COLUMN`), innermost
/// first.
fn lines_in(file: &str, backtrace: &str) -> Vec<u32> {
    let marker = format!("{file}:");
    backtrace
        .split(marker.as_str())
        .skip(1)
        .filter_map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .collect()
}

thread_local! {
    /// The lines of the listened file where the last panic of this thread happened, innermost
    /// first, when a test listens.
    static PANICKED_AT: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

/// Asserts that each pasted reproducer of `file` (named `file_name`, as in `fidelity.rs`) panics,
/// and on its last statement: an assertion fails there, or the candidate panics in a call made
/// there.
pub fn assert_fail_on_last_statement(file: &str, file_name: &'static str, pasted: &[(&str, fn())]) {
    let lines: Vec<&str> = file.lines().collect();
    // The engine installs its own panic hook on its first call, wrapping the hook it finds. A
    // test of this binary that runs the engine at the same time could take the hook from under
    // the one set here and lose it: make the engine install its hook first.
    let _ = demos::parray::working_engine()
        .run_random(&monolith_core::Config::with_seed(1).scenarios(1));
    let previous = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if LISTENING.with(Cell::get) {
            // An assertion fails in the file; a candidate panics in its own code, called from
            // the file.
            let at = match info.location() {
                Some(l) if l.file().ends_with(file_name) => vec![l.line()],
                _ => lines_in(
                    file_name,
                    &std::backtrace::Backtrace::force_capture().to_string(),
                ),
            };
            PANICKED_AT.with(|p| *p.borrow_mut() = at);
        } else {
            previous(info);
        }
    }));
    for &(name, f) in pasted {
        let start = lines
            .iter()
            .position(|l| *l == format!("fn {name}() {{"))
            .unwrap_or_else(|| panic!("{name}: no pasted function"));
        let end = start + lines[start..].iter().position(|l| *l == "}").unwrap();
        // 1-based: the line before the closing brace.
        let last = end as u32;
        LISTENING.with(|l| l.set(true));
        let outcome = panic::catch_unwind(f);
        LISTENING.with(|l| l.set(false));
        assert!(outcome.is_err(), "{name}: the reproducer passes");
        // The innermost line of the reproducer's body on the panic's way.
        let body = start as u32 + 2..=last;
        let at = PANICKED_AT.with(|p| p.borrow().iter().copied().find(|l| body.contains(l)));
        assert_eq!(
            at,
            Some(last),
            "{name}: the reproducer fails elsewhere than on its last statement, {:?}",
            lines[end - 1]
        );
    }
}

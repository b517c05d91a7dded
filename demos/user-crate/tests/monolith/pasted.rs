//! The check that a pasted reproducer is still what the engine prints.

/// Asserts that `file`, the text of a file of pasted reproducers, holds `reproducer` as the
/// engine printed it, but for the attributes pasted above each function: `#[should_panic]`
/// (with the message it expects) and `#[rustfmt::skip]`, which keep the paste a passing test,
/// as printed.
pub fn assert_pasted(file: &str, what: &str, reproducer: &str) {
    let as_printed: String = file
        .lines()
        .filter(|l| !l.starts_with("#[should_panic") && *l != "#[rustfmt::skip]")
        .flat_map(|l| [l, "\n"])
        .collect();
    assert!(
        as_printed.contains(reproducer),
        "{what} now prints:\n{reproducer}"
    );
}

//! Unix paths.

use crate::spec::Grammar;

const RULES: &str = r#"
start: "/"+ | "/"* name ("/"+ name)* "/"*;
name: "." | ".." | char+;
char: [^/\0];
"#;

/// Unix paths, absolute or relative (POSIX's pathname, XBD 3.271 and 4.13): file names of any
/// characters but `/` and NUL, separated by one or more `/`, with optional leading and trailing
/// slashes. File names `.` and `..` have alternatives of their own, so generation makes them
/// often.
///
/// This is FLAT-PY's `Path` grammar (`start: "/" | "/"? part ("/" part)*; part: (%x1-2E |
/// %x30-7F)*;`) extended to every Unicode scalar value, less the empty string, which POSIX
/// does not take as a path. Left out: paths that are not UTF-8 (a Unix path is bytes, a
/// language type's value a `String`), and `PATH_MAX`/`NAME_MAX`, which depend on the system.
///
/// # Examples
///
/// ```
/// use monolith_core::{grammars, Source};
/// let path = grammars::unix_path();
/// assert!(path.matches("/usr/bin/env") && path.matches("../a//b/") && path.matches("/"));
/// assert!(path.matches("caf\u{e9}/\u{1F600}"));
/// assert!(!path.matches("") && !path.matches("a\0b"));
/// let s = path.generate(&mut Source::random(1, 0)).unwrap();
/// assert!(!s.is_empty() && !s.contains('\0'));
/// ```
pub fn unix_path() -> Grammar {
    super::ready_made("unix_path", &[RULES])
}

//! A path sanitiser, after FLAT-PY's case study of Parenchym's `safepath` (section 7.3 of the
//! FLAT paper): `safepath(&str) -> String` turns a Unix path into a safe relative one.
//!
//! The spec is the paper's, `safepath: Path -> SanitizedPath`:
//!
//! * the argument's type is [`path`], the paper's `Path` (ASCII parts without `/`), generated
//!   from [`unusual_path`], the paper's fuzzing grammar `UnusualPath` (five letters and digits,
//!   five characters that are not allowed, five control characters), with
//!   [`Grammar::using`]: the declared type stays the full language;
//! * the result's type is [`sanitized_path`], the paper's `SanitizedPath = refine(Path,
//!   is_sanitized)`: a path none of whose parts starts with `-`, `.` or a space, ends with a
//!   space, holds a control character, `\` or `:`, or two spaces in a row ([`is_sanitized`];
//!   the paper's predicate, with the leading space that the docstring and the paper's text
//!   forbid).
//!
//! The paper checks the result's type only. This spec also has a [`reference`](mod@reference)
//! that sanitises correctly, and compares: a candidate's result outside `SanitizedPath` is
//! [`OutsideLanguage`](monolith_core::FailureKind::OutsideLanguage) whatever the reference
//! returned, and a result inside it must equal the reference's.
//!
//! **The bug** (Parenchym's, found by FLAT-PY): the [`candidate`] strips each part
//! (`a.strip().lstrip('.-')`, here of leading spaces, dots and dashes together and trailing
//! spaces) before it removes `:`, so the removal uncovers what the strip
//! would have taken: a dash or a dot in front (`:-rf` becomes `-rf`, `:.ssh` `.ssh`), a space at
//! either end (`: a` becomes ` a`; `a :` becomes `a `), or two spaces (`a : b`). Every failing
//! input in the paper's Table 2 holds a `:`. The reported failure is always `OutsideLanguage`,
//! never a mismatch: the path is normalised before its parts are sanitised, so each part of the
//! result is one part of the input sanitised, and a faulty part is the correct one with spaces,
//! dots or dashes left in front, spaces left at the end, or two spaces left where one belongs;
//! inside the type, it is the correct one (`demos/tests/engine/lang.rs` checks it on 22,000 paths).
//!
//! `UnusualPath` draws one character in three from `-`, `.`, `\`, `:` and the space, so one
//! call in a few reaches the bug. The paper's `Path` alone ([`path_engine`]) draws `:` once in
//! 127 characters and needs hundreds of calls. A plain [`str()`](monolith_core::spec::str())
//! ([`plain_string_engine`]) has `\`, `-`, `.` and the space among its punctuation but no `:`,
//! which it draws only among all of Unicode, about once in 18 million characters: within the
//! benchmark's budget it does not find the bug (see `docs/benchmarks.md`). The shortest
//! reproducer is one call (the operation is a pure function); seed 1 gives:
//!
//! ```text
//! let v0_0 = Faulty::safepath("0 :");
//! assert!((demos::lang::safepath::is_sanitized)(&v0_0), "breaks `demos::lang::safepath::is_sanitized`"); // candidate returned "0 "
//! ```

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The paper's `Path`: absolute or relative Unix paths of ASCII parts.
///
/// # Examples
///
/// ```
/// let path = demos::lang::safepath::path();
/// assert!(path.matches("/") && path.matches("a//b/") && path.matches("\u{0}:/..."));
/// assert!(!path.matches("é"));
/// ```
pub fn path() -> Grammar {
    grammar(
        r#"
        start: "/" | "/"? part ("/" part)*;
        part: (%x0-2E | %x30-7F)*;
        "#,
    )
    .code("demos::lang::safepath::path()")
}

/// The paper's `UnusualPath`: paths of five letters and digits, five characters that are not
/// allowed in a part and five control characters, each group drawn as often as the others.
pub fn unusual_path() -> Grammar {
    grammar(
        r#"
        start: "/" | "/"? part ("/" part)*;
        part: char*;
        char: [abAB0] | [-.\\: ] | %x0-4;
        "#,
    )
}

/// Whether a character is not allowed in a sanitised part: a control character, `\` or `:`.
pub fn is_not_allowed(c: char) -> bool {
    reference::is_control(c) || c == '\\' || c == ':'
}

/// The paper's `is_sanitized`: no part of `path` starts with `-`, `.` or a space, ends with a
/// space, holds a character that [`is_not_allowed`], or two spaces in a row.
///
/// # Examples
///
/// ```
/// use demos::lang::safepath::is_sanitized;
/// assert!(is_sanitized("etc/ssh/id rsa.pub"));
/// assert!(!is_sanitized("a/-rf") && !is_sanitized(".ssh") && !is_sanitized("a  b"));
/// ```
pub fn is_sanitized(path: &str) -> bool {
    path.split('/').all(|part| {
        !(part.starts_with(['-', '.', ' '])
            || part.ends_with(' ')
            || part.chars().any(is_not_allowed)
            || part.contains("  "))
    })
}

/// The paper's `SanitizedPath = refine(Path, is_sanitized)`, over `base`.
fn refine_sanitized(base: Grammar) -> Grammar {
    base.refine("demos::lang::safepath::is_sanitized", is_sanitized)
}

/// The paper's `SanitizedPath`: [`path`] refined by [`is_sanitized`].
///
/// # Examples
///
/// ```
/// let sanitized = demos::lang::safepath::sanitized_path();
/// assert!(sanitized.matches("a/b c"));
/// assert!(!sanitized.matches("a/-b"));
/// ```
pub fn sanitized_path() -> Grammar {
    refine_sanitized(path())
}

/// The spec: `safepath` from the argument `arg` to `result`.
fn engine<const BUGGY: bool, A>(arg: A, result: Grammar) -> Engine
where
    A: Constructible<R = String, C = String> + 'static,
{
    let (mut engine, ty) = super::engine_for("safepath", BUGGY);
    engine.declare(
        &format!("{ty}::safepath"),
        args().arg(str_of(arg)).returns(result),
        reference::safepath,
        candidate::Sanitizer::<BUGGY>::safepath,
    );
    engine
}

/// The engine of the faulty candidate: finds a part that starts with `-` or `.`, or another
/// part outside `SanitizedPath`.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::lang::safepath::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::OutsideLanguage);
/// assert!(report.reproducer.contains("is_sanitized"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    engine::<true, _>(path().using(unusual_path()), sanitized_path())
}

/// The engine of the working candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::lang::safepath::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false, _>(path().using(unusual_path()), sanitized_path())
}

/// The faulty candidate's spec with the paper's `Path` alone, without `UnusualPath` (the
/// paper's first attempt, which found nothing in 1,000 tests), for `demos/benches/lang.rs`.
pub fn path_engine() -> Engine {
    engine::<true, _>(path(), sanitized_path())
}

/// The faulty candidate's spec with a plain [`str()`](monolith_core::spec::str()) argument,
/// for `demos/benches/lang.rs` and `demos/tests/engine/lang.rs`. A plain string is not a `Path` (it
/// has characters beyond ASCII), so the result's type is [`is_sanitized`] over strings of any
/// characters, [`text()`].
pub fn plain_string_engine() -> Engine {
    engine::<true, _>(string(), refine_sanitized(text()))
}

/// Strings of any characters, the base of the plain-string spec's result type.
pub fn text() -> Grammar {
    grammar("start: %x0-10FFFF*;").code("demos::lang::safepath::text()")
}

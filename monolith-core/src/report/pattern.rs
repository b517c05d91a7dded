//! Observations as patterns: how the result of one instruction is printed in a reproducer.
//!
//! Deconstruction returns a [`Pat`] when the engine renders a scenario. The printer turns the
//! candidate's call expression and its pattern into statements: an `assert_eq!` when the whole
//! result is concrete, a `let` when it binds abstract variables, a `let ... else` when a tag must
//! be checked first.

use std::fmt;
use std::rc::Rc;

/// A function that prints a Rust expression around another one (used by `map_into` and by the
/// explanations of nondeterministic results).
pub type Wrap = Rc<dyn Fn(&str) -> String>;

/// The printable shape of one observation.
#[derive(Clone)]
pub enum Pat {
    /// Not rendering: nothing to print.
    Skip,
    /// The value is ignored.
    Wild,
    /// The value is bound to the abstract variable of this name.
    Var(String),
    /// A concrete value: the reference's value, and the candidate's when they disagree.
    Value {
        /// The reference's value, as a Rust expression.
        expected: String,
        /// The candidate's value when it differs from the reference's.
        got: Option<String>,
    },
    /// A tuple of observations.
    Tuple(Vec<Pat>),
    /// A one-field variant both sides agree on: `Some`, `Ok` or `Err`.
    Variant(&'static str, Box<Pat>),
    /// The sides disagree on the variant.
    TagMismatch {
        /// What the reference returned, as a pattern such as `Some(_)`.
        expected: String,
        /// What the candidate returned, as a pattern such as `None`.
        got: String,
    },
    /// The observation is made on a transformed value (`map_into`).
    Map(Wrap, Box<Pat>),
    /// The candidate panicked while its result was transformed (`map_into`): the statement
    /// evaluates the expression, which panics there too.
    Panics(String),
    /// A nondeterministic result: the candidate's value is bound to a local and, when the
    /// reference rejected it, the explanation prints an assertion about that local.
    Judged {
        /// The assertion that fails, given the local's name, when the reference rejected it.
        rejected: Option<Wrap>,
        /// What the candidate returned, printed, when it was rejected.
        got: Option<String>,
        /// The observation of the reference's value when it was accepted.
        inner: Box<Pat>,
    },
}

impl fmt::Debug for Pat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pat::Skip => write!(f, "Skip"),
            Pat::Wild => write!(f, "Wild"),
            Pat::Var(v) => write!(f, "Var({v})"),
            Pat::Value { expected, got } => write!(f, "Value({expected}, {got:?})"),
            Pat::Tuple(ps) => f.debug_list().entries(ps).finish(),
            Pat::Variant(n, p) => write!(f, "{n}({p:?})"),
            Pat::TagMismatch { expected, got } => write!(f, "TagMismatch({expected}, {got})"),
            Pat::Map(_, p) => write!(f, "Map({p:?})"),
            Pat::Judged { inner, .. } => write!(f, "Judged({inner:?})"),
            Pat::Panics(m) => write!(f, "Panics({m})"),
        }
    }
}

impl Pat {
    /// The expected expression, if this observation is fully concrete.
    pub(crate) fn expected(&self) -> Option<String> {
        match self {
            Pat::Value { expected, .. } => Some(expected.clone()),
            Pat::Tuple(ps) => {
                let parts: Option<Vec<String>> = ps.iter().map(Pat::expected).collect();
                Some(tuple(&parts?))
            }
            Pat::Variant(n, p) => Some(format!("{n}({})", p.expected()?)),
            _ => None,
        }
    }

    /// The candidate's whole value as a Rust expression, if this observation is fully
    /// concrete: its own value where it differs from the reference's, the reference's where the
    /// two agree, inside the same `Some(..)`, `Ok(..)`, `Err(..)` and tuples. A collection's
    /// note on where it first differs (see [`split_note`]) goes to `notes`.
    ///
    /// `Some(3)` expected where the candidate returned `4` inside the same `Some` gives
    /// `Some(4)`, not `4`: the comment shows what the candidate returned.
    fn candidate(&self, notes: &mut Vec<String>) -> Option<String> {
        match self {
            Pat::Value {
                expected,
                got: None,
            } => Some(expected.clone()),
            Pat::Value { got: Some(g), .. } => {
                let (value, note) = split_note(g);
                if !note.is_empty() {
                    notes.push(note.to_string());
                }
                Some(value.to_string())
            }
            Pat::Tuple(ps) => {
                let parts: Option<Vec<String>> = ps.iter().map(|p| p.candidate(notes)).collect();
                Some(tuple(&parts?))
            }
            Pat::Variant(n, p) => Some(format!("{n}({})", p.candidate(notes)?)),
            _ => None,
        }
    }

    /// Whether the candidate's value differs from the reference's somewhere in this
    /// observation.
    fn differs(&self) -> bool {
        match self {
            Pat::Value { got, .. } => got.is_some(),
            Pat::Tuple(ps) => ps.iter().any(Pat::differs),
            Pat::Variant(_, p) | Pat::Map(_, p) => p.differs(),
            _ => false,
        }
    }
}

impl Pat {
    /// The message of a candidate panic inside a transformation of `expr`
    /// ([`map_into`](crate::spec::map_into)) whose printed code is `expr` itself: the printed
    /// test does not run the code that panicked.
    pub(crate) fn unprinted_panic(&self, expr: &str) -> Option<&str> {
        match self {
            Pat::Map(wrap, inner) => {
                let wrapped = wrap(expr);
                match &**inner {
                    Pat::Panics(message) if wrapped.trim() == expr.trim() => Some(message),
                    inner => inner.unprinted_panic(&wrapped),
                }
            }
            _ => None,
        }
    }
}

/// A tuple expression of `parts`, with the trailing comma of a 1-tuple.
fn tuple(parts: &[String]) -> String {
    if parts.len() == 1 {
        format!("({},)", parts[0])
    } else {
        format!("({})", parts.join(", "))
    }
}

/// Prints observations as statements, naming locals `v{step}_{k}`.
pub(crate) struct PatPrinter<'a> {
    pub lines: &'a mut Vec<String>,
    pub step: usize,
    pub fresh: usize,
}

impl PatPrinter<'_> {
    fn local(&mut self) -> String {
        let name = format!("v{}_{}", self.step, self.fresh);
        self.fresh += 1;
        name
    }

    /// Prints the statements that observe `expr` (an expression of the candidate's result) as
    /// `pat` says. `is_call` tells whether `expr` has side effects, so that an ignored result is
    /// still evaluated.
    pub fn print(&mut self, expr: &str, pat: &Pat, is_call: bool) {
        if let Some(expected) = pat.expected() {
            let comment = if pat.differs() {
                let mut notes = Vec::new();
                let got = pat.candidate(&mut notes).unwrap_or_default();
                // The first note: where the first collection that differs does.
                let note = notes.first().map_or("", String::as_str);
                format!(
                    " // candidate returned {}",
                    shorten(&format!("{got}{note}"))
                )
            } else {
                String::new()
            };
            // Idiomatic, so that a pasted reproducer passes `clippy -D warnings`
            // (`bool_assert_comparison`, `unit_cmp`).
            self.lines.push(match expected.as_str() {
                "true" => format!("assert!({expr});{comment}"),
                "false" => format!("assert!(!{expr});{comment}"),
                "()" => format!("{expr};"),
                // `String: PartialEq<&str>`: `assert_eq!(s.text(), "a")`, without the
                // `.to_string()` that clippy's `cmp_owned` flags.
                _ => format!(
                    "assert_eq!({expr}, {});{comment}",
                    expected
                        .strip_suffix(".to_string()")
                        .filter(|s| is_str_literal(s))
                        .unwrap_or(&expected)
                ),
            });
            return;
        }
        match pat {
            Pat::Skip | Pat::Wild => {
                if is_call {
                    self.lines.push(format!("let _ = {expr};"));
                }
            }
            Pat::Value { .. } => unreachable!("a value always has an expected expression"),
            Pat::Var(v) => self.lines.push(format!("let {} = {expr};", mut_marker(v))),
            Pat::Tuple(ps) => {
                let names: Vec<String> = ps
                    .iter()
                    .map(|p| match p {
                        Pat::Var(v) => mut_marker(v),
                        Pat::Wild | Pat::Skip => "_".to_string(),
                        _ => self.local(),
                    })
                    .collect();
                self.lines
                    .push(format!("let ({}) = {expr};", names.join(", ")));
                for (name, p) in names.iter().zip(ps) {
                    if !matches!(p, Pat::Var(_) | Pat::Wild | Pat::Skip) {
                        self.print(name, p, false);
                    }
                }
            }
            Pat::Variant(n, p) => {
                let inner = match &**p {
                    Pat::Var(v) => mut_marker(v),
                    Pat::Wild | Pat::Skip => "_".to_string(),
                    _ => self.local(),
                };
                self.lines.push(format!(
                    "let {n}({inner}) = {expr} else {{ panic!(\"expected {n}(_)\") }};"
                ));
                if !matches!(&**p, Pat::Var(_) | Pat::Wild | Pat::Skip) {
                    self.print(&inner, p, false);
                }
            }
            Pat::Panics(message) => self.lines.push(format!(
                "let _ = {expr}; // the candidate panics: {}",
                cut(message)
            )),
            Pat::TagMismatch { expected, got } => self.lines.push(format!(
                "assert!(matches!({expr}, {expected})); // candidate returned {}",
                shorten(got)
            )),
            Pat::Map(wrap, p) => {
                let wrapped = wrap(expr);
                self.print(&wrapped, p, is_call);
            }
            Pat::Judged {
                rejected,
                got,
                inner,
            } => match rejected {
                Some(assertion) => {
                    let name = self.local();
                    self.lines.push(format!("let {name} = {expr};"));
                    let comment = got
                        .as_ref()
                        .map(|g| format!(" // candidate returned {}", shorten(g)))
                        .unwrap_or_default();
                    self.lines.push(format!("{}{comment}", assertion(&name)));
                }
                None => self.print(expr, inner, is_call),
            },
        }
    }
}

/// Binding sites carry a marker that the printer resolves to `mut x` or `x` once it knows
/// whether the variable is ever lent as `&mut`.
/// The longest candidate value a comment shows, in bytes (a result of 450 KB once made a
/// single comment line).
const COMMENT_MAX: usize = 400;

/// The integer suffixes that [`Literal`](crate::spec::Literal) prints (`i32` has none).
const SUFFIXES: [&str; 11] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i64", "i128", "isize",
];

/// `code` without the integer literals' type suffixes, outside string and character literals:
/// a comment shows values, and `vec![1, 2]` reads better than `vec![1u64, 2u64]`.
pub(crate) fn untyped(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    let mut quote: Option<char> = None;
    let mut prev: Option<char> = None;
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        out.push(c);
        match quote {
            Some(q) => {
                if c == '\\' {
                    if let Some(e) = rest.chars().next() {
                        out.push(e);
                        rest = &rest[e.len_utf8()..];
                    }
                } else if c == q {
                    quote = None;
                    // A comment shows a `String` as its text.
                    if q == '"' {
                        rest = rest.strip_prefix(".to_string()").unwrap_or(rest);
                    }
                }
            }
            None if c == '"' => quote = Some('"'),
            // A character literal, not a lifetime: `'x'` or an escape.
            None if c == '\'' && (rest.get(1..2) == Some("'") || rest.starts_with('\\')) => {
                quote = Some('\'');
            }
            None if c.is_ascii_digit()
                && !prev.is_some_and(|p| p.is_alphanumeric() || p == '_') =>
            {
                let digits =
                    rest.len() - rest.trim_start_matches(|d: char| d.is_ascii_digit()).len();
                out.push_str(&rest[..digits]);
                rest = &rest[digits..];
                let ends = |s: &str| !s.starts_with(|n: char| n.is_alphanumeric() || n == '_');
                if let Some(s) = SUFFIXES
                    .iter()
                    .find(|s| rest.starts_with(*s) && ends(&rest[s.len()..]))
                {
                    rest = &rest[s.len()..];
                }
                prev = Some('0');
                continue;
            }
            None => {}
        }
        prev = Some(c);
    }
    out
}

/// Whether `code` is exactly one string literal, `"..."`.
fn is_str_literal(code: &str) -> bool {
    let Some(body) = code.strip_prefix('"') else {
        return false;
    };
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '"' => return i + 1 == body.len(),
            _ => {}
        }
    }
    false
}

/// A value for a comment: `text` without integer suffixes (see [`untyped`]), then [`cut`].
fn shorten(text: &str) -> String {
    cut(&untyped(text))
}

/// `text` cut at a character boundary near [`COMMENT_MAX`] bytes, with an ellipsis and what
/// was left out; a trailing "(first difference at index k)" is kept.
pub(crate) fn cut(text: &str) -> String {
    if text.len() <= COMMENT_MAX {
        return text.to_string();
    }
    let (body, note) = split_note(text);
    let mut cut = COMMENT_MAX.min(body.len());
    while !body.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}… ({} more bytes){note}", &body[..cut], body.len() - cut)
}

/// `got` split into the value and its trailing note on where a collection first differs,
/// `" (first difference at index k)"` (see `spec::structural`), or `(got, "")` without one.
fn split_note(got: &str) -> (&str, &str) {
    const NOTE: &str = " (first difference at index ";
    match got.rfind(NOTE) {
        Some(at)
            if got[at + NOTE.len()..]
                .strip_suffix(')')
                .is_some_and(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit())) =>
        {
            got.split_at(at)
        }
        _ => (got, ""),
    }
}

pub(crate) fn mut_marker(var: &str) -> String {
    format!("\u{1}{var}\u{1}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn print(pat: &Pat) -> Vec<String> {
        let mut lines = Vec::new();
        PatPrinter {
            lines: &mut lines,
            step: 2,
            fresh: 0,
        }
        .print("f()", pat, true);
        lines
    }

    #[test]
    fn concrete_results_become_assert_eq() {
        let p = Pat::Variant(
            "Some",
            Box::new(Pat::Value {
                expected: "3".into(),
                got: Some("4".into()),
            }),
        );
        assert_eq!(
            print(&p),
            ["assert_eq!(f(), Some(3)); // candidate returned Some(4)"]
        );
    }

    #[test]
    fn the_comment_shows_the_candidates_whole_value() {
        let value = |e: &str, g: Option<&str>| Pat::Value {
            expected: e.into(),
            got: g.map(Into::into),
        };
        let variant = |n, p| Pat::Variant(n, Box::new(p));
        // `Ok` and `Err` wrap the value as `Some` does.
        assert_eq!(
            print(&variant("Ok", value("0u8", Some("1u8")))),
            ["assert_eq!(f(), Ok(0u8)); // candidate returned Ok(1)"]
        );
        assert_eq!(
            print(&variant(
                "Err",
                value("\"a\".to_string()", Some("\"b\".to_string()"))
            )),
            ["assert_eq!(f(), Err(\"a\".to_string())); // candidate returned Err(\"b\")"]
        );
        // A tuple shows every field, the ones that agree too.
        let pair = Pat::Tuple(vec![
            value("2usize", None),
            variant(
                "Some",
                Pat::Tuple(vec![value("false", Some("true")), value("'a'", None)]),
            ),
        ]);
        assert_eq!(
            print(&pair),
            ["assert_eq!(f(), (2usize, Some((false, 'a')))); // candidate returned (2, Some((true, 'a')))"]
        );
        assert_eq!(
            print(&Pat::Tuple(vec![value("7u8", Some("8u8"))])),
            ["assert_eq!(f(), (7u8,)); // candidate returned (8,)"]
        );
        // A collection's note on its first difference comes after the whole value.
        let nested = variant(
            "Some",
            value(
                "vec![1u8, 2u8]",
                Some("vec![1u8, 3u8] (first difference at index 1)"),
            ),
        );
        assert_eq!(
            print(&nested),
            ["assert_eq!(f(), Some(vec![1u8, 2u8])); // candidate returned Some(vec![1, 3]) (first difference at index 1)"]
        );
        assert_eq!(
            split_note("\" (first difference at index x)\""),
            ("\" (first difference at index x)\"", "")
        );
    }

    #[test]
    fn booleans_and_unit_print_as_clippy_wants() {
        let value = |e: &str, g: Option<&str>| Pat::Value {
            expected: e.into(),
            got: g.map(Into::into),
        };
        assert_eq!(
            print(&value("true", Some("false"))),
            ["assert!(f()); // candidate returned false"]
        );
        assert_eq!(print(&value("false", None)), ["assert!(!f());"]);
        assert_eq!(print(&value("()", None)), ["f();"]);
    }

    #[test]
    fn comments_show_integers_without_their_suffixes() {
        assert_eq!(
            untyped(r#"vec![(1u8, "2u8", '3'), (-4i64, x5u8, i64::MAX, 6usize)]"#),
            r#"vec![(1, "2u8", '3'), (-4, x5u8, i64::MAX, 6)]"#
        );
        assert_eq!(
            untyped(r#""a\"7u8" 7u8 'q' '\'' 8u16"#),
            r#""a\"7u8" 7 'q' '\'' 8"#
        );
        assert_eq!(untyped("17u8s 0x1"), "17u8s 0x1");
        assert_eq!(
            untyped(r#"Some("a".to_string()) "b\".to_string()".to_string()"#),
            r#"Some("a") "b\".to_string()""#
        );
        assert!(is_str_literal(r#""a\"b""#));
        assert!(!is_str_literal(r#""a" + "b""#));
    }

    #[test]
    fn long_comments_are_cut_with_an_ellipsis_keeping_the_position() {
        let long = format!("vec![{}] (first difference at index 7)", "é, ".repeat(300));
        let p = Pat::Value {
            expected: "vec![]".into(),
            got: Some(long),
        };
        let line = &print(&p)[0];
        assert!(line.len() < COMMENT_MAX + 120, "{line}");
        assert!(line.contains("… ("), "{line}");
        assert!(
            line.ends_with(" more bytes) (first difference at index 7)"),
            "{line}"
        );
    }

    #[test]
    fn mixed_results_bind_then_assert() {
        let p = Pat::Tuple(vec![
            Pat::Value {
                expected: "1".into(),
                got: None,
            },
            Pat::Var("s1".into()),
        ]);
        let lines = print(&p);
        assert_eq!(lines[0], "let (v2_0, \u{1}s1\u{1}) = f();");
        assert_eq!(lines[1], "assert_eq!(v2_0, 1);");
    }
}

//! A parser-printer round trip on a grammar type: `reformat(&str) -> Result<String,
//! ParseError>` parses a key=value configuration into its pairs and prints them back in
//! canonical form (one `key=value` line per pair, comments, blank lines and spaces around `=`
//! dropped, a value bare when it can be and quoted otherwise).
//!
//! The argument's type is the format's grammar, [`config`]; the result is
//! `result(config(), data::<ParseError>())`: the canonical text must be a configuration too,
//! and equal to the [`reference`](mod@reference)'s. For a plain string (see
//! [`plain_string_engine`]) both sides return the same [`ParseError`], the first line that is
//! not of the format.
//!
//! **The bug.** The faulty [`candidate`] escapes a quoted value with
//! `value.replace('"', "\\\"").replace('\\', "\\\\")`: the second replacement doubles the
//! backslash of each `\"` the first one wrote, so `"` is printed `\\"`, an escaped backslash
//! and then a quote that ends the value early. Whatever follows it on the line (the rest of the
//! value, or the closing quote) is not the end of the line, so the printed text is outside the
//! language: the failure is [`OutsideLanguage`](monolith_core::FailureKind::OutsideLanguage),
//! never a mismatch (a value without `"` is printed right). The grammar quotes one value in
//! two and draws one quoted character in four as `\"`; a plain string is a configuration with a
//! quoted quote essentially never, since `=` is not among the characters it draws (but as one
//! of the 1.1 million scalar values it draws now and then). The shortest reproducer is one call
//! (the operation is a pure function), `a="\""` and its line break:
//!
//! ```text
//! let Ok(v0_0) = Faulty::reformat("a=\"\\\"\"\n") else { panic!("expected Ok(_)") };
//! let v0_1 = v0_0;
//! assert!(demos::lang::roundtrip::config().matches(&v0_1), "outside the language: {:?}", v0_1); // candidate returned "a=\"\\\\\"\"\n"
//! ```

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// A parsed configuration: its pairs, in order.
pub type Config = Vec<(String, String)>;

/// The first line of a text that is not a pair, a comment or a blank line, counted from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Data)]
#[monolith(path = "demos::lang::roundtrip::ParseError")]
pub struct ParseError {
    /// The line, from 1.
    pub line: usize,
}

/// The grammar of the format: lines that end with `\n`, each blank, a comment (`#` to the end
/// of the line) or a pair, a key of lower-case letters, digits and `_`, then `=` (spaces around
/// it allowed), then a value, bare (letters, digits, `_`, `.`, `-`) or quoted (any characters
/// but a line break, `"` and `\` escaped by a `\`).
///
/// # Examples
///
/// ```
/// let config = demos::lang::roundtrip::config();
/// assert!(config.matches("# db\nhost = \"db \\\"1\\\"\"\nport=5432\n\n"));
/// assert!(!config.matches("host=\"a\"b\"\n"));
/// assert!(!config.matches("port=5432"));
/// ```
pub fn config() -> Grammar {
    grammar(
        r##"
        start: line*;
        line: (pair | comment)? "\n";
        comment: "#" [^\n]*;
        pair: key " "* "=" " "* value;
        key: [a-z] [a-z0-9_]*;
        value: bare | quoted;
        bare: [A-Za-z0-9_.-]+;
        quoted: "\"" (char | escape)* "\"";
        char: [^"\\\n];
        escape: "\\" ["\\];
        "##,
    )
    .code("demos::lang::roundtrip::config()")
}

/// The spec, with the argument drawn by `arg`.
fn engine<const BUGGY: bool, A>(arg: A) -> Engine
where
    A: Constructible<R = String, C = String> + 'static,
{
    let (mut engine, ty) = super::engine_for("roundtrip", BUGGY);
    engine.declare(
        &format!("{ty}::reformat"),
        args()
            .arg(str_of(arg))
            .returns(result(config(), data::<ParseError>())),
        reference::reformat,
        candidate::Reformatter::<BUGGY>::reformat,
    );
    engine
}

/// The engine of the faulty candidate: finds a quote printed outside the language.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::lang::roundtrip::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::OutsideLanguage);
/// assert!(report.reproducer.contains("demos::lang::roundtrip::config().matches("), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    engine::<true, _>(config())
}

/// The engine of the working candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::lang::roundtrip::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false, _>(config())
}

/// The faulty candidate's spec with a plain [`str()`](monolith_core::spec::str()) argument
/// instead of the grammar, for `demos/benches/lang.rs` and `demos/tests/engine/lang.rs`: it does not
/// find the bug.
pub fn plain_string_engine() -> Engine {
    engine::<true, _>(string())
}

//! Call protocols: which *sequences* of calls are legal, as a context-free grammar over
//! operation names (after Hughes and Bultan's interface grammars).
//!
//! A precondition ([`Handle::such_that`](crate::spec::Handle::such_that)) looks at one value's
//! state; a protocol looks at its history. Nesting (`open` ... `close` inside `open` ...
//! `close`), begin and commit, builders that must be finished: a grammar says them in a line,
//! and a finite set of states says them badly or not at all.
//!
//! * [`Protocol::new`] parses the notation of [`grammar`](mod@crate::spec::grammar) (see
//!   [`syntax`]), where each quoted literal is the name of an
//!   operation (as declared, or its last `::` segment) and a rule names a sequence of calls.
//! * [`Protocol::start`] begins a [`Parse`]: which operations may come next, whether the history
//!   is complete, and the fewest calls that complete it.
//! * [`AbstractType::protocol`](crate::spec::AbstractType::protocol) attaches a protocol to each
//!   value of an abstract type: the engine keeps the parse of each value's history and chooses
//!   only calls that the protocol allows next; near the end of the fuel, it steers each value
//!   toward a complete history. [`AbstractType::negative`](crate::spec::AbstractType::negative)
//!   also makes calls out of the protocol now and then, and checks that both sides reject them
//!   the same way.
//! * [`stub`](mod@crate::stub) checks a client's calls to a dependency against a protocol.
//!
//! Names that a protocol does not mention are not part of it: they are always allowed, and
//! they do not advance the parse (a `len` that may be called at any time).
//!
//! # Examples
//!
//! The tree cursor of the interface-grammar paper: never more `moveup`s than `movedown`s, and
//! never more `moveleft`s than `moveright`s at one height.
//!
//! ```
//! use monolith_core::spec::Protocol;
//! let cursor = Protocol::new(r#"
//!     tree: ("movedown" tree ("moveup" tree)? | "moveright" tree ("moveleft" tree)?)?;
//! "#).unwrap();
//! assert!(cursor.accepts(["movedown", "moveright", "moveleft", "moveup"]));
//! assert!(!cursor.accepts(["moveup"]));
//!
//! let mut parse = cursor.start();
//! parse.advance("movedown").unwrap();
//! assert!(parse.allows("moveup") && !parse.allows("moveleft"));
//! let err = parse.advance("moveleft").unwrap_err();
//! assert!(err.to_string().contains("`moveleft` is out of protocol after `movedown`"), "{err}");
//! ```

mod chart;
pub(crate) mod slots;

use std::fmt;
use std::rc::Rc;

pub(crate) use self::chart::NEVER;
use self::chart::{Chart, Table};
use super::grammar::compile;
use super::grammar::recognise::Productions;
use super::grammar::syntax::{self, Ast, GrammarError};

/// A call protocol: a context-free grammar over operation names. See the [module
/// documentation](self).
#[derive(Clone)]
pub struct Protocol {
    inner: Rc<Inner>,
}

struct Inner {
    table: Table,
}

impl fmt::Debug for Protocol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Protocol")
            .field("names", &self.names().collect::<Vec<_>>())
            .finish_non_exhaustive()
    }
}

impl Protocol {
    /// Parses a protocol. Each quoted literal is an operation's name; the rule named `start`,
    /// or else the first, is the whole protocol.
    ///
    /// # Errors
    ///
    /// A [`GrammarError`] that points into the text: a syntax error, an undefined rule, a rule
    /// that derives no finite history, or a character class (`[a-z]`, `%x41`), which names no
    /// operation.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::Protocol;
    /// let tx = Protocol::new(r#"tx: "begin" ("put" | "get")* ("commit" | "rollback");"#).unwrap();
    /// assert_eq!(tx.names().collect::<Vec<_>>(), ["begin", "put", "get", "commit", "rollback"]);
    ///
    /// let err = Protocol::new(r#"tx: "begin" body "commit";"#).unwrap_err();
    /// assert_eq!(err.message(), "no rule named `body`");
    /// ```
    pub fn new(text: &str) -> Result<Protocol, GrammarError> {
        let defs = syntax::parse(text)?;
        for d in &defs {
            if has_class(&d.body) {
                return Err(GrammarError::at(
                    text,
                    d.span.clone(),
                    format!(
                        "the rule `{}` has a character class: a protocol's terminals are operation names, in quotes",
                        d.name
                    ),
                ));
            }
        }
        let compiled = compile::compile(text, defs)?;
        let table = Table::new(Productions::of_tokens(&compiled));
        Ok(Protocol {
            inner: Rc::new(Inner { table }),
        })
    }

    /// The operation names the protocol mentions, in order of first appearance.
    ///
    /// # Examples
    ///
    /// ```
    /// let p = monolith_core::spec::protocol(r#"s: "open" "read"* "close";"#);
    /// assert_eq!(p.names().count(), 3);
    /// ```
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.tokens().iter().map(|t| &**t)
    }

    fn tokens(&self) -> &[Box<str>] {
        self.inner
            .table
            .prods
            .tokens
            .as_deref()
            .expect("a protocol's productions are over tokens")
    }

    /// The terminal of an operation name: the name itself, or else its last `::` segment.
    pub(crate) fn token(&self, name: &str) -> Option<u32> {
        let tokens = self.tokens();
        let short = name.rsplit("::").next().unwrap_or(name);
        tokens
            .iter()
            .position(|t| &**t == name)
            .or_else(|| tokens.iter().position(|t| &**t == short))
            .map(|k| k as u32)
    }

    /// The parse of the empty history.
    ///
    /// # Examples
    ///
    /// ```
    /// let p = monolith_core::spec::protocol(r#"s: "open" "read"* "close";"#);
    /// let parse = p.start();
    /// assert_eq!(parse.next().collect::<Vec<_>>(), ["open"]);
    /// ```
    pub fn start(&self) -> Parse {
        Parse {
            chart: Chart::start(&self.inner.table),
            protocol: self.clone(),
            history: Vec::new(),
        }
    }

    /// Whether a whole history of calls is a sentence of the protocol (names the protocol does
    /// not mention are skipped).
    ///
    /// # Examples
    ///
    /// ```
    /// let p = monolith_core::spec::protocol(r#"s: "open" "read"* "close";"#);
    /// assert!(p.accepts(["open", "read", "len", "close"]));
    /// assert!(!p.accepts(["open", "read"]));
    /// ```
    pub fn accepts<'a>(&self, calls: impl IntoIterator<Item = &'a str>) -> bool {
        let mut parse = self.start();
        calls.into_iter().all(|c| parse.advance(c).is_ok()) && parse.is_complete()
    }

    pub(crate) fn table(&self) -> &Table {
        &self.inner.table
    }
}

/// Parses a protocol, panicking with the error's message when it does not parse: for specs,
/// where the text is a literal. See [`Protocol::new`].
///
/// # Panics
///
/// When the text is not a protocol.
///
/// # Examples
///
/// ```
/// let builder = monolith_core::spec::protocol(r#"b: "new" "field"* "build";"#);
/// assert!(builder.accepts(["new", "field", "build"]));
/// ```
pub fn protocol(text: &str) -> Protocol {
    Protocol::new(text).unwrap_or_else(|e| panic!("monolith: this protocol does not parse:\n{e}"))
}

fn has_class(ast: &Ast) -> bool {
    match ast {
        Ast::Class(_) => true,
        Ast::Lit(_) | Ast::Ref(..) => false,
        Ast::Seq(items) | Ast::Alt(items) => items.iter().any(has_class),
        Ast::Rep(body, ..) => has_class(body),
    }
}

/// The parse of one history of calls: see [`Protocol::start`].
#[derive(Clone)]
pub struct Parse {
    chart: Chart,
    protocol: Protocol,
    /// The calls so far, as terminals.
    history: Vec<u32>,
}

impl fmt::Debug for Parse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Parse")
            .field("history", &self.history_names())
            .field("next", &self.next().collect::<Vec<_>>())
            .finish()
    }
}

impl Parse {
    /// Whether `name` may be called now: a name the protocol does not mention always may.
    ///
    /// # Examples
    ///
    /// ```
    /// let p = monolith_core::spec::protocol(r#"s: "open" "read"* "close";"#);
    /// let parse = p.start();
    /// assert!(parse.allows("open") && !parse.allows("read") && parse.allows("len"));
    /// ```
    pub fn allows(&self, name: &str) -> bool {
        self.protocol
            .token(name)
            .is_none_or(|k| self.allows_token(k))
    }

    pub(crate) fn allows_token(&self, k: u32) -> bool {
        self.chart.allows(k)
    }

    /// The operations that may be called next, in the protocol's order.
    ///
    /// # Examples
    ///
    /// ```
    /// let p = monolith_core::spec::protocol(r#"s: "open" ("read" | "seek")* "close";"#);
    /// let mut parse = p.start();
    /// parse.advance("open").unwrap();
    /// assert_eq!(parse.next().collect::<Vec<_>>(), ["read", "seek", "close"]);
    /// ```
    pub fn next(&self) -> impl Iterator<Item = &str> {
        let tokens = self.protocol.tokens();
        self.chart
            .next()
            .into_iter()
            .map(move |k| &*tokens[k as usize])
    }

    /// Records the call `name`.
    ///
    /// # Errors
    ///
    /// When the protocol does not allow `name` now; the parse is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// let p = monolith_core::spec::protocol(r#"s: "open" "read"* "close";"#);
    /// let mut parse = p.start();
    /// assert!(parse.advance("read").is_err());
    /// parse.advance("open").unwrap();
    /// parse.advance("read").unwrap();
    /// ```
    pub fn advance(&mut self, name: &str) -> Result<(), ProtocolViolation> {
        match self.protocol.token(name) {
            None => Ok(()),
            Some(k) if self.advance_token(k) => Ok(()),
            Some(_) => Err(ProtocolViolation {
                call: name.to_string(),
                history: self.history_names().iter().map(|s| s.to_string()).collect(),
                expected: self.next().map(str::to_string).collect(),
            }),
        }
    }

    pub(crate) fn advance_token(&mut self, k: u32) -> bool {
        let ok = self.chart.advance(self.protocol.table(), k);
        if ok {
            self.history.push(k);
        }
        ok
    }

    /// Whether the history so far is a whole sentence of the protocol.
    ///
    /// # Examples
    ///
    /// ```
    /// let p = monolith_core::spec::protocol(r#"s: "open" "read"* "close";"#);
    /// let mut parse = p.start();
    /// parse.advance("open").unwrap();
    /// assert!(!parse.is_complete());
    /// parse.advance("close").unwrap();
    /// assert!(parse.is_complete());
    /// ```
    pub fn is_complete(&self) -> bool {
        self.chart.is_complete(self.protocol.table())
    }

    /// The fewest calls that make the history complete: 0 when it is, `None` when no
    /// continuation does (never, for a history the protocol allowed).
    ///
    /// # Examples
    ///
    /// ```
    /// let p = monolith_core::spec::protocol(r#"b: "open" b* "close";"#);
    /// let mut parse = p.start();
    /// for call in ["open", "open", "open"] {
    ///     parse.advance(call).unwrap();
    /// }
    /// assert_eq!(parse.completion(), Some(3));
    /// ```
    pub fn completion(&mut self) -> Option<usize> {
        let cost = self
            .chart
            .completion(self.protocol.table(), &mut Vec::new());
        (cost < NEVER).then_some(cost as usize)
    }

    /// The fewest calls to complete; `firsts` is set to the terminals that begin a shortest
    /// completion.
    pub(crate) fn completion_tokens(&mut self, firsts: &mut Vec<u32>) -> u32 {
        self.chart.completion(self.protocol.table(), firsts)
    }

    /// The calls so far.
    ///
    /// # Examples
    ///
    /// ```
    /// let p = monolith_core::spec::protocol(r#"s: "open" "read"* "close";"#);
    /// let mut parse = p.start();
    /// parse.advance("open").unwrap();
    /// parse.advance("len").unwrap(); // not in the protocol: not recorded
    /// assert_eq!(parse.history_names(), ["open"]);
    /// ```
    pub fn history_names(&self) -> Vec<&str> {
        let tokens = self.protocol.tokens();
        self.history.iter().map(|&k| &*tokens[k as usize]).collect()
    }
}

/// A call the protocol does not allow, with the history before it: see [`Parse::advance`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProtocolViolation {
    /// The call refused.
    pub call: String,
    /// The calls before it.
    pub history: Vec<String>,
    /// The calls the protocol allowed instead.
    pub expected: Vec<String>,
}

impl fmt::Display for ProtocolViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let quote = |v: &[String]| {
            v.iter()
                .map(|s| format!("`{s}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if self.history.is_empty() {
            write!(f, "`{}` is out of protocol as the first call", self.call)?;
        } else {
            let shown = self.history.len().saturating_sub(8);
            let ellipsis = if shown > 0 { "..., " } else { "" };
            write!(
                f,
                "`{}` is out of protocol after {ellipsis}{}",
                self.call,
                quote(&self.history[shown..])
            )?;
        }
        if self.expected.is_empty() {
            write!(f, " (the protocol allows no further call)")
        } else {
            write!(f, " (expected one of {})", quote(&self.expected))
        }
    }
}

impl std::error::Error for ProtocolViolation {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completion_counts_the_fewest_calls_and_names_the_first() {
        let p = protocol(r#"s: "new" item* "finish"; item: "write" | "open" item* "close";"#);
        let mut parse = p.start();
        assert_eq!(parse.completion(), Some(2));
        for c in ["new", "open", "write", "open"] {
            parse.advance(c).unwrap();
        }
        let mut firsts = Vec::new();
        let cost = parse.completion_tokens(&mut firsts);
        assert_eq!(cost, 3);
        assert_eq!(firsts, [p.token("close").unwrap()]);
        for c in ["close", "close"] {
            parse.advance(c).unwrap();
        }
        let cost = parse.completion_tokens(&mut firsts);
        assert_eq!((cost, firsts), (1, vec![p.token("finish").unwrap()]));
        parse.advance("finish").unwrap();
        assert!(parse.is_complete());
        assert_eq!(parse.next().count(), 0);
        let err = parse.advance("write").unwrap_err();
        assert!(err.to_string().contains("allows no further call"), "{err}");
    }

    #[test]
    fn ambiguous_and_left_recursive_protocols_parse() {
        let p = protocol(r#"t: | t "a" | "a" t "b" t;"#);
        assert!(p.accepts(["a", "a", "b", "a"]));
        assert!(!p.accepts(["b"]));
        let mut parse = p.start();
        for c in ["a", "a", "a"] {
            parse.advance(c).unwrap();
        }
        assert_eq!(parse.completion(), Some(0));
    }

    #[test]
    fn classes_are_refused() {
        let err = Protocol::new("s: [a-z];").unwrap_err();
        assert!(err.message().contains("character class"), "{err}");
    }

    #[test]
    fn qualified_names_match_their_last_segment() {
        let p = protocol(r#"s: "open" "close";"#);
        assert_eq!(p.token("File::open"), p.token("open"));
        assert_eq!(p.token("File::read"), None);
    }
}

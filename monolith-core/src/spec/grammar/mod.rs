//! Language types: strings of a grammar, generated from the byte stream and recognised in
//! results (after FLAT-PY's `lang` types and Iorek's coverage of regular expressions).
//!
//! A [`Grammar`] is a spec of `String`s. As an argument it generates strings of its language;
//! as a result it *recognises*: a candidate's result outside the language is a failure of its
//! own kind ([`FailureKind::OutsideLanguage`]), even when
//! the reference returned the same string, and the reproducer's last line asserts the grammar.
//!
//! * [`grammar`] parses the notation once, at declaration (see [`syntax`] for it): terminals in
//!   quotes, alternatives, grouping, `*` `+` `?` `{k}` `{k1,k2}` `{k,}`, character classes
//!   `[a-z]` and `[^/]`, and `%x2F` or `%x0-1F` code points. Errors point into the text.
//! * [`regex`] makes a grammar of a regular expression (parsed by `regex-syntax`).
//! * [`Grammar::refine`] adds a named predicate: generation redraws up to
//!   [`REDRAWS`] times, and results must satisfy it.
//! * [`Grammar::using`] generates from another grammar (a *fuzzing grammar* that favours rare
//!   characters) while results are still recognised by this one.
//! * [`Grammar::cover`] steers each scenario's values toward the alternatives, repetition
//!   bounds and classes it has not produced yet; [`Grammar::coverage`] tells what a campaign
//!   covered.
//!
//! Every choice is a byte draw and byte 0 takes the smallest derivation, so the one shrinker
//! minimises derivations: it deletes repetitions' elements, replaces a subtree by a smaller one
//! of the same rule, or by the rule's smallest derivation.
//!
//! # Examples
//!
//! ```
//! use monolith_core::{spec::*, Config, Engine};
//! let sums = grammar(r#"
//!     start: (number op)* number;
//!     number: [0-9]+;
//!     op: "+" | "-";
//! "#);
//! assert!(sums.matches("1+22-3"));
//! assert!(!sums.matches("1+"));
//!
//! fn terms(e: &str) -> usize {
//!     e.split(['+', '-']).count()
//! }
//! let mut engine = Engine::new();
//! engine.declare("terms", args().arg(str_of(sums)).returns(int::<usize>()), terms, terms);
//! assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
//! ```

pub(crate) mod compile;
mod generate;
pub(crate) mod recognise;
mod regex;
pub(crate) mod registry;
mod regular;
pub mod syntax;

use std::cell::{Cell, OnceCell, RefCell};
use std::fmt;
use std::rc::Rc;

use self::compile::Compiled;
use self::generate::Gen;
use self::recognise::Productions;
pub use self::syntax::GrammarError;
use crate::report::failure::FailureKind;
use crate::report::pattern::Pat;
use crate::source::spans::Label;
use crate::spec::{Built, Constructible, Cx, Deconstructible, Dx, Reject, Spec, REDRAWS};
use crate::Source;

/// A named predicate of a refinement type.
type Refinement = (String, Rc<dyn Fn(&str) -> bool>);

/// A language type: the strings of a grammar, optionally refined. See the [module
/// documentation](self).
#[derive(Clone)]
pub struct Grammar {
    inner: Rc<Inner>,
}

pub(crate) struct Inner {
    compiled: Rc<Compiled>,
    recogniser: OnceCell<Recogniser>,
    /// Per rule, the zero bytes that draw its smallest derivation.
    simplest: RefCell<Vec<Option<usize>>>,
    /// The Rust expression that rebuilds this grammar in a reproducer.
    code: String,
    using: Option<Grammar>,
    refinements: Vec<Refinement>,
    cover: bool,
    /// The grammar's identity: node marks for the shrinker, cover mode's scenario memory.
    id: u64,
    drawn: Cell<u64>,
    refused: Cell<u64>,
    covered: RefCell<Vec<bool>>,
}

impl fmt::Debug for Grammar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Grammar")
            .field("code", &self.inner.code)
            .field("rules", &self.inner.compiled.names)
            .finish_non_exhaustive()
    }
}

/// How a grammar recognises: an automaton when it is regular, Earley's algorithm otherwise.
enum Recogniser {
    Regular(regex_automata::meta::Regex),
    Earley(Productions),
}

/// What a grammar's values covered: see [`Grammar::coverage`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coverage {
    /// The coverage items produced at least once.
    pub covered: usize,
    /// Every item that a value can produce: each alternative, each repetition bound that
    /// applies (0, 1, many, the maximum) and each character class.
    pub total: usize,
    /// The items never produced, described (`alternative 2 of `sign``).
    pub missing: Vec<String>,
    /// Values generated.
    pub drawn: u64,
    /// Values refused by a refinement and redrawn (or given up on).
    pub refused: u64,
}

impl fmt::Display for Coverage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} of {} items covered by {} values",
            self.covered, self.total, self.drawn
        )?;
        if self.drawn + self.refused > 0 && self.refused > 0 {
            let rate = self.refused as f64 / (self.drawn + self.refused) as f64;
            write!(f, ", {:.1}% refused by refinements", 100.0 * rate)?;
        }
        Ok(())
    }
}

/// The grammar of `text`, or a [`GrammarError`] that points into it.
///
/// # Panics
///
/// When the grammar does not parse, names a rule it does not define, defines one twice, or
/// has a rule with no finite derivation. Use [`Grammar::new`] to handle the error.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::grammar;
/// let ipv4 = grammar(r#"
///     start: byte "." byte "." byte "." byte;
///     byte: [0-9] | [1-9] [0-9] | "1" [0-9] [0-9] | "2" [0-4] [0-9] | "25" [0-5];
/// "#);
/// assert!(ipv4.matches("192.168.0.1"));
/// assert!(!ipv4.matches("256.0.0.1"));
/// ```
pub fn grammar(text: &str) -> Grammar {
    Grammar::new(text).unwrap_or_else(|e| panic!("{e}"))
}

/// The grammar of a regular expression, which must match the whole string.
///
/// # Panics
///
/// When the pattern does not parse, or uses an assertion other than `^` and `$` at its ends.
/// Use [`Grammar::regex`] to handle the error.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::regex;
/// let email = regex(r"[a-z]{1,8}@[a-z]+\.com");
/// assert!(email.matches("ada@example.com"));
/// assert!(!email.matches("ada@example.org"));
/// ```
pub fn regex(pattern: &str) -> Grammar {
    Grammar::regex(pattern).unwrap_or_else(|e| panic!("{e}"))
}

/// The most characters of a grammar's label in the statistics before [`short_label`]
/// shortens it.
const LABEL_MAX: usize = 64;

/// `name` when it has at most [`LABEL_MAX`] characters; otherwise its first 40 characters,
/// `...`, its last 20, and ` #` with the 4 hex digits of a checksum of the whole name. Two
/// long names that differ only in their middle still get distinct labels (but for a checksum
/// collision, which the statistics resolve by numbering), and the end, where a refinement or
/// the last rule is, stays readable.
///
/// `grammar(r#"start: number (op number)*; number: [0-9]+; op: '+' | '-';"#)` becomes
/// `grammar(r#"start: number (op number)*; n...+; op: '+' | '-';"#) #368a`.
fn short_label(name: &str) -> String {
    const HEAD: usize = 40;
    const TAIL: usize = 20;
    let chars: Vec<char> = name.chars().collect();
    if chars.len() <= LABEL_MAX {
        return name.to_string();
    }
    let head: String = chars[..HEAD].iter().collect();
    let tail: String = chars[chars.len() - TAIL..].iter().collect();
    let sum = crate::token::checksum(name.as_bytes());
    format!("{}...{} #{sum:04x}", head.trim_end(), tail.trim_start())
}

/// A raw string literal holding `text`, with enough `#`s.
fn raw_literal(text: &str) -> String {
    let hashes = (0..)
        .find(|&n| !text.contains(&format!("\"{}", "#".repeat(n))))
        .unwrap_or(0)
        .max(1);
    let h = "#".repeat(hashes);
    format!("r{h}\"{text}\"{h}")
}

impl Grammar {
    /// Parses a grammar (see [`grammar`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::Grammar;
    /// let err = Grammar::new("start: a | bee;\na: 'a';").unwrap_err();
    /// assert_eq!(err.line(), 1);
    /// assert_eq!(err.message(), "no rule named `bee`");
    /// ```
    pub fn new(text: &str) -> Result<Grammar, GrammarError> {
        let defs = syntax::parse(text)?;
        let compiled = compile::compile(text, defs)?;
        let code = format!("monolith_core::spec::grammar({})", raw_literal(text));
        Ok(Grammar::from_compiled(Rc::new(compiled), code))
    }

    /// The grammar of a regular expression (see [`regex`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::Grammar;
    /// assert!(Grammar::regex(r"a\bb").is_err());
    /// assert!(Grammar::regex("(ab").unwrap_err().to_string().contains("unclosed group"));
    /// ```
    pub fn regex(pattern: &str) -> Result<Grammar, GrammarError> {
        let defs = regex::parse(pattern)?;
        let compiled = compile::compile(pattern, defs)?;
        let code = format!("monolith_core::spec::regex({})", raw_literal(pattern));
        Ok(Grammar::from_compiled(Rc::new(compiled), code))
    }

    fn from_compiled(compiled: Rc<Compiled>, code: String) -> Grammar {
        let items = compiled.items.len();
        let rules = compiled.rules.len();
        Grammar::registered(Inner {
            compiled,
            recogniser: OnceCell::new(),
            simplest: RefCell::new(vec![None; rules]),
            code,
            using: None,
            refinements: Vec::new(),
            cover: false,
            id: crate::pool::Pool::new_key(),
            drawn: Cell::new(0),
            refused: Cell::new(0),
            covered: RefCell::new(vec![false; items]),
        })
    }

    fn registered(inner: Inner) -> Grammar {
        let inner = Rc::new(inner);
        registry::register(Rc::downgrade(&inner));
        Grammar { inner }
    }

    /// The grammar's name in the statistics
    /// ([`LanguageStats`](crate::driver::LanguageStats)), on one line: the expression given
    /// to [`Grammar::code`] when there is one (a ready-made grammar's
    /// `monolith_core::grammars::url()`), or else the reproducer's expression
    /// without `monolith_core::spec::` (`regex(r#"[a-z]+"#)`) followed by what sets this
    /// grammar apart from another of the same text: its refinements' names
    /// (`.refine("short")`), `.using(..)` and `.cover()`. Runs of whitespace print as one
    /// space. A name longer than [`LABEL_MAX`] characters is shortened by [`short_label`],
    /// which keeps the labels of distinct names distinct; the run's statistics also number
    /// equal labels (see `registry::since`).
    fn label(&self) -> String {
        let i = &self.inner;
        let name = match i.code.strip_prefix("monolith_core::spec::") {
            Some(rest) => {
                let mut name = rest.to_string();
                for (refinement, _) in &i.refinements {
                    name.push_str(&format!(".refine({refinement:?})"));
                }
                if i.using.is_some() {
                    name.push_str(".using(..)");
                }
                if i.cover {
                    name.push_str(".cover()");
                }
                name
            }
            None => i.code.clone(),
        };
        short_label(&name.split_whitespace().collect::<Vec<_>>().join(" "))
    }

    /// A copy with one setting changed, and fresh counters.
    fn with(&self, change: impl FnOnce(&mut Inner)) -> Grammar {
        let i = &self.inner;
        let mut inner = Inner {
            compiled: i.compiled.clone(),
            recogniser: OnceCell::new(),
            simplest: RefCell::new(i.simplest.borrow().clone()),
            code: i.code.clone(),
            using: i.using.clone(),
            refinements: i.refinements.clone(),
            cover: i.cover,
            id: crate::pool::Pool::new_key(),
            drawn: Cell::new(0),
            refused: Cell::new(0),
            covered: RefCell::new(vec![false; i.compiled.items.len()]),
        };
        change(&mut inner);
        Grammar::registered(inner)
    }

    /// This language type refined by a named predicate, `{ s : L | predicate(s) }`: generation
    /// redraws a string that fails it (up to [`REDRAWS`] times, then the step is rejected and
    /// another chosen), and a result that fails it is outside the type. The reproducer asserts
    /// the predicate by name, so `name` should be a path to it the test can call (or a closure
    /// written out).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::*;
    /// let short = regex("[a-z]+").refine("|s: &str| s.len() < 4", |s| s.len() < 4);
    /// assert!(short.matches("abc"));
    /// assert!(!short.matches("abcd"));
    /// ```
    pub fn refine(&self, name: &str, predicate: impl Fn(&str) -> bool + 'static) -> Grammar {
        let name = name.to_string();
        self.with(|i| i.refinements.push((name, Rc::new(predicate))))
    }

    /// Generates from `fuzzing` instead (a grammar that favours rare characters or shapes),
    /// while results are still recognised by this grammar: the declared type stays the full
    /// language. The fuzzing grammar's strings should be in this language; a generated string
    /// that is not is redrawn, like a refinement's.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::*;
    /// let path = grammar(r#"start: "/" | "/"? part ("/" part)*; part: (%x0-2E | %x30-7F)*;"#);
    /// let unusual = grammar(r#"start: "/" | "/"? part ("/" part)*; part: char*;
    ///                          char: [abAB0] | [-.\\: ] | %x0-4;"#);
    /// let paths = path.using(unusual);
    /// assert!(paths.matches("/a/b"));
    /// ```
    pub fn using(&self, fuzzing: Grammar) -> Grammar {
        self.with(|i| i.using = Some(fuzzing))
    }

    /// Cover mode: within a scenario, each value is steered toward the alternatives and
    /// repetition bounds (0, 1, many, the maximum) that the scenario's earlier values of this
    /// spec have not produced yet, so a few values cover the grammar's structure (Iorek's
    /// `cover-regexp`). The steering depends only on the scenario's bytes, so replay and
    /// shrinking are exact. [`Grammar::coverage`] reports what a whole campaign covered.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// let isbn = regex(r"97[89]-[0-9]{1,5}-[0-9]{1,7}-[0-9]{1,7}-[0-9X]").cover();
    /// let mut engine = Engine::new();
    /// engine.declare("len", args().arg(isbn.clone()).returns(int::<usize>()),
    ///     |s: String| s.len(), |s: String| s.len());
    /// engine.run_random(&Config::with_seed(1).scenarios(50)).unwrap();
    /// let coverage = isbn.coverage();
    /// assert_eq!(coverage.covered, coverage.total, "{:?}", coverage.missing);
    /// ```
    pub fn cover(&self) -> Grammar {
        self.with(|i| i.cover = true)
    }

    /// Sets the Rust expression that rebuilds this grammar in a reproducer, such as a path to
    /// a function of the crate under test (`crate::grammars::url()`). By default the
    /// reproducer calls [`grammar`] (or [`regex`]) on the text.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::*;
    /// let digits = regex("[0-9]+").code("my_crate::DIGITS.clone()");
    /// # let _ = digits;
    /// ```
    pub fn code(&self, expr: &str) -> Grammar {
        let expr = expr.to_string();
        self.with(|i| i.code = expr)
    }

    /// Whether `s` is in the language and satisfies every refinement.
    ///
    /// # Examples
    ///
    /// ```
    /// let g = monolith_core::spec::grammar("start: 'a'* 'b';");
    /// assert!(g.matches("aab"));
    /// assert!(!g.matches("aba"));
    /// ```
    pub fn matches(&self, s: &str) -> bool {
        self.violation(s).is_none()
    }

    /// Why `s` is not of this type: outside the language, or the name of the refinement it
    /// breaks.
    fn violation(&self, s: &str) -> Option<String> {
        let i = &self.inner;
        if !self.inner_recognises(s) {
            return Some("is outside the language".into());
        }
        i.refinements
            .iter()
            .find(|(_, p)| !p(s))
            .map(|(name, _)| format!("breaks the refinement `{name}`"))
    }

    /// Generates a string of the language from `src` (from the fuzzing grammar if one is set),
    /// or `None` when every redraw fails a refinement.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::regex, Source};
    /// let g = regex("[a-c]{2,4}");
    /// // Byte 0 gives the smallest derivation.
    /// assert_eq!(g.generate(&mut Source::from_bytes(&[0; 8])).as_deref(), Some("aa"));
    /// let s = g.generate(&mut Source::random(7, 0)).unwrap();
    /// assert!(g.matches(&s));
    /// ```
    pub fn generate(&self, src: &mut Source<'_>) -> Option<String> {
        self.draw(src, None)
    }

    fn draw(&self, src: &mut Source<'_>, mut memory: Option<&mut Vec<bool>>) -> Option<String> {
        let i = &self.inner;
        let from = i.using.as_ref().unwrap_or(self);
        let redraws = src.open();
        for _ in 0..REDRAWS {
            let draw = src.open();
            let (s, touched) = from.derive(src, memory.as_deref_mut());
            let fits = i.using.is_none() || self.inner_recognises(&s);
            if fits && i.refinements.iter().all(|(_, p)| p(&s)) {
                src.forget(draw);
                src.close(redraws, Label::Redraws);
                i.drawn.set(i.drawn.get() + 1);
                let mut covered = from.inner.covered.borrow_mut();
                for (w, &word) in touched.iter().enumerate() {
                    let mut bits = word;
                    while bits != 0 {
                        covered[64 * w + bits.trailing_zeros() as usize] = true;
                        bits &= bits - 1;
                    }
                }
                if !std::ptr::eq(from, self) {
                    from.inner.drawn.set(from.inner.drawn.get() + 1);
                }
                return Some(s);
            }
            i.refused.set(i.refused.get() + 1);
            src.close(draw, Label::Refused);
            if src.is_exhausted() || src.position() == draw.start {
                break;
            }
        }
        None
    }

    /// Whether `s` is in the language (refinements aside).
    fn inner_recognises(&self, s: &str) -> bool {
        let i = &self.inner;
        let recogniser = i
            .recogniser
            .get_or_init(|| match regular::matcher(&i.compiled) {
                Some(re) => Recogniser::Regular(re),
                None => Recogniser::Earley(Productions::new(&i.compiled)),
            });
        match recogniser {
            Recogniser::Regular(re) => re.is_match(s),
            Recogniser::Earley(p) => p.recognises(&i.compiled, s),
        }
    }

    /// One derivation of this grammar's start rule, and the coverage items it touched (a bit
    /// set: see `Gen::touched`).
    fn derive(&self, src: &mut Source<'_>, memory: Option<&mut Vec<bool>>) -> (String, Vec<u64>) {
        let i = &self.inner;
        let simplest = |rule: usize| self.simplest(rule);
        let mut g = Gen::new(&i.compiled, src, i.id, &simplest);
        if let Some(m) = memory.filter(|_| i.cover) {
            m.resize(i.compiled.items.len(), false);
            g.cover = Some(m);
        }
        g.rule(i.compiled.start);
        (g.out, g.touched)
    }

    /// The number of zero bytes that draw `rule`'s smallest derivation.
    fn simplest(&self, rule: usize) -> usize {
        if let Some(n) = self.inner.simplest.borrow()[rule] {
            return n;
        }
        let zeros = vec![0u8; 1 << 16];
        let mut src = Source::from_bytes(&zeros);
        let never = |_: usize| 0;
        let mut g = Gen::new(&self.inner.compiled, &mut src, self.inner.id, &never);
        g.rule(rule);
        let n = src.position();
        self.inner.simplest.borrow_mut()[rule] = Some(n);
        n
    }

    /// What the values generated so far covered: each alternative, each repetition bound that
    /// applies and each character class, with the values drawn and refused. With
    /// [`Grammar::using`], the fuzzing grammar's coverage.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::grammar, Source};
    /// let g = grammar("start: 'a' | 'b';");
    /// assert_eq!(g.coverage().covered, 0);
    /// g.generate(&mut Source::from_bytes(&[0]));
    /// assert_eq!((g.coverage().covered, g.coverage().total), (1, 2));
    /// ```
    pub fn coverage(&self) -> Coverage {
        let from = self.inner.using.as_ref().unwrap_or(self);
        let c = &from.inner.compiled;
        let covered = from.inner.covered.borrow();
        let applies = |k: usize| c.applies[k];
        Coverage {
            covered: (0..c.items.len())
                .filter(|&k| applies(k) && covered[k])
                .count(),
            total: (0..c.items.len()).filter(|&k| applies(k)).count(),
            missing: (0..c.items.len())
                .filter(|&k| applies(k) && !covered[k])
                .map(|k| c.describe(k))
                .collect(),
            drawn: self.inner.drawn.get(),
            refused: self.inner.refused.get(),
        }
    }
}

impl Spec for Grammar {
    type R = String;
    type C = String;
}

impl Constructible for Grammar {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<String, String>, Reject> {
        let s = if self.inner.cover {
            let memory = cx.pool.memory::<bool>(self.inner.id);
            let mut taken = std::mem::take(memory);
            let s = self.draw(cx.src, Some(&mut taken));
            *cx.pool.memory::<bool>(self.inner.id) = taken;
            s
        } else {
            self.draw(cx.src, None)
        };
        let s = s.ok_or(Reject)?;
        cx.pool.remember(&s);
        Ok(Built::same(s, cx.render))
    }
}

impl Deconstructible for Grammar {
    fn deconstruct(&self, r: String, c: String, dx: &mut Dx<'_>) -> Pat {
        let Some(why) = self.violation(&c) else {
            return crate::spec::concrete::observe_literal(r, c, dx);
        };
        let also = if self.violation(&r).is_some() {
            " (the reference's result is outside it too: the spec may be wrong)"
        } else {
            ""
        };
        dx.violation = Some((
            FailureKind::OutsideLanguage,
            format!("the candidate's result {c:?} {why}{also}"),
        ));
        if !dx.rendering() {
            return Pat::Skip;
        }
        let code = self.inner.code.clone();
        let refinement = why
            .strip_prefix("breaks the refinement `")
            .and_then(|w| w.strip_suffix('`'))
            .map(str::to_string);
        Pat::Judged {
            rejected: Some(Rc::new(move |local: &str| match &refinement {
                Some(name) => format!("assert!(({name})(&{local}), \"breaks `{name}`\");"),
                None => format!(
                    "assert!({code}.matches(&{local}), \"outside the language: {{:?}}\", {local});"
                ),
            })),
            got: Some(format!("{c:?}")),
            inner: Box::new(Pat::Skip),
        }
    }

    fn print_candidate(&self, c: &String) -> Option<String> {
        Some(crate::spec::Literal::literal(c))
    }

    fn print_reference(&self, r: &String) -> Option<String> {
        Some(crate::spec::Literal::literal(r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(g: &Grammar, seed: u64) -> String {
        g.generate(&mut Source::random(seed, 0))
            .expect("no refinement")
    }

    #[test]
    fn every_generated_string_is_recognised() {
        let grammars = [
            grammar("start: (number op)* number; number: [0-9]+; op: '+' | '-';"),
            grammar(r#"start: value; value: "null" | "[" (value ("," value)*)? "]" | [0-9]{1,3};"#),
            grammar("start: a; a: 'x' | '(' a ')' | a a;"),
            grammar("start: [^a-z]{0,4} %x10000-10FFFF?;"),
            regex(r"(\w+\.)*[a-z]{2,6}"),
        ];
        for g in &grammars {
            for seed in 0..300 {
                let s = sample(g, seed);
                assert!(g.matches(&s), "{g:?}: {s:?}");
            }
        }
    }

    #[test]
    fn byte_zero_gives_the_smallest_derivation() {
        let g = grammar("start: long | 'x' | mid; long: 'abc' 'def'; mid: 'ab';");
        assert_eq!(g.generate(&mut Source::from_bytes(&[])).unwrap(), "x");
        let g = grammar("start: a; a: '(' a ')' | 'z';");
        assert_eq!(g.generate(&mut Source::from_bytes(&[0])).unwrap(), "z");
        assert_eq!(g.generate(&mut Source::from_bytes(&[1, 0])).unwrap(), "(z)");
    }

    #[test]
    fn deep_recursion_is_bounded() {
        // Always choosing the recursive alternative still ends.
        let g = grammar("start: a; a: '(' a ')' | 'z';");
        let ones = vec![1u8; 10_000];
        let s = g.generate(&mut Source::from_bytes(&ones)).unwrap();
        assert!(g.matches(&s));
        assert!(s.len() < 200, "{}", s.len());
    }

    #[test]
    fn length_is_bounded_near_max_chars() {
        // Repetitions drawn long before the bound stop at their minimum past it.
        let g = grammar("start: row*; row: '[' cell* ']'; cell: 'abc' | row;");
        let longest = (0..300).map(|seed| sample(&g, seed).len()).max().unwrap();
        assert!(longest > generate::MAX_CHARS, "{longest}");
        assert!(longest <= generate::MAX_CHARS + 64, "{longest}");
    }

    #[test]
    fn the_recogniser_handles_empty_and_left_recursive_rules() {
        let g = grammar("start: e; e: e '+' t | t; t: 'x' | '(' e ')' | ;");
        for ok in ["x", "x+x", "(x+x)+x", "", "+", "()+x"] {
            assert!(g.matches(ok), "{ok:?}");
        }
        for bad in ["(", "x)", "xx"] {
            assert!(!g.matches(bad), "{bad:?}");
        }
        let g = grammar("start: 'a'{2,3} 'b'?;");
        assert!(g.matches("aa") && g.matches("aaab") && !g.matches("a") && !g.matches("aaaa"));
    }

    #[test]
    fn compile_errors_name_the_problem() {
        let err = Grammar::new("start: num;\nnumber: [0-9];").unwrap_err();
        assert!(err.message().contains("did you mean `number`"), "{err}");
        let err = Grammar::new("start: a; a: 'x' a;").unwrap_err();
        assert!(err.message().contains("no finite string"), "{err}");
        assert_eq!(err.line(), 1);
        let err = Grammar::new("a: 'x'; a: 'y';").unwrap_err();
        assert!(err.message().contains("defined twice"), "{err}");
    }

    #[test]
    fn refinements_redraw_and_are_checked() {
        let g = regex("[0-9]{1,3}").refine("even", |s| s.parse::<u32>().is_ok_and(|n| n % 2 == 0));
        for seed in 0..100 {
            if let Some(s) = g.generate(&mut Source::random(seed, 0)) {
                assert!(s.parse::<u32>().unwrap() % 2 == 0, "{s}");
            }
        }
        assert!(g.coverage().drawn > 50);
        assert!(!g.matches("7"));
    }

    #[test]
    fn the_automaton_and_earley_agree_on_regular_grammars() {
        let grammars = [
            "start: (number op)* number; number: [0-9]+; op: '+' | '-';",
            "start: '/' | '/'? part ('/' part)*; part: [a-z.-]*;",
            "start: [a-c]{2,4} ('x' | 'yy')? %x10000-10FFFF*;",
        ];
        for text in grammars {
            let g = grammar(text);
            let c = &g.inner.compiled;
            let re = regular::matcher(c).expect("regular");
            let earley = Productions::new(c);
            for seed in 0..200 {
                let s = sample(&g, seed);
                let mut variants = vec![s.clone(), format!("{s}x"), format!("-{s}")];
                if let Some((i, _)) = s.char_indices().nth(seed as usize % s.len().max(1)) {
                    let mut cut = s.clone();
                    cut.remove(i);
                    variants.push(cut);
                }
                for v in variants {
                    assert_eq!(re.is_match(&v), earley.recognises(c, &v), "{text}: {v:?}");
                }
            }
        }
        // A recursive grammar has no automaton.
        assert!(regular::matcher(&grammar("start: 'x' | '(' start ')';").inner.compiled).is_none());
    }

    #[test]
    fn distinct_grammars_have_distinct_labels() {
        // Their first 48 characters, all the label once kept, are the same.
        let plus = grammar("start: number (op number)*; number: [0-9]+; op: '+' | '-';");
        let times = grammar("start: number (op number)*; number: [0-9]+; op: '*' | '/';");
        let (a, b) = (plus.label(), times.label());
        assert_ne!(a, b);
        assert!(
            a.starts_with("grammar(r#\"start: number (op number)*; n..."),
            "{a}"
        );
        assert!(a.contains("...+; op: '+' | '-';\"#) #"), "{a}");
        assert!(b.contains("...+; op: '*' | '/';\"#) #"), "{b}");
        assert_eq!(a.chars().count(), 40 + 3 + 20 + 6, "{a}");
        // A label is stable, so that two runs' statistics compare.
        assert_eq!(a, plus.label());
        // Refinements, a fuzzing grammar and cover mode are in the label.
        let word = regex("[a-z]+");
        assert_eq!(word.label(), "regex(r#\"[a-z]+\"#)");
        assert_eq!(
            word.refine("short", |s| s.len() < 4).cover().label(),
            "regex(r#\"[a-z]+\"#).refine(\"short\").cover()"
        );
        assert_eq!(
            word.using(regex("[ab]+")).label(),
            "regex(r#\"[a-z]+\"#).using(..)"
        );
        // A grammar's text on several lines gives a label on one.
        assert_eq!(
            grammar("start: 'a'\n       | 'b';").label(),
            "grammar(r#\"start: 'a' | 'b';\"#)"
        );
        // A name given with `code` is the label, as given.
        assert_eq!(
            word.refine("short", |s| s.len() < 4)
                .code("crate::WORD")
                .label(),
            "crate::WORD"
        );
        assert_eq!(short_label("short"), "short");
    }

    #[test]
    fn raw_literals_hold_any_text() {
        assert_eq!(raw_literal("a"), "r#\"a\"#");
        assert_eq!(raw_literal("\"#x"), "r##\"\"#x\"##");
    }
}

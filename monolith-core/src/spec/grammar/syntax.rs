//! The grammar notation, parsed once at declaration, with errors that point into the text.
//!
//! The notation is FLAT-PY's (after ANTLR), with RFC 5234's code-point ranges:
//!
//! ```text
//! grammar  := rule+
//! rule     := NAME (":" | "::=" | "=") alt ";"
//! alt      := seq ("|" seq)*
//! seq      := repeat*                     (empty: the empty string)
//! repeat   := atom ("*" | "+" | "?" | "{" k "}" | "{" k "," "}" | "{" k "," k "}")*
//! atom     := NAME | STRING | CLASS | "%x" HEX ("-" HEX)? | "(" alt ")"
//! STRING   := '"' ... '"' | "'" ... "'"   (escapes: \n \r \t \0 \\ \" \' \xHH \u{H..})
//! CLASS    := "[" "^"? (char | char "-" char)* "]"
//! comments := "#" or "//" to the end of the line
//! ```
//!
//! The rule named `start` is the start symbol; without one, the first rule is.

use std::fmt;
use std::ops::Range;

/// A grammar that does not parse or cannot generate, with where the problem is.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::Grammar;
/// let err = Grammar::new("start: digit+;\ndigt: [0-9];").unwrap_err();
/// assert_eq!((err.line(), err.column()), (1, 8));
/// assert!(err.to_string().contains("no rule named `digit`"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrammarError {
    message: String,
    line: usize,
    column: usize,
    width: usize,
    text: String,
}

impl GrammarError {
    pub(crate) fn at(source: &str, span: Range<usize>, message: impl Into<String>) -> Self {
        let start = span.start.min(source.len());
        let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = source[start..]
            .find('\n')
            .map_or(source.len(), |i| start + i);
        let line = source[..start].matches('\n').count() + 1;
        let column = source[line_start..start].chars().count() + 1;
        let end = span.end.clamp(start, line_end);
        let width = source[start..end].chars().count().max(1);
        GrammarError {
            message: message.into(),
            line,
            column,
            width,
            text: source[line_start..line_end].to_string(),
        }
    }

    /// What is wrong.
    pub fn message(&self) -> &str {
        &self.message
    }
    /// The line of the grammar text where the problem is, from 1.
    pub fn line(&self) -> usize {
        self.line
    }
    /// The column (in characters) where the problem starts, from 1.
    pub fn column(&self) -> usize {
        self.column
    }
}

impl fmt::Display for GrammarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let gutter = self.line.to_string().len();
        writeln!(
            f,
            "grammar error at line {}, column {}: {}",
            self.line, self.column, self.message
        )?;
        writeln!(f, "{:>gutter$} | {}", self.line, self.text)?;
        write!(
            f,
            "{:>gutter$} | {}{}",
            "",
            " ".repeat(self.column - 1),
            "^".repeat(self.width)
        )
    }
}

impl std::error::Error for GrammarError {}

/// A clause of a rule, as written.
#[derive(Debug, Clone)]
pub(crate) enum Ast {
    /// A terminal string.
    Lit(String),
    /// A set of code points: sorted, disjoint, inclusive ranges.
    Class(Vec<(u32, u32)>),
    /// A nonterminal, with where it is named.
    Ref(String, Range<usize>),
    Seq(Vec<Ast>),
    Alt(Vec<Ast>),
    /// `min` to `max` (none: no bound) repetitions.
    Rep(Box<Ast>, u32, Option<u32>),
}

/// A rule as written: its name, where the name is, and its clause.
#[derive(Debug, Clone)]
pub(crate) struct RuleDef {
    pub name: String,
    pub span: Range<usize>,
    pub body: Ast,
}

/// The largest repetition bound that `{k}` and `{k1,k2}` accept.
pub(crate) const MAX_BOUND: u32 = 4096;

/// Parses the rules of a grammar.
pub(crate) fn parse(text: &str) -> Result<Vec<RuleDef>, GrammarError> {
    let mut p = Parser { text, pos: 0 };
    let mut rules = Vec::new();
    p.skip();
    while p.pos < text.len() {
        rules.push(p.rule()?);
        p.skip();
    }
    if rules.is_empty() {
        return Err(GrammarError::at(text, 0..0, "the grammar has no rule"));
    }
    Ok(rules)
}

struct Parser<'t> {
    text: &'t str,
    pos: usize,
}

impl Parser<'_> {
    fn rest(&self) -> &str {
        &self.text[self.pos..]
    }
    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }
    fn err<T>(&self, span: Range<usize>, message: impl Into<String>) -> Result<T, GrammarError> {
        Err(GrammarError::at(self.text, span, message))
    }
    /// Skips white space and comments.
    fn skip(&mut self) {
        loop {
            let rest = self.rest();
            let trimmed = rest.trim_start();
            let blank = rest.len() - trimmed.len();
            let comment = if trimmed.starts_with('#') || trimmed.starts_with("//") {
                Some(trimmed.find('\n').unwrap_or(trimmed.len()))
            } else {
                None
            };
            self.pos += blank + comment.unwrap_or(0);
            if comment.is_none() {
                return;
            }
        }
    }
    fn eat(&mut self, token: &str) -> bool {
        self.skip();
        if self.rest().starts_with(token) {
            self.pos += token.len();
            true
        } else {
            false
        }
    }
    fn name(&mut self) -> Option<(String, Range<usize>)> {
        self.skip();
        let start = self.pos;
        let len = self
            .rest()
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(self.rest().len());
        let first = self.peek()?;
        if len == 0 || first.is_ascii_digit() {
            return None;
        }
        self.pos += len;
        Some((self.text[start..self.pos].to_string(), start..self.pos))
    }
    fn rule(&mut self) -> Result<RuleDef, GrammarError> {
        let at = self.pos;
        let Some((name, span)) = self.name() else {
            return self.err(at..at + 1, "expected the name of a rule");
        };
        if !(self.eat("::=") || self.eat(":") || self.eat("=")) {
            let at = self.pos;
            return self.err(
                at..at + 1,
                format!("expected `:` after the rule name `{name}`"),
            );
        }
        let body = self.alt()?;
        if !self.eat(";") {
            let at = self.pos;
            return self.err(
                at..at + 1,
                format!("expected `;` at the end of the rule `{name}`"),
            );
        }
        Ok(RuleDef { name, span, body })
    }
    fn alt(&mut self) -> Result<Ast, GrammarError> {
        let mut alts = vec![self.seq()?];
        while self.eat("|") {
            alts.push(self.seq()?);
        }
        Ok(if alts.len() == 1 {
            alts.pop().expect("one alternative")
        } else {
            Ast::Alt(alts)
        })
    }
    fn seq(&mut self) -> Result<Ast, GrammarError> {
        let mut items = Vec::new();
        loop {
            self.skip();
            match self.peek() {
                None | Some(';' | '|' | ')') => break,
                // The next rule's head: this rule lacks its `;`.
                _ if self.at_rule_head() => break,
                _ => items.push(self.repeat()?),
            }
        }
        Ok(if items.len() == 1 {
            items.pop().expect("one item")
        } else {
            Ast::Seq(items)
        })
    }
    /// Whether a name and `:` (or `::=`, `=`) come next.
    fn at_rule_head(&mut self) -> bool {
        let at = self.pos;
        let head = self.name().is_some() && {
            self.skip();
            self.rest().starts_with(':') || self.rest().starts_with('=')
        };
        self.pos = at;
        head
    }
    fn repeat(&mut self) -> Result<Ast, GrammarError> {
        let mut atom = self.atom()?;
        loop {
            let at = self.pos;
            atom = if self.rest().starts_with('*') {
                self.pos += 1;
                Ast::Rep(Box::new(atom), 0, None)
            } else if self.rest().starts_with('+') {
                self.pos += 1;
                Ast::Rep(Box::new(atom), 1, None)
            } else if self.rest().starts_with('?') {
                self.pos += 1;
                Ast::Rep(Box::new(atom), 0, Some(1))
            } else if self.rest().starts_with('{') {
                self.pos += 1;
                let min = self.number()?;
                let max = if self.eat(",") {
                    self.skip();
                    if self.peek() == Some('}') {
                        None
                    } else {
                        Some(self.number()?)
                    }
                } else {
                    Some(min)
                };
                if !self.eat("}") {
                    let p = self.pos;
                    return self.err(p..p + 1, "expected `}` to close the repetition");
                }
                if max.is_some_and(|m| m < min) {
                    return self.err(
                        at..self.pos,
                        format!("the repetition's bounds are reversed: {min} is above its maximum"),
                    );
                }
                Ast::Rep(Box::new(atom), min, max)
            } else {
                return Ok(atom);
            };
        }
    }
    fn number(&mut self) -> Result<u32, GrammarError> {
        self.skip();
        let start = self.pos;
        let len = self
            .rest()
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(self.rest().len());
        self.pos += len;
        match self.text[start..self.pos].parse::<u32>() {
            Ok(k) if k <= MAX_BOUND => Ok(k),
            Ok(_) => self.err(
                start..self.pos,
                format!("a repetition bound above {MAX_BOUND}"),
            ),
            Err(_) => self.err(start..start + 1, "expected a repetition count"),
        }
    }
    fn atom(&mut self) -> Result<Ast, GrammarError> {
        self.skip();
        let start = self.pos;
        match self.peek() {
            Some('(') => {
                self.pos += 1;
                let inner = self.alt()?;
                if !self.eat(")") {
                    return self.err(start..start + 1, "this `(` is never closed");
                }
                Ok(inner)
            }
            Some(q @ ('"' | '\'')) => {
                self.pos += 1;
                let mut s = String::new();
                loop {
                    match self.peek() {
                        None | Some('\n') => {
                            return self.err(start..self.pos, "this string is never closed")
                        }
                        Some(c) if c == q => {
                            self.pos += 1;
                            break;
                        }
                        Some(_) => s.push(self.char_in_literal()?),
                    }
                }
                Ok(Ast::Lit(s))
            }
            Some('[') => self.class(),
            Some('%') => {
                if !self.rest().starts_with("%x") {
                    return self.err(
                        start..start + 2,
                        "expected `%x` and a hexadecimal code point",
                    );
                }
                self.pos += 2;
                let lo = self.hex()?;
                let hi = if self.rest().starts_with('-') {
                    self.pos += 1;
                    self.hex()?
                } else {
                    lo
                };
                if hi < lo {
                    return self.err(start..self.pos, "the code-point range is reversed");
                }
                let ranges = normalise(vec![(lo, hi)]);
                if ranges.is_empty() {
                    return self.err(start..self.pos, "surrogates are not characters");
                }
                Ok(Ast::Class(ranges))
            }
            _ => match self.name() {
                Some((name, span)) => Ok(Ast::Ref(name, span)),
                None => {
                    let c = self.peek().map_or(1, char::len_utf8);
                    self.err(
                        start..start + c,
                        "expected a name, a string, a class, `%x` or `(`",
                    )
                }
            },
        }
    }
    fn hex(&mut self) -> Result<u32, GrammarError> {
        let start = self.pos;
        let len = self
            .rest()
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(self.rest().len());
        self.pos += len;
        match u32::from_str_radix(&self.text[start..self.pos], 16) {
            Ok(k) if k <= 0x10FFFF => Ok(k),
            Ok(_) => self.err(start..self.pos, "a code point above 10FFFF"),
            Err(_) => self.err(start..start + 1, "expected hexadecimal digits"),
        }
    }
    /// One character of a string or a class, escapes decoded.
    fn char_in_literal(&mut self) -> Result<char, GrammarError> {
        let start = self.pos;
        let c = self.peek().expect("a character");
        self.pos += c.len_utf8();
        if c != '\\' {
            return Ok(c);
        }
        let Some(e) = self.peek() else {
            return self.err(start..self.pos, "an escape at the end of the grammar");
        };
        self.pos += e.len_utf8();
        let code = match e {
            'n' => '\n',
            'r' => '\r',
            't' => '\t',
            '0' => '\0',
            'x' => {
                let digits = self.rest().get(..2).unwrap_or("");
                let Ok(k) = u8::from_str_radix(digits, 16) else {
                    return self.err(
                        start..self.pos + 2,
                        "expected two hexadecimal digits after `\\x`",
                    );
                };
                self.pos += 2;
                char::from(k)
            }
            'u' => {
                let Some(end) = self
                    .rest()
                    .find('}')
                    .filter(|_| self.rest().starts_with('{'))
                else {
                    return self.err(start..self.pos, "expected `\\u{...}`");
                };
                let digits = &self.rest()[1..end];
                let k = u32::from_str_radix(digits, 16)
                    .ok()
                    .and_then(char::from_u32);
                self.pos += end + 1;
                match k {
                    Some(k) => k,
                    None => return self.err(start..self.pos, "not a Unicode scalar value"),
                }
            }
            other => other,
        };
        Ok(code)
    }
    fn class(&mut self) -> Result<Ast, GrammarError> {
        let start = self.pos;
        self.pos += 1;
        let negated = self.rest().starts_with('^');
        if negated {
            self.pos += 1;
        }
        let mut ranges = Vec::new();
        loop {
            match self.peek() {
                None | Some('\n') => {
                    return self.err(start..self.pos, "this class is never closed")
                }
                Some(']') => {
                    self.pos += 1;
                    break;
                }
                Some(_) => {
                    let at = self.pos;
                    let lo = self.char_in_literal()?;
                    // `a-z` is a range; a `-` first or last is itself.
                    let hi = if self.rest().starts_with('-') && !self.rest().starts_with("-]") {
                        self.pos += 1;
                        self.char_in_literal()?
                    } else {
                        lo
                    };
                    if hi < lo {
                        return self.err(at..self.pos, "the range is reversed");
                    }
                    ranges.push((u32::from(lo), u32::from(hi)));
                }
            }
        }
        let mut ranges = normalise(ranges);
        if negated {
            ranges = complement(&ranges);
        }
        if ranges.is_empty() {
            return self.err(start..self.pos, "this class has no character");
        }
        Ok(Ast::Class(ranges))
    }
}

/// Sorted, merged, without the surrogates (which no `char` holds).
pub(crate) fn normalise(mut ranges: Vec<(u32, u32)>) -> Vec<(u32, u32)> {
    let mut split = Vec::with_capacity(ranges.len());
    for (lo, hi) in ranges.drain(..) {
        if lo < 0xD800 && hi > 0xDFFF {
            split.push((lo, 0xD7FF));
            split.push((0xE000, hi));
        } else if (0xD800..=0xDFFF).contains(&lo) && (0xD800..=0xDFFF).contains(&hi) {
        } else if (0xD800..=0xDFFF).contains(&lo) {
            split.push((0xE000, hi));
        } else if (0xD800..=0xDFFF).contains(&hi) {
            split.push((lo, 0xD7FF));
        } else {
            split.push((lo, hi));
        }
    }
    split.sort_unstable();
    let mut out: Vec<(u32, u32)> = Vec::with_capacity(split.len());
    for (lo, hi) in split {
        match out.last_mut() {
            Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
            _ => out.push((lo, hi)),
        }
    }
    out
}

/// Every scalar value not in `ranges` (which are normalised).
fn complement(ranges: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut next = 0u32;
    for &(lo, hi) in ranges {
        if lo > next {
            out.push((next, lo - 1));
        }
        next = hi + 1;
    }
    if next <= 0x10FFFF {
        out.push((next, 0x10FFFF));
    }
    normalise(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_flat_py_notation() {
        let rules =
            parse("start: (number op)* number; # a comment\nnumber: [0-9]+;\nop: \"+\" | '-';")
                .unwrap();
        assert_eq!(rules.len(), 3);
        assert_eq!(rules[1].name, "number");
        assert!(matches!(rules[1].body, Ast::Rep(_, 1, None)));
        let part = parse("part: (%x0-2E | %x30-7F)*;").unwrap();
        let Ast::Rep(inner, 0, None) = &part[0].body else {
            panic!("{:?}", part[0].body)
        };
        let Ast::Alt(alts) = &**inner else { panic!() };
        assert!(matches!(&alts[0], Ast::Class(r) if r == &[(0, 0x2E)]));
    }

    #[test]
    fn classes_take_escapes_a_leading_dash_and_negation() {
        let rules = parse(r"c: [-.\\: ] | [^a-y] | x{2,3} | x{2,} | 'a\u{e9}';x:'x';").unwrap();
        let Ast::Alt(alts) = &rules[0].body else {
            panic!()
        };
        let Ast::Class(c) = &alts[0] else { panic!() };
        assert_eq!(c, &[(32, 32), (45, 46), (58, 58), (92, 92)]);
        let Ast::Class(c) = &alts[1] else { panic!() };
        assert_eq!(c[0], (0, 96));
        assert!(matches!(alts[2], Ast::Rep(_, 2, Some(3))));
        assert!(matches!(alts[3], Ast::Rep(_, 2, None)));
        assert!(matches!(&alts[4], Ast::Lit(s) if s == "a\u{e9}"));
    }

    #[test]
    fn errors_point_into_the_text() {
        let err = parse("start: \"abc;\n").unwrap_err();
        assert_eq!((err.line, err.column), (1, 8));
        assert!(err.message.contains("never closed"), "{err}");
        let err = parse("start: x{3,2};").unwrap_err();
        assert!(err.message.contains("reversed"), "{err}");
        let err = parse("start: 'a'\nb: 'b';").unwrap_err();
        assert_eq!(err.line, 2);
        assert_eq!(
            err.to_string(),
            "grammar error at line 2, column 1: expected `;` at the end of the rule `start`\n2 | b: 'b';\n  | ^"
        );
        assert!(parse("  # nothing\n")
            .unwrap_err()
            .message
            .contains("no rule"));
        assert!(parse("s: [z-a];").unwrap_err().message.contains("reversed"));
        assert!(parse("s: %xD800;")
            .unwrap_err()
            .message
            .contains("surrogates"));
        assert!(parse("s: [\u{10FFFF}-\u{10FFFF}] [^\u{0}-\u{10FFFF}];")
            .unwrap_err()
            .message
            .contains("no character"));
    }
}

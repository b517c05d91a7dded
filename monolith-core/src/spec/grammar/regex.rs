//! Regular expressions as grammars: a pattern is parsed by `regex-syntax` (the parser of the
//! `regex` crate) and its high-level form becomes a one-rule grammar. The pattern matches the
//! whole string: `^` and `$` at its ends are accepted and change nothing; other assertions
//! (`\b`, `^` inside) are refused, since a grammar cannot express them.

use regex_syntax::hir::{Class, Hir, HirKind, Look};

use super::syntax::{normalise, Ast, GrammarError, RuleDef, MAX_BOUND};

pub(crate) fn parse(pattern: &str) -> Result<Vec<RuleDef>, GrammarError> {
    let hir = regex_syntax::ParserBuilder::new()
        .utf8(true)
        .build()
        .parse(pattern)
        .map_err(|e| {
            let (span, message) = match &e {
                regex_syntax::Error::Parse(e) => (*e.span(), e.kind().to_string()),
                regex_syntax::Error::Translate(e) => (*e.span(), e.kind().to_string()),
                _ => (
                    regex_syntax::ast::Span::splat(regex_syntax::ast::Position::new(0, 1, 1)),
                    e.to_string(),
                ),
            };
            GrammarError::at(pattern, span.start.offset..span.end.offset, message)
        })?;
    let body = convert(pattern, &hir, true, true)?;
    Ok(vec![RuleDef {
        name: "start".into(),
        span: 0..pattern.len(),
        body,
    }])
}

fn unsupported(pattern: &str, what: &str) -> GrammarError {
    GrammarError::at(
        pattern,
        0..pattern.len(),
        format!("{what} cannot be expressed as a grammar"),
    )
}

/// `first` and `last`: whether this piece can be at the start (end) of the whole pattern, where
/// `^` (`$`) is allowed.
fn convert(pattern: &str, hir: &Hir, first: bool, last: bool) -> Result<Ast, GrammarError> {
    Ok(match hir.kind() {
        HirKind::Empty => Ast::Seq(Vec::new()),
        HirKind::Literal(lit) => Ast::Lit(
            String::from_utf8(lit.0.to_vec())
                .map_err(|_| unsupported(pattern, "a literal that is not UTF-8"))?,
        ),
        HirKind::Class(Class::Unicode(c)) => {
            let ranges: Vec<(u32, u32)> = c
                .ranges()
                .iter()
                .map(|r| (u32::from(r.start()), u32::from(r.end())))
                .collect();
            Ast::Class(normalise(ranges))
        }
        HirKind::Class(Class::Bytes(c)) => {
            let ranges: Vec<(u32, u32)> = c
                .ranges()
                .iter()
                .filter(|r| r.start() < 0x80)
                .map(|r| (u32::from(r.start()), u32::from(r.end().min(0x7f))))
                .collect();
            if ranges.is_empty() {
                return Err(unsupported(pattern, "a class of non-ASCII bytes"));
            }
            Ast::Class(normalise(ranges))
        }
        HirKind::Look(look) => match look {
            Look::Start | Look::StartLF | Look::StartCRLF if first => Ast::Seq(Vec::new()),
            Look::End | Look::EndLF | Look::EndCRLF if last => Ast::Seq(Vec::new()),
            _ => {
                return Err(unsupported(
                    pattern,
                    "an assertion (`\\b`, `^` or `$` inside)",
                ))
            }
        },
        HirKind::Repetition(rep) => {
            let bound = |k: u32| k.min(MAX_BOUND);
            Ast::Rep(
                Box::new(convert(pattern, &rep.sub, false, false)?),
                bound(rep.min),
                rep.max.map(bound),
            )
        }
        HirKind::Capture(cap) => convert(pattern, &cap.sub, first, last)?,
        HirKind::Concat(items) => {
            let n = items.len();
            Ast::Seq(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, h)| convert(pattern, h, first && i == 0, last && i + 1 == n))
                    .collect::<Result<_, _>>()?,
            )
        }
        HirKind::Alternation(alts) => Ast::Alt(
            alts.iter()
                .map(|h| convert(pattern, h, first, last))
                .collect::<Result<_, _>>()?,
        ),
    })
}

//! The fast recogniser of regular grammars: a grammar whose rules never refer back to
//! themselves is a regular expression, matched by `regex-automata`'s meta engine in linear time
//! with a small constant. Recursive grammars, and the rare grammar too large for the automaton,
//! go to the Earley recogniser ([`super::recognise`]).

use regex_automata::meta::Regex;
use regex_syntax::hir::{Class, ClassUnicode, ClassUnicodeRange, Hir, Look, Repetition};

use super::compile::{Compiled, Expr};

/// A matcher of the whole string, if the grammar is regular and small enough.
pub(crate) fn matcher(g: &Compiled) -> Option<Regex> {
    let mut stack = Vec::new();
    let body = hir(g, &Expr::Rule(g.start), &mut stack)?;
    let whole = Hir::concat(vec![Hir::look(Look::Start), body, Hir::look(Look::End)]);
    Regex::builder().build_from_hir(&whole).ok()
}

/// `e` as a regular expression, or `None` if a rule on `stack` is reached again.
fn hir(g: &Compiled, e: &Expr, stack: &mut Vec<usize>) -> Option<Hir> {
    Some(match e {
        Expr::Lit(s) => Hir::literal(s.as_bytes()),
        Expr::Class(k) => Hir::class(Class::Unicode(ClassUnicode::new(
            g.classes[*k].ranges.iter().map(|&(lo, hi)| {
                ClassUnicodeRange::new(
                    char::from_u32(lo).unwrap_or('\0'),
                    char::from_u32(hi).unwrap_or('\0'),
                )
            }),
        ))),
        Expr::Rule(r) => {
            if stack.contains(r) {
                return None;
            }
            stack.push(*r);
            let h = hir(g, &g.rules[*r], stack);
            stack.pop();
            h?
        }
        Expr::Seq(items) => Hir::concat(
            items
                .iter()
                .map(|i| hir(g, i, stack))
                .collect::<Option<_>>()?,
        ),
        Expr::Alt { alts, .. } => Hir::alternation(
            alts.iter()
                .map(|a| hir(g, a, stack))
                .collect::<Option<_>>()?,
        ),
        Expr::Rep { body, min, max, .. } => Hir::repetition(Repetition {
            min: *min,
            max: *max,
            greedy: true,
            sub: Box::new(hir(g, body, stack)?),
        }),
    })
}

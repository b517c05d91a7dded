//! A parsed grammar, resolved and measured: rules by index, each alternative ranked by the size
//! of its smallest derivation, and the coverage items (alternatives, repetition bounds,
//! classes) numbered.

use std::collections::HashMap;

use super::syntax::{Ast, GrammarError, RuleDef};

/// A clause with its nonterminals resolved.
#[derive(Debug, Clone)]
pub(crate) enum Expr {
    Lit(Box<str>),
    /// An index into [`Compiled::classes`].
    Class(usize),
    Rule(usize),
    Seq(Vec<Expr>),
    Alt {
        alts: Vec<Expr>,
        /// The alternatives from the smallest derivation to the largest: a choice of rank 0
        /// (byte 0) takes `alts[order[0]]`.
        order: Vec<usize>,
        /// The coverage item of `alts[0]`; the others follow.
        item: usize,
    },
    Rep {
        body: Box<Expr>,
        min: u32,
        max: Option<u32>,
        /// The coverage items of the bounds 0, 1, many and the maximum (some may not apply).
        item: usize,
    },
}

/// A set of code points, with its size.
#[derive(Debug, Clone)]
pub(crate) struct Class {
    pub ranges: Vec<(u32, u32)>,
    pub total: u64,
    pub item: usize,
}

/// What a grammar's coverage counts: see [`crate::spec::Grammar::cover`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Item {
    Alternative { rule: usize, index: usize },
    Repetition { rule: usize, bound: Bound },
    Class { rule: usize },
}

/// A repetition's bound, for coverage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    Zero,
    One,
    Many,
    Max,
}

/// A grammar ready to generate and recognise.
#[derive(Debug)]
pub(crate) struct Compiled {
    pub names: Vec<String>,
    pub rules: Vec<Expr>,
    pub start: usize,
    pub classes: Vec<Class>,
    pub items: Vec<Item>,
    /// Per coverage item, whether it applies (a repetition `{2,3}` has no bound 0 or 1).
    pub applies: Vec<bool>,
    /// Per rule, the number of nodes of its smallest derivation.
    pub size: Vec<u64>,
}

/// No finite derivation.
const INFINITE: u64 = u64::MAX / 4;

pub(crate) fn compile(text: &str, defs: Vec<RuleDef>) -> Result<Compiled, GrammarError> {
    let mut index = HashMap::new();
    for (i, d) in defs.iter().enumerate() {
        if index.insert(d.name.clone(), i).is_some() {
            return Err(GrammarError::at(
                text,
                d.span.clone(),
                format!("the rule `{}` is defined twice", d.name),
            ));
        }
    }
    let start = index.get("start").copied().unwrap_or(0);
    let mut c = Compiled {
        names: defs.iter().map(|d| d.name.clone()).collect(),
        rules: Vec::with_capacity(defs.len()),
        start,
        classes: Vec::new(),
        items: Vec::new(),
        applies: Vec::new(),
        size: Vec::new(),
    };
    for (rule, d) in defs.iter().enumerate() {
        let e = resolve(text, &d.body, &index, rule, &mut c)?;
        c.rules.push(e);
    }
    // The smallest derivations, to a fixed point.
    c.size = vec![INFINITE; c.rules.len()];
    loop {
        let mut changed = false;
        for r in 0..c.rules.len() {
            let s = size_of(&c.rules[r], &c.size)
                .saturating_add(1)
                .min(INFINITE);
            if s < c.size[r] {
                c.size[r] = s;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    if let Some(r) = (0..c.rules.len()).find(|&r| c.size[r] >= INFINITE) {
        return Err(GrammarError::at(
            text,
            defs[r].span.clone(),
            format!(
                "the rule `{}` derives no finite string: every alternative refers back to it",
                c.names[r]
            ),
        ));
    }
    let size = c.size.clone();
    for e in &mut c.rules {
        rank(e, &size);
    }
    Ok(c)
}

fn resolve(
    text: &str,
    ast: &Ast,
    index: &HashMap<String, usize>,
    rule: usize,
    c: &mut Compiled,
) -> Result<Expr, GrammarError> {
    Ok(match ast {
        Ast::Lit(s) => Expr::Lit(s.as_str().into()),
        Ast::Class(ranges) => {
            let total = ranges.iter().map(|&(lo, hi)| u64::from(hi - lo) + 1).sum();
            let item = c.items.len();
            c.items.push(Item::Class { rule });
            c.applies.push(true);
            c.classes.push(Class {
                ranges: ranges.clone(),
                total,
                item,
            });
            Expr::Class(c.classes.len() - 1)
        }
        Ast::Ref(name, span) => match index.get(name) {
            Some(&i) => Expr::Rule(i),
            None => {
                let near = index
                    .keys()
                    .filter(|k| {
                        crate::config::edit_distance(k, name) <= 2
                            || k.starts_with(name.as_str())
                            || name.starts_with(k.as_str())
                    })
                    .min_by_key(|k| (crate::config::edit_distance(k, name), k.as_str()));
                let hint = near.map_or(String::new(), |k| format!(" (did you mean `{k}`?)"));
                return Err(GrammarError::at(
                    text,
                    span.clone(),
                    format!("no rule named `{name}`{hint}"),
                ));
            }
        },
        Ast::Seq(items) => Expr::Seq(
            items
                .iter()
                .map(|a| resolve(text, a, index, rule, c))
                .collect::<Result<_, _>>()?,
        ),
        Ast::Alt(alts) => {
            let item = c.items.len();
            for index in 0..alts.len() {
                c.items.push(Item::Alternative { rule, index });
                c.applies.push(true);
            }
            Expr::Alt {
                alts: alts
                    .iter()
                    .map(|a| resolve(text, a, index, rule, c))
                    .collect::<Result<_, _>>()?,
                order: Vec::new(),
                item,
            }
        }
        Ast::Rep(body, min, max) => {
            let item = c.items.len();
            let (min, max) = (*min, *max);
            for (bound, applies) in [
                (Bound::Zero, min == 0),
                (Bound::One, min <= 1 && max.is_none_or(|m| m >= 1)),
                (
                    Bound::Many,
                    max.is_none_or(|m| m >= 2) && max != Some(min.max(2)),
                ),
                (Bound::Max, max.is_some_and(|m| m >= 2)),
            ] {
                c.items.push(Item::Repetition { rule, bound });
                c.applies.push(applies);
            }
            Expr::Rep {
                body: Box::new(resolve(text, body, index, rule, c)?),
                min,
                max,
                item,
            }
        }
    })
}

/// The number of nodes of the smallest derivation of `e`, given the rules' sizes so far.
pub(crate) fn size_of(e: &Expr, rules: &[u64]) -> u64 {
    match e {
        Expr::Lit(_) | Expr::Class(_) => 1,
        Expr::Rule(r) => rules[*r],
        Expr::Seq(items) => items
            .iter()
            .fold(0u64, |acc, i| acc.saturating_add(size_of(i, rules)))
            .min(INFINITE),
        Expr::Alt { alts, .. } => alts.iter().map(|a| size_of(a, rules)).min().unwrap_or(0),
        Expr::Rep { body, min, .. } => size_of(body, rules)
            .saturating_mul(u64::from(*min))
            .saturating_add(1)
            .min(INFINITE),
    }
}

/// Orders each alternation's alternatives by their smallest derivation (stable).
fn rank(e: &mut Expr, rules: &[u64]) {
    match e {
        Expr::Lit(_) | Expr::Class(_) | Expr::Rule(_) => {}
        Expr::Seq(items) => items.iter_mut().for_each(|i| rank(i, rules)),
        Expr::Alt { alts, order, .. } => {
            alts.iter_mut().for_each(|a| rank(a, rules));
            let mut o: Vec<usize> = (0..alts.len()).collect();
            o.sort_by_key(|&i| size_of(&alts[i], rules));
            *order = o;
        }
        Expr::Rep { body, .. } => rank(body, rules),
    }
}

impl Compiled {
    /// A readable name of coverage item `i`, such as `alternative 2 of sign` or `bound many of
    /// digits`.
    pub(crate) fn describe(&self, i: usize) -> String {
        match &self.items[i] {
            Item::Alternative { rule, index } => {
                format!("alternative {} of `{}`", index + 1, self.names[*rule])
            }
            Item::Repetition { rule, bound } => {
                let b = match bound {
                    Bound::Zero => "0",
                    Bound::One => "1",
                    Bound::Many => "many",
                    Bound::Max => "the maximum",
                };
                format!("{b} repetitions in `{}`", self.names[*rule])
            }
            Item::Class { rule } => format!("a character class of `{}`", self.names[*rule]),
        }
    }
}

//! Recognition: whether a string is in the grammar's language, by an Earley recogniser over the
//! grammar flattened to plain productions (Aycock and Horspool's handling of empty rules). Any
//! context-free grammar is accepted, ambiguous or left-recursive; the cost is at most cubic in
//! the string's length, and linear for the grammars of everyday formats.

use std::collections::HashSet;

use super::compile::{Compiled, Expr};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Sym {
    Char(char),
    Class(usize),
    Nt(usize),
}

/// The grammar as plain productions: the rules keep their indices, and each alternation and
/// repetition gets a fresh nonterminal.
#[derive(Debug)]
pub(crate) struct Productions {
    lhs: Vec<usize>,
    rhs: Vec<Vec<Sym>>,
    by_lhs: Vec<Vec<usize>>,
    nullable: Vec<bool>,
    start: usize,
}

impl Productions {
    pub(crate) fn new(g: &Compiled) -> Productions {
        let mut p = Productions {
            lhs: Vec::new(),
            rhs: Vec::new(),
            by_lhs: vec![Vec::new(); g.rules.len()],
            nullable: Vec::new(),
            start: g.start,
        };
        for (r, e) in g.rules.iter().enumerate() {
            let rhs = p.symbols(e);
            p.add(r, rhs);
        }
        p.nullable = vec![false; p.by_lhs.len()];
        loop {
            let mut changed = false;
            for (i, rhs) in p.rhs.iter().enumerate() {
                let l = p.lhs[i];
                if !p.nullable[l]
                    && rhs
                        .iter()
                        .all(|s| matches!(s, Sym::Nt(n) if p.nullable[*n]))
                {
                    p.nullable[l] = true;
                    changed = true;
                }
            }
            if !changed {
                return p;
            }
        }
    }

    fn fresh(&mut self) -> usize {
        self.by_lhs.push(Vec::new());
        self.by_lhs.len() - 1
    }

    fn add(&mut self, lhs: usize, rhs: Vec<Sym>) {
        self.by_lhs[lhs].push(self.rhs.len());
        self.lhs.push(lhs);
        self.rhs.push(rhs);
    }

    /// A nonterminal deriving exactly `e`, reusing a rule or a single nonterminal.
    fn nonterminal(&mut self, e: &Expr) -> usize {
        let syms = self.symbols(e);
        if let [Sym::Nt(n)] = syms[..] {
            return n;
        }
        let n = self.fresh();
        self.add(n, syms);
        n
    }

    fn symbols(&mut self, e: &Expr) -> Vec<Sym> {
        match e {
            Expr::Lit(s) => s.chars().map(Sym::Char).collect(),
            Expr::Class(k) => vec![Sym::Class(*k)],
            Expr::Rule(r) => vec![Sym::Nt(*r)],
            Expr::Seq(items) => items.iter().flat_map(|i| self.symbols(i)).collect(),
            Expr::Alt { alts, .. } => {
                let n = self.fresh();
                for a in alts {
                    let rhs = self.symbols(a);
                    self.add(n, rhs);
                }
                vec![Sym::Nt(n)]
            }
            Expr::Rep { body, min, max, .. } => {
                let b = self.nonterminal(body);
                let mut out = vec![Sym::Nt(b); *min as usize];
                match max {
                    None => {
                        // T -> ε | T b (left recursion: linear for Earley).
                        let t = self.fresh();
                        self.add(t, Vec::new());
                        self.add(t, vec![Sym::Nt(t), Sym::Nt(b)]);
                        out.push(Sym::Nt(t));
                    }
                    Some(max) if max > min => {
                        // O_1 -> ε | b O_2, ..., O_k -> ε | b.
                        let mut next: Option<usize> = None;
                        for _ in *min..*max {
                            let o = self.fresh();
                            self.add(o, Vec::new());
                            let mut rhs = vec![Sym::Nt(b)];
                            rhs.extend(next.map(Sym::Nt));
                            self.add(o, rhs);
                            next = Some(o);
                        }
                        out.extend(next.map(Sym::Nt));
                    }
                    Some(_) => {}
                }
                out
            }
        }
    }

    /// Whether `text` is in the language.
    pub(crate) fn recognises(&self, g: &Compiled, text: &str) -> bool {
        let chars: Vec<char> = text.chars().collect();
        let n = chars.len();
        // An item: (production, dot, origin).
        let mut sets: Vec<Vec<(usize, usize, usize)>> = vec![Vec::new(); n + 1];
        let mut seen: Vec<HashSet<(usize, usize, usize)>> = vec![HashSet::new(); n + 1];
        let push = |sets: &mut Vec<Vec<(usize, usize, usize)>>,
                    seen: &mut Vec<HashSet<(usize, usize, usize)>>,
                    i: usize,
                    item: (usize, usize, usize)| {
            if seen[i].insert(item) {
                sets[i].push(item);
            }
        };
        for &p in &self.by_lhs[self.start] {
            push(&mut sets, &mut seen, 0, (p, 0, 0));
        }
        for i in 0..=n {
            let mut k = 0;
            while k < sets[i].len() {
                let (p, dot, origin) = sets[i][k];
                k += 1;
                match self.rhs[p].get(dot) {
                    Some(&Sym::Nt(x)) => {
                        for &q in &self.by_lhs[x] {
                            push(&mut sets, &mut seen, i, (q, 0, i));
                        }
                        if self.nullable[x] {
                            push(&mut sets, &mut seen, i, (p, dot + 1, origin));
                        }
                    }
                    Some(&t) => {
                        if i < n && self.matches(g, t, chars[i]) {
                            push(&mut sets, &mut seen, i + 1, (p, dot + 1, origin));
                        }
                    }
                    None => {
                        let l = self.lhs[p];
                        let mut j = 0;
                        while j < sets[origin].len() {
                            let (q, d, o) = sets[origin][j];
                            j += 1;
                            if self.rhs[q].get(d) == Some(&Sym::Nt(l)) {
                                push(&mut sets, &mut seen, i, (q, d + 1, o));
                            }
                        }
                    }
                }
            }
            if sets[i].is_empty() {
                return false;
            }
        }
        sets[n].iter().any(|&(p, dot, origin)| {
            origin == 0 && self.lhs[p] == self.start && dot == self.rhs[p].len()
        })
    }

    fn matches(&self, g: &Compiled, sym: Sym, c: char) -> bool {
        match sym {
            Sym::Char(x) => x == c,
            Sym::Class(k) => {
                let c = u32::from(c);
                let ranges = &g.classes[k].ranges;
                let i = ranges.partition_point(|&(_, hi)| hi < c);
                ranges.get(i).is_some_and(|&(lo, _)| lo <= c)
            }
            Sym::Nt(_) => false,
        }
    }
}

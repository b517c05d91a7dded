//! Recognition: whether a string is in the grammar's language, by an Earley recogniser over the
//! grammar flattened to plain productions (Aycock and Horspool's handling of empty rules). Any
//! context-free grammar is accepted, ambiguous or left-recursive; the cost is at most cubic in
//! the string's length, and linear for the grammars of everyday formats.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::compile::{Compiled, Expr};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Sym {
    Char(char),
    Class(usize),
    /// A whole literal as one terminal: an index into [`Productions::tokens`] (a protocol's
    /// operation names).
    Tok(u32),
    Nt(usize),
}

/// The grammar as plain productions: the rules keep their indices, and each alternation and
/// repetition gets a fresh nonterminal.
#[derive(Debug)]
pub(crate) struct Productions {
    pub lhs: Vec<usize>,
    pub rhs: Vec<Vec<Sym>>,
    pub by_lhs: Vec<Vec<usize>>,
    pub nullable: Vec<bool>,
    pub start: usize,
    /// In token mode, the distinct literals, each one terminal ([`Sym::Tok`]); in character
    /// mode (`None`), a literal is a sequence of [`Sym::Char`].
    pub tokens: Option<Vec<Box<str>>>,
}

impl Productions {
    /// The productions of a grammar over characters.
    pub(crate) fn new(g: &Compiled) -> Productions {
        Productions::build(g, None)
    }

    /// The productions of a grammar whose literals are whole terminals (a protocol's
    /// operation names), numbered in order of first appearance.
    pub(crate) fn of_tokens(g: &Compiled) -> Productions {
        Productions::build(g, Some(Vec::new()))
    }

    fn build(g: &Compiled, tokens: Option<Vec<Box<str>>>) -> Productions {
        let mut p = Productions {
            lhs: Vec::new(),
            rhs: Vec::new(),
            by_lhs: vec![Vec::new(); g.rules.len()],
            nullable: Vec::new(),
            start: g.start,
            tokens,
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
            Expr::Lit(s) => match &mut self.tokens {
                None => s.chars().map(Sym::Char).collect(),
                Some(tokens) => {
                    let k = match tokens.iter().position(|t| t == s) {
                        Some(k) => k,
                        None => {
                            tokens.push(s.clone());
                            tokens.len() - 1
                        }
                    };
                    vec![Sym::Tok(k as u32)]
                }
            },
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
        // An item: (production, dot, origin). Only the current set and the next one receive
        // items, so each has one set of keys, reused from position to position.
        let mut sets: Vec<Vec<(u32, u32, u32)>> = vec![Vec::new(); n + 1];
        let mut here = Seen::default();
        let mut next = Seen::default();
        for &p in &self.by_lhs[self.start] {
            here.push(&mut sets[0], (p as u32, 0, 0));
        }
        for i in 0..=n {
            let mut k = 0;
            while k < sets[i].len() {
                let (p, dot, origin) = sets[i][k];
                k += 1;
                match self.rhs[p as usize].get(dot as usize) {
                    Some(&Sym::Nt(x)) => {
                        for &q in &self.by_lhs[x] {
                            here.push(&mut sets[i], (q as u32, 0, i as u32));
                        }
                        if self.nullable[x] {
                            here.push(&mut sets[i], (p, dot + 1, origin));
                        }
                    }
                    Some(&t) => {
                        if i < n && self.matches(g, t, chars[i]) {
                            next.push(&mut sets[i + 1], (p, dot + 1, origin));
                        }
                    }
                    None => {
                        let l = Sym::Nt(self.lhs[p as usize]);
                        let o = origin as usize;
                        let mut j = 0;
                        while j < sets[o].len() {
                            let (q, d, oq) = sets[o][j];
                            j += 1;
                            if self.rhs[q as usize].get(d as usize) == Some(&l) {
                                here.push_at(&mut sets, i, (q, d + 1, oq));
                            }
                        }
                    }
                }
            }
            if sets[i].is_empty() {
                return false;
            }
            std::mem::swap(&mut here, &mut next);
            next.clear();
        }
        sets[n].iter().any(|&(p, dot, origin)| {
            let p = p as usize;
            origin == 0 && self.lhs[p] == self.start && dot as usize == self.rhs[p].len()
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
            Sym::Tok(_) | Sym::Nt(_) => false,
        }
    }
}

/// The items already in one Earley set, as packed keys.
#[derive(Default)]
struct Seen(HashSet<u64, BuildHasherDefault<Mix>>);

impl Seen {
    fn key((p, dot, origin): (u32, u32, u32)) -> u64 {
        (u64::from(p) << 40) ^ (u64::from(dot) << 24) ^ u64::from(origin)
    }
    fn push(&mut self, set: &mut Vec<(u32, u32, u32)>, item: (u32, u32, u32)) {
        if self.0.insert(Self::key(item)) {
            set.push(item);
        }
    }
    /// [`Seen::push`] into `sets[i]` while another set is borrowed for reading.
    fn push_at(&mut self, sets: &mut [Vec<(u32, u32, u32)>], i: usize, item: (u32, u32, u32)) {
        if self.0.insert(Self::key(item)) {
            sets[i].push(item);
        }
    }
    fn clear(&mut self) {
        self.0.clear();
    }
}

/// A fast hasher for packed item keys (a multiply and a shift; the keys are not adversarial).
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = (k ^ (k >> 29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 32)
    }
}

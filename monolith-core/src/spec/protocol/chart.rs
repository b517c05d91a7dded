//! The incremental parse of a call history: an Earley chart over a protocol's productions, one
//! set per call, with each set closed as soon as it is made. Any context-free grammar works,
//! ambiguous or left-recursive; a history of `n` calls costs at most cubic time in `n` in
//! all, and linear for the protocols of everyday APIs.
//!
//! A set answers three questions with no look-ahead: which operations may come next (the
//! items whose next symbol is a terminal), whether the history is complete (an item of the
//! start rule, begun at 0, finished), and how many calls at least complete it (see
//! [`Chart::completion`]).

use crate::spec::grammar::recognise::{Productions, Sym};

/// An Earley item: production, dot, origin (the set where the production began).
type Item = (u32, u32, u32);

/// No completion: a dead parse, or a nonterminal that derives nothing.
pub(crate) const NEVER: u32 = u32::MAX / 4;

/// The productions of a protocol with what parsing needs: per nonterminal, the fewest
/// terminals it derives.
#[derive(Debug)]
pub(crate) struct Table {
    pub prods: Productions,
    /// Per nonterminal, the fewest terminals of a derivation.
    pub fewest: Vec<u32>,
}

impl Table {
    pub fn new(prods: Productions) -> Table {
        let mut fewest = vec![NEVER; prods.by_lhs.len()];
        loop {
            let mut changed = false;
            for (p, rhs) in prods.rhs.iter().enumerate() {
                let cost = cost_of(&fewest, rhs);
                let l = prods.lhs[p];
                if cost < fewest[l] {
                    fewest[l] = cost;
                    changed = true;
                }
            }
            if !changed {
                return Table { prods, fewest };
            }
        }
    }

    /// The fewest terminals that finish production `p` from position `dot`.
    fn rest(&self, p: u32, dot: u32) -> u32 {
        cost_of(&self.fewest, &self.prods.rhs[p as usize][dot as usize..])
    }
}

/// The fewest terminals a sequence of symbols derives, at most [`NEVER`].
fn cost_of(fewest: &[u32], syms: &[Sym]) -> u32 {
    syms.iter()
        .map(|s| match *s {
            Sym::Nt(n) => fewest[n],
            _ => 1,
        })
        .fold(0u32, u32::saturating_add)
        .min(NEVER)
}

/// The parse of one history: the closed Earley sets, and per set the fewest calls that finish
/// a nonterminal begun there and then the whole protocol (computed on demand).
#[derive(Debug, Clone, Default)]
pub(crate) struct Chart {
    sets: Vec<Vec<Item>>,
    /// `up[j][a]`: the fewest calls that complete the protocol once nonterminal `a`, begun at
    /// set `j`, is finished. Rows are computed on demand; sets never change once made.
    up: Vec<Vec<u32>>,
    /// The terminals the last set allows next, as a bit set (bit `k % 64` of word `k / 64`).
    next: Vec<u64>,
}

impl Chart {
    /// The parse of the empty history.
    pub fn start(t: &Table) -> Chart {
        let mut set = Vec::new();
        for &p in &t.prods.by_lhs[t.prods.start] {
            push(&mut set, (p as u32, 0, 0));
        }
        let mut chart = Chart {
            sets: vec![set],
            up: Vec::new(),
            next: Vec::new(),
        };
        chart.close(t);
        chart
    }

    fn last(&self) -> &[Item] {
        self.sets.last().expect("a chart has a set")
    }

    /// Whether the terminal `tok` may come next.
    #[inline]
    pub fn allows(&self, tok: u32) -> bool {
        self.next
            .get(tok as usize / 64)
            .is_some_and(|w| w & (1 << (tok % 64)) != 0)
    }

    /// The terminals that may come next, each once, in order.
    pub fn next(&self) -> Vec<u32> {
        let mut out = Vec::new();
        for (i, &w) in self.next.iter().enumerate() {
            for b in 0..64 {
                if w & (1 << b) != 0 {
                    out.push((i * 64 + b) as u32);
                }
            }
        }
        out
    }

    /// Appends the call `tok`; returns `false` and changes nothing when it is not allowed.
    pub fn advance(&mut self, t: &Table, tok: u32) -> bool {
        if !self.allows(tok) {
            return false;
        }
        let mut set = Vec::new();
        for &(p, d, o) in self.last() {
            if t.prods.rhs[p as usize].get(d as usize) == Some(&Sym::Tok(tok)) {
                push(&mut set, (p, d + 1, o));
            }
        }
        if set.is_empty() {
            return false;
        }
        self.sets.push(set);
        self.close(t);
        true
    }

    /// Predicts and completes the last set to a fixed point (Aycock and Horspool's handling
    /// of nullable nonterminals).
    fn close(&mut self, t: &Table) {
        let i = self.sets.len() - 1;
        let mut k = 0;
        while k < self.sets[i].len() {
            let (p, dot, origin) = self.sets[i][k];
            k += 1;
            match t.prods.rhs[p as usize].get(dot as usize) {
                Some(&Sym::Nt(x)) => {
                    for &q in &t.prods.by_lhs[x] {
                        push(&mut self.sets[i], (q as u32, 0, i as u32));
                    }
                    if t.prods.nullable[x] {
                        push(&mut self.sets[i], (p, dot + 1, origin));
                    }
                }
                Some(_) => {}
                None => {
                    let l = Sym::Nt(t.prods.lhs[p as usize]);
                    let o = origin as usize;
                    let mut j = 0;
                    while j < self.sets[o].len() {
                        let (q, d, oq) = self.sets[o][j];
                        j += 1;
                        if t.prods.rhs[q as usize].get(d as usize) == Some(&l) {
                            push(&mut self.sets[i], (q, d + 1, oq));
                        }
                    }
                }
            }
        }
        self.next.clear();
        for &(p, d, _) in &self.sets[i] {
            if let Some(&Sym::Tok(k)) = t.prods.rhs[p as usize].get(d as usize) {
                let w = k as usize / 64;
                if self.next.len() <= w {
                    self.next.resize(w + 1, 0);
                }
                self.next[w] |= 1 << (k % 64);
            }
        }
    }

    /// Whether the history is a whole sentence of the protocol.
    pub fn is_complete(&self, t: &Table) -> bool {
        self.last().iter().any(|&(p, d, o)| {
            o == 0
                && t.prods.lhs[p as usize] == t.prods.start
                && d as usize == t.prods.rhs[p as usize].len()
        })
    }

    /// The fewest calls that complete the history ([`NEVER`] when none does); `firsts` is set
    /// to each terminal that begins such a shortest completion (none when the history is
    /// complete), in order.
    pub fn completion(&mut self, t: &Table, firsts: &mut Vec<u32>) -> u32 {
        firsts.clear();
        if self.is_complete(t) {
            return 0;
        }
        self.fill_up(t);
        let mut best = NEVER;
        for &(p, d, o) in self.last() {
            let Some(&Sym::Tok(k)) = t.prods.rhs[p as usize].get(d as usize) else {
                continue;
            };
            let lhs = t.prods.lhs[p as usize];
            let cost = (1 + t.rest(p, d + 1) + self.up[o as usize][lhs]).min(NEVER);
            if cost < best {
                best = cost;
                firsts.clear();
            }
            if cost == best && cost < NEVER && !firsts.contains(&k) {
                firsts.push(k);
            }
        }
        firsts.sort_unstable();
        best
    }

    /// Computes the rows of `up` not computed yet. Row `j` depends on rows up to `j` only:
    /// within a row, a shortest-path fixed point (costs are not negative).
    fn fill_up(&mut self, t: &Table) {
        let nts = t.prods.by_lhs.len();
        while self.up.len() < self.sets.len() {
            let j = self.up.len();
            let mut row = vec![NEVER; nts];
            if j == 0 {
                row[t.prods.start] = 0;
            }
            self.up.push(row);
            loop {
                let mut changed = false;
                for &(q, d, o) in &self.sets[j] {
                    let Some(&Sym::Nt(a)) = t.prods.rhs[q as usize].get(d as usize) else {
                        continue;
                    };
                    let lhs = t.prods.lhs[q as usize];
                    let cost = (t.rest(q, d + 1) + self.up[o as usize][lhs]).min(NEVER);
                    if cost < self.up[j][a] {
                        self.up[j][a] = cost;
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
        }
    }
}

fn push(set: &mut Vec<Item>, item: Item) {
    if !set.contains(&item) {
        set.push(item);
    }
}

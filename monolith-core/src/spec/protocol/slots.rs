//! The protocol state of one abstract type's values: the parse of each value's history, and
//! what each declared operation is to the protocol (see
//! [`AbstractType::protocol`](crate::spec::AbstractType::protocol)), for the environment's
//! [`Histories`] and for an engine's own protocol.

use super::{Parse, Protocol, NEVER};
use crate::env::protocol::Histories;

/// The protocol side of one abstract type's slots.
pub(crate) struct SlotProtocols {
    pub protocol: Protocol,
    pub negative: bool,
    /// Per declared operation, its terminal in the protocol, if the protocol names it.
    pub token_of: Vec<Option<u32>>,
    /// Per slot, the parse of the value's history (`None`: a slot with no live value).
    pub parses: Vec<Option<Parse>>,
    /// While the engine steers toward complete histories: per slot, the terminals that begin a
    /// shortest completion (empty for every slot when not steering).
    pub steer: Vec<Vec<u32>>,
    pub steering: bool,
}

impl SlotProtocols {
    /// The protocol of `owner` (how errors name it: "the abstract type `s`"), for the
    /// operations `names`. Panics when the protocol names an operation not declared.
    pub fn new(protocol: Protocol, negative: bool, names: &[&str], owner: &str) -> Self {
        let token_of: Vec<Option<u32>> = names.iter().map(|n| protocol.token(n)).collect();
        for (k, name) in protocol.names().enumerate() {
            if !token_of.contains(&Some(k as u32)) {
                let near = names
                    .iter()
                    .map(|n| n.rsplit("::").next().unwrap_or(n))
                    .filter(|n| crate::config::edit_distance(n, name) <= 2)
                    .min_by_key(|n| crate::config::edit_distance(n, name));
                let hint = near.map_or(String::new(), |n| format!(" (did you mean `{n}`?)"));
                panic!(
                    "monolith: the protocol of {owner} names `{name}`, but no declared operation is called `{name}`{hint}"
                );
            }
        }
        SlotProtocols {
            protocol,
            negative,
            token_of,
            parses: Vec::new(),
            steer: Vec::new(),
            steering: false,
        }
    }

    pub fn reset(&mut self) {
        self.parses.clear();
        self.steer.clear();
        self.steering = false;
    }

    /// Starts the one history of a scenario's calls (an engine's protocol), in slot 0.
    pub fn restart(&mut self) {
        self.reset();
        self.parses.push(Some(self.protocol.start()));
    }

    /// Whether the protocol lets `slot` receive the operation `op` now: always when the
    /// protocol does not name it; while steering, only a call that begins a shortest
    /// completion, when the value has one.
    #[inline]
    pub fn allows(&self, op: usize, slot: usize) -> bool {
        let Some(k) = self.token_of.get(op).copied().flatten() else {
            return true;
        };
        let Some(Some(parse)) = self.parses.get(slot) else {
            return true;
        };
        if !parse.allows_token(k) {
            return false;
        }
        match self.steer.get(slot) {
            Some(firsts) if self.steering && !firsts.is_empty() => firsts.contains(&k),
            _ => true,
        }
    }

    /// Whether the history in `slot` allows no further call.
    pub fn ended(&self, slot: usize) -> bool {
        matches!(self.parses.get(slot), Some(Some(parse)) if parse.next().next().is_none())
    }

    /// Whether `op` is named by the protocol and refused by `slot`'s history: a call out of
    /// the protocol.
    pub fn refuses(&self, op: usize, slot: usize) -> bool {
        match (
            self.token_of.get(op).copied().flatten(),
            self.parses.get(slot),
        ) {
            (Some(k), Some(Some(parse))) => !parse.allows_token(k),
            _ => false,
        }
    }

    /// Records a step of operation `op` that ran: each of the `touched` values (taken by the
    /// call) advances by its call, unless the call was `out` of the protocol; each value
    /// `bound` by the step continues the history of the first value of its type it was made
    /// from, or else begins a history with this call. `live(slot)` tells whether a touched
    /// slot still holds its value (one taken by value does not).
    pub fn step(
        &mut self,
        op: usize,
        touched: impl Iterator<Item = usize>,
        mut bound: impl Iterator<Item = usize> + Clone,
        out: bool,
        live: impl Fn(usize) -> bool,
    ) {
        let k = self.token_of.get(op).copied().flatten();
        let binds = bound.clone().next().is_some();
        let mut source: Option<Parse> = None;
        for slot in touched {
            if let Some(Some(parse)) = self.parses.get_mut(slot) {
                if let (Some(k), false) = (k, out) {
                    parse.advance_token(k);
                }
                // A copy of the history only for a value bound from it (the copy is the
                // whole chart).
                if binds && source.is_none() {
                    source = Some(parse.clone());
                }
                if !live(slot) {
                    self.parses[slot] = None;
                }
            }
        }
        if !binds {
            return;
        }
        let fresh = || {
            let mut s = self.protocol.start();
            if let Some(k) = k {
                s.advance_token(k);
            }
            s
        };
        let first = bound.next().expect("checked");
        let parse = source.unwrap_or_else(fresh);
        for slot in bound {
            self.put(slot, parse.clone());
        }
        self.put(first, parse);
    }

    fn put(&mut self, slot: usize, parse: Parse) {
        if self.parses.len() <= slot {
            self.parses.resize(slot + 1, None);
        }
        self.parses[slot] = Some(parse);
    }

    /// The fewest calls that complete the histories of `slots`, and per slot the terminals
    /// that begin a shortest completion (kept for [`SlotProtocols::allows`] while steering).
    pub fn completion(&mut self, slots: impl Iterator<Item = usize>) -> u64 {
        let mut need = 0u64;
        self.steer.iter_mut().for_each(Vec::clear);
        for slot in slots {
            let Some(Some(parse)) = self.parses.get_mut(slot) else {
                continue;
            };
            if self.steer.len() <= slot {
                self.steer.resize(slot + 1, Vec::new());
            }
            // The slot's buffer, reused from step to step.
            let cost = parse.completion_tokens(&mut self.steer[slot]);
            if cost < NEVER {
                need += u64::from(cost);
            }
        }
        need
    }

    /// Whether some operation `op` begins a shortest completion of one of the values.
    pub fn completes(&self, op: usize) -> bool {
        let Some(k) = self.token_of.get(op).copied().flatten() else {
            return false;
        };
        self.steer.iter().any(|firsts| firsts.contains(&k))
    }
}

/// The slots of `store` among `(store, slot)` pairs.
fn of_store(pairs: &[(usize, usize)], store: usize) -> impl Iterator<Item = usize> + Clone + '_ {
    pairs
        .iter()
        .filter(move |&&(s, _)| s == store)
        .map(|&(_, slot)| slot)
}

impl Histories for SlotProtocols {
    fn reset(&mut self) {
        SlotProtocols::reset(self);
    }
    fn negative(&self) -> bool {
        self.negative
    }
    fn names(&self, op: usize) -> bool {
        self.token_of.get(op).copied().flatten().is_some()
    }
    fn allows(&self, op: usize, slot: usize) -> bool {
        SlotProtocols::allows(self, op, slot)
    }
    fn refuses(&self, op: usize, slot: usize) -> bool {
        SlotProtocols::refuses(self, op, slot)
    }
    fn step(
        &mut self,
        op: usize,
        touched: &[(usize, usize)],
        bound: &[(usize, usize)],
        store: usize,
        out: bool,
        live: &dyn Fn(usize) -> bool,
    ) {
        SlotProtocols::step(
            self,
            op,
            of_store(touched, store),
            of_store(bound, store),
            out,
            live,
        );
    }
    fn completion(&mut self, slots: &[u32]) -> u64 {
        SlotProtocols::completion(self, slots.iter().map(|&i| i as usize))
    }
    fn steer(&mut self, on: bool) {
        self.steering = on;
    }
    fn completes(&self, op: usize) -> bool {
        SlotProtocols::completes(self, op)
    }
}

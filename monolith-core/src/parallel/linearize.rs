//! Is a round's history linearizable? A search in the style of Wing and Gong, with Lowe's
//! memoisation, as Porcupine does.
//!
//! A linearization is an order of all the suffixes' calls that keeps each thread's order and
//! the real-time order (a call that returned before another started comes first), and in
//! which the reference, run from the state after the prefix, returns what the candidate
//! returned. The search extends an order one call at a time, trying each thread's next call
//! that no pending call must precede; it remembers each (calls done per thread, reference
//! state) it has left without success, so that two orders that reach the same state are
//! explored once. The reference state is the key, hence `R: Clone + Eq + Hash`.
//!
//! A search that visits more than its budget of states says [`Verdict::Undecided`], never a
//! failure.

use std::collections::HashSet;
use std::hash::Hash;

use super::call::{agree, Outcome};
use super::scenario::Planned;
use super::stress::Record;
use crate::panic::catch;

/// The judgement of one history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Some order of the calls explains every result.
    Linearizable,
    /// No order does.
    Violation,
    /// The search ran out of its budget.
    Undecided,
}

/// How many states the search visits at most.
pub(crate) const BUDGET: usize = 200_000;

/// Runs a reference call on `state` under `catch`.
pub(crate) fn run_reference<R, C>(p: &Planned<R, C>, state: &mut R) -> Outcome {
    catch(|| p.call.reference(state)).map_err(|e| e.message)
}

struct Search<'a, R, C> {
    suffixes: &'a [Vec<Planned<R, C>>],
    history: &'a [Vec<Record>],
    failed: HashSet<(Vec<u32>, R)>,
    visited: usize,
    budget: usize,
}

/// Judges the history of one round, from the reference state `start` (after the prefix).
pub(crate) fn judge<R: Clone + Eq + Hash, C>(
    start: &R,
    suffixes: &[Vec<Planned<R, C>>],
    history: &[Vec<Record>],
    budget: usize,
) -> Verdict {
    let mut search = Search {
        suffixes,
        history,
        failed: HashSet::new(),
        visited: 0,
        budget,
    };
    let mut done = vec![0u32; suffixes.len()];
    match search.extend(&mut done, start) {
        Some(true) => Verdict::Linearizable,
        Some(false) => Verdict::Violation,
        None => Verdict::Undecided,
    }
}

impl<R: Clone + Eq + Hash, C> Search<'_, R, C> {
    /// Whether the calls after `done` can be ordered from `state`; `None` past the budget.
    fn extend(&mut self, done: &mut Vec<u32>, state: &R) -> Option<bool> {
        let threads = self.history.len();
        let pending = |done: &[u32], t: usize| self.history[t].get(done[t] as usize);
        if (0..threads).all(|t| pending(done, t).is_none()) {
            return Some(true);
        }
        if self.failed.contains(&(done.clone(), state.clone())) {
            return Some(false);
        }
        self.visited += 1;
        if self.visited > self.budget {
            return None;
        }
        for t in 0..threads {
            let Some(record) = pending(done, t) else {
                continue;
            };
            // A pending call of another thread that returned before this one started must
            // come first (each thread's first pending call returns before its later ones).
            let blocked = (0..threads)
                .any(|u| u != t && pending(done, u).is_some_and(|o| o.ret < record.inv));
            if blocked {
                continue;
            }
            let mut next = state.clone();
            let out = run_reference(&self.suffixes[t][done[t] as usize], &mut next);
            if !agree(&out, &record.out) {
                continue;
            }
            done[t] += 1;
            let found = self.extend(done, &next);
            done[t] -= 1;
            if found != Some(false) {
                return found;
            }
        }
        self.failed.insert((done.clone(), state.clone()));
        Some(false)
    }
}

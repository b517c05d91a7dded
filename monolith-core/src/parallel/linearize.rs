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

use super::scenario::Planned;
use super::stress::Record;

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

struct Search<'a, R, C> {
    suffixes: &'a [Vec<Planned<R, C>>],
    history: &'a [Vec<Record>],
    failed: HashSet<(u64, R)>,
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

/// The calls done per thread, 16 bits each (at most 4 threads, each suffix far shorter than
/// 65,536 calls), as the memo's key.
fn pack(done: &[u32]) -> u64 {
    done.iter().fold(0, |k, &d| k << 16 | u64::from(d))
}

impl<R: Clone + Eq + Hash, C> Search<'_, R, C> {
    /// Whether the calls after `done` can be ordered from `state`; `None` past the budget.
    ///
    /// The memo is kept where the search branches (two threads' calls may come next): a
    /// chain of single choices costs as many steps as it is long however often it is reached,
    /// and copying and hashing the state at each of its nodes would cost more than walking it.
    fn extend(&mut self, done: &mut [u32], state: &R) -> Option<bool> {
        let threads = self.history.len();
        let pending = |done: &[u32], t: usize| self.history[t].get(done[t] as usize);
        if (0..threads).all(|t| pending(done, t).is_none()) {
            return Some(true);
        }
        // The calls that may come next: a pending call of another thread that returned
        // before one started must come first (each thread's first pending call returns
        // before its later ones).
        let mut next = [0usize; 4];
        let mut choices = 0;
        for t in 0..threads {
            let Some(record) = pending(done, t) else {
                continue;
            };
            let blocked = (0..threads)
                .any(|u| u != t && pending(done, u).is_some_and(|o| o.ret < record.inv));
            if !blocked {
                next[choices] = t;
                choices += 1;
            }
        }
        let key = if choices > 1 {
            let key = (pack(done), state.clone());
            if self.failed.contains(&key) {
                return Some(false);
            }
            Some(key)
        } else {
            None
        };
        self.visited += 1;
        if self.visited > self.budget {
            return None;
        }
        for &t in &next[..choices] {
            let mut after = state.clone();
            let (call, record) = (
                &self.suffixes[t][done[t] as usize].call,
                &self.history[t][done[t] as usize],
            );
            if !call.allows(&mut after, &record.out) {
                continue;
            }
            done[t] += 1;
            let found = self.extend(done, &after);
            done[t] -= 1;
            if found != Some(false) {
                return found;
            }
        }
        if let Some(key) = key {
            self.failed.insert(key);
        }
        Some(false)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::parallel::call::{Call, Observed};

    /// `set(x)` on a register of one byte.
    struct Set(u8);
    /// `get()`.
    struct Get;

    impl Call<u8, ()> for Set {
        fn candidate(&self, _: &()) -> Box<dyn Observed> {
            Box::new(())
        }
        fn reference(&self, r: &mut u8) -> Option<Box<dyn Observed>> {
            *r = self.0;
            Some(Box::new(()))
        }
        fn allows(&self, r: &mut u8, got: &crate::parallel::call::Outcome) -> bool {
            *r = self.0;
            got.as_ref().is_ok_and(|v| v.as_any().is::<()>())
        }
        fn code(&self, var: &str) -> String {
            format!("{var}.set({})", self.0)
        }
    }

    impl Call<u8, ()> for Get {
        fn candidate(&self, _: &()) -> Box<dyn Observed> {
            Box::new(0u8)
        }
        fn reference(&self, r: &mut u8) -> Option<Box<dyn Observed>> {
            Some(Box::new(*r))
        }
        fn allows(&self, r: &mut u8, got: &crate::parallel::call::Outcome) -> bool {
            got.as_ref()
                .is_ok_and(|v| v.as_any().downcast_ref::<u8>() == Some(&*r))
        }
        fn code(&self, var: &str) -> String {
            format!("{var}.get()")
        }
    }

    fn planned(call: impl Call<u8, ()> + 'static) -> Planned<u8, ()> {
        Planned {
            call: Arc::new(call),
            spin: 0,
        }
    }

    fn unit(inv: u64, ret: u64) -> Record {
        Record {
            inv,
            ret,
            out: Ok(Box::new(())),
        }
    }

    fn got(v: u8, inv: u64, ret: u64) -> Record {
        Record {
            inv,
            ret,
            out: Ok(Box::new(v)),
        }
    }

    fn set_then_get(set: (u64, u64), get: Record) -> Verdict {
        let suffixes = vec![vec![planned(Set(1))], vec![planned(Get)]];
        let history = vec![vec![unit(set.0, set.1)], vec![get]];
        judge(&0, &suffixes, &history, BUDGET)
    }

    #[test]
    fn a_get_that_starts_after_a_set_returned_must_see_it() {
        assert_eq!(set_then_get((0, 1), got(0, 2, 3)), Verdict::Violation);
        assert_eq!(set_then_get((0, 1), got(1, 2, 3)), Verdict::Linearizable);
    }

    #[test]
    fn a_get_that_overlaps_a_set_may_see_either_value() {
        assert_eq!(set_then_get((1, 2), got(0, 0, 3)), Verdict::Linearizable);
        assert_eq!(set_then_get((1, 2), got(1, 0, 3)), Verdict::Linearizable);
        assert_eq!(set_then_get((1, 2), got(2, 0, 3)), Verdict::Violation);
    }

    #[test]
    fn a_get_that_returned_before_a_set_started_cannot_see_it() {
        assert_eq!(set_then_get((2, 3), got(1, 0, 1)), Verdict::Violation);
    }

    #[test]
    fn a_thread_keeps_its_own_order() {
        // One thread sets 1 then reads 0, with no other thread to explain it.
        let suffixes = vec![vec![planned(Set(1)), planned(Get)], vec![]];
        let history = vec![vec![unit(0, 1), got(0, 2, 3)], vec![]];
        assert_eq!(judge(&0, &suffixes, &history, BUDGET), Verdict::Violation);
    }

    #[test]
    fn a_search_past_its_budget_is_undecided() {
        assert_eq!(
            judge(
                &0,
                &[vec![planned(Set(1))], vec![planned(Get)]],
                &[vec![unit(0, 3)], vec![got(1, 1, 2)]],
                0
            ),
            Verdict::Undecided
        );
    }

    #[test]
    fn memoisation_keeps_two_long_overlapping_threads_within_the_budget() {
        // 200 calls that all overlap: C(200, 100) orders, but one state per (i, j).
        let suffixes: Vec<Vec<Planned<u8, ()>>> = (0..2)
            .map(|_| (0..100).map(|_| planned(Set(0))).collect())
            .collect();
        let history: Vec<Vec<Record>> = (0..2)
            .map(|_| (0..100).map(|i| unit(i, 1_000 + i)).collect())
            .collect();
        assert_eq!(
            judge(&0, &suffixes, &history, 20_000),
            Verdict::Linearizable
        );
    }
}

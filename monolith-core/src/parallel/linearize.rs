//! Is a history linearizable? A search in the style of Wing and Gong, with Lowe's
//! memoisation, as Porcupine does.
//!
//! A linearization is an order of all the calls that keeps each thread's order and the
//! real-time order (a call that returned before another started comes first), and in which the
//! reference, run from the start state, allows what each call returned. The search extends an
//! order one call at a time, trying each thread's next call that no pending call must precede;
//! it remembers each (calls done per thread, reference state) it has left without success, so
//! that two orders that reach the same state are explored once. The reference state is the
//! key, hence `R: Clone + Eq + Hash`.
//!
//! A search that visits more than its budget of states says [`Linearizability::Undecided`],
//! never a failure. The search reads a history through [`Steps`]: a round of parallel mode
//! (`RoundSteps`), or a [`History`](super::History) recorded by the user.
//!
//! When every call of a history names the part of the state it touches (a [`key`](super::key)
//! argument), the history splits into one history per part, each judged alone
//! (P-compositionality, as in Porcupine): the cost is the sum of the parts' searches, not
//! their product. A part that no order explains is confirmed on the whole history, whose
//! judgement stands when the search decides it.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use super::scenario::Planned;
use super::stress::Record;

/// The judgement of one history: whether some order of its calls explains every result.
///
/// # Examples
///
/// ```
/// use monolith_core::parallel::{History, Linearizability};
/// // Two threads, one register of a byte: thread 0 sets 1 while thread 1 reads 0.
/// let mut history = History::new();
/// history.call(0, 0, 3, |r: &mut u8| { *r = 1; true });
/// history.call(1, 1, 2, |r: &mut u8| *r == 0);
/// assert_eq!(history.check(&0), Linearizability::Linearizable);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Linearizability {
    /// Some order of the calls explains every result.
    Linearizable,
    /// No order does.
    NotLinearizable,
    /// The search visited its budget of states before it could tell.
    Undecided,
}

/// How many states the search visits at most, by default.
pub const BUDGET: usize = 200_000;

/// The most threads a history may have: the memo packs the calls done per thread, 16 bits
/// each, in a `u128`.
pub const MAX_THREADS: usize = 8;

/// The most calls a thread of a history may make (16 bits of the memo's key).
pub const MAX_CALLS: usize = u16::MAX as usize;

/// A history as the search reads it: threads of calls, each with its invocation and response
/// times on one clock, and a step that runs it on the reference and says whether the
/// reference allows the call's recorded result.
pub(crate) trait Steps<R> {
    /// How many threads.
    fn threads(&self) -> usize;
    /// How many calls thread `t` made.
    fn len(&self, t: usize) -> usize;
    /// When call `i` of thread `t` was invoked and when it returned.
    fn interval(&self, t: usize, i: usize) -> (u64, u64);
    /// Runs call `i` of thread `t` on `state`: whether the reference allows its result.
    fn allows(&self, t: usize, i: usize, state: &mut R) -> bool;
    /// The part of the state that call `i` of thread `t` touches, when it names one.
    fn part(&self, t: usize, i: usize) -> Option<u64>;
    /// The order in which the search tries the calls that may come next, lowest first: by
    /// default the time the call returned (in a linearizable history the call that returned
    /// first is usually next, its effect having taken place before the others' returns). A
    /// history that knows more (a queue's, [`super::QueueHistory`]) gives a better order; the
    /// order changes how soon the search finds a linearization, never its judgement.
    fn priority(&self, t: usize, i: usize) -> u64 {
        self.interval(t, i).1
    }
}

/// A round of parallel mode: the suffixes' calls and what the candidate did.
pub(crate) struct RoundSteps<'a, R, C> {
    pub suffixes: &'a [Vec<Planned<R, C>>],
    pub history: &'a [Vec<Record>],
}

impl<R, C> Steps<R> for RoundSteps<'_, R, C> {
    fn threads(&self) -> usize {
        self.history.len()
    }
    fn len(&self, t: usize) -> usize {
        self.history[t].len()
    }
    fn interval(&self, t: usize, i: usize) -> (u64, u64) {
        let r = &self.history[t][i];
        (r.inv, r.ret)
    }
    fn allows(&self, t: usize, i: usize, state: &mut R) -> bool {
        self.suffixes[t][i]
            .call
            .allows(state, &self.history[t][i].out)
    }
    fn part(&self, t: usize, i: usize) -> Option<u64> {
        self.suffixes[t][i].call.part()
    }
}

/// The calls of one part of a history: per thread, the indices of its calls in the whole.
struct Part<'a, S> {
    steps: &'a S,
    calls: Vec<Vec<usize>>,
}

impl<R, S: Steps<R>> Steps<R> for Part<'_, S> {
    fn threads(&self) -> usize {
        self.calls.len()
    }
    fn len(&self, t: usize) -> usize {
        self.calls[t].len()
    }
    fn interval(&self, t: usize, i: usize) -> (u64, u64) {
        self.steps.interval(t, self.calls[t][i])
    }
    fn allows(&self, t: usize, i: usize, state: &mut R) -> bool {
        self.steps.allows(t, self.calls[t][i], state)
    }
    fn part(&self, t: usize, i: usize) -> Option<u64> {
        self.steps.part(t, self.calls[t][i])
    }
    fn priority(&self, t: usize, i: usize) -> u64 {
        self.steps.priority(t, self.calls[t][i])
    }
}

/// The parts of a history, each as its calls per thread, in the order the parts first appear:
/// `None` unless every call names its part and there are two parts or more.
fn parts<R>(steps: &impl Steps<R>) -> Option<Vec<Vec<Vec<usize>>>> {
    let threads = steps.threads();
    let mut index = HashMap::new();
    let mut parts: Vec<Vec<Vec<usize>>> = Vec::new();
    for t in 0..threads {
        for i in 0..steps.len(t) {
            let part = steps.part(t, i)?;
            let j = *index.entry(part).or_insert_with(|| {
                parts.push(vec![Vec::new(); threads]);
                parts.len() - 1
            });
            parts[j][t].push(i);
        }
    }
    (parts.len() > 1).then_some(parts)
}

struct Search<'a, S> {
    steps: &'a S,
    /// Per thread, each call's (invoked, returned).
    intervals: Vec<Vec<(u64, u64)>>,
    /// Per thread, each call's [`Steps::priority`], read once.
    priority: Vec<Vec<u64>>,
    visited: usize,
    budget: usize,
}

/// Judges `steps` from the reference state `start`, visiting at most `budget` states: part by
/// part when the calls name their parts.
pub(crate) fn judge<R: Clone + Eq + Hash>(
    start: &R,
    steps: &impl Steps<R>,
    budget: usize,
) -> Linearizability {
    let Some(parts) = parts(steps) else {
        return search(start, steps, budget).0;
    };
    let mut left = budget;
    let mut verdict = Linearizability::Linearizable;
    for calls in parts {
        let (part, visited) = search(start, &Part { steps, calls }, left);
        left = left.saturating_sub(visited);
        match part {
            Linearizability::Linearizable => {}
            Linearizability::Undecided => verdict = Linearizability::Undecided,
            // Where calls on different keys interact (a key declared where the promise does
            // not hold), the part alone may fail a history that is linearizable: the whole
            // history's judgement stands when the search decides it.
            Linearizability::NotLinearizable => {
                return match search(start, steps, budget).0 {
                    Linearizability::Undecided => Linearizability::NotLinearizable,
                    whole => whole,
                }
            }
        }
    }
    verdict
}

/// Judges `steps` whole from `start`: the judgement, and how many states the search visited.
fn search<R: Clone + Eq + Hash>(
    start: &R,
    steps: &impl Steps<R>,
    budget: usize,
) -> (Linearizability, usize) {
    let threads = steps.threads();
    assert!(
        threads <= MAX_THREADS,
        "a history has at most {MAX_THREADS} threads, not {threads}"
    );
    let mut search = Search {
        steps,
        intervals: (0..threads)
            .map(|t| (0..steps.len(t)).map(|i| steps.interval(t, i)).collect())
            .collect(),
        priority: (0..threads)
            .map(|t| (0..steps.len(t)).map(|i| steps.priority(t, i)).collect())
            .collect(),
        visited: 0,
        budget,
    };
    let mut failed = HashSet::new();
    let mut done = [0u32; MAX_THREADS];
    let verdict = match search.extend(&mut done[..threads], start, &mut failed) {
        Some(true) => Linearizability::Linearizable,
        Some(false) => Linearizability::NotLinearizable,
        None => Linearizability::Undecided,
    };
    (verdict, search.visited)
}

/// The calls done per thread, 16 bits each, as the memo's key.
fn pack(done: &[u32]) -> u128 {
    done.iter().fold(0, |k, &d| k << 16 | u128::from(d))
}

impl<S> Search<'_, S> {
    /// Whether the calls after `done` can be ordered from `state`; `None` past the budget.
    ///
    /// The memo (`failed`) is kept where the search branches (two threads' calls may come
    /// next): a chain of single choices costs as many steps as it is long however often it is
    /// reached, and copying and hashing the state at each of its nodes would cost more than
    /// walking it.
    fn extend<R: Clone + Eq + Hash>(
        &mut self,
        done: &mut [u32],
        state: &R,
        failed: &mut HashSet<(u128, R)>,
    ) -> Option<bool>
    where
        S: Steps<R>,
    {
        let threads = self.intervals.len();
        let intervals = &self.intervals;
        let pending = |done: &[u32], t: usize| intervals[t].get(done[t] as usize);
        if (0..threads).all(|t| pending(done, t).is_none()) {
            return Some(true);
        }
        // The calls that may come next: a pending call of another thread that returned
        // before one started must come first (each thread's first pending call returns
        // before its later ones).
        let mut next = [0usize; MAX_THREADS];
        let mut choices = 0;
        for t in 0..threads {
            let Some(&(inv, _)) = pending(done, t) else {
                continue;
            };
            let blocked =
                (0..threads).any(|u| u != t && pending(done, u).is_some_and(|o| o.1 < inv));
            if !blocked {
                next[choices] = t;
                choices += 1;
            }
        }
        // The call of lowest priority is tried first (by default the one that returned first:
        // see `Steps::priority`), so that in a linearizable history the search seldom turns
        // back.
        next[..choices].sort_by_key(|&t| self.priority[t][done[t] as usize]);
        let key = if choices > 1 {
            let key = (pack(done), state.clone());
            if failed.contains(&key) {
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
            if !self.steps.allows(t, done[t] as usize, &mut after) {
                continue;
            }
            done[t] += 1;
            let found = self.extend(done, &after, failed);
            done[t] -= 1;
            if found != Some(false) {
                return found;
            }
        }
        if let Some(key) = key {
            failed.insert(key);
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
        fn part(&self) -> Option<u64> {
            None
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
        fn part(&self) -> Option<u64> {
            None
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

    fn set_then_get(set: (u64, u64), get: Record) -> Linearizability {
        let suffixes = vec![vec![planned(Set(1))], vec![planned(Get)]];
        let history = vec![vec![unit(set.0, set.1)], vec![get]];
        judge(
            &0,
            &RoundSteps {
                suffixes: &suffixes,
                history: &history,
            },
            BUDGET,
        )
    }

    #[test]
    fn a_get_that_starts_after_a_set_returned_must_see_it() {
        assert_eq!(
            set_then_get((0, 1), got(0, 2, 3)),
            Linearizability::NotLinearizable
        );
        assert_eq!(
            set_then_get((0, 1), got(1, 2, 3)),
            Linearizability::Linearizable
        );
    }

    #[test]
    fn a_get_that_overlaps_a_set_may_see_either_value() {
        assert_eq!(
            set_then_get((1, 2), got(0, 0, 3)),
            Linearizability::Linearizable
        );
        assert_eq!(
            set_then_get((1, 2), got(1, 0, 3)),
            Linearizability::Linearizable
        );
        assert_eq!(
            set_then_get((1, 2), got(2, 0, 3)),
            Linearizability::NotLinearizable
        );
    }

    #[test]
    fn a_get_that_returned_before_a_set_started_cannot_see_it() {
        assert_eq!(
            set_then_get((2, 3), got(1, 0, 1)),
            Linearizability::NotLinearizable
        );
    }

    #[test]
    fn a_thread_keeps_its_own_order() {
        // One thread sets 1 then reads 0, with no other thread to explain it.
        let suffixes = vec![vec![planned(Set(1)), planned(Get)], vec![]];
        let history = vec![vec![unit(0, 1), got(0, 2, 3)], vec![]];
        assert_eq!(
            judge(
                &0,
                &RoundSteps {
                    suffixes: &suffixes,
                    history: &history
                },
                BUDGET
            ),
            Linearizability::NotLinearizable
        );
    }

    #[test]
    fn a_search_past_its_budget_is_undecided() {
        assert_eq!(
            judge(
                &0,
                &RoundSteps {
                    suffixes: &[vec![planned(Set(1))], vec![planned(Get)]],
                    history: &[vec![unit(0, 3)], vec![got(1, 1, 2)]],
                },
                0
            ),
            Linearizability::Undecided
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
            judge(
                &0,
                &RoundSteps {
                    suffixes: &suffixes,
                    history: &history
                },
                20_000
            ),
            Linearizability::Linearizable
        );
    }

    /// A write to a map of registers: (invoked, returned, key, value, what the write returned
    /// as the value it replaced).
    type Write = (u64, u64, u8, u8, Option<u8>);

    /// Writes to a map of registers, per thread, and the part each call names, from its
    /// thread and its key.
    struct Writes {
        threads: Vec<Vec<Write>>,
        parts: fn(t: usize, key: u8) -> Option<u64>,
    }

    impl Steps<std::collections::BTreeMap<u8, u8>> for Writes {
        fn threads(&self) -> usize {
            self.threads.len()
        }
        fn len(&self, t: usize) -> usize {
            self.threads[t].len()
        }
        fn interval(&self, t: usize, i: usize) -> (u64, u64) {
            (self.threads[t][i].0, self.threads[t][i].1)
        }
        fn allows(&self, t: usize, i: usize, m: &mut std::collections::BTreeMap<u8, u8>) -> bool {
            let (_, _, k, v, old) = self.threads[t][i];
            m.insert(k, v) == old
        }
        fn part(&self, t: usize, i: usize) -> Option<u64> {
            (self.parts)(t, self.threads[t][i].2)
        }
    }

    /// Two threads that write keys 0 to 59 at once, thread 0 first on each key, all calls
    /// overlapping; on key 59 both writes say they found nothing.
    fn overlapping_writes(parts: fn(usize, u8) -> Option<u64>) -> Writes {
        let write = |t: u8, k: u8| {
            let old = match (t, k) {
                (0, _) | (1, 59) => None,
                _ => Some(1),
            };
            (u64::from(k), 1_000 + u64::from(k), k, t + 1, old)
        };
        Writes {
            threads: (0..2)
                .map(|t| (0..60).map(|k| write(t, k)).collect())
                .collect(),
            parts,
        }
    }

    #[test]
    fn keys_decide_a_history_the_whole_search_cannot() {
        let start = std::collections::BTreeMap::new();
        let whole = overlapping_writes(|_, _| None);
        assert_eq!(judge(&start, &whole, 2_000), Linearizability::Undecided);
        // 60 parts of two calls each: a few states apiece.
        let keyed = overlapping_writes(|_, k| Some(u64::from(k)));
        assert_eq!(parts(&keyed).map(|p| p.len()), Some(60));
        assert_eq!(
            judge(&start, &keyed, 2_000),
            Linearizability::NotLinearizable
        );
        // Without the bad write, every part is linearizable.
        let mut fine = overlapping_writes(|_, k| Some(u64::from(k)));
        fine.threads[1][59].4 = Some(1);
        assert_eq!(judge(&start, &fine, 2_000), Linearizability::Linearizable);
    }

    #[test]
    fn a_wrong_key_raises_no_false_alarm() {
        // One register, keys 0 and 1 written by overlapping calls that each see the other's:
        // keyed by thread, neither part is linearizable alone, but the whole history is.
        let history = Writes {
            threads: vec![vec![(0, 3, 0, 1, Some(2))], vec![(1, 2, 0, 2, None)]],
            parts: |t, _| Some(t as u64),
        };
        assert!(parts(&history).is_some());
        assert_eq!(
            judge(&std::collections::BTreeMap::new(), &history, BUDGET),
            Linearizability::Linearizable
        );
    }

    #[test]
    fn a_history_with_an_unkeyed_call_is_judged_whole() {
        let mut history = overlapping_writes(|_, k| (k != 30).then_some(u64::from(k)));
        history.threads[1][59].4 = Some(1);
        assert!(parts(&history).is_none());
        assert_eq!(
            judge(&std::collections::BTreeMap::new(), &history, BUDGET),
            Linearizability::Linearizable
        );
    }
}

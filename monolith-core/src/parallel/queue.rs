//! A FIFO queue's history, pushes of distinct values and pops, checked for linearizability
//! with what the search alone does not know: which push a pop's value came from.
//!
//! The general search ([`History`](super::History)) is slow on a long queue history: each
//! order of two overlapping pushes is a different state until a pop tells them apart, so the
//! wrong orders multiply. With distinct values, a queue's history gives itself away:
//!
//! - some patterns of calls rule out every order at once (after Henzinger, Sezgin and
//!   Vafeiadis, CONCUR 2013, and Emmi and Enea, POPL 2018): a pop of a value no push had
//!   started by then, a value popped twice, two values popped in the other order than they
//!   were pushed, and a pop that found the queue empty while a value was in it all along;
//! - otherwise the search tries the pushes in the order their values are needed: the push
//!   whose value's pop returned first comes first (earliest deadline first), so that in a
//!   linearizable history it seldom turns back.
//!
//! Each judgement is sound on its own: a pattern is a proof that no order exists, and
//! [`Linearizability::Linearizable`] comes from an order found and run on a `VecDeque`. A
//! search that runs out of its budget says [`Linearizability::Undecided`].

use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::hash::Hash;

use super::history::{Stamped, Threads};
use super::linearize::{self, Linearizability, Steps};

/// One call on the queue, with what it returned.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Op<T> {
    Push(T),
    Pop(Option<T>),
}

/// A FIFO queue's concurrent history: each thread's pushes and pops with their invocation and
/// response times on one clock, checked for linearizability against a `VecDeque` (pushes at
/// the back, pops from the front, `None` from an empty queue).
///
/// Where every value is pushed once, a history that no order explains is usually recognised
/// at once by a pattern ([`QueueHistory::violation`] names it), and a linearizable one is found
/// by a search that tries pushes in the order their values were popped. Where a value is
/// pushed twice, the history is judged by the general search, as a [`History`](super::History)
/// would judge it. Either way a search past its budget ([`BUDGET`](super::BUDGET), or
/// [`QueueHistory::check_within`]) says [`Linearizability::Undecided`], never a failure.
///
/// # Examples
///
/// Thread 0 pushed 1 and then 2; thread 1's pop, which overlapped both pushes, returned 2.
/// No order explains it: 1 was in the queue, ahead of 2, all along.
///
/// ```
/// use monolith_core::parallel::{Linearizability, QueueHistory, QueueViolation};
///
/// let mut history = QueueHistory::new();
/// history.push(0, 0, 1, 1u32).push(0, 2, 3, 2).pop(1, 0, 4, Some(2));
/// assert_eq!(history.check(), Linearizability::NotLinearizable);
/// assert_eq!(
///     history.violation(),
///     Some(QueueViolation::Overtaken { first: 1, second: 2 })
/// );
/// // Had the pop returned 1, the pushes and the pop would have an order.
/// let mut history = QueueHistory::new();
/// history.push(0, 0, 1, 1u32).push(0, 2, 3, 2).pop(1, 0, 4, Some(1));
/// assert_eq!(history.check(), Linearizability::Linearizable);
/// ```
pub struct QueueHistory<T> {
    threads: Threads<Op<T>>,
}

/// Why no order of a queue's calls explains them, as [`QueueHistory::violation`] finds it.
///
/// # Examples
///
/// ```
/// use monolith_core::parallel::{QueueHistory, QueueViolation};
/// let mut history = QueueHistory::new();
/// // A pop of 9 that returned before the push of 9 started.
/// history.pop(0, 0, 1, Some(9u8)).push(1, 2, 3, 9);
/// assert_eq!(history.violation(), Some(QueueViolation::NotYetPushed { value: 9 }));
/// assert_eq!(
///     history.violation().unwrap().to_string(),
///     "a pop returned 9 before any push of 9 started"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueueViolation<T> {
    /// A pop returned `value` before any push of it was invoked (or no push of it exists).
    NotYetPushed {
        /// The value.
        value: T,
    },
    /// Two pops returned `value`, pushed once.
    PoppedTwice {
        /// The value.
        value: T,
    },
    /// `first`'s push returned before `second`'s was invoked, so `first` was ahead in the
    /// queue; yet `second` was popped, and `first` never was or only by a pop invoked after
    /// `second`'s returned.
    Overtaken {
        /// The value pushed first.
        first: T,
        /// The value popped first.
        second: T,
    },
    /// A pop found the queue empty while `value` was in it from before the pop's invocation to
    /// after its return.
    EmptyWhileHeld {
        /// The value in the queue.
        value: T,
    },
}

impl<T: fmt::Debug> fmt::Display for QueueViolation<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueueViolation::NotYetPushed { value } => {
                write!(
                    f,
                    "a pop returned {value:?} before any push of {value:?} started"
                )
            }
            QueueViolation::PoppedTwice { value } => {
                write!(f, "{value:?}, pushed once, was popped twice")
            }
            QueueViolation::Overtaken { first, second } => write!(
                f,
                "{first:?} was pushed before {second:?}, but {second:?} was popped first"
            ),
            QueueViolation::EmptyWhileHeld { value } => write!(
                f,
                "a pop found the queue empty while {value:?} was in it all along"
            ),
        }
    }
}

impl<T> Default for QueueHistory<T> {
    fn default() -> Self {
        QueueHistory {
            threads: Threads::default(),
        }
    }
}

impl<T: fmt::Debug> fmt::Debug for QueueHistory<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let calls: Vec<Vec<(u64, u64, &Op<T>)>> = self
            .threads
            .0
            .iter()
            .map(|t| t.iter().map(|c| (c.invoked, c.returned, &c.op)).collect())
            .collect();
        f.debug_struct("QueueHistory")
            .field("threads", &calls)
            .finish()
    }
}

/// Where each value's push and pop are, by a number given to each value: (thread, index) of
/// its one push, of its one pop.
struct Places {
    push: HashMap<usize, (usize, usize)>,
    pop: HashMap<usize, (usize, usize)>,
}

/// What the patterns and the search's order need to know of a history's values.
enum Shape<'a, T> {
    /// Each value pushed once and popped at most once.
    Distinct(Places),
    /// A value pushed twice: no pattern but a pop of a value not yet pushed applies.
    PushedTwice,
    /// A value, pushed once, popped twice.
    PoppedTwice(&'a T),
}

impl<T: Clone + Eq + Hash> QueueHistory<T> {
    /// An empty history.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::{Linearizability, QueueHistory};
    /// assert_eq!(QueueHistory::<u8>::new().check(), Linearizability::Linearizable);
    /// ```
    pub fn new() -> Self {
        QueueHistory::default()
    }

    /// Records a push of `value` by `thread` (numbered from 0), invoked at `invoked` and
    /// returned at `returned`.
    ///
    /// # Panics
    ///
    /// As [`History::call`](super::History::call): when `returned < invoked`, when the call
    /// overlaps the thread's previous call, or past [`MAX_THREADS`](super::MAX_THREADS)
    /// threads or [`MAX_CALLS`](super::MAX_CALLS) calls.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::QueueHistory;
    /// let mut history = QueueHistory::new();
    /// history.push(0, 10, 12, "job 1");
    /// assert_eq!(history.len(), 1);
    /// ```
    pub fn push(&mut self, thread: usize, invoked: u64, returned: u64, value: T) -> &mut Self {
        self.record(thread, invoked, returned, Op::Push(value))
    }

    /// Records a pop by `thread`, invoked at `invoked` and returned at `returned`, that gave
    /// `got` (`None`: it found the queue empty).
    ///
    /// # Panics
    ///
    /// As [`QueueHistory::push`].
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::{Linearizability, QueueHistory};
    /// let mut history = QueueHistory::new();
    /// history.pop(0, 0, 1, None).push(1, 0, 2, 'x').pop(0, 3, 4, Some('x'));
    /// assert_eq!(history.check(), Linearizability::Linearizable);
    /// ```
    pub fn pop(&mut self, thread: usize, invoked: u64, returned: u64, got: Option<T>) -> &mut Self {
        self.record(thread, invoked, returned, Op::Pop(got))
    }

    fn record(&mut self, thread: usize, invoked: u64, returned: u64, op: Op<T>) -> &mut Self {
        let what = match op {
            Op::Push(_) => "QueueHistory::push",
            Op::Pop(_) => "QueueHistory::pop",
        };
        self.threads.record(what, thread, invoked, returned, op);
        self
    }

    /// How many calls the history holds.
    pub fn len(&self) -> usize {
        self.threads.len()
    }

    /// Whether the history holds no call.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether some order of the calls, run on a `VecDeque` that starts empty, explains every
    /// result, within the default budget of [`BUDGET`](super::BUDGET) states.
    ///
    /// # Examples
    ///
    /// Two pushes that overlap, popped in either order, are linearizable; a pop that found the
    /// queue empty after a push returned and before any pop is not.
    ///
    /// ```
    /// use monolith_core::parallel::{Linearizability, QueueHistory};
    /// let mut history = QueueHistory::new();
    /// history.push(0, 0, 5, 1u8).push(1, 1, 4, 2).pop(0, 8, 9, Some(2)).pop(1, 8, 10, Some(1));
    /// assert_eq!(history.check(), Linearizability::Linearizable);
    /// history.pop(2, 2, 3, None);
    /// // The pop of `None` ran from 2 to 3, while both pushes ran: it may have come first.
    /// assert_eq!(history.check(), Linearizability::Linearizable);
    /// history.pop(2, 6, 7, None);
    /// // From 6 to 7, both pushes had returned and neither pop had started.
    /// assert_eq!(history.check(), Linearizability::NotLinearizable);
    /// ```
    pub fn check(&self) -> Linearizability {
        self.check_within(super::BUDGET)
    }

    /// As [`QueueHistory::check`], visiting at most `budget` states of the search before it
    /// says [`Linearizability::Undecided`]. A pattern that rules out every order is found
    /// whatever the budget.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::{Linearizability, QueueHistory};
    /// let mut history = QueueHistory::new();
    /// history.push(0, 0, 3, 1u8).pop(1, 1, 2, Some(1));
    /// assert_eq!(history.check_within(0), Linearizability::Undecided);
    /// assert_eq!(history.check_within(10), Linearizability::Linearizable);
    /// // A pop of a value never pushed needs no search.
    /// history.pop(1, 4, 5, Some(7));
    /// assert_eq!(history.check_within(0), Linearizability::NotLinearizable);
    /// ```
    pub fn check_within(&self, budget: usize) -> Linearizability {
        let shape = self.shape();
        if self.violation_in(&shape).is_some() {
            return Linearizability::NotLinearizable;
        }
        let steps = QueueSteps {
            threads: &self.threads.0,
            // A value pushed twice: the search's default order.
            priority: match &shape {
                Shape::Distinct(places) => Some(self.deadlines(places)),
                _ => None,
            },
        };
        linearize::judge(&VecDeque::new(), &steps, budget)
    }

    /// A pattern of calls that rules out every order, when the history has one: a pop of a
    /// value that no push had started by the pop's return and, where every value is pushed
    /// once, a value popped twice, two values popped against their pushes' order, or a pop
    /// that found the queue empty while a value was in it all along. `None` does not mean
    /// the history is linearizable: [`QueueHistory::check`] decides.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::{QueueHistory, QueueViolation};
    /// let mut history = QueueHistory::new();
    /// // 5 was pushed from 0 to 1; a pop from 2 to 3 found the queue empty.
    /// history.push(0, 0, 1, 5u8).pop(1, 2, 3, None);
    /// assert_eq!(history.violation(), Some(QueueViolation::EmptyWhileHeld { value: 5 }));
    /// ```
    pub fn violation(&self) -> Option<QueueViolation<T>> {
        self.violation_in(&self.shape())
    }

    /// [`QueueHistory::violation`], given the history's [`Shape`].
    fn violation_in(&self, shape: &Shape<'_, T>) -> Option<QueueViolation<T>> {
        // A pop returns a value some push of it started before the pop returned.
        let mut first_push: HashMap<&T, u64> = HashMap::new();
        for c in self.calls() {
            if let Op::Push(v) = &c.op {
                let at = first_push.entry(v).or_insert(c.invoked);
                *at = (*at).min(c.invoked);
            }
        }
        for c in self.calls() {
            if let Op::Pop(Some(v)) = &c.op {
                if first_push.get(v).is_none_or(|&at| at > c.returned) {
                    return Some(QueueViolation::NotYetPushed { value: v.clone() });
                }
            }
        }
        // The other patterns hold where each value is pushed once.
        let places = match shape {
            Shape::Distinct(places) => places,
            Shape::PushedTwice => return None,
            Shape::PoppedTwice(value) => {
                return Some(QueueViolation::PoppedTwice {
                    value: (*value).clone(),
                })
            }
        };
        let at = |(t, i): (usize, usize)| &self.threads.0[t][i];
        let value = |(t, i): (usize, usize)| match &self.threads.0[t][i].op {
            Op::Push(v) | Op::Pop(Some(v)) => v,
            Op::Pop(None) => unreachable!("a place is a push or a pop of a value"),
        };
        // Values in the order their pushes were invoked, for the pairs below.
        let mut pushes: Vec<(usize, (usize, usize))> =
            places.push.iter().map(|(&id, &p)| (id, p)).collect();
        pushes.sort_by_key(|&(_, p)| (at(p).invoked, p));
        for (k, &(a, pa)) in pushes.iter().enumerate() {
            let pop_a = places.pop.get(&a).map(|&p| at(p));
            for &(b, pb) in &pushes[k + 1..] {
                if at(pa).returned >= at(pb).invoked {
                    continue;
                }
                let Some(pop_b) = places.pop.get(&b).map(|&p| at(p)) else {
                    continue;
                };
                if pop_a.is_none_or(|pop_a| pop_b.returned < pop_a.invoked) {
                    return Some(QueueViolation::Overtaken {
                        first: value(pa).clone(),
                        second: value(pb).clone(),
                    });
                }
            }
        }
        for empty in self.calls().filter(|c| c.op == Op::Pop(None)) {
            for &(id, p) in &pushes {
                let held_from = at(p).returned < empty.invoked;
                let held_to = places
                    .pop
                    .get(&id)
                    .is_none_or(|&q| empty.returned < at(q).invoked);
                if held_from && held_to {
                    return Some(QueueViolation::EmptyWhileHeld {
                        value: value(p).clone(),
                    });
                }
            }
        }
        None
    }

    fn calls(&self) -> impl Iterator<Item = &Stamped<Op<T>>> {
        self.threads.0.iter().flatten()
    }

    /// Each value's push and pop, when every value is pushed once.
    fn shape(&self) -> Shape<'_, T> {
        let mut ids: HashMap<&T, usize> = HashMap::new();
        let mut places = Places {
            push: HashMap::new(),
            pop: HashMap::new(),
        };
        for (t, calls) in self.threads.0.iter().enumerate() {
            for (i, c) in calls.iter().enumerate() {
                if let Op::Push(v) = &c.op {
                    let next = ids.len();
                    let id = *ids.entry(v).or_insert(next);
                    if places.push.insert(id, (t, i)).is_some() {
                        return Shape::PushedTwice;
                    }
                }
            }
        }
        for (t, calls) in self.threads.0.iter().enumerate() {
            for (i, c) in calls.iter().enumerate() {
                if let Op::Pop(Some(v)) = &c.op {
                    // A value never pushed: `violation` has said so before it asks.
                    let Some(&id) = ids.get(v) else { continue };
                    if places.pop.insert(id, (t, i)).is_some() {
                        return Shape::PoppedTwice(v);
                    }
                }
            }
        }
        Shape::Distinct(places)
    }

    /// The search's order: a pop by its return, a push by its value's pop's return (a push
    /// of a value never popped last), so that pushes are tried in the order their values
    /// leave the queue.
    fn deadlines(&self, places: &Places) -> Vec<Vec<u64>> {
        let mut priority: Vec<Vec<u64>> = self
            .threads
            .0
            .iter()
            .map(|t| t.iter().map(|c| c.returned).collect())
            .collect();
        for (id, &(t, i)) in &places.push {
            priority[t][i] = places
                .pop
                .get(id)
                .map_or(u64::MAX, |&(u, j)| self.threads.0[u][j].returned);
        }
        priority
    }
}

/// The history as the search reads it.
struct QueueSteps<'a, T> {
    threads: &'a [Vec<Stamped<Op<T>>>],
    /// Each call's order in the search, when every value is pushed once.
    priority: Option<Vec<Vec<u64>>>,
}

impl<T: Clone + PartialEq> Steps<VecDeque<T>> for QueueSteps<'_, T> {
    fn threads(&self) -> usize {
        self.threads.len()
    }
    fn len(&self, t: usize) -> usize {
        self.threads[t].len()
    }
    fn interval(&self, t: usize, i: usize) -> (u64, u64) {
        let c = &self.threads[t][i];
        (c.invoked, c.returned)
    }
    fn allows(&self, t: usize, i: usize, q: &mut VecDeque<T>) -> bool {
        match &self.threads[t][i].op {
            Op::Push(v) => {
                q.push_back(v.clone());
                true
            }
            Op::Pop(got) => q.pop_front() == *got,
        }
    }
    fn part(&self, _: usize, _: usize) -> Option<u64> {
        None
    }
    fn priority(&self, t: usize, i: usize) -> u64 {
        match &self.priority {
            Some(priority) => priority[t][i],
            None => self.interval(t, i).1,
        }
    }
}

#[cfg(test)]
mod tests {
    use rand_chacha::ChaCha8Rng;
    use rand_core::{Rng, SeedableRng};

    use super::*;
    use crate::parallel::History;

    /// A small random history of `threads` threads: each call's effect takes place at a
    /// point inside its interval on a real queue (so the history is linearizable), then, with
    /// `corrupt`, one result is changed. Values are distinct unless `twice`.
    fn random(
        seed: u64,
        threads: usize,
        calls: usize,
        corrupt: bool,
        twice: bool,
    ) -> QueueHistory<u32> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut below = |n: u64| rng.next_u64() % n;
        // Each call: (thread, invoked, point, returned, is a push).
        let mut planned = Vec::new();
        for t in 0..threads {
            let mut clock = below(3);
            for _ in 0..calls {
                let invoked = clock;
                let point = invoked + 1 + below(4);
                let returned = point + 1 + below(4);
                planned.push((t, invoked, point, returned, below(2) == 0));
                clock = returned + 1 + below(3);
            }
        }
        // Points are distinct times: ties broken by thread, a thread's calls in its order.
        let mut order: Vec<usize> = (0..planned.len()).collect();
        order.sort_by_key(|&k| (planned[k].2, planned[k].0));
        let mut queue = VecDeque::new();
        let mut ops: Vec<Option<Op<u32>>> = vec![None; planned.len()];
        for (n, &k) in order.iter().enumerate() {
            let value = if twice { n as u32 % 3 } else { n as u32 };
            ops[k] = Some(if planned[k].4 {
                queue.push_back(value);
                Op::Push(value)
            } else {
                Op::Pop(queue.pop_front())
            });
        }
        if corrupt {
            let k = below(planned.len() as u64) as usize;
            ops[k] = Some(match ops[k].take().unwrap() {
                Op::Push(v) => Op::Push(v + 1),
                Op::Pop(Some(v)) if below(2) == 0 => Op::Pop(Some(v + 1)),
                Op::Pop(Some(_)) => Op::Pop(None),
                Op::Pop(None) => Op::Pop(Some(below(planned.len() as u64) as u32)),
            });
        }
        let mut history = QueueHistory::new();
        for (k, &(t, invoked, _, returned, _)) in planned.iter().enumerate() {
            history.record(t, invoked, returned, ops[k].clone().unwrap());
        }
        history
    }

    /// The same history for the general search.
    fn general(q: &QueueHistory<u32>) -> History<VecDeque<u32>> {
        let mut history = History::new();
        for (t, calls) in q.threads.0.iter().enumerate() {
            for c in calls {
                let op = c.op.clone();
                history.call(
                    t,
                    c.invoked,
                    c.returned,
                    move |q: &mut VecDeque<u32>| match &op {
                        Op::Push(v) => {
                            q.push_back(*v);
                            true
                        }
                        Op::Pop(got) => q.pop_front() == *got,
                    },
                );
            }
        }
        history
    }

    #[test]
    fn the_queue_checker_agrees_with_the_general_search() {
        let mut judged = [0usize; 2];
        let mut patterns = 0;
        for seed in 0..3_000 {
            let threads = 2 + seed as usize % 2;
            let calls = 2 + seed as usize % 5;
            let q = random(seed, threads, calls, seed % 3 != 0, seed % 7 == 0);
            let general = general(&q).check_within(&VecDeque::new(), 1_000_000);
            let queue = q.check_within(1_000_000);
            assert_ne!(general, Linearizability::Undecided, "seed {seed}");
            assert_eq!(queue, general, "seed {seed}: {q:?}");
            // A pattern is a proof: the general search finds no order either.
            if let Some(why) = q.violation() {
                assert_eq!(
                    general,
                    Linearizability::NotLinearizable,
                    "seed {seed}: {why}"
                );
                patterns += 1;
            }
            judged[usize::from(general == Linearizability::Linearizable)] += 1;
        }
        // Both judgements are well represented, and most violations are patterns.
        assert!(judged[0] > 500 && judged[1] > 1_000, "{judged:?}");
        assert!(patterns * 10 > judged[0] * 8, "{patterns} of {}", judged[0]);
    }

    #[test]
    fn a_long_linearizable_history_is_decided_within_the_budget() {
        // Three threads of 200 calls, every call overlapping others: the general search
        // tries orders of pushes that the pops rule out only much later.
        let mut undecided = 0;
        for seed in 0..10 {
            let q = random(seed, 3, 200, false, false);
            assert_eq!(
                q.check_within(20_000),
                Linearizability::Linearizable,
                "seed {seed}"
            );
            if general(&q).check_within(&VecDeque::new(), 20_000) == Linearizability::Undecided {
                undecided += 1;
            }
        }
        // Within the same budget, the general search leaves most of them undecided.
        assert!(undecided >= 5, "{undecided} of 10");
    }

    #[test]
    fn each_pattern_names_its_values() {
        let mut h = QueueHistory::new();
        h.push(0, 0, 1, 'a')
            .pop(1, 2, 3, Some('a'))
            .pop(0, 4, 5, Some('a'));
        assert_eq!(
            h.violation(),
            Some(QueueViolation::PoppedTwice { value: 'a' })
        );
        assert_eq!(h.check(), Linearizability::NotLinearizable);
        let mut h = QueueHistory::new();
        h.push(0, 0, 1, 'a')
            .push(0, 2, 3, 'b')
            .pop(1, 4, 5, Some('b'))
            .pop(1, 6, 7, Some('a'));
        assert_eq!(
            h.violation(),
            Some(QueueViolation::Overtaken {
                first: 'a',
                second: 'b'
            })
        );
        // With the pops overlapping, either may have come first.
        let mut h = QueueHistory::new();
        h.push(0, 0, 1, 'a')
            .push(0, 2, 3, 'b')
            .pop(1, 4, 8, Some('b'))
            .pop(2, 5, 7, Some('a'));
        assert_eq!(h.violation(), None);
        assert_eq!(h.check(), Linearizability::Linearizable);
    }

    #[test]
    fn a_value_pushed_twice_is_judged_by_the_general_search() {
        let mut h = QueueHistory::new();
        h.push(0, 0, 1, 7u8)
            .push(0, 2, 3, 7)
            .pop(1, 4, 5, Some(7))
            .pop(1, 6, 7, Some(7));
        assert_eq!(h.violation(), None);
        assert_eq!(h.check(), Linearizability::Linearizable);
        h.pop(1, 8, 9, Some(7));
        assert_eq!(h.check(), Linearizability::NotLinearizable);
    }

    #[test]
    #[should_panic(expected = "QueueHistory::pop: thread 0's call invoked at 3 overlaps")]
    fn a_thread_makes_one_call_at_a_time() {
        QueueHistory::new().push(0, 0, 5, 1u8).pop(0, 3, 6, None);
    }
}

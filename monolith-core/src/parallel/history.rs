//! A history recorded outside parallel mode, checked for linearizability against a sequential
//! reference: the checker parallel mode uses on each round, for calls a user has logged
//! themselves (a service's requests with their times, a stress test of their own).

use std::fmt;
use std::hash::Hash;

use super::linearize::{self, Linearizability, Steps, MAX_CALLS, MAX_THREADS};

/// One recorded call: when it was invoked and returned, and what it did (`op`).
pub(crate) struct Stamped<O> {
    pub invoked: u64,
    pub returned: u64,
    pub op: O,
}

/// A call of a [`History`]: the part it touches, and its step on the reference.
struct Step<R> {
    part: Option<u64>,
    step: Box<dyn Fn(&mut R) -> bool>,
}

/// Each thread's calls in its order, as recorded (by a [`History`], a
/// [`QueueHistory`](super::QueueHistory)).
pub(crate) struct Threads<O>(pub Vec<Vec<Stamped<O>>>);

impl<O> Default for Threads<O> {
    fn default() -> Self {
        Threads(Vec::new())
    }
}

impl<O> Threads<O> {
    /// Records a call of `thread` from `invoked` to `returned`.
    ///
    /// # Panics
    ///
    /// As [`History::call`]; `what` names the recording method in the message.
    pub fn record(&mut self, what: &str, thread: usize, invoked: u64, returned: u64, op: O) {
        assert!(
            thread < MAX_THREADS,
            "{what}: thread {thread}, but a history has at most {MAX_THREADS} threads"
        );
        assert!(
            invoked <= returned,
            "{what}: thread {thread}'s call returned at {returned}, before it was invoked at \
             {invoked}"
        );
        if self.0.len() <= thread {
            self.0.resize_with(thread + 1, Vec::new);
        }
        let calls = &mut self.0[thread];
        assert!(
            calls.len() < MAX_CALLS,
            "{what}: thread {thread} has {MAX_CALLS} calls, the most a thread may have"
        );
        if let Some(last) = calls.last() {
            assert!(
                last.returned < invoked,
                "{what}: thread {thread}'s call invoked at {invoked} overlaps its previous call \
                 (which returned at {}): a thread's calls are recorded in its order, one at a \
                 time",
                last.returned
            );
        }
        calls.push(Stamped {
            invoked,
            returned,
            op,
        });
    }

    /// How many calls.
    pub fn len(&self) -> usize {
        self.0.iter().map(Vec::len).sum()
    }
}

/// A concurrent history: calls of several threads, each with its invocation and response times
/// on one clock, checked against a sequential reference `R` ([`History::check`]).
///
/// Each call carries a *step*: a function that runs the call on the reference state and says
/// whether the reference allows the result the candidate returned (usually `reference_result
/// == recorded_result`; any other judgement for a call whose correct result is one of
/// several). The history is linearizable when some order of all its calls keeps each thread's
/// order and the real-time order (a call that returned before another was invoked comes
/// first), and every step, run in that order from the start state, allows its result.
///
/// The check is Wing and Gong's search with Lowe's memo of (calls done per thread, reference
/// state), as in Porcupine: its cost grows with how many calls overlap, not with the number of
/// interleavings. A search that visits more than its budget of states ([`BUDGET`](super::BUDGET)
/// by default, [`History::check_within`]) says [`Linearizability::Undecided`].
///
/// A history has at most [`MAX_THREADS`] threads of at most [`MAX_CALLS`] calls each.
///
/// # Examples
///
/// A queue's history from two threads: thread 0 pushed 1 and then 2; thread 1's pop, which
/// overlapped both pushes, returned 2. No order explains it: a pop that sees 2 comes after the
/// push of 2, hence after the push of 1, and must return 1.
///
/// ```
/// use monolith_core::parallel::{History, Linearizability};
/// use std::collections::VecDeque;
///
/// let mut history = History::new();
/// history.call(0, 0, 1, |q: &mut VecDeque<u32>| { q.push_back(1); true });
/// history.call(0, 2, 3, |q: &mut VecDeque<u32>| { q.push_back(2); true });
/// history.call(1, 0, 4, |q: &mut VecDeque<u32>| q.pop_front() == Some(2));
/// assert_eq!(history.check(&VecDeque::new()), Linearizability::NotLinearizable);
/// ```
pub struct History<R> {
    threads: Threads<Step<R>>,
}

impl<R> Default for History<R> {
    fn default() -> Self {
        History {
            threads: Threads::default(),
        }
    }
}

impl<R> fmt::Debug for History<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let intervals: Vec<Vec<(u64, u64)>> = self
            .threads
            .0
            .iter()
            .map(|t| t.iter().map(|e| (e.invoked, e.returned)).collect())
            .collect();
        f.debug_struct("History")
            .field("threads", &intervals)
            .finish()
    }
}

impl<R: Clone + Eq + Hash> History<R> {
    /// An empty history.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::{History, Linearizability};
    /// assert_eq!(History::<u8>::new().check(&0), Linearizability::Linearizable);
    /// ```
    pub fn new() -> Self {
        History::default()
    }

    /// Records a call of `thread` (numbered from 0), invoked at `invoked` and returned at
    /// `returned` on the history's clock, whose step on the reference is `step` (it runs the
    /// call on the state and says whether the reference allows what the call returned).
    /// A thread's calls are recorded in its order.
    ///
    /// # Panics
    ///
    /// When `returned < invoked`, when the call was invoked before the thread's previous call
    /// returned (a thread makes one call at a time), when `thread` is [`MAX_THREADS`] or more,
    /// or when the thread already has [`MAX_CALLS`] calls.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::History;
    /// let mut history = History::new();
    /// // Thread 0 set the register to 5, between times 0 and 1; thread 1 read 5 later.
    /// history
    ///     .call(0, 0, 1, |r: &mut u8| { *r = 5; true })
    ///     .call(1, 2, 3, |r: &mut u8| *r == 5);
    /// # assert!(history.check(&0) == monolith_core::parallel::Linearizability::Linearizable);
    /// ```
    pub fn call(
        &mut self,
        thread: usize,
        invoked: u64,
        returned: u64,
        step: impl Fn(&mut R) -> bool + 'static,
    ) -> &mut Self {
        self.push(thread, invoked, returned, None, Box::new(step))
    }

    /// As [`History::call`], for a call that touches only the part of the state named by
    /// `key` (a map's entry, say). When every call of the history has a key, each key's calls
    /// are checked alone (P-compositionality): the promise is that calls on different keys
    /// neither see nor change each other's part. Should one key's calls seem not
    /// linearizable while the whole history is, the whole history's judgement stands, unless
    /// its search runs out of budget.
    ///
    /// # Panics
    ///
    /// As [`History::call`].
    ///
    /// # Examples
    ///
    /// Two threads write two registers of a map; each key's calls are judged alone.
    ///
    /// ```
    /// use monolith_core::parallel::{History, Linearizability};
    /// use std::collections::BTreeMap;
    /// type Map = BTreeMap<char, u8>;
    /// let mut history = History::new();
    /// history
    ///     .keyed_call(0, 0, 3, 'a', |m: &mut Map| m.insert('a', 1).is_none())
    ///     .keyed_call(1, 1, 2, 'b', |m: &mut Map| m.insert('b', 2).is_none())
    ///     .keyed_call(1, 4, 5, 'a', |m: &mut Map| m.get(&'a') == Some(&1));
    /// assert_eq!(history.check(&Map::new()), Linearizability::Linearizable);
    /// // A read of `b` that saw 3, after the only write of `b` (of 2) returned.
    /// history.keyed_call(0, 6, 7, 'b', |m: &mut Map| m.get(&'b') == Some(&3));
    /// assert_eq!(history.check(&Map::new()), Linearizability::NotLinearizable);
    /// ```
    pub fn keyed_call(
        &mut self,
        thread: usize,
        invoked: u64,
        returned: u64,
        key: impl Hash,
        step: impl Fn(&mut R) -> bool + 'static,
    ) -> &mut Self {
        let part = super::key::part_of(&key);
        self.push(thread, invoked, returned, Some(part), Box::new(step))
    }

    fn push(
        &mut self,
        thread: usize,
        invoked: u64,
        returned: u64,
        part: Option<u64>,
        step: Box<dyn Fn(&mut R) -> bool>,
    ) -> &mut Self {
        self.threads.record(
            "History::call",
            thread,
            invoked,
            returned,
            Step { part, step },
        );
        self
    }

    /// How many calls the history holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::History;
    /// let mut history = History::new();
    /// history.call(2, 0, 1, |_: &mut u8| true);
    /// assert_eq!(history.len(), 1);
    /// assert!(!history.is_empty());
    /// ```
    pub fn len(&self) -> usize {
        self.threads.len()
    }

    /// Whether the history holds no call.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether some order of the calls, run on the reference from `start`, explains every
    /// result, within the default budget of [`BUDGET`](super::BUDGET) states.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::{History, Linearizability};
    /// // Two increments that overlap both returned 1: one of them was lost.
    /// let mut history = History::new();
    /// history.call(0, 0, 3, |n: &mut u64| { *n += 1; *n == 1 });
    /// history.call(1, 1, 2, |n: &mut u64| { *n += 1; *n == 1 });
    /// assert_eq!(history.check(&0), Linearizability::NotLinearizable);
    /// ```
    pub fn check(&self, start: &R) -> Linearizability {
        self.check_within(start, super::BUDGET)
    }

    /// As [`History::check`], visiting at most `budget` states of the search before it says
    /// [`Linearizability::Undecided`].
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::parallel::{History, Linearizability};
    /// let mut history = History::new();
    /// history.call(0, 0, 3, |r: &mut u8| { *r = 1; true });
    /// history.call(1, 1, 2, |r: &mut u8| *r == 1);
    /// assert_eq!(history.check_within(&0, 0), Linearizability::Undecided);
    /// assert_eq!(history.check_within(&0, 10), Linearizability::Linearizable);
    /// ```
    pub fn check_within(&self, start: &R, budget: usize) -> Linearizability {
        linearize::judge(start, self, budget)
    }
}

impl<R> Steps<R> for History<R> {
    fn threads(&self) -> usize {
        self.threads.0.len()
    }
    fn len(&self, t: usize) -> usize {
        self.threads.0[t].len()
    }
    fn interval(&self, t: usize, i: usize) -> (u64, u64) {
        let e = &self.threads.0[t][i];
        (e.invoked, e.returned)
    }
    fn allows(&self, t: usize, i: usize, state: &mut R) -> bool {
        (self.threads.0[t][i].op.step)(state)
    }
    fn part(&self, t: usize, i: usize) -> Option<u64> {
        self.threads.0[t][i].op.part
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[should_panic(expected = "overlaps its previous call")]
    fn a_thread_makes_one_call_at_a_time() {
        let mut history = History::new();
        history.call(0, 0, 5, |_: &mut u8| true);
        history.call(0, 3, 6, |_: &mut u8| true);
    }

    #[test]
    #[should_panic(expected = "at most 8 threads")]
    fn at_most_eight_threads() {
        History::new().call(8, 0, 1, |_: &mut u8| true);
    }

    #[test]
    fn eight_threads_of_overlapping_increments() {
        // Eight increments that all overlap, returning 1 to 8 in some order: linearizable.
        let mut history = History::new();
        for t in 0..8u64 {
            let seen = (t * 5) % 8 + 1;
            history.call(t as usize, t, 100 + t, move |n: &mut u64| {
                *n += 1;
                *n == seen
            });
        }
        assert_eq!(history.check(&0), Linearizability::Linearizable);
        // Two of them returning the same value are not.
        history.call(0, 200, 201, |n: &mut u64| {
            *n += 1;
            *n == 8
        });
        assert_eq!(history.check(&0), Linearizability::NotLinearizable);
    }
}

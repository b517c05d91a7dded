//! A published concurrent crate under parallel mode: [`concurrent_queue::ConcurrentQueue`]
//! (smol's MPMC queue, pinned in `demos/Cargo.toml`), bounded and unbounded, checked against
//! a `VecDeque` and passing.
//!
//! The queue is a foreign type, so the spec is built with the combinators
//! ([`Parallel::new`], [`Parallel::op`]) rather than `#[api(parallel)]`, with a [`QueueModel`]
//! as the reference. The crate's results carry its own error types (`PushError<u32>`,
//! `PopError`), which do not print as Rust literals ([`monolith_core::parallel::Value`]), so
//! each operation is a function of this module that maps them to plain values: [`push`] gives
//! `Result<(), u32>` (the element back when the queue is full), [`pop`] an `Option<u32>`. The
//! operations are named by these functions' paths, so a reproducer would call them as
//! `demos::concurrent::crates::push(&q, 3u32)`. The queue is never closed, so neither error's
//! `Closed` case is ever returned.
//!
//! Its bounded queue is an array queue like [`super::lfqueue`]'s working one: a pop that finds
//! its slot claimed but unwritten looks at the tail before it says the queue is empty, and
//! waits otherwise; `len` reads the tail, the head, and the tail again until the tail has not
//! moved. Its unbounded queue is a list of blocks of slots.

use std::collections::VecDeque;

use concurrent_queue::{ConcurrentQueue, PopError, PushError};
use monolith_core::parallel::Parallel;
use monolith_core::spec::interval;

/// The capacity of the bounded queue under test: not a power of two (the crate rounds its
/// laps up to one), small enough that scenarios fill it.
pub const BOUNDED_CAPACITY: usize = 3;

/// The reference: the elements, and the capacity (`None` for an unbounded queue).
///
/// # Examples
///
/// ```
/// use demos::concurrent::crates::QueueModel;
/// let mut q = QueueModel::new(Some(2));
/// assert!(q.is_empty() && !q.is_full());
/// q.push(1).unwrap();
/// q.push(2).unwrap();
/// assert_eq!((q.len(), q.is_full()), (2, true));
/// assert!(!QueueModel::new(None).is_full());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct QueueModel {
    items: VecDeque<u32>,
    capacity: Option<usize>,
}

impl QueueModel {
    /// An empty queue of at most `capacity` elements, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::concurrent::crates::QueueModel;
    /// let mut q = QueueModel::new(Some(1));
    /// assert_eq!((q.push(4), q.push(5)), (Ok(()), Err(5)));
    /// assert_eq!((q.pop(), q.pop()), (Some(4), None));
    /// ```
    pub fn new(capacity: Option<usize>) -> Self {
        QueueModel {
            items: VecDeque::new(),
            capacity,
        }
    }

    /// Appends `x`, or gives it back when the queue is full.
    pub fn push(&mut self, x: u32) -> Result<(), u32> {
        if self.is_full() {
            return Err(x);
        }
        self.items.push_back(x);
        Ok(())
    }

    /// Takes out the oldest element, if any.
    pub fn pop(&mut self) -> Option<u32> {
        self.items.pop_front()
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether there is no element.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Whether the queue holds as many elements as it can (never, unbounded).
    pub fn is_full(&self) -> bool {
        self.capacity == Some(self.items.len())
    }
}

/// `q.push(x)`, its error mapped to the element it gives back.
///
/// # Panics
///
/// When the queue is closed (the spec never closes it).
///
/// # Examples
///
/// ```
/// use concurrent_queue::ConcurrentQueue;
/// use demos::concurrent::crates::push;
/// let q = ConcurrentQueue::bounded(1);
/// assert_eq!((push(&q, 4), push(&q, 5)), (Ok(()), Err(5)));
/// ```
pub fn push(q: &ConcurrentQueue<u32>, x: u32) -> Result<(), u32> {
    q.push(x).map_err(|e| match e {
        PushError::Full(x) => x,
        PushError::Closed(_) => panic!("the queue is closed"),
    })
}

/// `q.pop()`, as an `Option`.
///
/// # Panics
///
/// When the queue is closed (the spec never closes it).
///
/// # Examples
///
/// ```
/// use concurrent_queue::ConcurrentQueue;
/// use demos::concurrent::crates::pop;
/// let q = ConcurrentQueue::unbounded();
/// q.push(4).unwrap();
/// assert_eq!((pop(&q), pop(&q)), (Some(4), None));
/// ```
pub fn pop(q: &ConcurrentQueue<u32>) -> Option<u32> {
    match q.pop() {
        Ok(x) => Some(x),
        Err(PopError::Empty) => None,
        Err(PopError::Closed) => panic!("the queue is closed"),
    }
}

/// The parallel spec of `ConcurrentQueue::bounded(`[`BOUNDED_CAPACITY`]`)`, or of
/// `ConcurrentQueue::unbounded()` when `bounded` is false: `push`, `pop`, `len`, `is_empty` and
/// `is_full`, on two threads.
///
/// # Examples
///
/// ```
/// use demos::concurrent::crates::spec;
/// use monolith_core::Config;
/// assert!(spec(true).run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// assert!(spec(false).run_random(&Config::with_seed(1).scenarios(20)).is_ok());
/// ```
pub fn spec(bounded: bool) -> Parallel<QueueModel, ConcurrentQueue<u32>> {
    let (constructor, capacity) = if bounded {
        (
            format!("concurrent_queue::ConcurrentQueue::<u32>::bounded({BOUNDED_CAPACITY})"),
            Some(BOUNDED_CAPACITY),
        )
    } else {
        (
            "concurrent_queue::ConcurrentQueue::<u32>::unbounded()".to_string(),
            None,
        )
    };
    let make = move || match capacity {
        Some(n) => ConcurrentQueue::bounded(n),
        None => ConcurrentQueue::unbounded(),
    };
    Parallel::new(&constructor, move || QueueModel::new(capacity), make)
        .uses(&[])
        .test_name(if bounded {
            "concurrent_queue_bounded_linearizability"
        } else {
            "concurrent_queue_unbounded_linearizability"
        })
        .var("q")
        .op(
            "demos::concurrent::crates::push",
            (interval(0u32, 8),),
            |r: &mut QueueModel, (x,)| r.push(x),
            |c: &ConcurrentQueue<u32>, (x,)| push(c, x),
        )
        .op(
            "demos::concurrent::crates::pop",
            (),
            |r: &mut QueueModel, ()| r.pop(),
            |c: &ConcurrentQueue<u32>, ()| pop(c),
        )
        .op(
            "len",
            (),
            |r: &mut QueueModel, ()| r.len(),
            |c: &ConcurrentQueue<u32>, ()| c.len(),
        )
        .op(
            "is_empty",
            (),
            |r: &mut QueueModel, ()| r.is_empty(),
            |c: &ConcurrentQueue<u32>, ()| c.is_empty(),
        )
        .op(
            "is_full",
            (),
            |r: &mut QueueModel, ()| r.is_full(),
            |c: &ConcurrentQueue<u32>, ()| c.is_full(),
        )
}

//! Bounded stacks, after the paper's stack demo: a stack whose capacity is fixed when it is
//! made.
//!
//! The API ([`BoundedStack`]): `new(capacity)`, `push(&mut self, x) -> Result<(), i32>` (on a
//! full stack the element is given back as `Err(x)` and the stack is unchanged), `pop` and
//! `peek` (the most recently pushed element, `None` on an empty stack), `len`, `is_empty` and
//! `is_full`. Both sides agree on the full-stack contract: `Err`, never a panic. The
//! [`reference`](mod@reference) is a vector and the capacity; the [`working`] candidates are a
//! vector ([`working::VecStack`]) and a fixed array of cells with a count
//! ([`working::ArrayStack`]).
//!
//! **The bug.** The [`faulty`] candidate checks the bound with `len > capacity` where
//! `len >= capacity` is due: a full stack takes one more element. Its other methods are right,
//! so it is wrong exactly on a `push` to a full stack, whose result is `Ok(())` instead of
//! `Err(x)` (and from then on its length is one more).
//!
//! **The shortest reproducer has 2 steps.** A scenario of one step can only make a stack (every
//! other method takes one), which observes nothing. Two are enough: a stack of capacity 0 is
//! full from the start, so `new(0)` then `push` fails:
//!
//! ```text
//! let mut s0 = Stack::new(0usize);
//! assert_eq!(s0.push(0), Err(0)); // candidate returned Ok(())
//! ```
//!
//! The spec draws the capacity with [`length`] (mostly 0 to 8), so random mode finds it at
//! once; with a larger capacity, a failing scenario needs that many pushes first.
//!
//! [`length`]: monolith_core::spec::length

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// What a bounded-stack candidate offers, and the reference too: the spec is this trait.
/// `#[api]` makes each method an operation and generates `stack_engine::<R, C>()`; the
/// capacity is drawn with [`length`](monolith_core::spec::length) and the elements with
/// [`int`](monolith_core::spec::int).
///
/// The reproducer calls the methods through this trait, so it imports it with the candidate.
#[api(engine = stack_engine, var = "s")]
pub trait BoundedStack: Sized + 'static {
    /// The empty stack that holds at most `capacity` elements.
    fn new(#[monolith(spec = length())] capacity: usize) -> Self;
    /// Pushes `x`; on a full stack, gives `x` back as `Err(x)` and leaves the stack unchanged.
    #[monolith(returns = result(unit(), int::<i32>()))]
    fn push(&mut self, x: i32) -> Result<(), i32>;
    /// Takes out the most recently pushed element, if any.
    #[monolith(returns = option(int::<i32>()))]
    fn pop(&mut self) -> Option<i32>;
    /// The most recently pushed element, if any.
    #[monolith(returns = option(int::<i32>()))]
    fn peek(&self) -> Option<i32>;
    /// The number of elements.
    fn len(&self) -> usize;
    /// Whether there is no element.
    fn is_empty(&self) -> bool;
    /// Whether the stack holds `capacity` elements.
    fn is_full(&self) -> bool;
}

/// The spec, for any candidate `S`: [`stack_engine`] with the [`reference`](mod@reference).
///
/// # Examples
///
/// ```
/// use demos::stack::{engine, working::ArrayStack};
/// use monolith_core::Config;
/// assert!(engine::<ArrayStack>().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn engine<S: BoundedStack>() -> Engine {
    stack_engine::<reference::Stack, S>()
}

/// The engine with the faulty candidate: finds the push that a full stack accepts.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::stack::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// assert!(report.reproducer.contains(".push("));
/// ```
pub fn faulty_engine() -> Engine {
    engine::<faulty::Stack>()
}

/// The engine with the vector candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::stack::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<working::VecStack>()
}

/// The engine with the array candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::stack::array_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn array_engine() -> Engine {
    engine::<working::ArrayStack>()
}

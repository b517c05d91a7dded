//! A pop on an empty stack (Monolith's `misc/exception`): operations that must panic, on both
//! sides together.
//!
//! A bounded stack panics on `push` when full and on `pop` when empty. Both are declared
//! `#[monolith(may_panic)]` (the paper's `^!>`): a step passes when
//! both sides return, values compared, or both panic; a panic on one side only is a failure.
//! The [`faulty`] candidate, like Monolith's, forgets to test for an empty stack in `pop`, and
//! returns a stale cell where the [`reference`](mod@reference) panics; the reproducer expects
//! the panic with `catch_unwind(..).expect_err(..)`. The minimal reproducer has 2 steps: `new`
//! with a capacity of at least 1, then `pop`.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The bounded-stack API, which the reference and both candidates implement. The spec is this
/// trait: `#[api]` makes each method but `is_empty` an operation and generates
/// `misc_pop_empty_engine::<R, C>()`; `push` and `pop` are `may_panic`.
#[api(engine = misc_pop_empty_engine, var = "s")]
pub trait StackApi: Sized {
    /// An empty stack that holds at most `capacity` elements.
    fn new(#[monolith(spec = length())] capacity: usize) -> Self;
    /// Pushes `x`.
    ///
    /// # Panics
    ///
    /// When the stack is full.
    #[monolith(may_panic)]
    fn push(&mut self, x: i32);
    /// Pops the top element.
    ///
    /// # Panics
    ///
    /// When the stack is empty.
    #[monolith(may_panic)]
    fn pop(&mut self) -> i32;
    /// The number of elements.
    fn len(&self) -> usize;
    /// Whether the stack is empty. Not an operation.
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The engine with the candidate that pops an empty stack without panicking: found.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::misc::pop_empty::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 2, "{report}");
/// assert!(report.reproducer.contains("expect_err("), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    misc_pop_empty_engine::<reference::Stack, faulty::Stack>()
}

/// The engine with the candidate that checks: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::misc::pop_empty::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    misc_pop_empty_engine::<reference::Stack, working::Stack>()
}

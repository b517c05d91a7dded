//! Stacks that split in two: an operation whose result is a pair of abstract values.
//!
//! A persistent stack of integers has `empty`, `push` and `to_vec` (the elements, top first),
//! and `split(i)`, which returns two stacks: the top `i` elements, and the rest. The result's
//! spec is a tuple of two abstract specs, so the engine binds both stacks to fresh variables
//! (`let (s1, s2) = s0.split(1);`) and can use either later. The index is a dependent argument,
//! from 0 to the stack's length. The [`faulty`] candidate splits one element too low; the
//! minimal reproducer has 4 steps: `empty`, `push`, `split`, then `to_vec` on either half.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The splittable-stack API, which the reference and both candidates implement. The spec is
/// this trait: `#[api]` makes `empty`, `push`, `split` and `to_vec` operations and generates
/// `pairs_engine::<R, C>()`; `split`'s index goes from 0 to the stack's length.
#[api(engine = pairs_engine, var = "s")]
pub trait SplitStack: Sized {
    /// The empty stack.
    fn empty() -> Self;
    /// A stack with `x` on top of `self`, which is unchanged.
    fn push(&self, x: i32) -> Self;
    /// The top `i` elements, and the rest.
    fn split(&self, #[monolith(dep = |s| closed(0, s.len()))] i: usize) -> (Self, Self);
    /// The elements, top first.
    #[monolith(returns = vec_of(int::<i32>()))]
    fn to_vec(&self) -> Vec<i32>;
    /// The number of elements. Not an operation: `split`'s index reads it.
    #[monolith(skip)]
    fn len(&self) -> usize {
        self.to_vec().len()
    }
    /// Whether the stack is empty. Not an operation.
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The engine with the candidate that splits one element too low: finds the bug.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::pairs::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// assert!(report.reproducer.contains(".split("));
/// ```
pub fn faulty_engine() -> Engine {
    pairs_engine::<reference::Stack, faulty::Stack>()
}

/// The engine with a correct candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::pairs::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    pairs_engine::<reference::Stack, working::Stack>()
}

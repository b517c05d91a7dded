//! Options both ways (Monolith's `misc/construct_option`): an `Option` the engine constructs as
//! an argument, and an `Option` of an abstract value it deconstructs as a result.
//!
//! Monolith's demo declares `cardinal : option (lt 16) ^> int`, to check that an option is
//! constructed (one draw picks `None` or `Some`). Here the same argument builds a persistent
//! list, `List::of(Option<i32>)` (empty or a singleton), and `tail` returns `Option<Self>`,
//! which `#[api]` declares as [`option`]`(list)`: when both sides return `Some`, the engine
//! binds the two inner lists to a new variable, which later calls use (the reproducer prints
//! `let Some(l2) = l1.tail() else { .. };`); when one returns `None` and the other `Some`, that
//! is a disagreement on the tag. The engine needed nothing new for this: [`option`] of an
//! abstract type is deconstructible.
//!
//! [`option`]: monolith_core::spec::option
//!
//! The [`working`] candidate is a linked list. The [`faulty`] candidate's `tail` removes the
//! element at the wrong end, which only a call on the returned list shows. The minimal
//! reproducer has 4 steps: `of(Some(..))`, `push`, `tail`, and `head` on the tail.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The list API, which both candidates and the reference implement. The spec is this trait:
/// `#[api]` makes each method but `is_empty` an operation and generates
/// `misc_construct_option_engine::<R, C>()`.
#[api(engine = misc_construct_option_engine, var = "l")]
pub trait ListApi: Sized {
    /// The list of the element of `x`, if any: empty for `None`, a singleton for `Some`.
    fn of(#[monolith(spec = option(int::<i32>()))] x: Option<i32>) -> Self;
    /// The list with `x` in front.
    fn push(&self, x: i32) -> Self;
    /// The front element.
    #[monolith(returns = option(int::<i32>()))]
    fn head(&self) -> Option<i32>;
    /// The list without its front element; `None` for the empty list.
    fn tail(&self) -> Option<Self>;
    /// The number of elements.
    fn len(&self) -> usize;
    /// Whether the list is empty. Not an operation.
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The engine with the candidate whose `tail` removes the oldest element: found through the
/// list that `tail` returned.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::misc::construct_option::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains(".tail() else"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    misc_construct_option_engine::<reference::List, faulty::List>()
}

/// The engine with the linked list: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::misc::construct_option::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    misc_construct_option_engine::<reference::List, working::List>()
}

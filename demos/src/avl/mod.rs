//! AVL trees: a persistent set of bytes whose `union` splits and joins trees, after OCaml's
//! `Set`.
//!
//! The [`reference`](mod@reference) is `std`'s `BTreeSet<u8>`; the candidates are AVL trees
//! whose invariant is that at every node, the heights of the two subtrees differ by at most 2.
//! Their `union` splits one set by the root of the other, unites the halves on each side, and
//! joins the two results around the root; splitting joins trees too.
//! The [`faulty`] candidate's `join` rebalances only the root of the tree it rebuilds, so a
//! `union` of two sets of different heights can leave a node deeper down unbalanced. Its
//! elements stay right: no observation (`mem`, `elements`) can tell, and only the abstract
//! type's well-formedness check (`#[monolith(check)]`) does, printed in the reproducer as a
//! call to the candidate's `assert_balanced()`. The sets must be tall enough for `join` to
//! descend more than one level, so the engine runs the paper's longer scenarios, with a fuel
//! of 200.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The set API, which the reference and both candidates implement. The spec is this trait:
/// `#[api]` makes each method an operation but `assert_balanced`, which is the abstract type's
/// check (`#[monolith(check)]`: run on the candidate after every call that makes a set, and
/// printed as a call in the reproducer), and generates `avl_engine::<R, C>()` with the paper's
/// fuel of 200.
#[api(engine = avl_engine, var = "s", fuel = 200)]
pub trait AvlApi: Sized {
    /// The empty set.
    fn empty() -> Self;
    /// A new set with `x`; `self` is unchanged.
    fn add(&self, x: u8) -> Self;
    /// A new set with the elements of `self` and `other`.
    fn union(&self, other: &Self) -> Self;
    /// Whether `x` is an element.
    fn mem(&self, x: u8) -> bool;
    /// The elements, in increasing order.
    fn elements(&self) -> Vec<u8>;
    /// Checks the tree's invariant: at every node, the heights of the two subtrees differ by
    /// at most 2, and the recorded height is right.
    ///
    /// # Panics
    ///
    /// If the invariant does not hold.
    #[monolith(check)]
    fn assert_balanced(&self);
}

/// The engine with the candidate whose `join` rebalances only the root: the check finds an
/// unbalanced tree.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::avl::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::CheckFailed);
/// assert!(report.reproducer.contains(".union(&"));
/// assert!(report.reproducer.contains(".assert_balanced();"));
/// ```
pub fn faulty_engine() -> Engine {
    avl_engine::<reference::AvlSet, faulty::AvlSet>()
}

/// The engine with a correct AVL tree: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::avl::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    avl_engine::<reference::AvlSet, working::AvlSet>()
}

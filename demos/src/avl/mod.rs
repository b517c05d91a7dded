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
//! type's well-formedness check ([`AbstractType::check`]) does, printed in the reproducer as a
//! call to the candidate's `assert_balanced()`. The sets must be tall enough for `join` to
//! descend more than one level, so the engine runs the paper's longer scenarios, with a fuel
//! of 200.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, for any candidate with `empty`, `add`, `union`, `mem`, `elements` and
/// `assert_balanced`.
macro_rules! avl_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("avl_reproducer");
        engine.fuel(200);
        let set = engine.abstract_type_with(
            AbstractType::<reference::AvlSet, $candidate>::new("s")
                .check(|_, c| c.assert_balanced())
                .check_code(|v| format!("{v}.assert_balanced();")),
        );
        let element = int::<u8>;
        engine.declare(
            "AvlSet::empty",
            args().returns(set.clone()),
            reference::AvlSet::empty,
            <$candidate>::empty,
        );
        engine
            .declare(
                "AvlSet::add",
                args().arg(set.by_ref()).arg(element()).returns(set.clone()),
                reference::AvlSet::add,
                <$candidate>::add,
            )
            .method();
        engine
            .declare(
                "AvlSet::union",
                args()
                    .arg(set.by_ref())
                    .arg(set.by_ref())
                    .returns(set.clone()),
                reference::AvlSet::union,
                <$candidate>::union,
            )
            .method();
        engine
            .declare(
                "AvlSet::mem",
                args().arg(set.by_ref()).arg(element()).returns(bool()),
                reference::AvlSet::mem,
                <$candidate>::mem,
            )
            .method();
        engine
            .declare(
                "AvlSet::elements",
                args().arg(set.by_ref()).returns(vec_of(int::<u8>())),
                reference::AvlSet::elements,
                <$candidate>::elements,
            )
            .method();
        engine
    }};
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
    avl_engine!(faulty::AvlSet, "demos::avl::faulty::AvlSet")
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
    avl_engine!(working::AvlSet, "demos::avl::working::AvlSet")
}

//! Patricia trees: Monolith's `demos/faulty/map`, after Jan Midtgaard's "QuickChecking
//! Patricia Trees" (TFP 2017).
//!
//! A persistent set of `i64` keys as a little-endian Patricia tree (Okasaki and Gill's "Fast
//! Mergeable Integer Maps", Filliâtre's `ptset.ml`), against `std`'s `BTreeSet` as the
//! [`reference`](mod@reference). The [`faulty`] candidate's `union` compares branching bits
//! with a signed comparison, which is wrong for the sign bit. A tree branches there only when
//! two of its keys differ in the sign bit alone, like `0` and `i64::MIN`, so keys are drawn
//! with [`int`], which draws `0`, `±1`, `i64::MIN`, `i64::MAX`, `i64::MIN + 1` and
//! `i64::MAX - 1` often (3 draws in 16); a uniform draw would practically never find the bug.
//! The minimal reproducer has 5 steps: `singleton` and two `add`s build a tree that branches
//! on the sign bit and one that branches elsewhere, then `union`, then `cardinal`,
//! `elements` or `mem` observes the result.
//!
//! `union` is only applied to sets of at least two keys (trees with a branch at the root). Its
//! other cases are simple in both candidates (the union with an empty set is the other set,
//! the union with one key is `add`) and are tested by `demos/tests/ptset.rs`. Letting the
//! engine apply `union` to them costs a lot: a tenth as many failing scenarios (a union of
//! small sets is wasted), and shrunk reproducers that build a set with `singleton` and
//! `union` where one `add` does, which no shrink pass can rewrite: with it, 16 seeds of 20
//! shrink to the minimal 5 steps; without, 20 of 20.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, for any candidate with `empty`, `singleton`, `add`, `remove`, `mem`, `union`,
/// `elements` and `cardinal`.
macro_rules! ptset_engine {
    ($candidate:ty, $path:literal) => {{
        let mut engine = Engine::new();
        engine.preamble(concat!("use ", $path, ";"));
        engine.test_name("ptset_reproducer");
        let set = engine.abstract_type::<reference::PtSet, $candidate>("s");
        let key = int::<i64>;
        // `union` takes two sets of at least two keys: see the module documentation.
        let branch = set
            .by_ref()
            .such_that(|s: &reference::PtSet| s.cardinal() >= 2);
        // `singleton` comes first: in the first step, when no set exists yet, the operations
        // that need one pass the draw on to the next ones in order, round to the first.
        engine.declare(
            "PtSet::singleton",
            args().arg(key()).returns(set.clone()),
            reference::PtSet::singleton,
            <$candidate>::singleton,
        );
        engine.declare(
            "PtSet::empty",
            args().returns(set.clone()),
            reference::PtSet::empty,
            <$candidate>::empty,
        );
        engine
            .declare(
                "PtSet::add",
                args().arg(set.by_ref()).arg(key()).returns(set.clone()),
                reference::PtSet::add,
                <$candidate>::add,
            )
            .method();
        engine
            .declare(
                "PtSet::union",
                args().arg(branch.clone()).arg(branch).returns(set.clone()),
                reference::PtSet::union,
                <$candidate>::union,
            )
            .method();
        engine
            .declare(
                "PtSet::remove",
                args().arg(set.by_ref()).arg(key()).returns(set.clone()),
                reference::PtSet::remove,
                <$candidate>::remove,
            )
            .method();
        engine
            .declare(
                "PtSet::elements",
                args()
                    .arg(set.by_ref())
                    .returns(vec(int::<i64>(), lt(usize::MAX))),
                reference::PtSet::elements,
                <$candidate>::elements,
            )
            .method();
        engine
            .declare(
                "PtSet::cardinal",
                args().arg(set.by_ref()).returns(int::<usize>()),
                reference::PtSet::cardinal,
                <$candidate>::cardinal,
            )
            .method();
        engine
            .declare(
                "PtSet::mem",
                args().arg(set.by_ref()).arg(key()).returns(bool()),
                reference::PtSet::mem,
                <$candidate>::mem,
            )
            .method();
        engine
    }};
}

/// The engine with the signed comparison of branching bits: finds the bug.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::ptset::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// assert!(report.reproducer.contains(".union(&"));
/// ```
pub fn faulty_engine() -> Engine {
    ptset_engine!(faulty::PtSet, "demos::ptset::faulty::PtSet")
}

/// The engine with the unsigned comparison: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::ptset::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    ptset_engine!(working::PtSet, "demos::ptset::working::PtSet")
}

//! Demos of monolith-core, after the Monolith paper: each has a reference, a faulty candidate
//! that plants a known bug, and a working candidate.
//!
//! Run one with `cargo run --release -p demos -- <name>`; see [`DEMOS`].

pub mod avl;
pub mod bag_det;
pub mod bag_nondet;
pub mod concurrent;
pub mod contracts;
pub mod crates;
pub mod determinism;
pub mod drain;
pub mod expr;
pub mod fidelity;
pub mod floatsum;
pub mod gen;
pub mod interference;
pub mod kvclient;
pub mod lang;
pub mod laws;
pub mod map;
pub mod misc;
pub mod pairs;
pub use parray;
pub mod parray_full;
pub mod planted;
pub mod protocols;
pub mod ptset;
pub mod retain;
pub mod seq;
pub mod sort;
pub mod sparray;
pub mod stack;
pub mod stackvm;

use monolith_core::Engine;

/// A demo: its name, whether its candidate is faulty, and its engine.
pub struct Demo {
    /// The name on the command line.
    pub name: &'static str,
    /// Whether the candidate has a planted bug (the run must find it).
    pub faulty: bool,
    /// The length, in steps, of the shortest reproducer of the planted bug: proved minimal
    /// in the demo's module documentation where it says so, otherwise the shortest known
    /// (`btree`, `pvec`, `sched`), which `demos/tests/engine/shrink_quality.rs` checks the shrinker
    /// never beats. `None` where no length is claimed. Other failures of the same bug may
    /// have their own ([`Demo::minimal_steps_for`]).
    pub minimal_steps: Option<usize>,
    /// What the demo is.
    pub about: &'static str,
    /// Builds the engine.
    pub engine: fn() -> Engine,
}

/// The minimal length of the reproducers of a failure that a faulty candidate shows besides
/// its planted bug's own: another symptom of the same bug (a candidate panic where the bug's
/// own failure is a wrong result), which the shrinker keeps, since it keeps a failure's kind
/// and operation. Proved in the demo's module documentation.
#[derive(Debug, Clone, Copy)]
pub struct FailureMinimum {
    /// The failure's kind.
    pub kind: monolith_core::FailureKind,
    /// The failing operation's method name (the part of its name after the last `::`).
    pub method: &'static str,
    /// The length, in steps, of its shortest reproducer.
    pub steps: usize,
}

impl FailureMinimum {
    /// Whether `failure` is this failure: same kind, same method.
    pub fn matches(&self, failure: &monolith_core::Failure) -> bool {
        failure.kind == self.kind
            && failure
                .operation
                .as_deref()
                .is_some_and(|op| op.rsplit("::").next() == Some(self.method))
    }
}

impl Demo {
    /// The minimal length of a reproducer of `failure`: the stated minimum of that failure
    /// if the demo states one ([`FailureMinimum`]), otherwise [`Demo::minimal_steps`].
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{Failure, FailureKind};
    /// let pvec = demos::find("pvec").unwrap();
    /// let panic_in_pop = Failure {
    ///     kind: FailureKind::CandidatePanic,
    ///     operation: Some("Faulty::pop".into()),
    ///     steps: 40,
    ///     message: String::new(),
    /// };
    /// assert_eq!(pvec.minimal_steps_for(&panic_in_pop), Some(32));
    /// let wrong_get = Failure { kind: FailureKind::Mismatch, operation: Some("Faulty::get".into()), ..panic_in_pop };
    /// assert_eq!(pvec.minimal_steps_for(&wrong_get), Some(29));
    /// ```
    pub fn minimal_steps_for(&self, failure: &monolith_core::Failure) -> Option<usize> {
        self.failure_minima()
            .iter()
            .find(|m| m.matches(failure))
            .map(|m| m.steps)
            .or(self.minimal_steps)
    }

    /// Every stated minimal length, the planted bug's own first, then those of the other
    /// failures in increasing order, without repeats: `[29, 32, 35]` for `pvec`.
    pub fn minima(&self) -> Vec<usize> {
        let mut others: Vec<usize> = self.failure_minima().iter().map(|m| m.steps).collect();
        others.sort_unstable();
        let mut all: Vec<usize> = self.minimal_steps.into_iter().collect();
        for m in others {
            if !all.contains(&m) {
                all.push(m);
            }
        }
        all
    }

    /// The minima of the failures other than the planted bug's own.
    fn failure_minima(&self) -> &'static [FailureMinimum] {
        planted::failure_minima(self.name)
    }
}

/// A new engine for a demo with a faulty and a working candidate: its reproducers import
/// `Faulty` or `Working` (by `buggy`) from `demos::{path}` and are named `{test}_reproducer`.
/// Gives the engine and the candidate's type name, for the operations' paths.
pub(crate) fn engine_for(path: &str, test: &str, buggy: bool) -> (Engine, &'static str) {
    let ty = if buggy { "Faulty" } else { "Working" };
    let mut engine = Engine::new();
    engine.preamble(&format!("use demos::{path}::{ty};"));
    engine.test_name(&format!("{test}_reproducer"));
    (engine, ty)
}

/// Every demo.
pub const DEMOS: &[Demo] = &[
    Demo {
        name: "parray",
        faulty: true,
        minimal_steps: Some(3),
        about: "persistent arrays, Ed's aliasing bug (paper, prologue)",
        engine: parray::faulty_engine,
    },
    Demo {
        name: "parray-ok",
        faulty: false,
        minimal_steps: None,
        about: "persistent arrays, a correct copy-on-write candidate",
        engine: parray::working_engine,
    },
    Demo {
        name: "gen",
        faulty: true,
        minimal_steps: Some(5),
        about: "increasing-sequence generators, a wrapping byte counter (paper, 4.1)",
        engine: gen::faulty_engine,
    },
    Demo {
        name: "gen-ok",
        faulty: false,
        minimal_steps: None,
        about: "increasing-sequence generators, random positive steps",
        engine: gen::working_engine,
    },
    Demo {
        name: "sparray",
        faulty: true,
        minimal_steps: Some(4),
        about: "semi-persistent arrays, a length that invalidates (paper, 4.2)",
        engine: sparray::faulty_engine,
    },
    Demo {
        name: "sparray-ok",
        faulty: false,
        minimal_steps: None,
        about: "semi-persistent arrays, a rerooting diff array",
        engine: sparray::working_engine,
    },
    Demo {
        name: "ptset",
        faulty: true,
        // Random scenarios of 5 steps fail about once in a million (the keys must include
        // two that differ in the sign bit alone); longer ones fail sooner and shrink to 5.
        minimal_steps: Some(5),
        about: "Patricia trees, a signed comparison of branching bits (Midtgaard, TFP 2017)",
        engine: ptset::faulty_engine,
    },
    Demo {
        name: "ptset-ok",
        faulty: false,
        minimal_steps: None,
        about: "Patricia trees, an unsigned comparison of branching bits",
        engine: ptset::working_engine,
    },
    Demo {
        name: "avl",
        faulty: true,
        // Not stated: shrunk reproducers have a dozen steps or more, and whether a shorter
        // failing scenario exists is not known.
        minimal_steps: None,
        about: "AVL trees, a join that rebalances only the root (paper)",
        engine: avl::faulty_engine,
    },
    Demo {
        name: "avl-ok",
        faulty: false,
        minimal_steps: None,
        about: "AVL trees, a join that rebalances every node",
        engine: avl::working_engine,
    },
    Demo {
        name: "bag-det",
        faulty: true,
        minimal_steps: Some(4),
        about: "deterministic bags, first in, first out where last in, first out is due",
        engine: bag_det::faulty_engine,
    },
    Demo {
        name: "bag-det-ok",
        faulty: false,
        minimal_steps: None,
        about: "deterministic bags, last in, first out",
        engine: bag_det::working_engine,
    },
    Demo {
        name: "bag-nondet",
        faulty: true,
        minimal_steps: Some(4),
        about: "nondeterministic bags, a pop that peeks (the reference judges each element)",
        engine: bag_nondet::faulty_engine,
    },
    Demo {
        name: "bag-nondet-ok",
        faulty: false,
        minimal_steps: None,
        about: "nondeterministic bags, popped at alternate ends",
        engine: bag_nondet::working_engine,
    },
    Demo {
        name: "pairs",
        faulty: true,
        minimal_steps: Some(4),
        about: "stacks split in a pair of stacks, one element off",
        engine: pairs::faulty_engine,
    },
    Demo {
        name: "pairs-ok",
        faulty: false,
        minimal_steps: None,
        about: "stacks split in a pair of stacks, at the right point",
        engine: pairs::working_engine,
    },
    Demo {
        name: "sort",
        faulty: true,
        minimal_steps: Some(1),
        about: "sorting with a comparison closure, a sort that ignores it",
        engine: sort::faulty_engine,
    },
    Demo {
        name: "sort-ok",
        faulty: false,
        minimal_steps: None,
        about: "sorting with a comparison closure, a stable merge sort",
        engine: sort::working_engine,
    },
    Demo {
        name: "retain",
        faulty: true,
        minimal_steps: Some(4),
        about: "retain with a drawn bound (`x < k`), a compaction that skips after a removal",
        engine: retain::faulty_engine,
    },
    Demo {
        name: "retain-ok",
        faulty: false,
        minimal_steps: None,
        about: "retain with a drawn bound (`x < k`), a compaction by a write index",
        engine: retain::working_engine,
    },
    Demo {
        name: "drain",
        faulty: true,
        minimal_steps: Some(6),
        about: "drain with a drawn range (`range_in(len)`), a tail moved down backwards",
        engine: drain::faulty_engine,
    },
    Demo {
        name: "drain-ok",
        faulty: false,
        minimal_steps: None,
        about: "drain with a drawn range (`range_in(len)`), a tail moved down forwards",
        engine: drain::working_engine,
    },
    Demo {
        name: "misc-choose-remove",
        faulty: true,
        minimal_steps: Some(5),
        about: "choose and remove, a set returned without the wrong element (Monolith misc)",
        engine: misc::choose_remove::faulty_engine,
    },
    Demo {
        name: "misc-choose-remove-ok",
        faulty: false,
        minimal_steps: None,
        about: "choose and remove, the median taken out",
        engine: misc::choose_remove::working_engine,
    },
    Demo {
        name: "misc-construct-option",
        faulty: true,
        minimal_steps: Some(4),
        about:
            "an Option argument and an Option<List> result, a tail at the wrong end (Monolith misc)",
        engine: misc::construct_option::faulty_engine,
    },
    Demo {
        name: "misc-construct-option-ok",
        faulty: false,
        minimal_steps: None,
        about: "an Option argument and an Option<List> result, a linked list",
        engine: misc::construct_option::working_engine,
    },
    Demo {
        name: "misc-pop-empty",
        faulty: true,
        minimal_steps: Some(2),
        about: "a pop on an empty stack that returns instead of panicking (Monolith misc)",
        engine: misc::pop_empty::faulty_engine,
    },
    Demo {
        name: "misc-pop-empty-ok",
        faulty: false,
        minimal_steps: None,
        about: "a bounded stack that panics where it must",
        engine: misc::pop_empty::working_engine,
    },
    Demo {
        name: "misc-map-choose",
        faulty: true,
        minimal_steps: Some(4),
        about: "a map whose choose returns any binding, a stale one here (Monolith misc)",
        engine: misc::map_choose::faulty_engine,
    },
    Demo {
        name: "misc-map-choose-ok",
        faulty: false,
        minimal_steps: None,
        about: "a map whose choose returns any binding, an association list",
        engine: misc::map_choose::working_engine,
    },
    Demo {
        name: "misc-nondet-pair-left",
        faulty: true,
        minimal_steps: Some(1),
        about: "a pair with a nondeterministic left part, equal elements lost (Monolith misc)",
        engine: misc::nondet_pair::left_faulty_engine,
    },
    Demo {
        name: "misc-nondet-pair-left-ok",
        faulty: false,
        minimal_steps: None,
        about: "a pair with a nondeterministic left part, select_nth_unstable",
        engine: misc::nondet_pair::left_working_engine,
    },
    Demo {
        name: "misc-nondet-pair-right",
        faulty: true,
        minimal_steps: Some(1),
        about: "a pair with a nondeterministic right part, equal elements lost (Monolith misc)",
        engine: misc::nondet_pair::right_faulty_engine,
    },
    Demo {
        name: "misc-nondet-pair-right-ok",
        faulty: false,
        minimal_steps: None,
        about: "a pair with a nondeterministic right part, select_nth_unstable",
        engine: misc::nondet_pair::right_working_engine,
    },
    Demo {
        name: "stack",
        faulty: true,
        minimal_steps: Some(2),
        about: "bounded stacks, a full stack that takes one more element",
        engine: stack::faulty_engine,
    },
    Demo {
        name: "stack-ok",
        faulty: false,
        minimal_steps: None,
        about: "bounded stacks, a vector checked against its capacity",
        engine: stack::working_engine,
    },
    Demo {
        name: "stack-array-ok",
        faulty: false,
        minimal_steps: None,
        about: "bounded stacks, a fixed array of cells and a count",
        engine: stack::array_engine,
    },
    Demo {
        name: "map-hash-ok",
        faulty: false,
        minimal_steps: None,
        about: "maps against a BTreeMap, std's HashMap",
        engine: map::hash_engine,
    },
    Demo {
        name: "map-sorted-ok",
        faulty: false,
        minimal_steps: None,
        about: "maps against a BTreeMap, a sorted vector searched by bisection",
        engine: map::sorted_engine,
    },
    Demo {
        name: "map-table-ok",
        faulty: false,
        minimal_steps: None,
        about: "maps against a BTreeMap, a hand-written chained hash table",
        engine: map::table_engine,
    },
    Demo {
        name: "parray-full",
        faulty: true,
        minimal_steps: Some(3),
        about: "persistent arrays with init, length, to_vec and fold, Ed's aliasing bug (paper)",
        engine: parray_full::faulty_engine,
    },
    Demo {
        name: "parray-full-ok",
        faulty: false,
        minimal_steps: None,
        about: "persistent arrays with init, length, to_vec and fold, Baker's rerooting array",
        engine: parray_full::working_engine,
    },
    Demo {
        name: "seq",
        faulty: true,
        minimal_steps: Some(4),
        about: "iterators and persistent sequences, a memoize that shares its single-use iterator",
        engine: seq::faulty_engine,
    },
    Demo {
        name: "seq-ok",
        faulty: false,
        minimal_steps: None,
        about: "iterators and persistent sequences, a memoize that caches lazily",
        engine: seq::working_engine,
    },
    Demo {
        name: "fixedbitset-0-5-7",
        faulty: true,
        minimal_steps: Some(4),
        about: "fixedbitset 0.5.7, difference_count ignores a longer set's tail (fixedbitset#131)",
        engine: crates::fixedbitset::faulty_engine,
    },
    Demo {
        name: "priority-queue-1-3-0",
        faulty: true,
        minimal_steps: Some(7),
        about: "priority-queue 1.3.0, DoublePriorityQueue::change_priority breaks the heap (#42)",
        engine: crates::double_priority_queue::faulty_engine,
    },
    Demo {
        name: "priority-queue-ok",
        faulty: false,
        minimal_steps: None,
        about: "priority-queue 2.7.0, PriorityQueue against a Vec, ties judged (nondet)",
        engine: crates::priority_queue::working_engine,
    },
    Demo {
        name: "lru-ok",
        faulty: false,
        minimal_steps: None,
        about: "lru 0.19.1, LruCache against a Vec in recency order",
        engine: crates::lru::working_engine,
    },
    Demo {
        name: "vecdeque-ok",
        faulty: false,
        minimal_steps: None,
        about: "std's VecDeque against a Vec",
        engine: crates::vecdeque::working_engine,
    },
    Demo {
        name: "indexmap-ok",
        faulty: false,
        minimal_steps: None,
        about: "indexmap 2.14.2, IndexMap against a Vec of pairs in insertion order",
        engine: crates::indexmap::working_engine,
    },
    Demo {
        name: "smallvec-ok",
        faulty: false,
        minimal_steps: None,
        about: "smallvec 1.15.1, SmallVec<[u8; 2]> against a Vec",
        engine: crates::smallvec::working_engine,
    },
    Demo {
        name: "expr",
        faulty: true,
        minimal_steps: Some(1),
        about: "a derived recursive enum as argument and result, `0 * e` simplified to `e`",
        engine: expr::faulty_engine,
    },
    Demo {
        name: "expr-ok",
        faulty: false,
        minimal_steps: None,
        about: "a derived recursive enum as argument and result, a correct simplifier",
        engine: expr::working_engine,
    },
    Demo {
        name: "stackvm",
        faulty: true,
        minimal_steps: Some(3),
        about: "a stack machine of types that only derive `arbitrary::Arbitrary`, `Dup` past the depth limit",
        engine: stackvm::faulty_engine,
    },
    Demo {
        name: "stackvm-ok",
        faulty: false,
        minimal_steps: None,
        about: "a stack machine of types that only derive `arbitrary::Arbitrary`, a correct candidate",
        engine: stackvm::working_engine,
    },
    Demo {
        name: "lang-email",
        faulty: true,
        minimal_steps: Some(1),
        about: "an e-mail normaliser on a grammar of addresses, an apostrophe refused",
        engine: lang::email::faulty_engine,
    },
    Demo {
        name: "lang-email-ok",
        faulty: false,
        minimal_steps: None,
        about: "an e-mail normaliser on a grammar of addresses, every atext character taken",
        engine: lang::email::working_engine,
    },
    Demo {
        name: "contracts",
        faulty: true,
        minimal_steps: Some(1),
        about: "integer arithmetic checked by contracts alone, no reference: an f64 square root",
        engine: contracts::faulty_engine,
    },
    Demo {
        name: "contracts-ok",
        faulty: false,
        minimal_steps: None,
        about: "integer arithmetic checked by contracts alone, computed in integers",
        engine: contracts::working_engine,
    },
    Demo {
        name: "determinism",
        faulty: true,
        minimal_steps: Some(4),
        about: "a hash map seeded per instance, checked for determinism alone: to_vec's order",
        engine: determinism::faulty_engine,
    },
    Demo {
        name: "determinism-ok",
        faulty: false,
        minimal_steps: None,
        about: "a hash map seeded per instance whose to_vec sorts by key",
        engine: determinism::working_engine,
    },
    Demo {
        name: "interference",
        faulty: true,
        minimal_steps: Some(3),
        about: "a \"constant-time\" check whose step counter leaks the secret (non-interference)",
        engine: interference::faulty_engine,
    },
    Demo {
        name: "interference-ok",
        faulty: false,
        minimal_steps: None,
        about: "a constant-time check whose step counter depends on the guess alone",
        engine: interference::working_engine,
    },
    Demo {
        name: "floatsum",
        faulty: true,
        minimal_steps: Some(1),
        about: "a float total said to be commutative, checked by a contract: a left-to-right sum",
        engine: floatsum::faulty_engine,
    },
    Demo {
        name: "floatsum-ok",
        faulty: false,
        minimal_steps: None,
        about: "a float total that adds the values sorted, whatever their order",
        engine: floatsum::working_engine,
    },
    Demo {
        name: "idempotent",
        faulty: true,
        minimal_steps: Some(1),
        about: "a space squeezer declared idempotent, with no reference: three spaces become two",
        engine: laws::idempotent_faulty_engine,
    },
    Demo {
        name: "idempotent-ok",
        faulty: false,
        minimal_steps: None,
        about: "a space squeezer that makes every run of spaces one",
        engine: laws::idempotent_working_engine,
    },
    Demo {
        name: "monotone",
        faulty: true,
        minimal_steps: Some(1),
        about: "a histogram's bucket index declared monotone, with no reference: 16..32 below 5..16",
        engine: laws::monotone_faulty_engine,
    },
    Demo {
        name: "monotone-ok",
        faulty: false,
        minimal_steps: None,
        about: "a histogram's bucket index, one bucket per value below 16, then per power of two",
        engine: laws::monotone_working_engine,
    },
    Demo {
        name: "txn",
        faulty: true,
        minimal_steps: Some(7),
        about: "nested transactions under a call protocol, a nested commit that drops its undo log",
        engine: protocols::txn::faulty_engine,
    },
    Demo {
        name: "txn-ok",
        faulty: false,
        minimal_steps: None,
        about: "nested transactions under a call protocol, one map and an undo log",
        engine: protocols::txn::working_engine,
    },
    Demo {
        name: "archive",
        faulty: true,
        minimal_steps: Some(7),
        about: "an archive writer with nested open and close, a fifth level that loses its name",
        engine: protocols::archive::faulty_engine,
    },
    Demo {
        name: "archive-ok",
        faulty: false,
        minimal_steps: None,
        about: "an archive writer with nested open and close, the path as one string",
        engine: protocols::archive::working_engine,
    },
    Demo {
        name: "lang-safepath",
        faulty: true,
        minimal_steps: Some(1),
        about: "a path sanitiser into a refinement type, a part left starting with `-` (FLAT-PY)",
        engine: lang::safepath::faulty_engine,
    },
    Demo {
        name: "lang-safepath-ok",
        faulty: false,
        minimal_steps: None,
        about: "a path sanitiser into a refinement type, characters removed before stripping",
        engine: lang::safepath::working_engine,
    },
    Demo {
        name: "lang-roundtrip",
        faulty: true,
        minimal_steps: Some(1),
        about: "a config format parsed and printed back, a quote escaped outside the language",
        engine: lang::roundtrip::faulty_engine,
    },
    Demo {
        name: "lang-roundtrip-ok",
        faulty: false,
        minimal_steps: None,
        about: "a config format parsed and printed back, backslashes escaped first",
        engine: lang::roundtrip::working_engine,
    },
    Demo {
        name: "kvclient",
        faulty: true,
        minimal_steps: Some(1),
        about: "a key-value store's client on a generated stub, a `get` after `close` on a second alias",
        engine: kvclient::faulty_engine,
    },
    Demo {
        name: "kvclient-ok",
        faulty: false,
        minimal_steps: None,
        about: "a key-value store's client on a generated stub, a session that closes last",
        engine: kvclient::working_engine,
    },
];

/// Finds a demo by name, among [`all`] of them.
///
/// # Examples
///
/// ```
/// assert!(demos::find("parray").unwrap().faulty);
/// ```
pub fn find(name: &str) -> Option<&'static Demo> {
    all().find(|d| d.name == name)
}

/// Every demo: the paper's ([`DEMOS`]), then the planted-bug suite ([`planted::PLANTED`]).
///
/// # Examples
///
/// ```
/// assert!(demos::all().any(|d| d.name == "varint"));
/// ```
pub fn all() -> impl Iterator<Item = &'static Demo> {
    DEMOS.iter().chain(planted::PLANTED)
}

//! Demos of monolith-core, after the Monolith paper: each has a reference, a faulty candidate
//! that plants a known bug, and a working candidate.
//!
//! Run one with `cargo run --release -p demos -- <name>`; see [`DEMOS`].

pub mod avl;
pub mod bag;
pub mod fidelity;
pub mod gen;
pub mod pairs;
pub mod parray;
pub mod planted;
pub mod ptset;
pub mod sparray;

use monolith_core::Engine;

/// A demo: its name, whether its candidate is faulty, and its engine.
pub struct Demo {
    /// The name on the command line.
    pub name: &'static str,
    /// Whether the candidate has a planted bug (the run must find it).
    pub faulty: bool,
    /// The length, in steps, of the shortest reproducer of the planted bug: proved minimal
    /// in the demo's module documentation where it says so, otherwise the shortest known
    /// (`btree`, `pvec`, `sched`), which `demos/tests/shrink_quality.rs` checks the shrinker
    /// never beats. `None` where no length is claimed.
    pub minimal_steps: Option<usize>,
    /// What the demo is.
    pub about: &'static str,
    /// Builds the engine.
    pub engine: fn() -> Engine,
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
        name: "bag",
        faulty: true,
        minimal_steps: Some(4),
        about: "deterministic bags, first in, first out where last in, first out is due",
        engine: bag::faulty_engine,
    },
    Demo {
        name: "bag-ok",
        faulty: false,
        minimal_steps: None,
        about: "deterministic bags, last in, first out",
        engine: bag::working_engine,
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

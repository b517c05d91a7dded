//! The planted-bug suite: APIs with bugs that only deep states or rare values reach, each with a
//! reference, a candidate that is faulty or working by a const parameter, and a spec written as a
//! user would write it: each method declared once, the constructor included, over natural
//! argument domains, with no weight or domain tuned to the bug.
//!
//! [`PLANTED`] lists them as [`Demo`]s, a faulty one and a working one for each bug.

pub mod bigset;
pub mod btree;
pub mod hashtab;
pub mod pvec;
pub mod rope;
pub mod sched;

use crate::Demo;

/// Every planted bug, as a faulty demo and its working twin.
pub const PLANTED: &[Demo] = &[
    Demo {
        name: "btree",
        faulty: true,
        minimal_steps: None,
        about: "B-tree set of u8, an internal rotation that moves the wrong child",
        engine: btree::faulty_engine,
    },
    Demo {
        name: "btree-ok",
        faulty: false,
        minimal_steps: None,
        about: "B-tree set of u8, a correct order-4 B-tree",
        engine: btree::working_engine,
    },
    Demo {
        name: "pvec",
        faulty: true,
        minimal_steps: None,
        about: "persistent vector, a trie node updated in place under a fork past 20 elements",
        engine: pvec::faulty_engine,
    },
    Demo {
        name: "pvec-ok",
        faulty: false,
        minimal_steps: None,
        about: "persistent vector, a trie with tail that copies what forks share",
        engine: pvec::working_engine,
    },
    Demo {
        name: "sched",
        faulty: true,
        minimal_steps: None,
        about: "timer scheduler, a compaction of cancelled timers that breaks the heap order",
        engine: sched::faulty_engine,
    },
    Demo {
        name: "sched-ok",
        faulty: false,
        minimal_steps: None,
        about: "timer scheduler, a binary heap with lazy cancellation and compaction",
        engine: sched::working_engine,
    },
    Demo {
        name: "hashtab",
        faulty: true,
        minimal_steps: None,
        about: "linear-probing hash map, a removal from the last slot that breaks a wrapped chain",
        engine: hashtab::faulty_engine,
    },
    Demo {
        name: "hashtab-ok",
        faulty: false,
        minimal_steps: None,
        about: "linear-probing hash map with tombstones, wrapping around the end",
        engine: hashtab::working_engine,
    },
    Demo {
        name: "bigset",
        faulty: true,
        minimal_steps: None,
        about: "u16 set, sorted vector to bitmap past 200 elements, off by one at a word boundary",
        engine: bigset::faulty_engine,
    },
    Demo {
        name: "bigset-ok",
        faulty: false,
        minimal_steps: None,
        about: "u16 set, a sorted vector that becomes a bitmap past 200 elements",
        engine: bigset::working_engine,
    },
    Demo {
        name: "rope",
        faulty: true,
        minimal_steps: None,
        about: "text rope of 1 KiB chunks, an ASCII shortcut that tests the wrong chunk",
        engine: rope::faulty_engine,
    },
    Demo {
        name: "rope-ok",
        faulty: false,
        minimal_steps: None,
        about: "text rope of 1 KiB chunks, edited by character index",
        engine: rope::working_engine,
    },
];

//! The planted-bug suite: APIs with bugs that only deep states or rare values reach, each with a
//! reference, a candidate that is faulty or working by a const parameter, and a spec written as a
//! user would write it: each method declared once, the constructor included, over natural
//! argument domains, with no weight or domain tuned to the bug.
//!
//! [`PLANTED`] lists them as [`Demo`]s, a faulty one and a working one for each bug.

pub mod arena;
pub mod bigset;
pub mod btree;
pub mod hashtab;
pub mod histogram;
pub mod intervals;
pub mod prefixset;
pub mod pvec;
pub mod ring;
pub mod rope;
pub mod sched;
pub mod textbuf;
pub mod varint;

use monolith_core::Engine;

use crate::{Demo, FailureMinimum};

/// The minima of the failures a planted bug shows besides its own (see
/// [`Demo::minimal_steps_for`]), by demo name.
pub(crate) fn failure_minima(demo: &str) -> &'static [FailureMinimum] {
    match demo {
        "pvec" => pvec::FAILURE_MINIMA,
        _ => &[],
    }
}

/// A new engine for the planted module `module`, and the name of the candidate type its
/// reproducers use: `Faulty` when `buggy`, else `Working`. Reproducers import it
/// (`use demos::planted::<module>::Faulty;`) and are named `<module>_reproducer`.
fn engine_for(module: &str, buggy: bool) -> (Engine, &'static str) {
    crate::engine_for(&format!("planted::{module}"), module, buggy)
}

/// Every planted bug, as a faulty demo and its working twin.
pub const PLANTED: &[Demo] = &[
    Demo {
        name: "varint",
        faulty: true,
        minimal_steps: Some(1),
        about: "LEB128 varints, a length table off by one at exactly 2^49",
        engine: varint::faulty_engine,
    },
    Demo {
        name: "varint-ok",
        faulty: false,
        minimal_steps: None,
        about: "LEB128 varints, a correct length table",
        engine: varint::working_engine,
    },
    Demo {
        name: "prefixset",
        faulty: true,
        minimal_steps: Some(3),
        about: "a trie of strings, a prefix cut in bytes at a depth counted in chars",
        engine: prefixset::faulty_engine,
    },
    Demo {
        name: "prefixset-ok",
        faulty: false,
        minimal_steps: None,
        about: "a trie of strings, a prefix cut at its byte length",
        engine: prefixset::working_engine,
    },
    Demo {
        name: "arena",
        faulty: true,
        minimal_steps: Some(3),
        about: "a generational arena, a get that forgets the generation of a stale id",
        engine: arena::faulty_engine,
    },
    Demo {
        name: "arena-ok",
        faulty: false,
        minimal_steps: None,
        about: "a generational arena, a get that checks the generation",
        engine: arena::working_engine,
    },
    Demo {
        name: "intervals",
        faulty: true,
        minimal_steps: Some(4),
        about: "interval sets, a range ending exactly where a new one starts is not merged",
        engine: intervals::faulty_engine,
    },
    Demo {
        name: "intervals-ok",
        faulty: false,
        minimal_steps: None,
        about: "interval sets, touching ranges merged on both sides",
        engine: intervals::working_engine,
    },
    Demo {
        name: "textbuf",
        faulty: true,
        minimal_steps: Some(3),
        about: "a char-indexed text buffer, a UTF-8 width that takes U+0800 for 2 bytes",
        engine: textbuf::faulty_engine,
    },
    Demo {
        name: "textbuf-ok",
        faulty: false,
        minimal_steps: None,
        about: "a char-indexed text buffer, right UTF-8 widths",
        engine: textbuf::working_engine,
    },
    Demo {
        name: "histogram",
        faulty: true,
        minimal_steps: Some(3),
        about: "log2 histograms, a 32-bit fast path that takes 2^32 for 0",
        engine: histogram::faulty_engine,
    },
    Demo {
        name: "histogram-ok",
        faulty: false,
        minimal_steps: None,
        about: "log2 histograms, a 32-bit fast path below 2^32 only",
        engine: histogram::working_engine,
    },
    Demo {
        name: "btree",
        faulty: true,
        minimal_steps: Some(13),
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
        minimal_steps: Some(29),
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
        minimal_steps: Some(27),
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
        minimal_steps: Some(5),
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
        minimal_steps: Some(3),
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
        minimal_steps: Some(3),
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
    Demo {
        name: "ring",
        faulty: true,
        minimal_steps: Some(3),
        about: "overwriting ring buffer, a last() that panics after exactly capacity pushes",
        engine: ring::faulty_engine,
    },
    Demo {
        name: "ring-ok",
        faulty: false,
        minimal_steps: None,
        about: "overwriting ring buffer, a last() that wraps the slot before the tail",
        engine: ring::working_engine,
    },
];

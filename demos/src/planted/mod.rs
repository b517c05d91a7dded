//! The planted-bug suite: APIs with bugs that only deep states or rare values reach, each with a
//! reference, a candidate that is faulty or working by a const parameter, and a spec written as a
//! user would write it: each method declared once, the constructor included, over natural
//! argument domains, with no weight or domain tuned to the bug.
//!
//! [`PLANTED`] lists them as [`Demo`]s, a faulty one and a working one for each bug.

pub mod arena;
pub mod histogram;
pub mod intervals;
pub mod prefixset;
pub mod textbuf;
pub mod varint;

use crate::Demo;

/// Every planted bug, as a faulty demo and its working twin.
pub const PLANTED: &[Demo] = &[
    Demo {
        name: "varint",
        faulty: true,
        minimal_steps: None,
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
        minimal_steps: None,
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
        minimal_steps: None,
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
        minimal_steps: None,
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
        minimal_steps: None,
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
        minimal_steps: None,
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
];

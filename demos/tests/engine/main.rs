//! The engine over the demos: every faulty demo is found, shrunk and replayed, every working
//! one passes on any bytes, every driver and setting gives the same report, and the paper's
//! demos and the languages, protocols and real crates behave as documented. One concern to a
//! module; the planted-bug suite is `tests/planted/`, the pasted reproducers are
//! `tests/reproducers.rs`, `tests/fidelity.rs` and `tests/parallel_reproducers.rs`, parallel
//! mode is `tests/parallel.rs`, and Ctrl-C is `tests/interrupt.rs` (each a binary of its own:
//! they install a panic hook or a signal handler, or time races).

mod drivers;
mod every_demo;
mod gen;
mod hyperproperties;
mod lang;
mod no_false_alarm;
mod priority_queue_minimum;
mod protocols;
mod ptset;
mod settings;
mod shrink_quality;
mod sparray;

//! Call protocols (issue 11): APIs whose legal *sequences* of calls are a context-free
//! grammar over their methods, declared with `#[api(protocol = "...")]` (see
//! [`AbstractType::protocol`](monolith_core::spec::AbstractType::protocol)). The engine
//! chooses only the calls each value's history allows next, and steers the end of each
//! scenario toward complete histories. Each reference panics on a call out of protocol, so a
//! run that passes is a run that never made one; `demos/tests/engine/protocols.rs` also parses every
//! call the engine makes, shrinking included.
//!
//! * [`txn`]: a key-value store with nested transactions, where `commit` and `rollback` end
//!   the innermost transaction and are illegal outside one (`commit` after the `rollback`
//!   that closed the last transaction);
//! * [`archive`]: a file-like archive writer with nested `open` and `close` of directories,
//!   and a `finish` after which nothing may be called.

pub mod archive;
pub mod txn;

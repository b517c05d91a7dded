//! A key-value store with nested transactions, after SQL savepoints.
//!
//! The API ([`TxStore`]): `put`, `get` and `remove` on `u8` keys, `begin` a transaction
//! (inside the current one, if any), and `commit` or `rollback` the innermost one. Its
//! protocol says that every `commit` and `rollback` ends a `begin`:
//!
//! ```text
//! store: "new" step*;
//! step:  "put" | "get" | "remove" | tx;
//! tx:    "begin" step* ("commit" | "rollback");
//! ```
//!
//! so that `commit` after the `rollback` that ended the last transaction is never called.
//!
//! The [`reference`](mod@reference) keeps a stack of whole maps, one per open transaction;
//! the [`working`] candidate keeps one map and an undo log, with a mark per open transaction.
//!
//! **The bug.** The [`faulty`] candidate drops a transaction's undo entries when it commits,
//! as if its writes were now permanent: right for the outermost transaction, wrong for a
//! nested one, whose writes belong to the enclosing transaction from then on. Rolling the
//! enclosing transaction back then keeps them.
//!
//! **The shortest reproducer has 7 steps**: the store, two `begin`s, a write in the inner
//! transaction, its `commit`, the outer `rollback`, and a call that observes the key. No
//! step can go: with one transaction, or a write outside the inner one, or no rollback,
//! both sides agree, and only a call can observe the store.
//!
//! ```text
//! let mut s0 = Faulty::new();
//! s0.begin();
//! s0.begin();
//! assert_eq!(s0.put(0, 0), None);
//! s0.commit();
//! s0.rollback();
//! assert_eq!(s0.get(0), None); // candidate returned Some(0)
//! ```

pub mod faulty;
pub mod reference;
pub mod working;

pub use faulty::Faulty;
pub use working::Working;

use monolith_core::{api, Engine};

/// The protocol of a store's calls, also checked by `demos/tests/engine/protocols.rs`.
pub const PROTOCOL: &str = r#"
    store: "new" step*;
    step: "put" | "get" | "remove" | tx;
    tx: "begin" step* ("commit" | "rollback");
"#;

/// A key-value store with nested transactions. The spec is this trait, with the protocol
/// [`PROTOCOL`] (written out again here, as the attribute needs a literal).
#[api(engine = txn_engine, var = "s", protocol = r#"
    store: "new" step*;
    step: "put" | "get" | "remove" | tx;
    tx: "begin" step* ("commit" | "rollback");
"#)]
pub trait TxStore: Sized + 'static {
    /// An empty store, outside any transaction.
    fn new() -> Self;
    /// Sets `key` to `value`; returns the value it had.
    fn put(&mut self, key: u8, value: u32) -> Option<u32>;
    /// The value of `key`.
    fn get(&self, key: u8) -> Option<u32>;
    /// Removes `key`; returns the value it had.
    fn remove(&mut self, key: u8) -> Option<u32>;
    /// Begins a transaction, inside the current one if any.
    fn begin(&mut self);
    /// Ends the innermost transaction, keeping its writes (in the enclosing transaction, if
    /// any). Panics outside a transaction.
    fn commit(&mut self);
    /// Ends the innermost transaction, undoing its writes. Panics outside a transaction.
    fn rollback(&mut self);
    /// How many transactions are open.
    fn depth(&self) -> usize;
}

/// The engine with the faulty candidate: finds the nested commit that forgets its undo log.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::protocols::txn::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// assert!(report.reproducer.contains(".rollback()"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    txn_engine::<reference::Snapshots, Faulty>()
}

/// The engine with the working candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::protocols::txn::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    txn_engine::<reference::Snapshots, Working>()
}

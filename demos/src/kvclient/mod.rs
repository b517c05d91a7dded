//! A client of a key-value store, tested through a stub generated from the store's spec (issue
//! 11): `#[stub]` on [`KvStore`] generates [`KvStoreStub`], which checks that the client calls
//! the store in the order of its protocol, `"open" ("get" | "put")* "close"`, with keys below
//! 128, and answers each `get` from a tape of bytes that the engine draws, shrinks and prints.
//!
//! The client loads and saves settings. A stored value of 128 or more is an *alias*: the
//! setting lives under the key `value - 128`, and [`load`](reference::load) follows at most
//! [`HOPS`] (2) aliases. The [`reference`](mod@reference) and the [`working`] client follow
//! them before they close the store; the [`faulty`] one closes before the second: a `get`
//! after `close`, out of protocol, on the path where the store answers an alias twice in a row
//! only (a random scenario meets it now and then, not at once). The stub panics there, so the
//! candidate panics, and the reproducer prints the stub with the tape that answers the two
//! aliases:
//!
//! ```text
//! let _ = client::load(demos::kvclient::KvStoreStub::from_tape(&[1, 96, 128, 1, 4]), 0u8); // the candidate panics: KvStore stub: `get` is out of protocol after `open`, `get`, `get`, `close` ...
//! ```
//!
//! The minimal reproducer has 1 step (one `load`): no step can fail before a `load`.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::{stub, Engine};

/// A key-value store, as the client sees it: the spec of the dependency. Keys are below 128
/// (the stub checks it); a value of 128 or more is an alias of the key `value - 128`.
#[stub(
    protocol = r#"kv: "open" ("get" | "put")* "close";"#,
    path = "demos::kvclient::KvStoreStub"
)]
pub trait KvStore {
    /// Opens the store: the first call.
    fn open(&mut self);
    /// The value under `key`, if any.
    #[stub(requires = |key| *key < 128)]
    fn get(&mut self, key: u8) -> Option<u8>;
    /// Stores `value` under `key`.
    #[stub(requires = |key, _value| *key < 128)]
    fn put(&mut self, key: u8, value: u8);
    /// Closes the store: the last call.
    fn close(&mut self);
}

/// The first value that is an alias.
pub const ALIAS: u8 = 128;

/// How many aliases `load` follows: a value still an alias after them is a loop.
pub const HOPS: usize = 2;

/// A client: `load` and `save`, each over its own store session.
pub struct Client {
    /// Loads the setting `key` (taken modulo 128), following at most [`HOPS`] aliases.
    pub load: fn(KvStoreStub, u8) -> Option<u8>,
    /// Saves `value` under `key` (modulo 128) unless it is there already; whether it wrote.
    pub save: fn(KvStoreStub, u8, u8) -> bool,
}

/// The spec, for a candidate client whose module the reproducer imports from `path` (as
/// `client`).
fn engine(candidate: Client, path: &str) -> Engine {
    let mut engine = Engine::new();
    engine.preamble(&format!("use {path} as client;"));
    engine.test_name("kvclient_reproducer");
    engine
        .declare(
            "load",
            args()
                .arg(KvStoreStub::spec())
                .arg(int::<u8>())
                .returns(option(int::<u8>())),
            reference::load::<KvStoreStub>,
            candidate.load,
        )
        .path("client::load");
    engine
        .declare(
            "save",
            args()
                .arg(KvStoreStub::spec())
                .arg(int::<u8>())
                .arg(int::<u8>())
                .returns(bool()),
            reference::save::<KvStoreStub>,
            candidate.save,
        )
        .path("client::save");
    engine
}

/// The engine with the client that reads after `close`: finds it.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::kvclient::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 1);
/// assert!(report.reproducer.contains("client::load(demos::kvclient::KvStoreStub::from_tape(&["), "{report}");
/// assert!(report.to_string().contains("`get` is out of protocol after `open`, `get`, `get`, `close`"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    engine(
        Client {
            load: faulty::load::<KvStoreStub>,
            save: faulty::save::<KvStoreStub>,
        },
        "demos::kvclient::faulty",
    )
}

/// The engine with a correct client: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::kvclient::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine(
        Client {
            load: working::load::<KvStoreStub>,
            save: working::save::<KvStoreStub>,
        },
        "demos::kvclient::working",
    )
}

//! Stubs generated from a spec of a dependency: test a *client* of a trait, with a fake of the
//! trait that checks the client's calls and answers from the byte stream (after Hughes and
//! Bultan's interface grammars).
//!
//! `#[stub(protocol = "...")]` (feature `derive`) on a trait generates `<Trait>Stub`, an
//! implementation of the trait that
//!
//! * checks that the client calls it in a legal order: the [`Protocol`](crate::spec::Protocol),
//!   a grammar over the trait's method names. A call out of protocol panics with the
//!   [`ProtocolViolation`](crate::spec::ProtocolViolation) and the calls so far; so does a
//!   stub dropped before the history is complete (the client forgot to `close`), and a call
//!   whose arguments a method's `#[stub(requires = |..| ..)]` predicate refuses;
//! * answers from a [`Tape`] of bytes, lazily, in call order: each answer is drawn as the
//!   engine draws an argument of its type (a [`Data`](crate::spec::Data) type), and a tape that
//!   runs out gives the simplest answers;
//! * records the calls and their answers ([`Call`]), which the panic messages list.
//!
//! The stub is an argument of an operation ([`stub`], or `<Trait>Stub::spec()`): the engine
//! draws the tape from its source, so a failure replays and shrinks like any other. Both sides
//! get a stub over the same tape, so the reference client and the candidate client see the
//! same answers as long as they make the same calls. The reproducer prints the stub as
//! `<Trait>Stub::from_tape(&[..])`: the same tape, the same answers, the same check, so the
//! pasted `#[test]` compiles in the client's crate and fails the same way.
//!
//! To compare a client on the stub with the client on a reference dependency, give the stub
//! a model ([`model`], `<Trait>Stub::with_model`): the model answers, the stub still checks the
//! protocol and records. The guide's chapter "Call protocols and stubs" (`docs/guide.md`) shows the recipes.
//!
//! # Examples
//!
//! ```
//! # #[cfg(feature = "derive")] {
//! use monolith_core::{spec::*, Config, Engine};
//!
//! #[monolith_core::stub(protocol = r#"kv: "open" ("get" | "put")* "close";"#)]
//! pub trait KvStore {
//!     fn open(&mut self);
//!     fn get(&mut self, key: u8) -> Option<u8>;
//!     fn put(&mut self, key: u8, value: u8);
//!     fn close(&mut self);
//! }
//!
//! /// Reads a key, and closes before it follows a redirect (a value of 100 or more).
//! fn fetch<S: KvStore>(mut kv: S, key: u8) -> Option<u8> {
//!     kv.open();
//!     let v = kv.get(key);
//!     kv.close();
//!     match v {
//!         Some(r) if r >= 100 => kv.get(r - 100), // out of protocol: after `close`
//!         v => v,
//!     }
//! }
//! fn fetch_right<S: KvStore>(mut kv: S, key: u8) -> Option<u8> {
//!     kv.open();
//!     let v = match kv.get(key) {
//!         Some(r) if r >= 100 => kv.get(r - 100),
//!         v => v,
//!     };
//!     kv.close();
//!     v
//! }
//!
//! let mut engine = Engine::new();
//! engine.declare("fetch", args().arg(KvStoreStub::spec()).arg(int::<u8>()).returns(option(int::<u8>())),
//!     fetch_right::<KvStoreStub>, fetch::<KvStoreStub>);
//! let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
//! assert!(report.reproducer.contains("fetch(KvStoreStub::from_tape(&["), "{report}");
//! assert!(report.to_string().contains("`get` is out of protocol after `open`, `get`, `close`"), "{report}");
//! # }
//! ```

mod call;
mod runtime;
mod spec;
mod tape;

pub use self::call::Call;
pub use self::runtime::StubCore;
pub use self::spec::{model, stub, ModelSpec, Stub, StubSpec};
pub use self::tape::Tape;

/// Parses the protocol of the stub of `trait_name`, whose methods are `methods`, and checks
/// that it names only methods of the trait: the generated stubs call it once per thread.
///
/// # Panics
///
/// When the protocol does not parse, or names a call that is not a method of the trait.
///
/// # Examples
///
/// ```
/// use monolith_core::stub::stub_protocol;
/// let p = stub_protocol("KvStore", r#"kv: "open" "close";"#, &["open", "close", "get"]);
/// assert!(p.accepts(["open", "get", "close"]));
/// let typo = std::panic::catch_unwind(|| stub_protocol("KvStore", r#"kv: "opne";"#, &["open"]));
/// assert!(typo.is_err());
/// ```
pub fn stub_protocol(trait_name: &str, text: &str, methods: &[&str]) -> crate::spec::Protocol {
    let protocol = crate::spec::Protocol::new(text).unwrap_or_else(|e| {
        panic!("monolith: the protocol of the stub of `{trait_name}` does not parse:\n{e}")
    });
    if let Some(name) = protocol.names().find(|n| !methods.contains(n)) {
        panic!(
            "monolith: the protocol of the stub of `{trait_name}` names `{name}`, which is not one of its methods ({})",
            methods.iter().map(|m| format!("`{m}`")).collect::<Vec<_>>().join(", ")
        );
    }
    protocol
}

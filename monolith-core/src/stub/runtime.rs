//! The state every generated stub holds: the parse of the calls so far against the protocol,
//! the answer tape, and the record of the calls.

use std::any::TypeId;
use std::fmt;

use super::{Call, Tape};
use crate::spec::{Data, Literal, Parse, Protocol};

/// The runtime of a stub: `#[stub]` generates a type that holds one and calls it from each
/// method. It checks each call against the [`Protocol`], draws the answers from its [`Tape`],
/// and records the calls and their answers. A call out of protocol, or arguments that the
/// method's predicate refuses, panic with the trait's name, the violation and the calls so
/// far.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::protocol;
/// use monolith_core::stub::{StubCore, Tape};
/// let mut core = StubCore::new("KvStore", protocol(r#"kv: "open" "get"* "close";"#), Tape::new(&[1, 1]));
/// core.enter("open", vec![]);
/// core.answer::<()>();
/// core.enter("get", vec!["3".to_string()]);
/// let v: Option<u8> = core.answer();
/// assert_eq!(v, Some(1));
/// assert_eq!(core.calls()[1].to_string(), "get(3) -> Some(1u8)");
/// assert!(!core.is_complete());
/// let err = std::panic::catch_unwind(move || core.enter("open", vec![])).unwrap_err();
/// let message = err.downcast_ref::<String>().unwrap();
/// assert!(message.starts_with("KvStore stub: `open` is out of protocol after `open`, `get`"), "{message}");
/// ```
#[derive(Clone)]
pub struct StubCore {
    name: &'static str,
    parse: Parse,
    tape: Tape,
    calls: Vec<Call>,
}

impl fmt::Debug for StubCore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StubCore")
            .field("name", &self.name)
            .field("calls", &self.calls_text())
            .field("next", &self.parse.next().collect::<Vec<_>>())
            .field("tape", &self.tape.bytes())
            .finish()
    }
}

impl StubCore {
    /// The runtime of a stub of the trait `name` (for messages), checking `protocol`, with
    /// answers from `tape`.
    pub fn new(name: &'static str, protocol: Protocol, tape: Tape) -> StubCore {
        StubCore {
            name,
            parse: protocol.start(),
            tape,
            calls: Vec::new(),
        }
    }

    /// Checks and records a call of `method` with its arguments (printed).
    ///
    /// # Panics
    ///
    /// When the protocol does not allow `method` now: the message is the trait's name, the
    /// [`ProtocolViolation`](crate::spec::ProtocolViolation), and the calls so far.
    pub fn enter(&mut self, method: &'static str, args: Vec<String>) {
        if let Err(violation) = self.parse.advance(method) {
            panic!(
                "{} stub: {violation}{}",
                self.name,
                self.so_far_with(&Call {
                    method,
                    args,
                    answer: None
                })
            );
        }
        self.calls.push(Call {
            method,
            args,
            answer: None,
        });
    }

    /// Refuses the arguments of the call just entered: a method's `requires` predicate said
    /// no.
    ///
    /// # Panics
    ///
    /// Always, naming the call and the calls before it.
    ///
    /// # Examples
    ///
    /// ```should_panic
    /// use monolith_core::{spec::protocol, stub::{StubCore, Tape}};
    /// let mut core = StubCore::new("KvStore", protocol(r#"kv: "put"*;"#), Tape::new(&[]));
    /// core.enter("put", vec!["300".into()]);
    /// core.refuse("key < 256"); // KvStore stub: `put(300)` breaks its precondition `key < 256`
    /// ```
    pub fn refuse(&self, predicate: &str) -> ! {
        // `#[stub]` prints the predicate from its tokens: spaced as rustfmt would.
        let predicate = crate::spec::closure::spacing::respace(predicate);
        let call = self.calls.last().expect("a call was entered");
        let before = StubCore {
            calls: self.calls[..self.calls.len() - 1].to_vec(),
            ..self.clone()
        };
        panic!(
            "{} stub: `{call}` breaks its precondition `{predicate}`{}",
            self.name,
            before.so_far()
        );
    }

    /// The answer to the call just entered, drawn from the tape (see [`Tape::answer`]) and
    /// recorded.
    pub fn answer<T: Data>(&mut self) -> T {
        let value = self.tape.answer::<T>();
        self.answered(&value);
        value
    }

    /// Records `value` as the answer to the call just entered, when it does not come from the
    /// tape (a model of the dependency gave it). A `()` answer is not recorded.
    pub fn answered<T: Literal + 'static>(&mut self, value: &T) {
        if TypeId::of::<T>() == TypeId::of::<()>() {
            return;
        }
        if let Some(call) = self.calls.last_mut() {
            call.answer = Some(value.literal());
        }
    }

    /// The calls so far, with their answers.
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// The answer tape.
    pub fn tape(&self) -> &Tape {
        &self.tape
    }

    /// The parse of the calls so far: which calls the protocol allows next.
    pub fn parse(&self) -> &Parse {
        &self.parse
    }

    /// Whether the calls so far are a whole sentence of the protocol.
    pub fn is_complete(&self) -> bool {
        self.parse.is_complete()
    }

    /// Checks that the calls so far are a whole sentence of the protocol: generated stubs call
    /// it when they are dropped (unless the thread is already panicking). A stub that was never
    /// called passes: the client never began a session (and the engine drops the arguments of
    /// a step it does not run).
    ///
    /// # Panics
    ///
    /// When the stub was called and the calls are not a whole sentence, with the calls the
    /// protocol expected next.
    ///
    /// # Examples
    ///
    /// ```should_panic
    /// use monolith_core::{spec::protocol, stub::{StubCore, Tape}};
    /// let mut core = StubCore::new("KvStore", protocol(r#"kv: "open" "close";"#), Tape::new(&[]));
    /// core.enter("open", vec![]);
    /// core.finish(); // KvStore stub: dropped after `open`, before `close`
    /// ```
    pub fn finish(&self) {
        if self.calls.is_empty() || self.parse.is_complete() {
            return;
        }
        let next: Vec<String> = self.parse.next().map(|n| format!("`{n}`")).collect();
        let history = self.parse.history_names();
        let after = if history.is_empty() {
            "with no call".to_string()
        } else {
            format!(
                "after {}",
                history
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        panic!(
            "{} stub: dropped {after}, an incomplete history (expected one of {}){}",
            self.name,
            next.join(", "),
            self.so_far()
        );
    }

    fn calls_text(&self) -> Vec<String> {
        self.calls.iter().map(Call::to_string).collect()
    }

    /// `; the calls so far: ...`, or nothing before the first call.
    fn so_far(&self) -> String {
        if self.calls.is_empty() {
            String::new()
        } else {
            format!("; the calls so far: {}", self.calls_text().join(", "))
        }
    }

    /// [`so_far`](Self::so_far), then the refused call.
    fn so_far_with(&self, refused: &Call) -> String {
        let mut calls = self.calls_text();
        calls.push(format!("{refused} (refused)"));
        format!("; the calls: {}", calls.join(", "))
    }
}

//! `#[stub]`: the generated stub checks the protocol, answers from its tape, records, and
//! works as an argument of the engine.

use monolith_core::{spec::*, Config, Engine};

#[monolith_core::stub(protocol = r#"kv: "open" ("get" | "put")* "close";"#)]
pub trait KvStore {
    fn open(&mut self);
    fn get(&mut self, key: u8) -> Option<u8>;
    #[stub(requires = |key, _value| *key < 100)]
    fn put(&mut self, key: u8, value: u8);
    fn close(&mut self);
}

fn fetch<S: KvStore>(mut kv: S, key: u8) -> Option<u8> {
    kv.open();
    let v = kv.get(key);
    kv.close();
    match v {
        Some(r) if r >= 100 => kv.get(r - 100),
        v => v,
    }
}

fn fetch_right<S: KvStore>(mut kv: S, key: u8) -> Option<u8> {
    kv.open();
    let v = match kv.get(key) {
        Some(r) if r >= 100 => kv.get(r - 100),
        v => v,
    };
    kv.close();
    v
}

#[test]
fn the_engine_finds_a_call_after_close() {
    let mut engine = Engine::new();
    engine.declare(
        "fetch",
        args()
            .arg(KvStoreStub::spec())
            .arg(int::<u8>())
            .returns(option(int::<u8>())),
        fetch_right::<KvStoreStub>,
        fetch::<KvStoreStub>,
    );
    let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
    assert!(
        report
            .reproducer
            .contains("fetch(KvStoreStub::from_tape(&["),
        "{report}"
    );
}

fn panic_message(f: impl FnOnce()) -> String {
    let err = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_err();
    err.downcast_ref::<String>().cloned().unwrap_or_default()
}

#[test]
fn the_reproducer_fails_the_same_way() {
    let message = panic_message(|| {
        fetch(KvStoreStub::from_tape(&[1, 4]), 0u8);
    });
    assert_eq!(
        message,
        "KvStore stub: `get` is out of protocol after `open`, `get`, `close` (the protocol allows \
         no further call); the calls: open(), get(0) -> Some(u8::MAX), close(), get(155) (refused)"
    );
    assert_eq!(fetch_right(KvStoreStub::from_tape(&[1, 4]), 0u8), None);
}

#[test]
fn a_call_out_of_protocol_panics_and_names_the_calls() {
    let message = panic_message(|| {
        let mut kv = KvStoreStub::from_tape(&[]);
        kv.get(1);
    });
    assert!(
        message.starts_with(
            "KvStore stub: `get` is out of protocol as the first call (expected one of `open`)"
        ),
        "{message}"
    );
}

#[test]
fn a_refused_argument_panics() {
    let message = panic_message(|| {
        let mut kv = KvStoreStub::from_tape(&[]);
        kv.open();
        kv.put(200, 1);
    });
    assert_eq!(
        message,
        "KvStore stub: `put(200, 1)` breaks its precondition `*key < 100`; the calls so far: open()"
    );
}

#[test]
fn an_unfinished_history_panics_on_drop_and_an_unused_stub_does_not() {
    let message = panic_message(|| {
        let mut kv = KvStoreStub::from_tape(&[]);
        kv.open();
    });
    assert!(
        message.starts_with("KvStore stub: dropped after `open`, an incomplete history (expected one of `get`, `put`, `close`)"),
        "{message}"
    );
    drop(KvStoreStub::from_tape(&[1, 2, 3]));
}

#[test]
fn the_same_tape_gives_the_same_answers_and_an_empty_one_the_simplest() {
    let run = |tape: &[u8]| {
        let mut kv = KvStoreStub::from_tape(tape);
        kv.open();
        let answers: Vec<Option<u8>> = (0..6).map(|k| kv.get(k)).collect();
        kv.close();
        (answers, kv.calls())
    };
    let tape = [1, 4, 1, 200, 17, 0, 1, 1];
    assert_eq!(run(&tape), run(&tape));
    assert_eq!(run(&[]).0, [None; 6]);
    assert_eq!(run(&tape).0[0], Some(255));
    // The tape runs out after a few answers: the rest are the simplest.
    assert_eq!(run(&tape).0[5], None);
}

/// A reference dependency: a map.
#[derive(Default)]
struct Mem(std::collections::BTreeMap<u8, u8>);

impl KvStore for Mem {
    fn open(&mut self) {}
    fn get(&mut self, key: u8) -> Option<u8> {
        self.0.get(&key).copied()
    }
    fn put(&mut self, key: u8, value: u8) {
        self.0.insert(key, value);
    }
    fn close(&mut self) {}
}

#[test]
fn a_model_answers_and_the_stub_still_checks_and_records() {
    let mut kv = KvStoreStub::with_model(Mem::default());
    kv.open();
    kv.put(1, 7);
    assert_eq!(kv.get(1), Some(7));
    kv.close();
    let calls: Vec<String> = kv.calls().iter().map(ToString::to_string).collect();
    assert_eq!(
        calls,
        ["open()", "put(1, 7)", "get(1) -> Some(7u8)", "close()"]
    );
    assert!(kv.is_complete());
    let message = panic_message(|| {
        fetch(KvStoreStub::with_model(Mem::default()), 3);
        let mut kv = KvStoreStub::with_model(Mem::default());
        kv.close();
    });
    assert!(
        message.contains("`close` is out of protocol as the first call"),
        "{message}"
    );
}

#[test]
fn a_model_spec_compares_two_clients_on_a_reference_dependency() {
    /// Writes then reads back: right.
    fn roundtrip<S: KvStore>(mut kv: S, key: u8, value: u8) -> Option<u8> {
        kv.open();
        kv.put(key % 100, value);
        let v = kv.get(key % 100);
        kv.close();
        v
    }
    /// Reads a key it did not write when the value is 0.
    fn roundtrip_wrong<S: KvStore>(mut kv: S, key: u8, value: u8) -> Option<u8> {
        kv.open();
        kv.put(key % 100, value);
        let v = kv.get(if value == 0 { key % 100 + 1 } else { key % 100 });
        kv.close();
        v
    }
    let mut engine = Engine::new();
    engine.declare(
        "roundtrip",
        args()
            .arg(KvStoreStub::model_spec(
                Mem::default,
                "KvStoreStub::with_model(Mem::default())",
            ))
            .arg(int::<u8>())
            .arg(int::<u8>())
            .returns(option(int::<u8>())),
        roundtrip::<KvStoreStub>,
        roundtrip_wrong::<KvStoreStub>,
    );
    let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
    assert!(
        report
            .reproducer
            .contains("roundtrip(KvStoreStub::with_model(Mem::default()), 0u8, 0u8)"),
        "{report}"
    );
}

#[test]
fn the_working_client_passes() {
    let mut engine = Engine::new();
    engine.declare(
        "fetch",
        args()
            .arg(KvStoreStub::spec())
            .arg(int::<u8>())
            .returns(option(int::<u8>())),
        fetch_right::<KvStoreStub>,
        fetch_right::<KvStoreStub>,
    );
    assert!(engine
        .run_random(&Config::with_seed(1).scenarios(2000))
        .is_ok());
}

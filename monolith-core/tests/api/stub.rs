//! Stubs (`monolith_core::stub`): the runtime that `#[stub]` expands to, used here by hand, so
//! that these tests need no feature. A call out of protocol panics with the violation; the same
//! tape gives the same answers; a tape that runs out gives the simplest answers; the engine
//! draws the tape, finds a client's bug, and prints a stub that replays it.

use std::panic::{catch_unwind, AssertUnwindSafe};

use monolith_core::spec::{args, int, option, protocol, Protocol};
use monolith_core::stub::{stub, Stub, StubCore, Tape};
use monolith_core::{Config, Engine};

/// The dependency: a file read in chunks.
trait Reader {
    fn open(&mut self);
    fn read(&mut self) -> Option<u8>;
    fn close(&mut self);
}

const PROTOCOL: &str = r#"r: "open" "read"* "close";"#;

/// What `#[stub]` generates for `Reader`, written by hand.
struct ReaderStub(StubCore);

impl Stub for ReaderStub {
    const PATH: &'static str = "ReaderStub";
    fn from_tape(tape: &[u8]) -> Self {
        let p: Protocol = protocol(PROTOCOL);
        ReaderStub(StubCore::new("Reader", p, Tape::new(tape)))
    }
}

impl Reader for ReaderStub {
    fn open(&mut self) {
        self.0.enter("open", vec![]);
        self.0.answer::<()>()
    }
    fn read(&mut self) -> Option<u8> {
        self.0.enter("read", vec![]);
        self.0.answer()
    }
    fn close(&mut self) {
        self.0.enter("close", vec![]);
        self.0.answer::<()>()
    }
}

impl Drop for ReaderStub {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            self.0.finish();
        }
    }
}

fn message(f: impl FnOnce()) -> String {
    let err = catch_unwind(AssertUnwindSafe(f)).expect_err("a panic");
    err.downcast_ref::<String>().cloned().unwrap_or_default()
}

/// Sums the chunks; the faulty one reads once more after `close` when the sum is odd.
fn sum<R: Reader>(mut r: R, faulty: bool) -> u32 {
    r.open();
    let mut total = 0;
    while let Some(x) = r.read() {
        total += u32::from(x);
    }
    r.close();
    if faulty && total % 2 == 1 {
        let _ = r.read();
    }
    total
}

#[test]
fn a_call_out_of_protocol_panics_with_the_violation_and_the_calls() {
    let m = message(|| {
        let mut r = ReaderStub::from_tape(&[]);
        r.open();
        r.close();
        r.read();
    });
    assert_eq!(
        m,
        "Reader stub: `read` is out of protocol after `open`, `close` (the protocol allows no \
         further call); the calls: open(), close(), read() (refused)"
    );
    let m = message(|| {
        ReaderStub::from_tape(&[]).read();
    });
    assert!(
        m.starts_with(
            "Reader stub: `read` is out of protocol as the first call (expected one of `open`)"
        ),
        "{m}"
    );
}

#[test]
fn the_same_tape_gives_the_same_answers() {
    let answers = |tape: &[u8]| {
        let mut r = ReaderStub::from_tape(tape);
        r.open();
        let v: Vec<Option<u8>> = (0..8).map(|_| r.read()).collect();
        r.close();
        (v, r.0.calls().to_vec())
    };
    let tape: Vec<u8> = (0..40u8)
        .map(|b| b.wrapping_mul(97).wrapping_add(1))
        .collect();
    assert_eq!(answers(&tape), answers(&tape));
    let (v, calls) = answers(&[1, 4, 1, 1]);
    assert_eq!(&v[..2], [Some(255), Some(1)]);
    assert_eq!(calls[1].to_string(), "read() -> Some(u8::MAX)");
}

#[test]
fn a_tape_that_runs_out_gives_the_simplest_answers() {
    let mut r = ReaderStub::from_tape(&[1]);
    r.open();
    // `Some` from the tape's one byte, then its value from no byte: 0.
    assert_eq!(r.read(), Some(0));
    assert!(r.0.tape().is_exhausted());
    assert_eq!(r.read(), None);
    assert_eq!(r.read(), None);
    r.close();
    let mut tape = Tape::new(&[]);
    assert_eq!(
        tape.answer::<(bool, u32, String, Vec<u8>)>(),
        (false, 0, String::new(), vec![])
    );
}

#[test]
fn an_incomplete_history_panics_when_the_stub_is_dropped() {
    let m = message(|| {
        let mut r = ReaderStub::from_tape(&[]);
        r.open();
    });
    assert!(
        m.starts_with("Reader stub: dropped after `open`, an incomplete history"),
        "{m}"
    );
}

#[test]
fn the_engine_finds_the_client_bug_and_prints_a_stub_that_replays_it() {
    let mut engine = Engine::new();
    engine.declare(
        "sum",
        args().arg(stub::<ReaderStub>()).returns(int::<u32>()),
        |r: ReaderStub| sum(r, false),
        |r: ReaderStub| sum(r, true),
    );
    for seed in 1..=5 {
        let report = engine.run_random(&Config::with_seed(seed)).unwrap_err();
        assert_eq!(report.failure.steps, 1, "{report}");
        let printed = report.reproducer.as_str();
        let at = printed.find("ReaderStub::from_tape(&[").expect("a stub") + 24;
        let bytes: Vec<u8> = printed[at..printed[at..].find(']').unwrap() + at]
            .split(", ")
            .map(|b| b.parse().unwrap())
            .collect();
        // The printed tape replays the failure.
        let m = message(|| {
            sum(ReaderStub::from_tape(&bytes), true);
        });
        assert!(m.contains("`read` is out of protocol after"), "{m}");
        assert!(
            report
                .to_string()
                .contains("`read` is out of protocol after"),
            "{report}"
        );
    }
    // The working client passes.
    let mut ok = Engine::new();
    ok.declare(
        "sum",
        args()
            .arg(stub::<ReaderStub>())
            .returns(option(int::<u32>())),
        |r: ReaderStub| Some(sum(r, false)),
        |r: ReaderStub| Some(sum(r, false)),
    );
    assert!(ok.run_random(&Config::with_seed(1).scenarios(2000)).is_ok());
}

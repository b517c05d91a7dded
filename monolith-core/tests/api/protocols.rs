//! Call protocols on abstract types: the engine never makes a call the protocol refuses, with
//! or without the generation tactics; steering completes histories near the end of the fuel;
//! negative calls are judged as calls that may panic; guards; and clear errors for a protocol
//! or a guard that names no operation. Every run is bounded by a scenario count.

use std::cell::{Cell, RefCell};

use monolith_core::engine::{Generation, DEFAULT_FUEL};
use monolith_core::spec::*;
use monolith_core::{Engine, FailureKind};

use super::config;

const WRITER: &str = r#"
    writer: "new" item* "finish";
    item: "write" | "open" item* "close";
"#;

/// A nested writer: `open` starts a group, `close` ends the innermost one, `finish` ends
/// the writer once every group is closed.
#[derive(Debug, Clone, Default)]
struct Model {
    out: Vec<u8>,
    depth: usize,
    done: bool,
}

impl Model {
    fn new() -> Model {
        Model::default()
    }
    fn write(&mut self, x: u8) {
        assert!(!self.done, "write after finish");
        self.out.push(x);
    }
    fn open(&mut self) {
        assert!(!self.done, "open after finish");
        self.out.push(b'(');
        self.depth += 1;
    }
    fn close(&mut self) -> usize {
        assert!(self.depth > 0 && !self.done, "close without open");
        self.out.push(b')');
        self.depth -= 1;
        self.depth
    }
    fn finish(&mut self) -> Vec<u8> {
        assert!(self.depth == 0 && !self.done, "finish with open groups");
        self.done = true;
        self.out.clone()
    }
    fn depth(&self) -> usize {
        self.depth
    }
}

/// The model with a parse of its own history, which panics at any call out of protocol: a
/// candidate that checks the engine.
#[derive(Debug, Clone)]
struct Checked {
    model: Model,
    parse: Parse,
    id: usize,
}

thread_local! {
    /// Per writer made in the current scenario, whether its history is complete.
    static COMPLETE: RefCell<Vec<bool>> = const { RefCell::new(Vec::new()) };
}

impl Checked {
    fn call(&mut self, name: &str) {
        if let Err(e) = self.parse.advance(name) {
            panic!("the engine made a call out of protocol: {e}");
        }
        let complete = self.parse.is_complete();
        COMPLETE.with(|c| c.borrow_mut()[self.id] = complete);
    }
    fn new() -> Checked {
        let id = COMPLETE.with(|c| {
            c.borrow_mut().push(false);
            c.borrow().len() - 1
        });
        let mut c = Checked {
            model: Model::new(),
            parse: protocol(WRITER).start(),
            id,
        };
        c.call("new");
        c
    }
    fn write(&mut self, x: u8) {
        self.call("write");
        self.model.write(x)
    }
    fn open(&mut self) {
        self.call("open");
        self.model.open()
    }
    fn close(&mut self) -> usize {
        self.call("close");
        self.model.close()
    }
    fn finish(&mut self) -> Vec<u8> {
        self.call("finish");
        assert!(self.parse.is_complete());
        self.model.finish()
    }
    fn depth(&self) -> usize {
        self.model.depth()
    }
}

/// The writer's functions on one side.
struct Writer<C> {
    new: fn() -> C,
    write: fn(&mut C, u8),
    open: fn(&mut C),
    close: fn(&mut C) -> usize,
    finish: fn(&mut C) -> Vec<u8>,
}

/// The writer's operations, with the model as the reference and `c` as the candidate.
fn declare_writer<C: 'static>(
    ty: AbstractType<Model, C>,
    c: Writer<C>,
) -> (Engine, Abstract<Model, C>) {
    let mut engine = Engine::new();
    let w = engine.abstract_type_with(ty);
    engine.declare("new", args().returns(w.clone()), Model::new, c.new);
    engine
        .declare(
            "write",
            args().arg(w.by_mut()).arg(int::<u8>()).returns(unit()),
            Model::write,
            c.write,
        )
        .method();
    engine
        .declare(
            "open",
            args().arg(w.by_mut()).returns(unit()),
            Model::open,
            c.open,
        )
        .method();
    engine
        .declare(
            "close",
            args().arg(w.by_mut()).returns(int::<usize>()),
            Model::close,
            c.close,
        )
        .method();
    engine
        .declare(
            "finish",
            args().arg(w.by_mut()).returns(vec_of(int::<u8>())),
            Model::finish,
            c.finish,
        )
        .method();
    (engine, w)
}

fn writer_engine(ty: AbstractType<Model, Checked>) -> Engine {
    let checked = Writer {
        new: Checked::new,
        write: Checked::write,
        open: Checked::open,
        close: Checked::close,
        finish: Checked::finish,
    };
    let (mut engine, w) = declare_writer(ty, checked);
    engine
        .declare(
            "depth",
            args().arg(w.by_ref()).returns(int::<usize>()),
            Model::depth,
            Checked::depth,
        )
        .method();
    engine
}

fn with_protocol() -> AbstractType<Model, Checked> {
    AbstractType::new("w").protocol(protocol(WRITER))
}

#[test]
fn the_engine_never_makes_a_call_out_of_protocol() {
    for generation in [Generation::default(), Generation::none()] {
        let mut engine = writer_engine(with_protocol());
        engine.generation(generation);
        for seed in 1..=10 {
            let stats = engine
                .run_random(&config(seed, 400))
                .unwrap_or_else(|r| panic!("seed {seed}: {r}"));
            assert!(stats.steps > 10_000, "seed {seed}: {} steps", stats.steps);
        }
    }
}

#[test]
fn without_the_protocol_the_same_spec_calls_out_of_protocol() {
    let report = writer_engine(AbstractType::new("w"))
        .run_random(&config(1, 400))
        .expect_err("a call out of protocol");
    assert_eq!(report.failure.kind, FailureKind::ReferencePanic, "{report}");
}

/// Bytes from a fixed generator (xorshift), for scenarios run one by one.
fn noise(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

#[test]
fn steering_completes_histories_near_the_end_of_the_fuel() {
    // Of 300 scenarios of at most 40 steps, how many end with every writer complete.
    let complete = |steer: bool| {
        let mut engine = writer_engine(with_protocol());
        let mut g = Generation::default();
        g.complete = steer;
        engine.generation(g).fuel(40);
        (0..300)
            .filter(|&seed| {
                COMPLETE.with(|c| c.borrow_mut().clear());
                engine.run_bytes(&noise(seed, 2_000)).expect("no failure");
                COMPLETE.with(|c| c.borrow().iter().all(|&done| done))
            })
            .count()
    };
    let (on, off) = (complete(true), complete(false));
    // Steering ends at least 240 scenarios complete, and leaves at most a quarter of the
    // incomplete endings that the same scenarios have without it.
    assert!(
        on >= 240 && 4 * (300 - on) <= 300 - off,
        "{on} complete steering, {off} not"
    );
}

/// A writer that ignores a `close` with no group open, where the model panics.
#[derive(Debug, Clone, Default)]
struct Lenient(Model);

impl Lenient {
    fn new() -> Lenient {
        Lenient::default()
    }
    fn write(&mut self, x: u8) {
        self.0.write(x)
    }
    fn open(&mut self) {
        self.0.open()
    }
    fn close(&mut self) -> usize {
        if self.0.depth == 0 {
            return 0;
        }
        self.0.close()
    }
    fn finish(&mut self) -> Vec<u8> {
        self.0.finish()
    }
}

fn negative_engine<C: 'static>(c: Writer<C>) -> Engine {
    let ty = AbstractType::<Model, C>::new("w")
        .protocol(protocol(WRITER))
        .negative();
    declare_writer(ty, c).0
}

fn model() -> Writer<Model> {
    Writer {
        new: Model::new,
        write: Model::write,
        open: Model::open,
        close: Model::close,
        finish: Model::finish,
    }
}

fn lenient() -> Writer<Lenient> {
    Writer {
        new: Lenient::new,
        write: Lenient::write,
        open: Lenient::open,
        close: Lenient::close,
        finish: Lenient::finish,
    }
}

#[test]
fn negative_calls_out_of_protocol_must_be_rejected_alike() {
    let model = negative_engine(model());
    for seed in 1..=5 {
        model
            .run_random(&config(seed, 500))
            .unwrap_or_else(|r| panic!("seed {seed}: {r}"));
    }
    let lenient = negative_engine(lenient());
    for seed in 1..=5 {
        let report = lenient
            .run_random(&config(seed, 2_000))
            .expect_err("the lenient close");
        assert_eq!(report.failure.kind, FailureKind::Mismatch, "{report}");
        assert_eq!(report.failure.operation.as_deref(), Some("close"));
        assert!(
            report.reproducer.contains("w0.close(); }))")
                && report.reproducer.contains("expect_err"),
            "{report}"
        );
        assert!(report.failure.steps <= 2, "{report}");
    }
}

#[test]
fn guards_keep_values_from_operations_they_refuse() {
    let engine = writer_engine(
        AbstractType::new("w")
            .guard("close", |m: &Model| m.depth > 0 && !m.done)
            .guard("finish", |m: &Model| m.depth == 0 && !m.done)
            .guard("write", |m: &Model| !m.done)
            .guard("open", |m: &Model| !m.done),
    );
    // The checked candidate's protocol also wants `finish` last, which the guards say too.
    for seed in 1..=3 {
        engine
            .run_random(&config(seed, 300))
            .unwrap_or_else(|r| panic!("seed {seed}: {r}"));
    }
}

#[test]
#[should_panic(
    expected = "names `comit`, but no declared operation is called `comit` (did you mean `commit`?)"
)]
fn a_protocol_naming_no_operation_is_refused() {
    let mut engine = Engine::new();
    let tx = engine.abstract_type_with(
        AbstractType::<u8, u8>::new("tx").protocol(protocol(r#"tx: "begin" "comit";"#)),
    );
    engine.declare("begin", args().returns(tx.clone()), || 0u8, || 0u8);
    engine
        .declare(
            "commit",
            args().arg(tx.by_mut()).returns(unit()),
            |_: &mut u8| (),
            |_: &mut u8| (),
        )
        .method();
    let _ = engine.run_random(&config(1, 1));
}

#[test]
#[should_panic(expected = "has a guard on `pop`, but no declared operation is called `pop`")]
fn a_guard_naming_no_operation_is_refused() {
    let mut engine = Engine::new();
    let v = engine.abstract_type_with(
        AbstractType::<Vec<u8>, Vec<u8>>::new("v").guard("pop", |v| !v.is_empty()),
    );
    engine.declare("new", args().returns(v.clone()), Vec::new, Vec::new);
    let _ = engine.run_random(&config(1, 1));
}

#[test]
fn the_same_seed_gives_the_same_report() {
    let a = negative_engine(lenient())
        .run_random(&config(3, 2_000))
        .unwrap_err();
    let b = negative_engine(lenient())
        .run_random(&config(3, 2_000))
        .unwrap_err();
    assert_eq!(a.to_string(), b.to_string());
}

thread_local! {
    /// The candidate session's state: open, and how many calls since `init`.
    static SESSION: Cell<Option<u32>> = const { Cell::new(None) };
}

fn init() {
    SESSION.set(Some(0));
}

fn double(x: u8) -> u16 {
    let calls = SESSION.get().expect("a call outside init and shutdown");
    SESSION.set(Some(calls + 1));
    u16::from(x) * 2
}

/// Wrong from the fourth call of a session on.
fn double_tired(x: u8) -> u16 {
    let calls = SESSION.get().expect("a call outside init and shutdown");
    SESSION.set(Some(calls + 1));
    if calls >= 3 {
        u16::from(x)
    } else {
        u16::from(x) * 2
    }
}

fn shutdown() {
    SESSION.get().expect("shutdown outside a session");
    SESSION.set(None);
}

fn session_engine(double: fn(u8) -> u16) -> Engine {
    let mut engine = Engine::new();
    engine.protocol(protocol(r#"api: "init" "double"* "shutdown";"#));
    engine.declare("init", args().returns(unit()), || (), init);
    engine.declare(
        "double",
        args().arg(int::<u8>()).returns(int::<u16>()),
        |x: u8| u16::from(x) * 2,
        double,
    );
    engine.declare("shutdown", args().returns(unit()), || (), shutdown);
    engine
}

#[test]
fn an_engine_protocol_orders_every_scenario_and_ends_it() {
    let engine = session_engine(double);
    for seed in 1..=5 {
        let stats = engine
            .run_random(&config(seed, 500))
            .unwrap_or_else(|r| panic!("seed {seed}: {r}"));
        // Scenarios end at `shutdown`, mostly well before the fuel.
        assert!(
            stats.steps < 500 * DEFAULT_FUEL as u64 / 2,
            "seed {seed}: {} steps",
            stats.steps
        );
    }
    let report = session_engine(double_tired)
        .run_random(&config(1, 2_000))
        .expect_err("the tired double");
    assert_eq!(report.failure.kind, FailureKind::Mismatch, "{report}");
    assert_eq!(report.failure.steps, 5, "{report}");
    assert!(report.reproducer.contains("init();"), "{report}");
}

#[test]
#[should_panic(
    expected = "the protocol of the engine names `stop`, but no declared operation is called `stop`"
)]
fn an_engine_protocol_naming_no_operation_is_refused() {
    let mut engine = session_engine(double);
    engine.protocol(protocol(r#"api: "init" "double"* "stop";"#));
    let _ = engine.run_random(&config(1, 1));
}

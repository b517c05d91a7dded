//! The protocol demos (`demos::protocols`): over many seeds the engine never makes a call
//! out of protocol, neither while searching nor while shrinking, and each planted bug is found
//! under fixed seeds and shrunk to a reproducer whose calls are a legal history. Every call is
//! parsed by a candidate wrapper that advances a `Parse` of its own. Bounded by scenario
//! counts.

use std::cell::{Cell, RefCell};

use demos::protocols::archive::{self, archive_engine, ArchiveWriter};
use demos::protocols::txn::{self, txn_engine, TxStore};
use monolith_core::spec::{protocol, Parse};
use monolith_core::{Config, Engine};

thread_local! {
    /// Calls out of protocol seen by a `Logged` candidate.
    static VIOLATIONS: Cell<u64> = const { Cell::new(0) };
    /// Calls seen by a `Logged` candidate.
    static CALLS: Cell<u64> = const { Cell::new(0) };
}

/// A candidate that parses its own history, counting the calls out of protocol.
#[derive(Debug, Clone)]
struct Logged<T> {
    inner: T,
    parse: RefCell<Parse>,
}

impl<T> Logged<T> {
    fn start(inner: T, text: &str) -> Logged<T> {
        let l = Logged {
            inner,
            parse: RefCell::new(protocol(text).start()),
        };
        l.call("new");
        l
    }
    fn call(&self, name: &str) {
        CALLS.with(|c| c.set(c.get() + 1));
        if self.parse.borrow_mut().advance(name).is_err() {
            VIOLATIONS.with(|v| v.set(v.get() + 1));
        }
    }
}

impl<T: TxStore> TxStore for Logged<T> {
    fn new() -> Self {
        Logged::start(T::new(), txn::PROTOCOL)
    }
    fn put(&mut self, key: u8, value: u32) -> Option<u32> {
        self.call("put");
        self.inner.put(key, value)
    }
    fn get(&self, key: u8) -> Option<u32> {
        self.call("get");
        self.inner.get(key)
    }
    fn remove(&mut self, key: u8) -> Option<u32> {
        self.call("remove");
        self.inner.remove(key)
    }
    fn begin(&mut self) {
        self.call("begin");
        self.inner.begin()
    }
    fn commit(&mut self) {
        self.call("commit");
        self.inner.commit()
    }
    fn rollback(&mut self) {
        self.call("rollback");
        self.inner.rollback()
    }
    fn depth(&self) -> usize {
        self.inner.depth()
    }
}

impl<T: ArchiveWriter> ArchiveWriter for Logged<T> {
    fn new() -> Self {
        Logged::start(T::new(), archive::PROTOCOL)
    }
    fn open(&mut self, name: u8) {
        self.call("open");
        self.inner.open(name)
    }
    fn write(&mut self, name: u8) -> String {
        self.call("write");
        self.inner.write(name)
    }
    fn close(&mut self) -> usize {
        self.call("close");
        self.inner.close()
    }
    fn finish(&mut self) -> Vec<String> {
        self.call("finish");
        self.inner.finish()
    }
    fn cwd(&self) -> String {
        self.inner.cwd()
    }
}

fn config(seed: u64, scenarios: u64) -> Config {
    let mut config = Config::with_seed(seed).scenarios(scenarios);
    config.progress = false;
    config.regressions = None;
    config
}

/// Runs `f` and gives the calls it made through `Logged` candidates and the calls out of
/// protocol among them.
fn counted(f: impl FnOnce()) -> (u64, u64) {
    CALLS.with(|c| c.set(0));
    VIOLATIONS.with(|v| v.set(0));
    f();
    (CALLS.with(Cell::get), VIOLATIONS.with(Cell::get))
}

fn legal_over_seeds(name: &str, engine: fn() -> Engine) {
    let (calls, violations) = counted(|| {
        for seed in 1..=20 {
            engine()
                .run_random(&config(seed, 300))
                .unwrap_or_else(|r| panic!("{name}, seed {seed}: {r}"));
        }
    });
    assert_eq!(violations, 0, "{name}: {violations} calls out of protocol");
    assert!(calls > 100_000, "{name}: only {calls} calls");
}

#[test]
fn txn_never_calls_out_of_protocol() {
    legal_over_seeds(
        "txn",
        txn_engine::<txn::reference::Snapshots, Logged<txn::Working>>,
    );
}

#[test]
fn archive_never_calls_out_of_protocol() {
    legal_over_seeds(
        "archive",
        archive_engine::<archive::reference::Levels, Logged<archive::Working>>,
    );
}

/// The calls of each variable of a reproducer, in order, from the lines that make them: the
/// constructor `let mut x = T::new();` and the method calls `x.m(..)`.
fn histories(reproducer: &str, prefix: &str) -> Vec<Vec<String>> {
    let mut vars: Vec<(String, Vec<String>)> = Vec::new();
    for line in reproducer.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("let mut ") {
            if let Some((var, call)) = rest.split_once(" = ") {
                if call.ends_with("::new();") {
                    vars.push((var.to_string(), vec!["new".to_string()]));
                }
                continue;
            }
        }
        for (var, calls) in &mut vars {
            let pat = format!("{var}.");
            let mut at = 0;
            while let Some(i) = line[at..].find(&pat) {
                let start = at + i;
                let before = line[..start].chars().last();
                at = start + pat.len();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let method: String = line[at..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if line[at + method.len()..].starts_with('(') {
                    calls.push(method);
                }
            }
        }
    }
    assert!(vars.iter().all(|(v, _)| v.starts_with(prefix)), "{vars:?}");
    vars.into_iter().map(|(_, calls)| calls).collect()
}

fn found_and_shrunk_legally(
    name: &str,
    text: &str,
    prefix: &str,
    engine: fn() -> Engine,
    faulty: fn() -> Engine,
) {
    for seed in 1..=10 {
        let (calls, violations) = counted(|| {
            let report = engine()
                .run_random(&config(seed, 100_000))
                .expect_err("the planted bug");
            assert!(report.shrink_runs > 0, "{report}");
        });
        assert_eq!(violations, 0, "{name}, seed {seed}: a call out of protocol");
        assert!(calls > 0);
        let report = faulty()
            .run_random(&config(seed, 100_000))
            .expect_err("the planted bug");
        let histories = histories(&report.reproducer, prefix);
        assert!(!histories.is_empty(), "{report}");
        for calls in histories {
            let mut parse = protocol(text).start();
            for call in &calls {
                parse
                    .advance(call)
                    .unwrap_or_else(|e| panic!("{name}, seed {seed}: {e}\n{report}"));
            }
        }
    }
}

#[test]
fn txn_bug_is_found_and_shrunk_to_a_legal_history() {
    found_and_shrunk_legally(
        "txn",
        txn::PROTOCOL,
        "s",
        txn_engine::<txn::reference::Snapshots, Logged<txn::Faulty>>,
        txn::faulty_engine,
    );
}

#[test]
fn archive_bug_is_found_and_shrunk_to_a_legal_history() {
    found_and_shrunk_legally(
        "archive",
        archive::PROTOCOL,
        "w",
        archive_engine::<archive::reference::Levels, Logged<archive::Faulty>>,
        archive::faulty_engine,
    );
}

#[test]
fn the_histories_of_a_reproducer_are_read_back() {
    let text = "let mut w0 = Faulty::new();\n    w0.open(0u8);\n    let mut w1 = Faulty::new();\n    assert_eq!(w1.write(3u8), \"/3\");\n    w0.close();\n";
    assert_eq!(
        histories(text, "w"),
        [vec!["new", "open", "close"], vec!["new", "write"]]
    );
}

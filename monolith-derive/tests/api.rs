//! `#[api]`: an API declared as a trait, for any reference and candidate implementing it.

use monolith_core::spec::{Diagnostic, Explanation};
use monolith_core::{api, Config, FailureKind};
use std::collections::BTreeMap;

#[api(var = "m")]
pub trait Lookup: Sized {
    fn new() -> Self;
    fn insert(&mut self, #[monolith(range = 0..4)] k: u8, v: u32) -> Option<u32>;
    #[monolith(convert = ".cloned()")]
    fn get(&self, #[monolith(range = 0..4)] k: u8) -> Option<&u32>;
    #[monolith(requires = |m| !m.is_empty())]
    fn first(&self) -> u8;
    fn merge(&mut self, other: &Self);
    #[monolith(skip)]
    fn is_empty(&self) -> bool;
    fn into_keys(self) -> Vec<u8>;
}

#[derive(Clone, Debug, Default)]
pub struct Model(BTreeMap<u8, u32>);

impl Lookup for Model {
    fn new() -> Self {
        Model::default()
    }
    fn insert(&mut self, k: u8, v: u32) -> Option<u32> {
        self.0.insert(k, v)
    }
    fn get(&self, k: u8) -> Option<&u32> {
        self.0.get(&k)
    }
    fn first(&self) -> u8 {
        *self.0.keys().next().expect("not empty")
    }
    fn merge(&mut self, other: &Self) {
        self.0.extend(other.0.iter().map(|(k, v)| (*k, *v)));
    }
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    fn into_keys(self) -> Vec<u8> {
        self.0.into_keys().collect()
    }
}

/// A vector of pairs whose `get` finds the oldest binding: wrong after a rebinding.
#[derive(Clone, Debug, Default)]
pub struct Assoc(Vec<(u8, u32)>);

impl Lookup for Assoc {
    fn new() -> Self {
        Assoc::default()
    }
    fn insert(&mut self, k: u8, v: u32) -> Option<u32> {
        let old = self.0.iter().rev().find(|p| p.0 == k).map(|p| p.1);
        self.0.push((k, v));
        old
    }
    fn get(&self, k: u8) -> Option<&u32> {
        self.0.iter().find(|p| p.0 == k).map(|p| &p.1)
    }
    fn first(&self) -> u8 {
        self.0.iter().map(|p| p.0).min().expect("not empty")
    }
    fn merge(&mut self, other: &Self) {
        self.0.extend(other.0.iter().copied());
    }
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    fn into_keys(self) -> Vec<u8> {
        let mut k: Vec<u8> = self.0.into_iter().map(|p| p.0).collect();
        k.sort_unstable();
        k.dedup();
        k
    }
}

#[test]
fn a_trait_is_the_spec_of_every_implementation() {
    let run = lookup_engine::<Model, Model>().run_random(&Config::with_seed(1).scenarios(500));
    assert!(run.is_ok(), "{}", run.unwrap_err());
}

#[test]
fn a_converted_result_is_compared_and_printed_with_its_conversion() {
    let report = lookup_engine::<Model, Assoc>()
        .run_random(&Config::with_seed(1))
        .unwrap_err();
    let text = report.to_string();
    assert!(text.contains("fn lookup_reproducer()"), "{text}");
    // A spec in `tests/` names its own crate `crate`: the test binary's name (`api`) is not a
    // path the pasted reproducer can use.
    assert!(text.contains("use crate::{Assoc, Lookup};"), "{text}");
    assert!(text.contains("let mut m0 = Assoc::new();"), "{text}");
    assert!(
        text.contains(".get(") && text.contains(").cloned()"),
        "{text}"
    );
}

#[test]
fn a_precondition_on_the_receiver_is_respected() {
    // `first` panics on an empty map: the precondition keeps it from being called there, so
    // the model against itself never fails, whatever the scenario.
    for seed in 1..=5 {
        assert!(lookup_engine::<Model, Model>()
            .run_random(&Config::with_seed(seed).scenarios(300))
            .is_ok());
    }
}

/// The model, whose inherent `impl` block declares the API; the candidate is named.
#[derive(Default)]
pub struct Tally(u32);

#[api(candidate = Saturating, var = "t")]
impl Tally {
    pub fn new() -> Self {
        Tally(0)
    }
    pub fn add(&mut self, #[monolith(range = 0..100)] n: u32) {
        self.0 += n;
    }
    pub fn total(&self) -> u32 {
        self.0
    }
    #[monolith(skip)]
    pub fn reset(&mut self) {
        self.0 = 0;
    }
}

/// A tally that saturates at 250: wrong past it.
#[derive(Default)]
pub struct Saturating(u8);

impl Saturating {
    pub fn new() -> Self {
        Saturating(0)
    }
    pub fn add(&mut self, n: u32) {
        self.0 = u8::try_from(u32::from(self.0) + n).unwrap_or(250);
    }
    pub fn total(&self) -> u32 {
        u32::from(self.0)
    }
}

#[test]
fn an_impl_block_declares_an_api_against_a_named_candidate() {
    let report = tally_engine()
        .run_random(&Config::with_seed(1))
        .unwrap_err();
    let text = report.to_string();
    assert!(text.contains("fn tally_reproducer()"), "{text}");
    assert!(text.contains("let mut t0 = Saturating::new();"), "{text}");
    assert!(text.contains("t0.total()"), "{text}");
    let mut t = Tally::new();
    t.reset();
    assert_eq!(t.total(), 0);
}

/// A ticket dispenser whose `take` may hand out any ticket not handed out yet: declared on the
/// candidate's `impl` block, with the judging reference named. `take` panics when the
/// dispenser is empty, on both sides; `assert_sane` is the candidate's check.
pub struct Dispenser {
    left: Vec<u8>,
    handed: u8,
}

impl Default for Dispenser {
    fn default() -> Self {
        Dispenser::new()
    }
}

#[api(reference = Judge, var = "d", fuel = 12)]
impl Dispenser {
    pub fn new() -> Self {
        Dispenser {
            left: (0..4).collect(),
            handed: 0,
        }
    }
    #[monolith(nondet, may_panic)]
    pub fn take(&mut self) -> u8 {
        self.handed += 1;
        // Wrong: hands out its first ticket, 3, again as its third.
        if self.handed == 3 {
            return 3;
        }
        self.left.pop().expect("empty")
    }
    #[monolith(check)]
    pub fn assert_sane(&self) {
        assert!(self.handed <= 4, "more tickets handed out than there were");
    }
}

/// The reference: the tickets handed out, and a judge of the candidate's next one.
#[derive(Default)]
pub struct Judge(Vec<u8>);

impl Judge {
    pub fn new() -> Self {
        Judge(Vec::new())
    }
    pub fn take(&mut self, candidate: &Result<u8, String>) -> Diagnostic<Result<u8, String>> {
        match candidate {
            Err(_) if self.0.len() == 4 => Diagnostic::Valid(candidate.clone()),
            Ok(t) if *t < 4 && !self.0.contains(t) => {
                self.0.push(*t);
                Diagnostic::Valid(Ok(*t))
            }
            _ => Diagnostic::Invalid(Explanation::assert(|v| format!("assert!({v}.is_ok());"))),
        }
    }
}

#[test]
fn an_impl_block_declares_nondet_may_panic_and_check_against_a_named_reference() {
    let report = dispenser_engine()
        .run_random(&Config::with_seed(1))
        .unwrap_err();
    assert_eq!(report.failure.kind, FailureKind::NondetRejected, "{report}");
    assert_eq!(report.failure.steps, 4, "{report}");
    assert!(
        report.reproducer.contains("let mut d0 = Dispenser::new();"),
        "{report}"
    );
    assert!(report.reproducer.contains("d0.take()"), "{report}");
    let d = Dispenser::new();
    d.assert_sane();
}

mod parallel {
    use monolith_core::api;
    use monolith_core::parallel::Model;
    use monolith_core::Config;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// A counter shared between threads; `reset` takes `&mut self`, so only the sequential
    /// engine declares it.
    #[api(parallel = counter_parallel)]
    pub trait Counter: Sized {
        fn new() -> Self;
        fn add(&self, #[monolith(range = 1..4)] n: u32) -> u32;
        fn get(&self) -> u32;
        fn reset(&mut self);
    }

    impl Counter for Model<u32> {
        fn new() -> Self {
            Model::new(0)
        }
        fn add(&self, n: u32) -> u32 {
            let old = *self.state();
            *self.state_mut() += n;
            old
        }
        fn get(&self) -> u32 {
            *self.state()
        }
        fn reset(&mut self) {
            *self.state_mut() = 0;
        }
    }

    pub struct Atomic(AtomicU32);

    impl Counter for Atomic {
        fn new() -> Self {
            Atomic(AtomicU32::new(0))
        }
        fn add(&self, n: u32) -> u32 {
            self.0.fetch_add(n, Ordering::SeqCst)
        }
        fn get(&self) -> u32 {
            self.0.load(Ordering::SeqCst)
        }
        fn reset(&mut self) {
            *self.0.get_mut() = 0;
        }
    }

    /// `add` as a load and a store: two adds at once can lose one.
    pub struct LoadStore(AtomicU32);

    impl Counter for LoadStore {
        fn new() -> Self {
            LoadStore(AtomicU32::new(0))
        }
        fn add(&self, n: u32) -> u32 {
            let old = self.0.load(Ordering::SeqCst);
            for _ in 0..20 {
                std::hint::spin_loop();
            }
            self.0.store(old + n, Ordering::SeqCst);
            old
        }
        fn get(&self) -> u32 {
            self.0.load(Ordering::SeqCst)
        }
        fn reset(&mut self) {
            *self.0.get_mut() = 0;
        }
    }

    #[test]
    fn an_atomic_counter_is_linearizable() {
        let stats = counter_parallel::<Model<u32>, Atomic>()
            .run_random(&Config::with_seed(1).scenarios(100))
            .unwrap_or_else(|r| panic!("{r}"));
        assert_eq!(stats.scenarios, 100);
    }

    #[test]
    fn the_same_trait_makes_the_sequential_engine_with_reset() {
        let stats = counter_engine::<Model<u32>, Atomic>()
            .run_random(&Config::with_seed(1).scenarios(200))
            .unwrap_or_else(|r| panic!("{r}"));
        assert!(stats
            .operations
            .iter()
            .any(|o| o.name.ends_with("reset") && o.runs > 0));
    }

    #[test]
    fn a_load_then_store_counter_is_not() {
        let report = counter_parallel::<Model<u32>, LoadStore>()
            .run_random(&Config::with_seed(1).scenarios(5_000))
            .unwrap_err();
        let test = report.reproducer.unwrap();
        // The reproducer calls the trait's methods, with the trait imported, and no `reset`.
        assert!(
            test.contains("(0..BATCH).map(|_| LoadStore::new())"),
            "{test}"
        );
        assert!(test.contains("use crate::parallel::Counter;"), "{test}");
        assert!(test.contains(".add("), "{test}");
        assert!(!test.contains("reset"), "{test}");
    }
}

/// A model of `std`'s `VecDeque<u8>`: a `Vec`, the front first. `WRONG` plants a bug in the
/// model, so that the API has a failure to report: 1, `push_front` pushes at the back; 2,
/// `contains` answers the opposite.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Queue<const WRONG: u8>(Vec<u8>);

impl<const WRONG: u8> Queue<WRONG> {
    pub fn new() -> Self {
        Queue(Vec::new())
    }
    pub fn push_back(&mut self, x: u8) {
        self.0.push(x);
    }
    pub fn push_front(&mut self, x: u8) {
        let at = if WRONG == 1 { self.0.len() } else { 0 };
        self.0.insert(at, x);
    }
    pub fn get(&self, i: usize) -> Option<u8> {
        self.0.get(i).copied()
    }
    pub fn contains(&self, x: &u8) -> bool {
        self.0.contains(x) != (WRONG == 2)
    }
}

impl<const WRONG: u8> From<Queue<WRONG>> for Vec<u8> {
    fn from(q: Queue<WRONG>) -> Vec<u8> {
        q.0
    }
}

/// `VecDeque<u8>` restated: a remote API, both sides called by their own inherent methods
/// (`clone` and `Vec::from` through the traits in scope).
#[api(reference = Queue<0>, candidate = std::collections::VecDeque<u8>, var = "d")]
pub trait Deque {
    fn new() -> Self;
    fn push_back(&mut self, x: u8);
    fn push_front(&mut self, x: u8);
    fn clone(&self) -> Self;
    // The candidate's `Option<&u8>`, copied; the model returns the `Option<u8>` compared.
    #[monolith(convert = ".copied()")]
    fn get(&self, #[monolith(range = 0..4)] i: usize) -> Option<u8>;
    fn contains(&self, x: &u8) -> bool;
    #[monolith(path = Vec::from)]
    fn into_vec(self) -> Vec<u8>;
}

/// The same API against the model whose `push_front` is wrong: only `Vec::from` sees it.
#[api(reference = Queue<1>, candidate = std::collections::VecDeque<u8>, var = "d", engine = front_engine)]
pub trait Front {
    fn new() -> Self;
    fn push_back(&mut self, x: u8);
    fn push_front(&mut self, x: u8);
    fn contains(&self, x: &u8) -> bool;
    #[monolith(path = Vec::from)]
    fn into_vec(self) -> Vec<u8>;
}

/// The same API against the model whose `contains` is wrong.
#[api(reference = Queue<2>, candidate = std::collections::VecDeque<u8>, var = "d", engine = contains_engine)]
pub trait Contains {
    fn new() -> Self;
    fn push_back(&mut self, x: u8);
    fn contains(&self, x: &u8) -> bool;
}

#[test]
fn a_remote_api_calls_the_crates_own_methods_and_imports_no_trait() {
    for seed in 1..=3 {
        let outcome = deque_engine().run_random(&Config::with_seed(seed).scenarios(500));
        assert!(outcome.is_ok(), "{}", outcome.unwrap_err());
    }
    let report = front_engine()
        .run_random(&Config::with_seed(1))
        .unwrap_err();
    let text = &report.reproducer;
    assert!(
        text.contains("    use std::collections::VecDeque;\n"),
        "{text}"
    );
    assert_eq!(text.matches("use ").count(), 1, "{text}");
    assert!(text.contains("fn front_reproducer()"), "{text}");
    assert!(text.contains("let mut d0 = VecDeque::new();"), "{text}");
    assert!(text.contains("d0.push_front("), "{text}");
    assert!(text.contains("Vec::from(d0)"), "{text}");
}

#[test]
fn a_remote_api_lends_a_drawn_value_to_a_reference_parameter() {
    let report = contains_engine()
        .run_random(&Config::with_seed(1))
        .unwrap_err();
    let text = &report.reproducer;
    assert!(text.contains("let d0 = VecDeque::new();"), "{text}");
    assert!(text.contains("d0.contains(&0u8)"), "{text}");
}

/// Two abstract types: a list and a cursor over a snapshot of it. `model` is the reference;
/// `skipping`'s cursor steps over the element after a 7.
pub mod model {
    #[derive(Clone, Debug, Default)]
    pub struct List(Vec<u8>);
    impl List {
        pub fn new() -> List {
            List(Vec::new())
        }
        pub fn push(&mut self, x: u8) {
            self.0.push(x);
        }
        pub fn cursor(&self) -> Cursor {
            Cursor(self.0.clone(), 0)
        }
        pub fn rest(cursor: Cursor) -> List {
            List(cursor.0[cursor.1.min(cursor.0.len())..].to_vec())
        }
        pub fn to_vec(&self) -> Vec<u8> {
            self.0.clone()
        }
    }
    #[derive(Debug)]
    pub struct Cursor(Vec<u8>, usize);
    impl Cursor {
        pub fn advance(&mut self) -> Option<u8> {
            let x = self.0.get(self.1).copied();
            self.1 += 1;
            x
        }
    }
}

/// The candidate with the planted bug: `Cursor::advance` skips the element after a 7.
pub mod skipping {
    #[derive(Debug, Default)]
    pub struct List(std::collections::VecDeque<u8>);
    impl List {
        pub fn new() -> List {
            List(Default::default())
        }
        pub fn push(&mut self, x: u8) {
            self.0.push_back(x);
        }
        pub fn cursor(&self) -> Cursor {
            Cursor(self.0.iter().copied().collect(), 0)
        }
        pub fn rest(cursor: Cursor) -> List {
            List(cursor.0.into_iter().skip(cursor.1).collect())
        }
        pub fn to_vec(&self) -> Vec<u8> {
            self.0.iter().copied().collect()
        }
    }
    #[derive(Debug)]
    pub struct Cursor(Vec<u8>, usize);
    impl Cursor {
        pub fn advance(&mut self) -> Option<u8> {
            let x = self.0.get(self.1).copied();
            self.1 += if x == Some(7) { 2 } else { 1 };
            x
        }
    }
}

/// The API of both types, once; an engine per candidate (the model against itself, then the
/// skipping cursor).
#[api(engine = lists_ok, reference = self::model, candidate = self::model)]
#[api(engine = lists_skipping, reference = self::model, candidate = crate::skipping)]
mod lists {
    trait List {
        fn new() -> Self;
        fn push(&mut self, #[monolith(range = 0..=9)] x: u8);
        fn cursor(&self) -> Cursor;
        fn rest(cursor: Cursor) -> Self;
        fn to_vec(&self) -> Vec<u8>;
    }
    #[monolith(var = "c")]
    trait Cursor {
        fn advance(&mut self) -> Option<u8>;
    }
}

#[test]
fn a_module_api_declares_two_abstract_types_and_an_engine_per_candidate() {
    for seed in 1..=3 {
        let outcome = lists_ok().run_random(&Config::with_seed(seed).scenarios(500));
        assert!(outcome.is_ok(), "{}", outcome.unwrap_err());
    }
    let report = lists_skipping()
        .run_random(&Config::with_seed(1))
        .unwrap_err();
    let text = &report.reproducer;
    // Both types from the module written in `candidate = ..`, in one `use` line when the
    // reproducer names both, and the test named after the module.
    assert!(text.contains("fn lists_reproducer()"), "{text}");
    assert!(text.contains("let mut l0 = List::new();"), "{text}");
    assert!(text.contains("l0.push(7u8);"), "{text}");
    assert!(text.contains(".cursor();"), "{text}");
    let imports: Vec<&str> = text.lines().filter(|l| l.contains("use ")).collect();
    assert_eq!(imports.len(), 1, "{text}");
    assert!(
        imports[0].starts_with("    use crate::skipping::"),
        "{text}"
    );
    assert_eq!(
        imports[0].contains("Cursor"),
        text.contains("Cursor::"),
        "a type the statements do not name is not imported: {text}"
    );
}

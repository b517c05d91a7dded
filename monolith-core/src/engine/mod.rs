//! The engine: declared operations, and the step loop that runs a scenario on both sides.
//!
//! [`Engine::declare`] registers an operation with its spec, its reference and its candidate.
//! A scenario is a straight-line sequence of at most [`fuel`](Engine::fuel) instructions. Each
//! step chooses an applicable operation with one draw, builds its arguments, runs the reference
//! then the candidate, deconstructs and compares the results, binds abstract results to fresh
//! variables, and runs every abstract type's check. The drivers in [`crate::driver`] decide
//! where the bytes come from.

mod contract;
pub mod generation;
mod law;
pub(crate) mod operation;
mod render;
pub(crate) mod scenario;
mod step;
pub(crate) mod watch;

use crate::report::FailureKind;
use std::rc::Rc;

pub use self::generation::Generation;
use self::generation::OpInfo;
pub use self::operation::CallStyle;
use self::operation::Operation;
use crate::env::{Env, Slots, Store};
use crate::spec::contract::CheckSpec;
use crate::spec::fun::OpSpec;
use crate::spec::r#abstract::{Abstract, AbstractType};

/// The default fuel: the maximum number of instructions in a scenario. Long enough for a
/// structure to hold dozens of live entries after as many removals, the state of the deepest
/// planted bugs (a scheduler that compacts its cancelled entries, a trie whose tail is pushed
/// into its tree); with varied [lengths](Generation::lengths), half the scenarios are shorter.
/// A longer scenario costs more to run but finds such bugs in fewer scenarios: see the
/// generation table of `docs/benchmarks.md`.
pub const DEFAULT_FUEL: usize = 200;

/// Code in, code out: how a call's post-processing prints (see [`Declared::post`]).
type Printer = Box<dyn Fn(&str) -> String>;

/// A declared operation: how it prints and how often it is chosen. Returned by
/// [`Engine::declare`].
pub struct Declared {
    pub(crate) name: String,
    pub(crate) style: CallStyle,
    /// What the declared functions do to the call's result, as code (see [`Declared::post`]).
    pub(crate) post: Option<Printer>,
    pub(crate) op: Box<dyn Operation>,
    pub(crate) info: OpInfo,
    /// Declared with [`Engine::declare_deterministic`]: both sides are the candidate.
    pub(crate) self_composed: bool,
}

impl Declared {
    /// Chooses this operation `weight` times as often as an operation of weight 1 (the
    /// default); 0 never chooses it. A natural spec needs no weights: use one to spend more
    /// of the budget on an operation that matters more.
    ///
    /// # Examples
    ///
    /// ```
    /// # use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// let v = engine.abstract_type::<Vec<u8>, Vec<u8>>("v");
    /// engine.declare("Vec::new", args().returns(v.clone()), Vec::new, Vec::new);
    /// engine
    ///     .declare("Vec::push", args().arg(v.by_mut()).arg(int::<u8>()).returns(unit()), Vec::push, Vec::push)
    ///     .method()
    ///     .weight(3);
    /// ```
    pub fn weight(&mut self, weight: u32) -> &mut Self {
        self.info.weight = weight;
        self
    }

    /// Prints calls as methods on the first argument: `a0.set(1, 2)`. The method name is the
    /// last `::` segment of the operation's name.
    ///
    /// # Examples
    ///
    /// ```
    /// # use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// let v = engine.abstract_type::<Vec<u8>, Vec<u8>>("v");
    /// engine.declare("Vec::new", args().returns(v.clone()), Vec::new, Vec::new);
    /// engine
    ///     .declare("Vec::push", args().arg(v.by_mut()).arg(int::<u8>()).returns(unit()), Vec::push, Vec::push)
    ///     .method(); // prints `v0.push(3)`
    /// ```
    pub fn method(&mut self) -> &mut Self {
        let m = self
            .name
            .rsplit("::")
            .next()
            .unwrap_or(&self.name)
            .to_string();
        self.style = CallStyle::Method(m);
        self
    }

    /// Prints calls as `path(args)`. By default the path is the operation's name.
    ///
    /// # Examples
    ///
    /// ```
    /// # use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine
    ///     .declare("abs", args().arg(int::<i64>()).returns(int::<i64>()), i64::wrapping_abs, i64::wrapping_abs)
    ///     .path("i64::wrapping_abs");
    /// ```
    pub fn path(&mut self, path: &str) -> &mut Self {
        self.style = CallStyle::Path(path.to_string());
        self
    }

    /// Says, as code, what the declared functions do to the call's result before the spec sees
    /// it: `post` receives the printed call and returns the printed expression. The reproducer
    /// then prints the whole expression wherever it prints the call, so that a panic inside the
    /// post-processing (an iterator that panics while collected) panics in the pasted test too,
    /// and the assertions compare what the spec compared.
    ///
    /// # Examples
    ///
    /// ```
    /// # use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// let s = engine.abstract_type::<String, String>("s");
    /// engine.declare("String::new", args().returns(s.clone()), String::new, String::new);
    /// engine
    ///     .declare(
    ///         "str::lines",
    ///         args().arg(s.by_ref()).returns(vec_of(string())),
    ///         |s: &String| s.lines().map(String::from).collect(),
    ///         |s: &String| s.lines().map(String::from).collect(),
    ///     )
    ///     .method()
    ///     .post(|call| format!("{call}.map(String::from).collect::<Vec<_>>()"));
    /// // prints `assert_eq!(s0.lines().map(String::from).collect::<Vec<_>>(), vec![...]);`
    /// ```
    pub fn post(&mut self, post: impl Fn(&str) -> String + 'static) -> &mut Self {
        self.post = Some(Box::new(post));
        self
    }
}

type StoreFactory = Box<dyn Fn() -> Box<dyn Store>>;

/// The engine: the declared abstract types and operations, and how reproducers print.
///
/// # Examples
///
/// Ed's persistent arrays, from the paper's prologue, in a few lines:
///
/// ```
/// use monolith_core::{spec::*, Engine};
///
/// // Reference: copy on set. Candidate: Ed's, which mutates in place.
/// fn r_set(a: &Vec<i32>, i: usize, x: i32) -> Vec<i32> { let mut b = a.clone(); b[i] = x; b }
/// fn c_set(a: &std::rc::Rc<std::cell::RefCell<Vec<i32>>>, i: usize, x: i32) -> std::rc::Rc<std::cell::RefCell<Vec<i32>>> {
///     a.borrow_mut()[i] = x;
///     a.clone()
/// }
/// type C = std::rc::Rc<std::cell::RefCell<Vec<i32>>>;
///
/// let mut engine = Engine::new();
/// let array = engine.abstract_type::<Vec<i32>, C>("a");
/// engine.declare("make", args().arg(lt(16usize)).arg(sequential::<i32>()).returns(array.clone()),
///     |n: usize, x: i32| vec![x; n], |n: usize, x: i32| std::rc::Rc::new(std::cell::RefCell::new(vec![x; n])));
/// engine.declare("get", args().arg(array.by_ref()).dep(|a: &Vec<i32>| lt(a.len())).returns(int::<i32>()),
///     |a: &Vec<i32>, i: usize| a[i], |a: &C, i: usize| a.borrow()[i]);
/// engine.declare("set", args().arg(array.by_ref()).dep(|a: &Vec<i32>| lt(a.len())).arg(sequential::<i32>()).returns(array.clone()),
///     r_set, c_set);
///
/// let report = engine.run_random(&monolith_core::Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, monolith_core::FailureKind::Mismatch);
/// assert!(report.reproducer.starts_with("#[test]\n"));
/// ```
pub struct Engine {
    pub(crate) ops: Vec<Declared>,
    stores: Vec<StoreFactory>,
    pub(crate) fuel: usize,
    /// The reproducer's first lines, each with the name it imports when it is printed only
    /// if the statements name it (see [`Engine::use_type`]).
    pub(crate) preamble: Vec<(String, Option<String>)>,
    /// The name [`Engine::test_name`] set, if any (see [`Engine::reproducer_name`]).
    test_name: Option<String>,
    pub(crate) generation: Generation,
    /// Known failures, set aside by random runs (see [`Engine::expect_failure`]).
    pub(crate) expected: Vec<(String, FailureKind)>,
    /// The protocol of every scenario's sequence of calls (see [`Engine::protocol`]).
    pub(crate) protocol: Option<crate::spec::Protocol>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// An engine with no operation, a fuel of [`DEFAULT_FUEL`], and reproducers named after
    /// its operations (see [`Engine::reproducer_name`]).
    ///
    /// # Examples
    ///
    /// ```
    /// let engine = monolith_core::Engine::new();
    /// # let _ = engine;
    /// ```
    pub fn new() -> Engine {
        Engine {
            ops: Vec::new(),
            stores: Vec::new(),
            fuel: DEFAULT_FUEL,
            preamble: Vec::new(),
            test_name: None,
            generation: Generation::default(),
            expected: Vec::new(),
            protocol: None,
        }
    }

    /// The protocol of each scenario's whole sequence of calls, for an API whose state is not
    /// a value the calls take (free functions over a global state: `init`, then calls, then
    /// `shutdown`). The engine chooses only the operations the protocol allows next, steers
    /// toward a complete sequence near the end of the fuel, as
    /// [`AbstractType::protocol`](crate::spec::AbstractType::protocol) does for each value of a
    /// type, and ends the scenario once the protocol allows no further call. Operations the
    /// protocol does not name may come anywhere before that.
    ///
    /// # Panics
    ///
    /// A run panics at its start if the protocol names an operation that is not declared.
    ///
    /// # Examples
    ///
    /// A candidate of free functions over a global state, which `init` resets:
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// use std::cell::Cell;
    /// thread_local!(static OPEN: Cell<bool> = const { Cell::new(false) });
    /// fn init() { OPEN.set(true) }
    /// fn double(x: u8) -> u16 { assert!(OPEN.get(), "a call before init or after shutdown"); u16::from(x) * 2 }
    /// fn shutdown() { assert!(OPEN.get(), "shutdown twice"); OPEN.set(false) }
    ///
    /// let mut engine = Engine::new();
    /// engine.protocol(protocol(r#"api: "init" "double"* "shutdown";"#));
    /// engine.declare("init", args().returns(unit()), || (), init);
    /// engine.declare("double", args().arg(int::<u8>()).returns(int::<u16>()), |x: u8| u16::from(x) * 2, double);
    /// engine.declare("shutdown", args().returns(unit()), || (), shutdown);
    /// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
    /// ```
    pub fn protocol(&mut self, protocol: crate::spec::Protocol) -> &mut Self {
        self.protocol = Some(protocol);
        self
    }

    /// Sets the generation tactics (see [`Generation`]); all are on by default.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{engine::Generation, Engine};
    /// let mut engine = Engine::new();
    /// engine.generation(Generation::none());
    /// ```
    pub fn generation(&mut self, generation: Generation) -> &mut Self {
        self.generation = generation;
        self
    }

    /// Sets the fuel: the maximum number of instructions of a scenario. At least 1.
    ///
    /// # Panics
    ///
    /// When `fuel` is 0 or above [`MAX_FUEL`](crate::config::MAX_FUEL).
    ///
    /// # Examples
    ///
    /// ```
    /// let mut engine = monolith_core::Engine::new();
    /// engine.fuel(5);
    /// ```
    pub fn fuel(&mut self, fuel: usize) -> &mut Self {
        assert!(
            (1..=crate::config::MAX_FUEL).contains(&fuel),
            "monolith: the fuel must be from 1 to {}, not {fuel}",
            crate::config::MAX_FUEL
        );
        self.fuel = fuel;
        self
    }

    /// Adds a line at the top of the reproducer's body, typically a `use`.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut engine = monolith_core::Engine::new();
    /// engine.preamble("use my_crate::PArray;");
    /// ```
    pub fn preamble(&mut self, line: &str) -> &mut Self {
        self.preamble.push((line.to_string(), None));
        self
    }

    /// Imports a type that the reproducer may or may not name: `use path;` is printed when
    /// the statements name the path's last segment, so that a reproducer that only calls
    /// methods of a value of the type does not warn of an unused import. (A trait whose methods
    /// the reproducer calls goes in [`Engine::preamble`], which is always printed.) `use`
    /// lines of one module are printed as one, `use my_crate::seq::{Iter, Seq};`.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// let mut engine = Engine::new();
    /// engine.use_type("std::collections::VecDeque");
    /// engine.use_type("std::collections::BTreeSet");
    /// engine.declare(
    ///     "VecDeque::from",
    ///     args().arg(vec_of(int::<u8>())).returns(int::<usize>()),
    ///     |v: Vec<u8>| v.len(),
    ///     |v: Vec<u8>| std::collections::VecDeque::from(v).len() / 2,
    /// ).path("VecDeque::from");
    /// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
    /// assert!(report.reproducer.contains("use std::collections::VecDeque;"), "{report}");
    /// assert!(!report.reproducer.contains("BTreeSet"), "{report}");
    /// ```
    pub fn use_type(&mut self, path: &str) -> &mut Self {
        let name = path.rsplit("::").next().unwrap_or(path).to_string();
        self.preamble.push((format!("use {path};"), Some(name)));
        self
    }

    /// Names the reproducer's test function, and the engine's regression files
    /// (`<name>-*.ron`). Give two engines of one crate the same name only when they test the
    /// same spec: each replays the other's saved failures.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut engine = monolith_core::Engine::new();
    /// engine.test_name("parray_aliasing");
    /// assert_eq!(engine.reproducer_name(), "parray_aliasing");
    /// ```
    pub fn test_name(&mut self, name: &str) -> &mut Self {
        self.test_name = Some(name.to_string());
        self
    }

    /// Sets aside a known failure: a failure of `kind` on the operation `operation` (its
    /// declared name) no longer stops a random run, which counts it in
    /// [`Stats::set_aside`](crate::Stats::set_aside) and goes on with the next scenario, so
    /// that a known bug does not hide the next one. Replays of tokens, files and regression
    /// files still report it.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine, FailureKind};
    /// let mut engine = Engine::new();
    /// engine.declare("bad_abs", args().arg(int::<i8>()).returns(int::<i8>()),
    ///     |x: i8| x.wrapping_abs(), |x: i8| if x < -100 { 0 } else { x.wrapping_abs() });
    /// engine.expect_failure("bad_abs", FailureKind::Mismatch);
    /// let stats = engine.run_random(&Config::with_seed(1).scenarios(2_000)).unwrap();
    /// assert!(stats.set_aside > 0);
    /// ```
    pub fn expect_failure(&mut self, operation: &str, kind: FailureKind) -> &mut Self {
        self.expected.push((operation.to_string(), kind));
        self
    }

    /// Whether `failure` was set aside with [`Engine::expect_failure`].
    pub(crate) fn is_expected(&self, failure: &crate::report::Failure) -> bool {
        self.expected
            .iter()
            .any(|(op, kind)| failure.kind == *kind && failure.operation.as_deref() == Some(op))
    }

    /// The names of the declared operations, in the order of declaration.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("u8::wrapping_add", args().arg(int::<u8>()).arg(int::<u8>())
    ///     .returns(int::<u8>()), u8::wrapping_add, u8::wrapping_add);
    /// engine.declare("u8::max", args().arg(int::<u8>()).arg(int::<u8>())
    ///     .returns(int::<u8>()), u8::max, u8::max);
    /// assert_eq!(engine.operations().collect::<Vec<_>>(), ["u8::wrapping_add", "u8::max"]);
    /// ```
    pub fn operations(&self) -> impl Iterator<Item = &str> {
        self.ops.iter().map(|op| op.name.as_str())
    }

    /// The reproducer's test function name, which also names the regression files: the one
    /// [`Engine::test_name`] set, or else one derived from the declared operations, so that two
    /// specs of one crate never share regression files: the first operation's type (or name)
    /// in snake case, a hash of every operation's name, and `_reproducer`.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("u8::wrapping_add", args().arg(int::<u8>()).arg(int::<u8>())
    ///     .returns(int::<u8>()), u8::wrapping_add, u8::wrapping_add);
    /// let name = engine.reproducer_name();
    /// assert!(name.starts_with("u8_") && name.ends_with("_reproducer"), "{name}");
    /// ```
    pub fn reproducer_name(&self) -> String {
        if let Some(name) = &self.test_name {
            return name.clone();
        }
        let first = self.ops.first().map_or("monolith", |op| {
            op.name.split("::").next().unwrap_or(&op.name)
        });
        let mut base = String::new();
        for (i, ch) in first.chars().enumerate() {
            if ch.is_ascii_uppercase() {
                let after_lower = i > 0 && base.ends_with(|c: char| c.is_ascii_lowercase());
                if after_lower {
                    base.push('_');
                }
                base.push(ch.to_ascii_lowercase());
            } else if ch.is_ascii_alphanumeric() || ch == '_' {
                base.push(ch);
            }
        }
        if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
            base.insert_str(0, "monolith_");
        }
        let names: String = self.ops.iter().map(|op| format!("{}\n", op.name)).collect();
        let hash = crate::token::checksum(names.as_bytes());
        format!("{base}_{hash:04x}_reproducer")
    }

    /// Declares an abstract type whose variables print as `prefix0`, `prefix1`, ...
    ///
    /// # Examples
    ///
    /// ```
    /// let mut engine = monolith_core::Engine::new();
    /// let set = engine.abstract_type::<std::collections::BTreeSet<u8>, Vec<u8>>("s");
    /// # let _ = set;
    /// ```
    pub fn abstract_type<R: 'static, C: 'static>(&mut self, prefix: &str) -> Abstract<R, C> {
        self.abstract_type_with(AbstractType::new(prefix))
    }

    /// Declares an abstract type with a check (see [`AbstractType`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::AbstractType, Engine};
    /// let mut engine = Engine::new();
    /// let t = engine.abstract_type_with(AbstractType::<Vec<u8>, Vec<u8>>::new("t").check(|r, c| assert_eq!(r, c)));
    /// # let _ = t;
    /// ```
    pub fn abstract_type_with<R: 'static, C: 'static>(
        &mut self,
        ty: AbstractType<R, C>,
    ) -> Abstract<R, C> {
        let info = Rc::new(ty.info);
        let store = self.stores.len();
        assert!(
            store < 64,
            "monolith: an engine has at most 64 abstract types (declaring {:?})",
            info.prefix
        );
        self.stores
            .push(Box::new(move || Box::new(Slots::<R, C>::new(info.clone()))));
        Abstract::new(store)
    }

    /// Declares an operation: its name, its spec, its reference and its candidate. The name is
    /// how reports refer to it, and by default how the reproducer calls it (see [`Declared`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// engine.declare("u8::saturating_add", args().arg(int::<u8>()).arg(int::<u8>()).returns(int::<u8>()),
    ///     |a: u8, b: u8| (a as u16 + b as u16).min(255) as u8, u8::saturating_add);
    /// assert!(engine.run_random(&monolith_core::Config::with_seed(3).scenarios(100)).is_ok());
    /// ```
    pub fn declare<S, RF, CF>(
        &mut self,
        name: &str,
        spec: S,
        reference: RF,
        candidate: CF,
    ) -> &mut Declared
    where
        S: OpSpec<RF, CF>,
        S::Operation: Operation + 'static,
    {
        let (mut needs, mut produces) = (Vec::new(), Vec::new());
        spec.stores(&mut needs, &mut produces);
        let op = Box::new(spec.into_operation(reference, candidate));
        self.push(name, op, needs, produces)
    }

    /// Declares an operation without a reference: its name, its spec and its candidate, judged
    /// by the spec's contracts ([`requires`](crate::spec::Fun::requires),
    /// [`ensures`](crate::spec::Fun::ensures), [`panics_if`](crate::spec::Fun::panics_if)), by
    /// its result's spec where that checks something of its own (a
    /// [`Grammar`](crate::spec::Grammar) result must be in its language), and by the absence
    /// of panics unless the spec [`may_panic`](crate::spec::Fun::may_panic). Its arguments
    /// are generated values, and its result is a value of one type on both sides (`R = C`,
    /// `Clone`): abstract types need a reference to keep their model.
    ///
    /// # Panics
    ///
    /// If the spec takes or returns a value of an abstract type.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// pub fn is_abs(x: &i64, r: &u64) -> bool { *r as i128 == (*x as i128).abs() }
    /// let mut engine = Engine::new();
    /// engine.declare_without_reference("i64::unsigned_abs", args().arg(int::<i64>()).returns(int::<u64>()).ensures("is_abs", is_abs), i64::unsigned_abs);
    /// assert!(engine.run_random(&Config::with_seed(1).scenarios(300)).is_ok());
    /// ```
    pub fn declare_without_reference<S, CF>(
        &mut self,
        name: &str,
        spec: S,
        candidate: CF,
    ) -> &mut Declared
    where
        S: CheckSpec<CF>,
        S::Operation: Operation + 'static,
    {
        let (mut needs, mut produces) = (Vec::new(), Vec::new());
        spec.stores(&mut needs, &mut produces);
        assert!(
            needs.is_empty() && produces.is_empty(),
            "`{name}` is declared without a reference, but takes or returns a value of an abstract type; declare it with a reference (`Engine::declare`), which keeps the type's model"
        );
        let op = Box::new(spec.into_checked(candidate));
        self.push(name, op, needs, produces)
    }

    /// Declares an operation of a candidate checked for determinism, by self-composition: its
    /// name, its spec and the candidate, which runs on both sides. Each value of an abstract
    /// type is then two values, built by the same calls (the scenario's prefix, replayed on
    /// fresh values in lock-step), and each call runs on both: results that differ are a
    /// [`Nondeterministic`](crate::FailureKind::Nondeterministic) failure, as is a panic of one
    /// run only. The spec's abstract types have one type on both sides (`R = C`).
    ///
    /// The reproducer runs the shrunk scenario as a closure that returns the last call's
    /// result, and asserts that sixteen more runs return what the first did: a candidate whose
    /// nondeterminism is a coin flip fails it all the same.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine, FailureKind};
    /// use std::collections::HashSet;
    /// let mut engine = Engine::new();
    /// let set = engine.abstract_type::<HashSet<u8>, HashSet<u8>>("s");
    /// engine.declare_deterministic("HashSet::new", args().returns(set.clone()), HashSet::new);
    /// engine.declare_deterministic("HashSet::insert", args().arg(set.by_mut()).arg(int::<u8>()).returns(bool()),
    ///     |s: &mut HashSet<u8>, x: u8| s.insert(x));
    /// // Iteration order depends on each set's random seed.
    /// engine.declare_deterministic("to_vec", args().arg(set.by_ref()).returns(vec_of(int::<u8>())),
    ///     |s: &HashSet<u8>| s.iter().copied().collect::<Vec<u8>>());
    /// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
    /// assert_eq!(report.failure.kind, FailureKind::Nondeterministic);
    /// assert!(report.reproducer.contains("assert!(later.is_none()"), "{report}");
    /// ```
    pub fn declare_deterministic<S, CF>(
        &mut self,
        name: &str,
        spec: S,
        candidate: CF,
    ) -> &mut Declared
    where
        S: OpSpec<CF, CF>,
        S::Operation: Operation + 'static,
        CF: Clone,
    {
        let declared = self.declare(name, spec, candidate.clone(), candidate);
        declared.self_composed = true;
        declared
    }

    fn push(
        &mut self,
        name: &str,
        op: Box<dyn Operation>,
        mut needs: Vec<usize>,
        mut produces: Vec<usize>,
    ) -> &mut Declared {
        needs.sort_unstable();
        needs.dedup();
        let returns = produces.len() as u32;
        produces.sort_unstable();
        produces.dedup();
        produces.retain(|s| !needs.contains(s));
        self.ops.push(Declared {
            name: name.to_string(),
            style: CallStyle::Path(name.to_string()),
            post: None,
            op,
            info: OpInfo {
                weight: 1,
                needs,
                creates: produces,
                produces: returns,
            },
            self_composed: false,
        });
        self.ops.last_mut().expect("just pushed")
    }

    pub(crate) fn new_env(&self) -> Env {
        let mut env = Env::new(self.stores.iter().map(|f| f()).collect());
        let names: Vec<&str> = self.ops.iter().map(|op| op.name.as_str()).collect();
        env.bind_ops(&names);
        env
    }
}

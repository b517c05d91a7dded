//! The proptest-state-machine (PSM) harnesses of the paper's demos and of the planted bugs,
//! shared by the benches that run them (`planted_psm.rs`, time to bug; `planted_psm_shrink.rs`,
//! shrinking; `parray.rs`, throughput and shrinking on the persistent arrays), which include
//! this file with `#[path = "support/psm.rs"] mod psm;`.
//!
//! One module per demo, each written as a PSM user would write it: a `ReferenceStateMachine`
//! (`Ref`) over the demo's reference whose transitions are the spec's operations with their
//! natural domains, chosen by an unweighted `prop_oneof!` (or the `Union` it expands to, when
//! an operation is offered only in some states), and a `StateMachineTest` (`Test`) with the
//! candidate as the system under test, generic over the candidate so that the working one can
//! be run too: over the planted bugs' `BUGGY` parameter, or over a `Candidate` trait that both
//! candidates of a paper's demo implement (`Faulty` and `Working` name the two tests). The
//! reference state carries the result of the last transition, and the test asserts that the
//! candidate returns the same.
//!
//! * The planted bugs (`btree`, `hashtab`, `varint`, `arena`, `histogram`, `bigset`) and the
//!   deterministic bags (`bag_det`) have one instance, built by the constructor as the initial
//!   state, and no preconditions: none of these APIs needs one.
//! * The paper's persistent demos (`parray`, `ptset`, `sparray`, `pairs`, `avl`) let the spec
//!   use any value made so far, so their state is the vector of the values made (the initial
//!   state is empty, and the constructors are transitions); an operation picks its operands by
//!   index among them. The transitions offer only operands that the spec would accept (a
//!   nonempty array for an index, a valid one for `sparray`'s `get` and `set`), and
//!   `preconditions` states the same conditions, as
//!   PSM's documentation asks, so that shrinking (which deletes transitions and shrinks
//!   indices) keeps only cases the API allows.
#![allow(dead_code)]

use std::fmt::Debug;
use std::panic;
use std::sync::atomic::{AtomicBool, Ordering};

use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng};
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest};

/// The runner's random generator for `seed`: ChaCha, seeded with the seed's little-endian
/// bytes (as in `parray.rs`).
pub fn seeded_rng(seed: u64) -> TestRng {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    TestRng::from_seed(RngAlgorithm::ChaCha, &bytes)
}

// ---------------------------------------------------------------------------------------------
// What the reference returned for the last transition, for the test to compare with.

/// The result of an operation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Out {
    /// Nothing to compare (the initial state, an operation that returns `()`, or one that
    /// returns abstract values).
    #[default]
    Unit,
    Bool(bool),
    Usize(usize),
    I32(i32),
    U64(u64),
    OptI32(Option<i32>),
    OptU8(Option<u8>),
    OptU32(Option<u32>),
    OptU64(Option<u64>),
    Bytes(Vec<u8>),
    I32s(Vec<i32>),
    I64s(Vec<i64>),
    U64s(Vec<u64>),
}

/// A reference state and the result of the last transition applied to it.
#[derive(Clone, Debug)]
pub struct Model<R> {
    pub model: R,
    pub out: Out,
}

impl<R: Clone + Debug + 'static> Model<R> {
    pub fn init(model: R) -> BoxedStrategy<Self> {
        Just(Model {
            model,
            out: Out::Unit,
        })
        .boxed()
    }
}

/// Asserts that the candidate's result is the reference's.
pub fn check(got: Out, state: &Out, t: &impl Debug) {
    assert_eq!(
        &got, state,
        "{t:?}: the candidate disagrees with the reference"
    );
}

// ---------------------------------------------------------------------------------------------
// Quiet panics: the failing cases of a PSM run panic, and their messages are not wanted.

/// Set while PSM runs: the panics of failing cases print nothing.
pub static SILENT: AtomicBool = AtomicBool::new(false);

/// Installs a panic hook that prints nothing while [`SILENT`] is set and otherwise does what
/// the previous hook did.
pub fn install_silent_hook() {
    let previous = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if !SILENT.load(Ordering::Relaxed) {
            previous(info);
        }
    }));
}

/// Sets [`SILENT`] while it lives, also when a panic unwinds past it.
pub struct Silent;

impl Silent {
    pub fn on() -> Silent {
        SILENT.store(true, Ordering::Relaxed);
        Silent
    }
}

impl Drop for Silent {
    fn drop(&mut self) {
        SILENT.store(false, Ordering::Relaxed);
    }
}

// ---------------------------------------------------------------------------------------------
// The paper's demos, generic over a `Candidate` trait that both of a demo's candidates
// implement (most through the demo's own `#[api]` trait).

/// One of `ops`, chosen uniformly: what an unweighted `prop_oneof!` expands to, for a list of
/// operations that depends on the state.
fn one_of<T: Debug + 'static>(ops: Vec<BoxedStrategy<T>>) -> BoxedStrategy<T> {
    proptest::strategy::Union::new(ops).boxed()
}

/// The paper's persistent arrays (`demos::parray`): `make n x` (n below 16, x sequential), `get
/// a i` and `set a i x` on the arrays made so far. The harness of `parray.rs` too, which runs
/// it with the engine's default mix of operations (`Ref<true>`) for its throughput comparison;
/// the time-to-bug and shrink comparisons run it unweighted (`Ref<false>`, `Faulty`,
/// `Working`). The test compares `get` with the reference state directly (and counts the
/// transitions it applies, for `parray.rs`).
pub mod parray {
    use super::*;
    pub use demos::parray::PArrayApi;
    use demos::parray::{faulty, reference, working};
    use std::cell::Cell;
    use std::marker::PhantomData;

    /// A candidate: the faulty or the working persistent array, through the demo's own API
    /// trait.
    pub trait Candidate: PArrayApi + Clone + Debug + 'static {}
    impl<T: PArrayApi + Clone + Debug + 'static> Candidate for T {}

    #[derive(Clone, Debug, Default)]
    pub struct State {
        pub arrays: Vec<reference::PArray>,
        /// The next element: the spec's elements are `sequential()`, 0, 1, 2, ...
        pub next: i32,
    }

    #[derive(Clone, Debug)]
    pub enum T {
        Make(usize, i32),
        Get(usize, usize),
        Set(usize, usize, i32),
    }

    /// With `ENGINE_MIX`, once an array exists `make` weighs 1 and `get` and `set` 32 each, the
    /// engine's default mix (a constructor is rare once its values exist); without, the three
    /// are equally likely.
    pub struct Ref<const ENGINE_MIX: bool>;

    impl<const ENGINE_MIX: bool> ReferenceStateMachine for Ref<ENGINE_MIX> {
        type State = State;
        type Transition = T;

        fn init_state() -> BoxedStrategy<State> {
            Just(State::default()).boxed()
        }

        fn transitions(state: &State) -> BoxedStrategy<T> {
            let x = state.next;
            let make = (0..16usize).prop_map(move |n| T::Make(n, x));
            let nonempty: Vec<(usize, usize)> = state
                .arrays
                .iter()
                .enumerate()
                .filter(|(_, a)| a.len() > 0)
                .map(|(k, a)| (k, a.len()))
                .collect();
            if nonempty.is_empty() {
                return make.boxed();
            }
            let pick =
                proptest::sample::select(nonempty).prop_flat_map(|(a, len)| (Just(a), 0..len));
            let (m, w) = if ENGINE_MIX { (1, 32) } else { (1, 1) };
            prop_oneof![
                m => make,
                w => pick.clone().prop_map(|(a, i)| T::Get(a, i)),
                w => pick.prop_map(move |(a, i)| T::Set(a, i, x)),
            ]
            .boxed()
        }

        fn preconditions(state: &State, t: &T) -> bool {
            match *t {
                T::Make(..) => true,
                T::Get(a, i) | T::Set(a, i, _) => state.arrays.get(a).is_some_and(|r| i < r.len()),
            }
        }

        fn apply(mut state: State, t: &T) -> State {
            match *t {
                T::Make(n, x) => {
                    state.arrays.push(reference::PArray::make(n, x));
                    state.next += 1;
                }
                T::Get(..) => {}
                T::Set(a, i, x) => {
                    let b = state.arrays[a].set(i, x);
                    state.arrays.push(b);
                    state.next += 1;
                }
            }
            state
        }
    }

    thread_local! {
        /// Transitions applied to the system under test.
        static APPLIED: Cell<u64> = const { Cell::new(0) };
    }

    /// The transitions applied to a system under test on this thread since the last
    /// [`reset_applied`].
    pub fn applied() -> u64 {
        APPLIED.with(Cell::get)
    }

    pub fn reset_applied() {
        APPLIED.with(|s| s.set(0));
    }

    pub struct Test<C, const ENGINE_MIX: bool>(PhantomData<C>);

    impl<C: Candidate, const ENGINE_MIX: bool> StateMachineTest for Test<C, ENGINE_MIX> {
        type SystemUnderTest = Vec<C>;
        type Reference = Ref<ENGINE_MIX>;

        fn init_test(_: &State) -> Vec<C> {
            Vec::with_capacity(20)
        }

        fn apply(mut sut: Vec<C>, state: &State, t: T) -> Vec<C> {
            APPLIED.with(|s| s.set(s.get() + 1));
            match t {
                T::Make(n, x) => sut.push(C::make(n, x)),
                T::Get(a, i) => assert_eq!(sut[a].get(i), state.arrays[a].get(i)),
                T::Set(a, i, x) => {
                    let b = sut[a].set(i, x);
                    sut.push(b);
                }
            }
            sut
        }
    }

    pub type Faulty = Test<faulty::PArray, false>;
    pub type Working = Test<working::PArray, false>;
}

/// Patricia trees (`demos::ptset`): `empty`, `singleton k`, `add s k`, `remove s k`, `mem s k`,
/// `union s t`, `elements s`, `cardinal s`, keys `any::<i64>()`: the spec's `int::<i64>()`
/// ranges over every `i64` too (it draws the extreme values more often; proptest's
/// `any::<i64>()` is uniform). `union` takes any two sets, as in the spec.
pub mod ptset {
    use super::*;
    pub use demos::ptset::PtSetApi;
    use demos::ptset::{faulty, reference, working};
    use std::marker::PhantomData;

    /// A candidate: the faulty or the working Patricia tree, through the demo's own API trait.
    pub trait Candidate: PtSetApi + 'static {}
    impl<T: PtSetApi + 'static> Candidate for T {}

    #[derive(Clone, Debug, Default)]
    pub struct State {
        pub sets: Vec<reference::PtSet>,
        pub out: Out,
    }

    #[derive(Clone, Debug)]
    pub enum T {
        Empty,
        Singleton(i64),
        Add(usize, i64),
        Remove(usize, i64),
        Mem(usize, i64),
        Union(usize, usize),
        Elements(usize),
        Cardinal(usize),
    }

    pub struct Ref;

    impl ReferenceStateMachine for Ref {
        type State = State;
        type Transition = T;

        fn init_state() -> BoxedStrategy<State> {
            Just(State::default()).boxed()
        }

        fn transitions(state: &State) -> BoxedStrategy<T> {
            let n = state.sets.len();
            if n == 0 {
                return prop_oneof![Just(T::Empty), any::<i64>().prop_map(T::Singleton)].boxed();
            }
            let mut ops = vec![
                Just(T::Empty).boxed(),
                any::<i64>().prop_map(T::Singleton).boxed(),
                (0..n, any::<i64>()).prop_map(|(a, k)| T::Add(a, k)).boxed(),
                (0..n, any::<i64>())
                    .prop_map(|(a, k)| T::Remove(a, k))
                    .boxed(),
                (0..n, any::<i64>()).prop_map(|(a, k)| T::Mem(a, k)).boxed(),
                (0..n).prop_map(T::Elements).boxed(),
                (0..n).prop_map(T::Cardinal).boxed(),
            ];
            ops.push((0..n, 0..n).prop_map(|(a, b)| T::Union(a, b)).boxed());
            one_of(ops)
        }

        fn preconditions(state: &State, t: &T) -> bool {
            let n = state.sets.len();
            match *t {
                T::Empty | T::Singleton(_) => true,
                T::Add(a, _) | T::Remove(a, _) | T::Mem(a, _) | T::Elements(a) | T::Cardinal(a) => {
                    a < n
                }
                T::Union(a, b) => a < n && b < n,
            }
        }

        fn apply(mut state: State, t: &T) -> State {
            let sets = &mut state.sets;
            state.out = match *t {
                T::Empty => {
                    sets.push(reference::PtSet::empty());
                    Out::Unit
                }
                T::Singleton(k) => {
                    sets.push(reference::PtSet::singleton(k));
                    Out::Unit
                }
                T::Add(a, k) => {
                    sets.push(sets[a].add(k));
                    Out::Unit
                }
                T::Remove(a, k) => {
                    sets.push(sets[a].remove(k));
                    Out::Unit
                }
                T::Mem(a, k) => Out::Bool(sets[a].mem(k)),
                T::Union(a, b) => {
                    sets.push(sets[a].union(&sets[b]));
                    Out::Unit
                }
                T::Elements(a) => Out::I64s(sets[a].elements()),
                T::Cardinal(a) => Out::Usize(sets[a].cardinal()),
            };
            state
        }
    }

    pub struct Test<C>(PhantomData<C>);

    impl<C: Candidate> StateMachineTest for Test<C> {
        type SystemUnderTest = Vec<C>;
        type Reference = Ref;

        fn init_test(_: &State) -> Vec<C> {
            Vec::new()
        }

        fn apply(mut sut: Vec<C>, state: &State, t: T) -> Vec<C> {
            let got = match t {
                T::Empty => {
                    sut.push(C::empty());
                    Out::Unit
                }
                T::Singleton(k) => {
                    sut.push(C::singleton(k));
                    Out::Unit
                }
                T::Add(a, k) => {
                    let s = sut[a].add(k);
                    sut.push(s);
                    Out::Unit
                }
                T::Remove(a, k) => {
                    let s = sut[a].remove(k);
                    sut.push(s);
                    Out::Unit
                }
                T::Mem(a, k) => Out::Bool(sut[a].mem(k)),
                T::Union(a, b) => {
                    let s = sut[a].union(&sut[b]);
                    sut.push(s);
                    Out::Unit
                }
                T::Elements(a) => Out::I64s(sut[a].elements()),
                T::Cardinal(a) => Out::Usize(sut[a].cardinal()),
            };
            check(got, &state.out, &t);
            sut
        }
    }

    pub type Faulty = Test<faulty::PtSet>;
    pub type Working = Test<working::PtSet>;
}

/// Semi-persistent arrays (`demos::sparray`): `make n x` (n below 16, x sequential), `length
/// a`, `get a i` and `set a i x`. The spec's precondition, that `get` and `set` take a valid
/// nonempty array, is the harness's `preconditions`, and the transitions offer `get` and `set`
/// only on such arrays. The reference tracks validity with a stack that the arrays of one tree
/// share (`Rc<RefCell<..>>`), which PSM's clones of a state would share too; they do no harm
/// here, since the initial state holds no array and PSM replays every case from it.
pub mod sparray {
    use super::*;
    pub use demos::sparray::SpArrayApi;
    use demos::sparray::{faulty, reference, working};
    use std::marker::PhantomData;

    /// A candidate: the faulty or the working semi-persistent array, through the demo's own
    /// API trait.
    pub trait Candidate: SpArrayApi + 'static {}
    impl<T: SpArrayApi + 'static> Candidate for T {}

    #[derive(Clone, Debug, Default)]
    pub struct State {
        pub arrays: Vec<reference::SpArray>,
        /// The next element: the spec's elements are `sequential()`, 0, 1, 2, ...
        pub next: i32,
        pub out: Out,
    }

    #[derive(Clone, Debug)]
    pub enum T {
        Make(usize, i32),
        Length(usize),
        Get(usize, usize),
        Set(usize, usize, i32),
    }

    pub struct Ref;

    /// Whether `get` and `set` may take `array`: the spec's precondition.
    fn accessible(array: &reference::SpArray) -> bool {
        array.valid() && array.length() > 0
    }

    impl ReferenceStateMachine for Ref {
        type State = State;
        type Transition = T;

        fn init_state() -> BoxedStrategy<State> {
            Just(State::default()).boxed()
        }

        fn transitions(state: &State) -> BoxedStrategy<T> {
            let x = state.next;
            let make = (0..16usize).prop_map(move |n| T::Make(n, x));
            let n = state.arrays.len();
            if n == 0 {
                return make.boxed();
            }
            let mut ops = vec![make.boxed(), (0..n).prop_map(T::Length).boxed()];
            let valid: Vec<(usize, usize)> = state
                .arrays
                .iter()
                .enumerate()
                .filter(|(_, a)| accessible(a))
                .map(|(k, a)| (k, a.length()))
                .collect();
            if !valid.is_empty() {
                let pick =
                    proptest::sample::select(valid).prop_flat_map(|(a, len)| (Just(a), 0..len));
                ops.push(pick.clone().prop_map(|(a, i)| T::Get(a, i)).boxed());
                ops.push(pick.prop_map(move |(a, i)| T::Set(a, i, x)).boxed());
            }
            one_of(ops)
        }

        fn preconditions(state: &State, t: &T) -> bool {
            match *t {
                T::Make(..) => true,
                T::Length(a) => a < state.arrays.len(),
                T::Get(a, i) | T::Set(a, i, _) => state
                    .arrays
                    .get(a)
                    .is_some_and(|r| accessible(r) && i < r.length()),
            }
        }

        fn apply(mut state: State, t: &T) -> State {
            state.out = match *t {
                T::Make(n, x) => {
                    state.arrays.push(reference::SpArray::make(n, x));
                    state.next += 1;
                    Out::Unit
                }
                T::Length(a) => Out::Usize(state.arrays[a].length()),
                T::Get(a, i) => Out::I32(state.arrays[a].get(i)),
                T::Set(a, i, x) => {
                    let b = state.arrays[a].set(i, x);
                    state.arrays.push(b);
                    state.next += 1;
                    Out::Unit
                }
            };
            state
        }
    }

    pub struct Test<C>(PhantomData<C>);

    impl<C: Candidate> StateMachineTest for Test<C> {
        type SystemUnderTest = Vec<C>;
        type Reference = Ref;

        fn init_test(_: &State) -> Vec<C> {
            Vec::new()
        }

        fn apply(mut sut: Vec<C>, state: &State, t: T) -> Vec<C> {
            let got = match t {
                T::Make(n, x) => {
                    sut.push(C::make(n, x));
                    Out::Unit
                }
                T::Length(a) => Out::Usize(sut[a].length()),
                T::Get(a, i) => Out::I32(sut[a].get(i)),
                T::Set(a, i, x) => {
                    let b = sut[a].set(i, x);
                    sut.push(b);
                    Out::Unit
                }
            };
            check(got, &state.out, &t);
            sut
        }
    }

    pub type Faulty = Test<faulty::SpArray>;
    pub type Working = Test<working::SpArray>;
}

/// Deterministic bags (`demos::bag_det`): one bag, `new` as the initial state, `push x`
/// (`any::<i32>()`, the spec's `int::<i32>()`), `pop` and `len`.
pub mod bag_det {
    use super::*;
    use demos::bag_det::{faulty, reference::Bag, working, BagApi};
    use std::marker::PhantomData;

    /// A candidate bag, deterministic or not (`bag_nondet` uses it too).
    pub trait Candidate: 'static {
        fn new() -> Self;
        fn len(&self) -> usize;
        fn push(&mut self, x: i32);
        fn pop(&mut self) -> Option<i32>;
    }

    /// The bags, through the demos' own API traits (`bag_det`'s and `bag_nondet`'s).
    macro_rules! through_api {
        ($api:path; $($ty:ty),+) => {$(
            impl Candidate for $ty {
                fn new() -> Self {
                    <$ty as $api>::new()
                }
                fn len(&self) -> usize {
                    <$ty as $api>::len(self)
                }
                fn push(&mut self, x: i32) {
                    <$ty as $api>::push(self, x)
                }
                fn pop(&mut self) -> Option<i32> {
                    <$ty as $api>::pop(self)
                }
            }
        )+};
    }
    through_api!(BagApi; faulty::Bag, working::Bag);

    through_api!(demos::bag_nondet::BagApi; demos::bag_nondet::faulty::Bag, demos::bag_nondet::working::Bag);

    #[derive(Clone, Debug)]
    pub enum T {
        Push(i32),
        Pop,
        Len,
    }

    pub struct Ref;

    impl ReferenceStateMachine for Ref {
        type State = Model<Bag>;
        type Transition = T;

        fn init_state() -> BoxedStrategy<Model<Bag>> {
            Model::init(Bag::new())
        }

        fn transitions(_: &Model<Bag>) -> BoxedStrategy<T> {
            prop_oneof![any::<i32>().prop_map(T::Push), Just(T::Pop), Just(T::Len)].boxed()
        }

        fn apply(mut s: Model<Bag>, t: &T) -> Model<Bag> {
            s.out = match *t {
                T::Push(x) => {
                    s.model.push(x);
                    Out::Unit
                }
                T::Pop => Out::OptI32(s.model.pop()),
                T::Len => Out::Usize(s.model.len()),
            };
            s
        }
    }

    pub struct Test<C>(PhantomData<C>);

    impl<C: Candidate> StateMachineTest for Test<C> {
        type SystemUnderTest = C;
        type Reference = Ref;

        fn init_test(_: &Model<Bag>) -> C {
            C::new()
        }

        fn apply(mut sut: C, s: &Model<Bag>, t: T) -> C {
            let got = match t {
                T::Push(x) => {
                    sut.push(x);
                    Out::Unit
                }
                T::Pop => Out::OptI32(sut.pop()),
                T::Len => Out::Usize(sut.len()),
            };
            check(got, &s.out, &t);
            sut
        }
    }

    pub type Faulty = Test<faulty::Bag>;
    pub type Working = Test<working::Bag>;
}

/// Nondeterministic bags (`demos::bag_nondet`): one bag, `new` as the initial state, `push x`
/// (`any::<i32>()`), `pop` and `len`, where `pop` may return any element in the bag. PSM has no
/// judge: its reference state is computed before the candidate runs and never sees what it
/// returned, so it cannot know which element left the bag. As a PSM user would, the reference
/// state machine tracks what is determined, the number of elements (so whether `pop` returns
/// one, and `len`); the test keeps the elements beside the candidate, the multiset of those
/// pushed and not yet returned, and asserts that each element `pop` returns is one of them
/// (then removes it).
pub mod bag_nondet {
    use super::bag_det::Candidate;
    use super::*;
    use demos::bag_nondet::{faulty, working};
    use std::marker::PhantomData;

    #[derive(Clone, Debug)]
    pub enum T {
        Push(i32),
        Pop,
        Len,
    }

    pub struct Ref;

    /// The number of elements in the bag.
    type S = Model<usize>;

    impl ReferenceStateMachine for Ref {
        type State = S;
        type Transition = T;

        fn init_state() -> BoxedStrategy<S> {
            Model::init(0)
        }

        fn transitions(_: &S) -> BoxedStrategy<T> {
            prop_oneof![any::<i32>().prop_map(T::Push), Just(T::Pop), Just(T::Len)].boxed()
        }

        fn apply(mut s: S, t: &T) -> S {
            s.out = match *t {
                T::Push(_) => {
                    s.model += 1;
                    Out::Unit
                }
                // Whether an element comes out.
                T::Pop => {
                    let some = s.model > 0;
                    s.model = s.model.saturating_sub(1);
                    Out::Bool(some)
                }
                T::Len => Out::Usize(s.model),
            };
            s
        }
    }

    /// The candidate, and the elements it should hold.
    pub struct Sut<C> {
        pub bag: C,
        pub elements: Vec<i32>,
    }

    pub struct Test<C>(PhantomData<C>);

    impl<C: Candidate> StateMachineTest for Test<C> {
        type SystemUnderTest = Sut<C>;
        type Reference = Ref;

        fn init_test(_: &S) -> Sut<C> {
            Sut {
                bag: C::new(),
                elements: Vec::new(),
            }
        }

        fn apply(mut sut: Sut<C>, s: &S, t: T) -> Sut<C> {
            let got = match t {
                T::Push(x) => {
                    sut.bag.push(x);
                    sut.elements.push(x);
                    Out::Unit
                }
                T::Pop => {
                    let popped = sut.bag.pop();
                    if let Some(x) = popped {
                        let at = sut.elements.iter().position(|&y| y == x);
                        let at = at.unwrap_or_else(|| {
                            panic!("pop returned {x}, not in the bag {:?}", sut.elements)
                        });
                        sut.elements.swap_remove(at);
                    }
                    Out::Bool(popped.is_some())
                }
                T::Len => Out::Usize(sut.bag.len()),
            };
            check(got, &s.out, &t);
            sut
        }
    }

    pub type Faulty = Test<faulty::Bag>;
    pub type Working = Test<working::Bag>;
}

/// Stacks that split in two (`demos::pairs`): `empty`, `push s x` (`any::<i32>()`), `split s
/// i` (i from 0 to the length, both halves kept) and `to_vec s`.
pub mod pairs {
    use super::*;
    pub use demos::pairs::SplitStack;
    use demos::pairs::{faulty, reference::Stack, working};
    use std::marker::PhantomData;

    /// A candidate: the faulty or the working stack, through the demo's own API trait.
    pub trait Candidate: SplitStack + 'static {}
    impl<T: SplitStack + 'static> Candidate for T {}

    #[derive(Clone, Debug, Default)]
    pub struct State {
        pub stacks: Vec<Stack>,
        pub out: Out,
    }

    #[derive(Clone, Debug)]
    pub enum T {
        Empty,
        Push(usize, i32),
        Split(usize, usize),
        ToVec(usize),
    }

    pub struct Ref;

    impl ReferenceStateMachine for Ref {
        type State = State;
        type Transition = T;

        fn init_state() -> BoxedStrategy<State> {
            Just(State::default()).boxed()
        }

        fn transitions(state: &State) -> BoxedStrategy<T> {
            let n = state.stacks.len();
            if n == 0 {
                return Just(T::Empty).boxed();
            }
            let lengths: Vec<(usize, usize)> =
                state.stacks.iter().map(Stack::len).enumerate().collect();
            prop_oneof![
                Just(T::Empty),
                (0..n, any::<i32>()).prop_map(|(a, x)| T::Push(a, x)),
                proptest::sample::select(lengths)
                    .prop_flat_map(|(a, len)| (Just(a), 0..=len))
                    .prop_map(|(a, i)| T::Split(a, i)),
                (0..n).prop_map(T::ToVec),
            ]
            .boxed()
        }

        fn preconditions(state: &State, t: &T) -> bool {
            let n = state.stacks.len();
            match *t {
                T::Empty => true,
                T::Push(a, _) | T::ToVec(a) => a < n,
                T::Split(a, i) => state.stacks.get(a).is_some_and(|s| i <= s.len()),
            }
        }

        fn apply(mut state: State, t: &T) -> State {
            let stacks = &mut state.stacks;
            state.out = match *t {
                T::Empty => {
                    stacks.push(Stack::empty());
                    Out::Unit
                }
                T::Push(a, x) => {
                    stacks.push(stacks[a].push(x));
                    Out::Unit
                }
                T::Split(a, i) => {
                    let (top, rest) = stacks[a].split(i);
                    stacks.push(top);
                    stacks.push(rest);
                    Out::Unit
                }
                T::ToVec(a) => Out::I32s(stacks[a].to_vec()),
            };
            state
        }
    }

    pub struct Test<C>(PhantomData<C>);

    impl<C: Candidate> StateMachineTest for Test<C> {
        type SystemUnderTest = Vec<C>;
        type Reference = Ref;

        fn init_test(_: &State) -> Vec<C> {
            Vec::new()
        }

        fn apply(mut sut: Vec<C>, state: &State, t: T) -> Vec<C> {
            let got = match t {
                T::Empty => {
                    sut.push(C::empty());
                    Out::Unit
                }
                T::Push(a, x) => {
                    let s = sut[a].push(x);
                    sut.push(s);
                    Out::Unit
                }
                T::Split(a, i) => {
                    let (top, rest) = sut[a].split(i);
                    sut.push(top);
                    sut.push(rest);
                    Out::Unit
                }
                T::ToVec(a) => Out::I32s(sut[a].to_vec()),
            };
            check(got, &state.out, &t);
            sut
        }
    }

    pub type Faulty = Test<faulty::Stack>;
    pub type Working = Test<working::Stack>;
}

/// AVL trees (`demos::avl`): `empty`, `add s x` (`any::<u8>()`), `union s t`, `mem s x` and
/// `elements s`. The spec checks every set it makes with `assert_balanced()` (the abstract
/// type's check); so does the test, on each set as it is made: the sets are persistent, so
/// this is the check that `check_invariants` would make on all of them after every transition,
/// at a fraction of the cost.
pub mod avl {
    use super::*;
    use demos::avl::{faulty, reference::AvlSet, working};
    use std::marker::PhantomData;

    pub use demos::avl::AvlApi;

    /// A candidate: the faulty or the working AVL tree, through the demo's own API trait.
    pub trait Candidate: AvlApi + 'static {}
    impl<T: AvlApi + 'static> Candidate for T {}

    #[derive(Clone, Debug, Default)]
    pub struct State {
        pub sets: Vec<AvlSet>,
        pub out: Out,
    }

    #[derive(Clone, Debug)]
    pub enum T {
        Empty,
        Add(usize, u8),
        Union(usize, usize),
        Mem(usize, u8),
        Elements(usize),
    }

    pub struct Ref;

    impl ReferenceStateMachine for Ref {
        type State = State;
        type Transition = T;

        fn init_state() -> BoxedStrategy<State> {
            Just(State::default()).boxed()
        }

        fn transitions(state: &State) -> BoxedStrategy<T> {
            let n = state.sets.len();
            if n == 0 {
                return Just(T::Empty).boxed();
            }
            prop_oneof![
                Just(T::Empty),
                (0..n, any::<u8>()).prop_map(|(a, x)| T::Add(a, x)),
                (0..n, 0..n).prop_map(|(a, b)| T::Union(a, b)),
                (0..n, any::<u8>()).prop_map(|(a, x)| T::Mem(a, x)),
                (0..n).prop_map(T::Elements),
            ]
            .boxed()
        }

        fn preconditions(state: &State, t: &T) -> bool {
            let n = state.sets.len();
            match *t {
                T::Empty => true,
                T::Add(a, _) | T::Mem(a, _) | T::Elements(a) => a < n,
                T::Union(a, b) => a < n && b < n,
            }
        }

        fn apply(mut state: State, t: &T) -> State {
            let sets = &mut state.sets;
            state.out = match *t {
                T::Empty => {
                    sets.push(AvlSet::empty());
                    Out::Unit
                }
                T::Add(a, x) => {
                    sets.push(sets[a].add(x));
                    Out::Unit
                }
                T::Union(a, b) => {
                    sets.push(sets[a].union(&sets[b]));
                    Out::Unit
                }
                T::Mem(a, x) => Out::Bool(sets[a].mem(x)),
                T::Elements(a) => Out::Bytes(sets[a].elements()),
            };
            state
        }
    }

    pub struct Test<C>(PhantomData<C>);

    impl<C: Candidate> StateMachineTest for Test<C> {
        type SystemUnderTest = Vec<C>;
        type Reference = Ref;

        fn init_test(_: &State) -> Vec<C> {
            Vec::new()
        }

        fn apply(mut sut: Vec<C>, state: &State, t: T) -> Vec<C> {
            let made = |sut: &mut Vec<C>, s: C| {
                s.assert_balanced();
                sut.push(s);
                Out::Unit
            };
            let got = match t {
                T::Empty => made(&mut sut, C::empty()),
                T::Add(a, x) => {
                    let s = sut[a].add(x);
                    made(&mut sut, s)
                }
                T::Union(a, b) => {
                    let s = sut[a].union(&sut[b]);
                    made(&mut sut, s)
                }
                T::Mem(a, x) => Out::Bool(sut[a].mem(x)),
                T::Elements(a) => Out::Bytes(sut[a].elements()),
            };
            check(got, &state.out, &t);
            sut
        }
    }

    pub type Faulty = Test<faulty::AvlSet>;
    pub type Working = Test<working::AvlSet>;
}

// ---------------------------------------------------------------------------------------------
// The planted bugs, generic over the candidate's `BUGGY` parameter so that the working
// candidate can be run too.

pub mod btree {
    use super::*;
    use demos::planted::btree::{candidate::BTree, reference::Set};

    #[derive(Clone, Debug)]
    pub enum T {
        Insert(u8),
        Remove(u8),
        Contains(u8),
        Len,
    }

    pub struct Ref;

    impl ReferenceStateMachine for Ref {
        type State = Model<Set>;
        type Transition = T;

        fn init_state() -> BoxedStrategy<Model<Set>> {
            Model::init(Set::new())
        }

        fn transitions(_: &Model<Set>) -> BoxedStrategy<T> {
            prop_oneof![
                any::<u8>().prop_map(T::Insert),
                any::<u8>().prop_map(T::Remove),
                any::<u8>().prop_map(T::Contains),
                Just(T::Len),
            ]
            .boxed()
        }

        fn apply(mut s: Model<Set>, t: &T) -> Model<Set> {
            s.out = match *t {
                T::Insert(k) => Out::Bool(s.model.insert(k)),
                T::Remove(k) => Out::Bool(s.model.remove(k)),
                T::Contains(k) => Out::Bool(s.model.contains(k)),
                T::Len => Out::Usize(s.model.len()),
            };
            s
        }
    }

    pub struct Test<const B: bool>;

    impl<const B: bool> StateMachineTest for Test<B> {
        type SystemUnderTest = BTree<B>;
        type Reference = Ref;

        fn init_test(_: &Model<Set>) -> BTree<B> {
            BTree::new()
        }

        fn apply(mut sut: BTree<B>, s: &Model<Set>, t: T) -> BTree<B> {
            let got = match t {
                T::Insert(k) => Out::Bool(sut.insert(k)),
                T::Remove(k) => Out::Bool(sut.remove(k)),
                T::Contains(k) => Out::Bool(sut.contains(k)),
                T::Len => Out::Usize(sut.len()),
            };
            check(got, &s.out, &t);
            sut
        }
    }
}

pub mod hashtab {
    use super::*;
    use demos::planted::hashtab::{candidate::HashTab, reference::Map};

    #[derive(Clone, Debug)]
    pub enum T {
        Insert(u64, u64),
        Remove(u64),
        Get(u64),
        Len,
    }

    pub struct Ref;

    impl ReferenceStateMachine for Ref {
        type State = Model<Map>;
        type Transition = T;

        fn init_state() -> BoxedStrategy<Model<Map>> {
            Model::init(Map::new())
        }

        fn transitions(_: &Model<Map>) -> BoxedStrategy<T> {
            prop_oneof![
                (any::<u64>(), any::<u64>()).prop_map(|(k, v)| T::Insert(k, v)),
                any::<u64>().prop_map(T::Remove),
                any::<u64>().prop_map(T::Get),
                Just(T::Len),
            ]
            .boxed()
        }

        fn apply(mut s: Model<Map>, t: &T) -> Model<Map> {
            s.out = match *t {
                T::Insert(k, v) => Out::OptU64(s.model.insert(k, v)),
                T::Remove(k) => Out::OptU64(s.model.remove(k)),
                T::Get(k) => Out::OptU64(s.model.get(k)),
                T::Len => Out::Usize(s.model.len()),
            };
            s
        }
    }

    pub struct Test<const B: bool>;

    impl<const B: bool> StateMachineTest for Test<B> {
        type SystemUnderTest = HashTab<B>;
        type Reference = Ref;

        fn init_test(_: &Model<Map>) -> HashTab<B> {
            HashTab::new()
        }

        fn apply(mut sut: HashTab<B>, s: &Model<Map>, t: T) -> HashTab<B> {
            let got = match t {
                T::Insert(k, v) => Out::OptU64(sut.insert(k, v)),
                T::Remove(k) => Out::OptU64(sut.remove(k)),
                T::Get(k) => Out::OptU64(sut.get(k)),
                T::Len => Out::Usize(sut.len()),
            };
            check(got, &s.out, &t);
            sut
        }
    }
}

pub mod varint {
    use super::*;
    use demos::planted::varint::{candidate::VarintBuf, reference};

    #[derive(Clone, Debug)]
    pub enum T {
        Put(u64),
        EncodedLen(u64),
        Bytes,
        DecodeAll,
        Len,
        IsEmpty,
    }

    pub struct Ref;

    type S = Model<reference::VarintBuf>;

    impl ReferenceStateMachine for Ref {
        type State = S;
        type Transition = T;

        fn init_state() -> BoxedStrategy<S> {
            Model::init(reference::VarintBuf::new())
        }

        fn transitions(_: &S) -> BoxedStrategy<T> {
            prop_oneof![
                any::<u64>().prop_map(T::Put),
                any::<u64>().prop_map(T::EncodedLen),
                Just(T::Bytes),
                Just(T::DecodeAll),
                Just(T::Len),
                Just(T::IsEmpty),
            ]
            .boxed()
        }

        fn apply(mut s: S, t: &T) -> S {
            s.out = match *t {
                T::Put(x) => {
                    s.model.put(x);
                    Out::Unit
                }
                T::EncodedLen(x) => Out::Usize(reference::VarintBuf::encoded_len(x)),
                T::Bytes => Out::Bytes(s.model.bytes()),
                T::DecodeAll => Out::U64s(s.model.decode_all()),
                T::Len => Out::Usize(s.model.len()),
                T::IsEmpty => Out::Bool(s.model.is_empty()),
            };
            s
        }
    }

    pub struct Test<const B: bool>;

    impl<const B: bool> StateMachineTest for Test<B> {
        type SystemUnderTest = VarintBuf<B>;
        type Reference = Ref;

        fn init_test(_: &S) -> VarintBuf<B> {
            VarintBuf::new()
        }

        fn apply(mut sut: VarintBuf<B>, s: &S, t: T) -> VarintBuf<B> {
            let got = match t {
                T::Put(x) => {
                    sut.put(x);
                    Out::Unit
                }
                T::EncodedLen(x) => Out::Usize(VarintBuf::<B>::encoded_len(x)),
                T::Bytes => Out::Bytes(sut.bytes()),
                T::DecodeAll => Out::U64s(sut.decode_all()),
                T::Len => Out::Usize(sut.len()),
                T::IsEmpty => Out::Bool(sut.is_empty()),
            };
            check(got, &s.out, &t);
            sut
        }
    }
}

pub mod arena {
    use super::*;
    use demos::planted::arena::{candidate, reference};

    #[derive(Clone, Debug)]
    pub enum T {
        Insert(u32),
        Remove(u64),
        Get(u64),
        Len,
        IsEmpty,
    }

    pub struct Ref;

    type S = Model<reference::Arena>;

    impl ReferenceStateMachine for Ref {
        type State = S;
        type Transition = T;

        fn init_state() -> BoxedStrategy<S> {
            Model::init(reference::Arena::new())
        }

        fn transitions(_: &S) -> BoxedStrategy<T> {
            prop_oneof![
                any::<u32>().prop_map(T::Insert),
                any::<u64>().prop_map(T::Remove),
                any::<u64>().prop_map(T::Get),
                Just(T::Len),
                Just(T::IsEmpty),
            ]
            .boxed()
        }

        fn apply(mut s: S, t: &T) -> S {
            s.out = match *t {
                T::Insert(x) => Out::U64(s.model.insert(x)),
                T::Remove(id) => Out::OptU32(s.model.remove(id)),
                T::Get(id) => Out::OptU32(s.model.get(id)),
                T::Len => Out::Usize(s.model.len()),
                T::IsEmpty => Out::Bool(s.model.is_empty()),
            };
            s
        }
    }

    pub struct Test<const B: bool>;

    impl<const B: bool> StateMachineTest for Test<B> {
        type SystemUnderTest = candidate::Arena<B>;
        type Reference = Ref;

        fn init_test(_: &S) -> candidate::Arena<B> {
            candidate::Arena::new()
        }

        fn apply(mut sut: candidate::Arena<B>, s: &S, t: T) -> candidate::Arena<B> {
            let got = match t {
                T::Insert(x) => Out::U64(sut.insert(x)),
                T::Remove(id) => Out::OptU32(sut.remove(id)),
                T::Get(id) => Out::OptU32(sut.get(id)),
                T::Len => Out::Usize(sut.len()),
                T::IsEmpty => Out::Bool(sut.is_empty()),
            };
            check(got, &s.out, &t);
            sut
        }
    }
}

pub mod histogram {
    use super::*;
    use demos::planted::histogram::{candidate, reference};

    #[derive(Clone, Debug)]
    pub enum T {
        Record(u64),
        Count,
        BucketCount(u8),
        Max,
        /// A percentage: at most 100, the API's contract.
        QuantileBucket(u8),
    }

    pub struct Ref;

    type S = Model<reference::Histogram>;

    impl ReferenceStateMachine for Ref {
        type State = S;
        type Transition = T;

        fn init_state() -> BoxedStrategy<S> {
            Model::init(reference::Histogram::new())
        }

        fn transitions(_: &S) -> BoxedStrategy<T> {
            prop_oneof![
                any::<u64>().prop_map(T::Record),
                Just(T::Count),
                any::<u8>().prop_map(T::BucketCount),
                Just(T::Max),
                (0..=100u8).prop_map(T::QuantileBucket),
            ]
            .boxed()
        }

        fn apply(mut s: S, t: &T) -> S {
            s.out = match *t {
                T::Record(x) => {
                    s.model.record(x);
                    Out::Unit
                }
                T::Count => Out::U64(s.model.count()),
                T::BucketCount(b) => Out::U64(s.model.bucket_count(b)),
                T::Max => Out::OptU64(s.model.max()),
                T::QuantileBucket(p) => Out::OptU8(s.model.quantile_bucket(p)),
            };
            s
        }
    }

    pub struct Test<const B: bool>;

    impl<const B: bool> StateMachineTest for Test<B> {
        type SystemUnderTest = candidate::Histogram<B>;
        type Reference = Ref;

        fn init_test(_: &S) -> candidate::Histogram<B> {
            candidate::Histogram::new()
        }

        fn apply(mut sut: candidate::Histogram<B>, s: &S, t: T) -> candidate::Histogram<B> {
            let got = match t {
                T::Record(x) => {
                    sut.record(x);
                    Out::Unit
                }
                T::Count => Out::U64(sut.count()),
                T::BucketCount(b) => Out::U64(sut.bucket_count(b)),
                T::Max => Out::OptU64(sut.max()),
                T::QuantileBucket(p) => Out::OptU8(sut.quantile_bucket(p)),
            };
            check(got, &s.out, &t);
            sut
        }
    }
}

pub mod bigset {
    use super::*;
    use demos::planted::bigset::{candidate::BigSet, reference::Set};

    #[derive(Clone, Debug)]
    pub enum T {
        Insert(u16),
        /// Vectors as `any::<Vec<u16>>()` draws them (0 to 99 elements).
        Extend(Vec<u16>),
        Remove(u16),
        Contains(u16),
        Len,
    }

    pub struct Ref;

    impl ReferenceStateMachine for Ref {
        type State = Model<Set>;
        type Transition = T;

        fn init_state() -> BoxedStrategy<Model<Set>> {
            Model::init(Set::new())
        }

        fn transitions(_: &Model<Set>) -> BoxedStrategy<T> {
            prop_oneof![
                any::<u16>().prop_map(T::Insert),
                any::<Vec<u16>>().prop_map(T::Extend),
                any::<u16>().prop_map(T::Remove),
                any::<u16>().prop_map(T::Contains),
                Just(T::Len),
            ]
            .boxed()
        }

        fn apply(mut s: Model<Set>, t: &T) -> Model<Set> {
            s.out = match t {
                T::Insert(x) => Out::Bool(s.model.insert(*x)),
                T::Extend(xs) => {
                    s.model.extend(xs.clone());
                    Out::Unit
                }
                T::Remove(x) => Out::Bool(s.model.remove(*x)),
                T::Contains(x) => Out::Bool(s.model.contains(*x)),
                T::Len => Out::Usize(s.model.len()),
            };
            s
        }
    }

    pub struct Test<const B: bool>;

    impl<const B: bool> StateMachineTest for Test<B> {
        type SystemUnderTest = BigSet<B>;
        type Reference = Ref;

        fn init_test(_: &Model<Set>) -> BigSet<B> {
            BigSet::new()
        }

        fn apply(mut sut: BigSet<B>, s: &Model<Set>, t: T) -> BigSet<B> {
            let got = match &t {
                T::Insert(x) => Out::Bool(sut.insert(*x)),
                T::Extend(xs) => {
                    sut.extend(xs.clone());
                    Out::Unit
                }
                T::Remove(x) => Out::Bool(sut.remove(*x)),
                T::Contains(x) => Out::Bool(sut.contains(*x)),
                T::Len => Out::Usize(sut.len()),
            };
            check(got, &s.out, &t);
            sut
        }
    }
}

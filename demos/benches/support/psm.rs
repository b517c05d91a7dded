//! The proptest-state-machine (PSM) harnesses of the planted bugs, shared by the benches that
//! run them (`planted_psm.rs`, time to bug; `planted_psm_shrink.rs`, shrinking), which include
//! this file with `#[path = "support/psm.rs"] mod psm;`.
//!
//! One module per planted bug (`btree`, `hashtab`, `varint`, `arena`, `histogram`, `bigset`),
//! written as a PSM user would write it: a `ReferenceStateMachine` (`Ref`) over the demo's
//! reference whose transitions are the spec's operations with their natural domains, chosen
//! by an unweighted `prop_oneof!`, no preconditions, the constructor as the initial state; and
//! a `StateMachineTest` (`Test<BUGGY>`) with the candidate as the system under test, generic
//! over its `BUGGY` parameter so that the working candidate can be run too. The reference
//! state carries the result of the last transition, and the test asserts that the candidate
//! returns the same.
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Out {
    /// Nothing to compare (the initial state, or an operation that returns `()`).
    Unit,
    Bool(bool),
    Usize(usize),
    U64(u64),
    OptU8(Option<u8>),
    OptU32(Option<u32>),
    OptU64(Option<u64>),
    Bytes(Vec<u8>),
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
// The harnesses, one module per planted bug, generic over the candidate's `BUGGY` parameter so
// that the working candidate can be run too.

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

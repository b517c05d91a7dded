//! Maps with several candidates, after the paper's map demo: one spec, written once against
//! the [`Map`] trait, checks each of three correct implementations against `std`'s `BTreeMap`.
//!
//! The API ([`Map`]): `new`, `insert(&mut self, key, value) -> Option<i32>` (the value it
//! replaces), `get(&self, key) -> Option<i32>`, `remove(&mut self, key) -> Option<i32>`,
//! `contains_key`, `len`, `is_empty` and `keys(&self) -> Vec<u8>`, over `u8` keys and `i32`
//! values. The [`reference`](mod@reference) is a `BTreeMap`; the [`working`] candidates are
//! `std`'s `HashMap` ([`working::HashMapped`]), a sorted vector searched by bisection
//! ([`working::SortedVec`]) and a hand-written hash table with separate chaining that grows and
//! shrinks ([`working::HashTable`]).
//!
//! **Keys in any order.** A map's `keys` come in its own order: increasing for the reference
//! and the sorted vector, the iteration order of the hash for the others. The spec normalises
//! the result by sorting it, on both sides (a no-op on the reference), with [`map_into`], so
//! that a reproducer prints `{ let mut k = m0.keys(); k.sort(); k }` and compares key sets.
//!
//! The engine takes one candidate, so each candidate is its own demo (`map-hash-ok`,
//! `map-sorted-ok`, `map-table-ok`), each built by [`engine`] at its type. None has a planted
//! bug: every run must pass.

pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// What a map candidate offers: the spec ([`engine`]) is written once against it.
///
/// The reproducer calls the methods through this trait, so it imports it with the candidate.
pub trait Map: 'static {
    /// The candidate's type name, as the reproducer writes it (`SortedVec::new()`).
    const NAME: &'static str;
    /// The candidate's path, for the reproducer's `use`.
    const PATH: &'static str;
    /// The empty map.
    fn new() -> Self;
    /// Binds `key` to `value`; returns the value it replaces, if any.
    fn insert(&mut self, key: u8, value: i32) -> Option<i32>;
    /// The value bound to `key`, if any.
    fn get(&self, key: u8) -> Option<i32>;
    /// Unbinds `key`; returns its value, if any.
    fn remove(&mut self, key: u8) -> Option<i32>;
    /// Whether `key` is bound.
    fn contains_key(&self, key: u8) -> bool;
    /// The number of bindings.
    fn len(&self) -> usize;
    /// Whether there is no binding.
    fn is_empty(&self) -> bool;
    /// The keys, each once, in the map's own order.
    fn keys(&self) -> Vec<u8>;
}

/// `keys` sorted, on both sides.
fn sorted(mut keys: Vec<u8>) -> Vec<u8> {
    keys.sort_unstable();
    keys
}

/// The spec, for any candidate `M`: every method declared once, keys drawn with [`int`] over
/// all of `u8` and values with [`int`].
///
/// # Examples
///
/// ```
/// use demos::map::{engine, working::HashTable};
/// use monolith_core::Config;
/// assert!(engine::<HashTable>().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn engine<M: Map>() -> Engine {
    type R = reference::Map;
    let mut engine = Engine::new();
    engine.preamble("use demos::map::Map;");
    engine.preamble(&format!("use {};", M::PATH));
    engine.test_name("map_reproducer");
    let map = engine.abstract_type::<R, M>("m");
    let name = |method: &str| format!("{}::{method}", M::NAME);
    let key = int::<u8>;
    let value = int::<i32>;
    engine.declare(&name("new"), args().returns(map.clone()), R::new, M::new);
    engine
        .declare(
            &name("insert"),
            args()
                .arg(map.by_mut())
                .arg(key())
                .arg(value())
                .returns(option(value())),
            R::insert,
            M::insert,
        )
        .method();
    engine
        .declare(
            &name("get"),
            args().arg(map.by_ref()).arg(key()).returns(option(value())),
            R::get,
            M::get,
        )
        .method();
    engine
        .declare(
            &name("remove"),
            args().arg(map.by_mut()).arg(key()).returns(option(value())),
            R::remove,
            M::remove,
        )
        .method();
    engine
        .declare(
            &name("contains_key"),
            args().arg(map.by_ref()).arg(key()).returns(bool()),
            R::contains_key,
            M::contains_key,
        )
        .method();
    engine
        .declare(
            &name("len"),
            args().arg(map.by_ref()).returns(int::<usize>()),
            R::len,
            M::len,
        )
        .method();
    engine
        .declare(
            &name("is_empty"),
            args().arg(map.by_ref()).returns(bool()),
            R::is_empty,
            M::is_empty,
        )
        .method();
    engine
        .declare(
            &name("keys"),
            args()
                .arg(map.by_ref())
                .returns(map_into(sorted, sorted, vec_of(key()), |call| {
                    format!("{{ let mut k = {call}; k.sort(); k }}")
                })),
            R::keys,
            M::keys,
        )
        .method();
    engine
}

/// The engine with `std`'s `HashMap` as the candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::map::hash_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn hash_engine() -> Engine {
    engine::<working::HashMapped>()
}

/// The engine with the sorted vector as the candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::map::sorted_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn sorted_engine() -> Engine {
    engine::<working::SortedVec>()
}

/// The engine with the hand-written hash table as the candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::map::table_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn table_engine() -> Engine {
    engine::<working::HashTable>()
}

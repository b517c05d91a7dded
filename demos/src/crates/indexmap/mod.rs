//! `indexmap` 2.14.2, `IndexMap<u8, u8>`: a hash map that keeps its entries in insertion order
//! and can be indexed by position, against a `Vec` of pairs ([`reference`](mod@reference)). No
//! bug known; the demo passes.
//!
//! The spec declares, once each: `new` (the constructor), `clone`, `insert`, `insert_full`,
//! `shift_insert`, `insert_before`, `get`, `get_index_of`, `get_index`, `first`, `last`,
//! `contains_key`, `swap_remove`, `shift_remove`, `swap_remove_index`, `shift_remove_index`,
//! `move_index`, `swap_indices`, `pop`, `truncate`, `split_off`, `reverse`, `sort_keys`,
//! `len`, `is_empty`, `clear`, `iter`, `into_keys` (which consumes the map) and `==` (which
//! the crate documents to ignore the order). Keys and values are `u8`s; an index is drawn
//! from `0..=len` of the map it applies to (one past the end included). `shift_insert`,
//! `insert_before`, `move_index`, `swap_indices` and `split_off` panic as documented and are
//! declared `may_panic`.

pub mod reference;

use ::indexmap::IndexMap;
use monolith_core::spec::*;
use monolith_core::Engine;
use reference::Map;

type C = IndexMap<u8, u8>;

/// An index into `m`, one past the end included.
fn index(m: &Map) -> Range<usize> {
    closed(0usize, m.len())
}

/// `&key`, as the crate's lookups take it.
fn key_ref() -> impl Constructible<R = u8, C = u8> {
    map_outof(int::<u8>(), |k| k, |k| k, |code| format!("&{code}"))
}

/// A pair the candidate returned by reference, as a value.
fn owned(pair: Option<(&u8, &u8)>) -> Option<(u8, u8)> {
    pair.map(|(k, v)| (*k, *v))
}

/// The spec of `IndexMap<u8, u8>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::indexmap::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    let mut engine = Engine::new();
    engine.preamble("use indexmap::IndexMap;");
    engine.test_name("indexmap_reproducer");
    let map = engine.abstract_type::<Map, C>("m");
    let pair = || option((int::<u8>(), int::<u8>()));
    engine.declare(
        "IndexMap::new",
        args().returns(map.clone()),
        Map::new,
        C::new,
    );
    engine
        .declare(
            "IndexMap::clone",
            args().arg(map.by_ref()).returns(map.clone()),
            |m: &Map| m.clone(),
            |m: &C| m.clone(),
        )
        .method();
    engine
        .declare(
            "IndexMap::insert",
            args()
                .arg(map.by_mut())
                .arg(int::<u8>())
                .arg(int::<u8>())
                .returns(option(int::<u8>())),
            Map::insert,
            C::insert,
        )
        .method();
    engine
        .declare(
            "IndexMap::insert_full",
            args()
                .arg(map.by_mut())
                .arg(int::<u8>())
                .arg(int::<u8>())
                .returns((int::<usize>(), option(int::<u8>()))),
            Map::insert_full,
            C::insert_full,
        )
        .method();
    engine
        .declare(
            "IndexMap::shift_insert",
            args()
                .arg(map.by_mut())
                .dep(index)
                .arg(int::<u8>())
                .arg(int::<u8>())
                .returns(option(int::<u8>()))
                .may_panic(),
            Map::shift_insert,
            C::shift_insert,
        )
        .method();
    engine
        .declare(
            "IndexMap::insert_before",
            args()
                .arg(map.by_mut())
                .dep(index)
                .arg(int::<u8>())
                .arg(int::<u8>())
                .returns((int::<usize>(), option(int::<u8>())))
                .may_panic(),
            Map::insert_before,
            C::insert_before,
        )
        .method();
    engine
        .declare(
            "IndexMap::get",
            args()
                .arg(map.by_ref())
                .arg(key_ref())
                .returns(option(int::<u8>())),
            Map::get,
            |m: &C, k: u8| m.get(&k).copied(),
        )
        .method()
        .post(|call| format!("{call}.copied()"));
    engine
        .declare(
            "IndexMap::get_index_of",
            args()
                .arg(map.by_ref())
                .arg(key_ref())
                .returns(option(int::<usize>())),
            Map::get_index_of,
            |m: &C, k: u8| m.get_index_of(&k),
        )
        .method();
    engine
        .declare(
            "IndexMap::get_index",
            args().arg(map.by_ref()).dep(index).returns(pair()),
            Map::get_index,
            |m: &C, i: usize| owned(m.get_index(i)),
        )
        .method()
        .post(|call| format!("{call}.map(|(k, v)| (*k, *v))"));
    engine
        .declare(
            "IndexMap::first",
            args().arg(map.by_ref()).returns(pair()),
            Map::first,
            |m: &C| owned(m.first()),
        )
        .method()
        .post(|call| format!("{call}.map(|(k, v)| (*k, *v))"));
    engine
        .declare(
            "IndexMap::last",
            args().arg(map.by_ref()).returns(pair()),
            Map::last,
            |m: &C| owned(m.last()),
        )
        .method()
        .post(|call| format!("{call}.map(|(k, v)| (*k, *v))"));
    engine
        .declare(
            "IndexMap::contains_key",
            args().arg(map.by_ref()).arg(key_ref()).returns(bool()),
            Map::contains_key,
            |m: &C, k: u8| m.contains_key(&k),
        )
        .method();
    engine
        .declare(
            "IndexMap::swap_remove",
            args()
                .arg(map.by_mut())
                .arg(key_ref())
                .returns(option(int::<u8>())),
            Map::swap_remove,
            |m: &mut C, k: u8| m.swap_remove(&k),
        )
        .method();
    engine
        .declare(
            "IndexMap::shift_remove",
            args()
                .arg(map.by_mut())
                .arg(key_ref())
                .returns(option(int::<u8>())),
            Map::shift_remove,
            |m: &mut C, k: u8| m.shift_remove(&k),
        )
        .method();
    engine
        .declare(
            "IndexMap::swap_remove_index",
            args().arg(map.by_mut()).dep(index).returns(pair()),
            Map::swap_remove_index,
            C::swap_remove_index,
        )
        .method();
    engine
        .declare(
            "IndexMap::shift_remove_index",
            args().arg(map.by_mut()).dep(index).returns(pair()),
            Map::shift_remove_index,
            C::shift_remove_index,
        )
        .method();
    engine
        .declare(
            "IndexMap::move_index",
            args()
                .arg(map.by_mut())
                .dep(index)
                .dep(|m: &Map, _: &usize| index(m))
                .returns(unit())
                .may_panic(),
            Map::move_index,
            C::move_index,
        )
        .method();
    engine
        .declare(
            "IndexMap::swap_indices",
            args()
                .arg(map.by_mut())
                .dep(index)
                .dep(|m: &Map, _: &usize| index(m))
                .returns(unit())
                .may_panic(),
            Map::swap_indices,
            C::swap_indices,
        )
        .method();
    engine
        .declare(
            "IndexMap::pop",
            args().arg(map.by_mut()).returns(pair()),
            Map::pop,
            C::pop,
        )
        .method();
    engine
        .declare(
            "IndexMap::truncate",
            args().arg(map.by_mut()).dep(index).returns(unit()),
            Map::truncate,
            C::truncate,
        )
        .method();
    engine
        .declare(
            "IndexMap::split_off",
            args()
                .arg(map.by_mut())
                .dep(index)
                .returns(map.clone())
                .may_panic(),
            Map::split_off,
            C::split_off,
        )
        .method();
    engine
        .declare(
            "IndexMap::reverse",
            args().arg(map.by_mut()).returns(unit()),
            Map::reverse,
            C::reverse,
        )
        .method();
    engine
        .declare(
            "IndexMap::sort_keys",
            args().arg(map.by_mut()).returns(unit()),
            Map::sort_keys,
            C::sort_keys,
        )
        .method();
    engine
        .declare(
            "IndexMap::len",
            args().arg(map.by_ref()).returns(int::<usize>()),
            Map::len,
            C::len,
        )
        .method();
    engine
        .declare(
            "IndexMap::is_empty",
            args().arg(map.by_ref()).returns(bool()),
            Map::is_empty,
            C::is_empty,
        )
        .method();
    engine
        .declare(
            "IndexMap::clear",
            args().arg(map.by_mut()).returns(unit()),
            Map::clear,
            C::clear,
        )
        .method();
    engine
        .declare(
            "IndexMap::iter",
            args()
                .arg(map.by_ref())
                .returns(vec_of((int::<u8>(), int::<u8>()))),
            Map::iter,
            |m: &C| m.iter().map(|(k, v)| (*k, *v)).collect(),
        )
        .method()
        .post(|call| format!("{call}.map(|(k, v)| (*k, *v)).collect::<Vec<_>>()"));
    engine
        .declare(
            "IndexMap::into_keys",
            args().arg(map.by_value()).returns(vec_of(int::<u8>())),
            Map::into_keys,
            |m: C| m.into_keys().collect(),
        )
        .method()
        .post(|call| format!("{call}.collect::<Vec<_>>()"));
    engine
        .declare(
            "IndexMap::eq",
            args().arg(map.by_ref()).arg(map.by_ref()).returns(bool()),
            Map::equals,
            |a: &C, b: &C| a == b,
        )
        .method();
    engine
}

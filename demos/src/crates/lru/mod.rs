//! `lru` 0.19.1, `LruCache`: a bounded map that evicts the least recently used entry, against
//! a `Vec` that keeps the entries in recency order ([`reference`](mod@reference)). No bug
//! known; the demo passes.
//!
//! The spec declares, once each: `new` (capacities `1..=64`) and `unbounded` (the
//! constructors), `clone`, `put`, `push`, `get`, `peek`, `contains`, `pop`, `pop_entry`,
//! `pop_lru`, `pop_mru`, `peek_lru`, `peek_mru`, `promote`, `demote`, `resize`, `len`,
//! `is_empty`, `cap`, `clear` and `iter` (most recently used first). Keys and values are
//! `u8`s.

pub mod reference;

use std::num::NonZeroUsize;

use ::lru::LruCache;
use monolith_core::spec::*;
use monolith_core::Engine;
use reference::Lru;

type C = LruCache<u8, u8>;

/// A capacity in `1..=64`, as the `NonZeroUsize` the crate takes.
fn capacity() -> impl Constructible<R = usize, C = NonZeroUsize> {
    map_outof(
        closed(1usize, 64),
        |n| n,
        |n| NonZeroUsize::new(n).expect("at least 1"),
        |code| format!("std::num::NonZeroUsize::new({code}).unwrap()"),
    )
}

/// `&key`, as the crate's lookups take it.
fn key_ref() -> impl Constructible<R = u8, C = u8> {
    map_outof(int::<u8>(), |k| k, |k| k, |code| format!("&{code}"))
}

/// The spec of `LruCache<u8, u8>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::lru::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    let mut engine = Engine::new();
    engine.preamble("use lru::LruCache;");
    engine.test_name("lru_reproducer");
    let cache = engine.abstract_type::<Lru, C>("c");
    let pair = || option((int::<u8>(), int::<u8>()));
    engine.declare(
        "LruCache::new",
        args().arg(capacity()).returns(cache.clone()),
        Lru::new,
        C::new,
    );
    engine.declare(
        "LruCache::unbounded",
        args().returns(cache.clone()),
        Lru::unbounded,
        C::unbounded,
    );
    engine
        .declare(
            "LruCache::clone",
            args().arg(cache.by_ref()).returns(cache.clone()),
            |c: &Lru| c.clone(),
            |c: &C| c.clone(),
        )
        .method();
    engine
        .declare(
            "LruCache::put",
            args()
                .arg(cache.by_mut())
                .arg(int::<u8>())
                .arg(int::<u8>())
                .returns(option(int::<u8>())),
            Lru::put,
            C::put,
        )
        .method();
    engine
        .declare(
            "LruCache::push",
            args()
                .arg(cache.by_mut())
                .arg(int::<u8>())
                .arg(int::<u8>())
                .returns(pair()),
            Lru::push,
            C::push,
        )
        .method();
    engine
        .declare(
            "LruCache::get",
            args()
                .arg(cache.by_mut())
                .arg(key_ref())
                .returns(option(int::<u8>())),
            Lru::get,
            |c: &mut C, k: u8| c.get(&k).copied(),
        )
        .method()
        .post(|call| format!("{call}.copied()"));
    engine
        .declare(
            "LruCache::peek",
            args()
                .arg(cache.by_ref())
                .arg(key_ref())
                .returns(option(int::<u8>())),
            Lru::peek,
            |c: &C, k: u8| c.peek(&k).copied(),
        )
        .method()
        .post(|call| format!("{call}.copied()"));
    engine
        .declare(
            "LruCache::contains",
            args().arg(cache.by_ref()).arg(key_ref()).returns(bool()),
            Lru::contains,
            |c: &C, k: u8| c.contains(&k),
        )
        .method();
    engine
        .declare(
            "LruCache::pop",
            args()
                .arg(cache.by_mut())
                .arg(key_ref())
                .returns(option(int::<u8>())),
            Lru::pop,
            |c: &mut C, k: u8| c.pop(&k),
        )
        .method();
    engine
        .declare(
            "LruCache::pop_entry",
            args().arg(cache.by_mut()).arg(key_ref()).returns(pair()),
            Lru::pop_entry,
            |c: &mut C, k: u8| c.pop_entry(&k),
        )
        .method();
    engine
        .declare(
            "LruCache::pop_lru",
            args().arg(cache.by_mut()).returns(pair()),
            Lru::pop_lru,
            C::pop_lru,
        )
        .method();
    engine
        .declare(
            "LruCache::pop_mru",
            args().arg(cache.by_mut()).returns(pair()),
            Lru::pop_mru,
            C::pop_mru,
        )
        .method();
    engine
        .declare(
            "LruCache::peek_lru",
            args().arg(cache.by_ref()).returns(pair()),
            Lru::peek_lru,
            |c: &C| c.peek_lru().map(|(k, v)| (*k, *v)),
        )
        .method()
        .post(|call| format!("{call}.map(|(k, v)| (*k, *v))"));
    engine
        .declare(
            "LruCache::peek_mru",
            args().arg(cache.by_ref()).returns(pair()),
            Lru::peek_mru,
            |c: &C| c.peek_mru().map(|(k, v)| (*k, *v)),
        )
        .method()
        .post(|call| format!("{call}.map(|(k, v)| (*k, *v))"));
    engine
        .declare(
            "LruCache::promote",
            args().arg(cache.by_mut()).arg(key_ref()).returns(bool()),
            Lru::promote,
            |c: &mut C, k: u8| c.promote(&k),
        )
        .method();
    engine
        .declare(
            "LruCache::demote",
            args().arg(cache.by_mut()).arg(key_ref()).returns(bool()),
            Lru::demote,
            |c: &mut C, k: u8| c.demote(&k),
        )
        .method();
    engine
        .declare(
            "LruCache::resize",
            args().arg(cache.by_mut()).arg(capacity()).returns(unit()),
            Lru::resize,
            C::resize,
        )
        .method();
    engine
        .declare(
            "LruCache::len",
            args().arg(cache.by_ref()).returns(int::<usize>()),
            Lru::len,
            C::len,
        )
        .method();
    engine
        .declare(
            "LruCache::is_empty",
            args().arg(cache.by_ref()).returns(bool()),
            Lru::is_empty,
            C::is_empty,
        )
        .method();
    engine
        .declare(
            "LruCache::cap",
            args().arg(cache.by_ref()).returns(int::<usize>()),
            Lru::cap,
            |c: &C| c.cap().get(),
        )
        .method()
        .post(|call| format!("{call}.get()"));
    engine
        .declare(
            "LruCache::clear",
            args().arg(cache.by_mut()).returns(unit()),
            Lru::clear,
            C::clear,
        )
        .method();
    engine
        .declare(
            "LruCache::iter",
            args()
                .arg(cache.by_ref())
                .returns(vec_of((int::<u8>(), int::<u8>()))),
            Lru::iter,
            |c: &C| c.iter().map(|(k, v)| (*k, *v)).collect(),
        )
        .method()
        .post(|call| format!("{call}.map(|(k, v)| (*k, *v)).collect::<Vec<_>>()"));
    engine
}

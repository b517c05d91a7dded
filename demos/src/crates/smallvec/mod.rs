//! `smallvec` 1.15.1, `SmallVec<[u8; 2]>`: a vector that keeps up to two elements inline and
//! spills to the heap past that, against `std`'s `Vec<u8>` as the reference. No bug known; the
//! demo passes. An inline capacity of 2, as the crate's own tests use, makes scenarios cross
//! the inline/heap boundary (and back, through `shrink_to_fit`) all the time.
//!
//! The spec declares, once each: `new`, `from_vec`, `from_slice` and `from_elem` (the
//! constructors), `clone`, `push`, `pop`, `append`, `truncate`, `swap_remove`, `remove`,
//! `insert`, `insert_many`, `insert_from_slice`, `extend_from_slice`, `drain`, `dedup`,
//! `resize`, `shrink_to_fit`, `clear`, `len`, `is_empty`, `as_slice`, `into_vec` (which
//! consumes the vector) and `==`. Elements are `u8`s, vectors of them have the engine's natural
//! lengths, an index is drawn from `0..=len` of the vector it applies to (one past the end
//! included), a length from `0..=64`. `swap_remove`, `remove`, `insert`, `insert_many`,
//! `insert_from_slice` and `drain` panic as documented and are declared `may_panic`.

use ::smallvec::SmallVec;
use monolith_core::spec::*;
use monolith_core::Engine;

type C = SmallVec<[u8; 2]>;
type R = Vec<u8>;

/// An index into `v`, one past the end included.
fn index(v: &R) -> Range<usize> {
    closed(0usize, v.len())
}

/// A length: `0..=64`.
fn small() -> Range<usize> {
    closed(0usize, 64)
}

/// A `&[u8]` argument.
fn slice() -> impl Constructible<R = Vec<u8>, C = Vec<u8>> {
    map_outof(vec_of(int::<u8>()), |v| v, |v| v, |code| format!("&{code}"))
}

/// The spec of `SmallVec<[u8; 2]>`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::crates::smallvec::working_engine()
///     .run_random(&Config::with_seed(1).scenarios(500))
///     .is_ok());
/// ```
pub fn working_engine() -> Engine {
    let mut engine = Engine::new();
    engine.preamble("use smallvec::SmallVec;");
    engine.test_name("smallvec_reproducer");
    let vector = engine.abstract_type::<R, C>("v");
    engine
        .declare(
            "SmallVec::new",
            args().returns(vector.clone()),
            R::new,
            C::new,
        )
        .path("SmallVec::<[u8; 2]>::new");
    engine
        .declare(
            "SmallVec::from_vec",
            args().arg(vec_of(int::<u8>())).returns(vector.clone()),
            |v: Vec<u8>| v,
            C::from_vec,
        )
        .path("SmallVec::<[u8; 2]>::from_vec");
    engine
        .declare(
            "SmallVec::from_slice",
            args().arg(slice()).returns(vector.clone()),
            |v: Vec<u8>| v,
            |v: Vec<u8>| C::from_slice(&v),
        )
        .path("SmallVec::<[u8; 2]>::from_slice");
    engine
        .declare(
            "SmallVec::from_elem",
            args().arg(int::<u8>()).arg(small()).returns(vector.clone()),
            |x: u8, n: usize| vec![x; n],
            C::from_elem,
        )
        .path("SmallVec::<[u8; 2]>::from_elem");
    engine
        .declare(
            "SmallVec::clone",
            args().arg(vector.by_ref()).returns(vector.clone()),
            |v: &R| v.clone(),
            |v: &C| v.clone(),
        )
        .method();
    engine
        .declare(
            "SmallVec::push",
            args().arg(vector.by_mut()).arg(int::<u8>()).returns(unit()),
            R::push,
            C::push,
        )
        .method();
    engine
        .declare(
            "SmallVec::pop",
            args().arg(vector.by_mut()).returns(option(int::<u8>())),
            R::pop,
            C::pop,
        )
        .method();
    engine
        .declare(
            "SmallVec::append",
            args()
                .arg(vector.by_mut())
                .arg(vector.by_mut())
                .returns(unit()),
            R::append,
            |a: &mut C, b: &mut C| a.append(b),
        )
        .method();
    engine
        .declare(
            "SmallVec::truncate",
            args().arg(vector.by_mut()).dep(index).returns(unit()),
            R::truncate,
            C::truncate,
        )
        .method();
    macro_rules! at {
        ($name:ident) => {
            engine
                .declare(
                    concat!("SmallVec::", stringify!($name)),
                    args()
                        .arg(vector.by_mut())
                        .dep(index)
                        .returns(int::<u8>())
                        .may_panic(),
                    R::$name,
                    C::$name,
                )
                .method();
        };
    }
    at!(swap_remove);
    at!(remove);
    engine
        .declare(
            "SmallVec::insert",
            args()
                .arg(vector.by_mut())
                .dep(index)
                .arg(int::<u8>())
                .returns(unit())
                .may_panic(),
            R::insert,
            C::insert,
        )
        .method();
    engine
        .declare(
            "SmallVec::insert_many",
            args()
                .arg(vector.by_mut())
                .dep(index)
                .arg(vec_of(int::<u8>()))
                .returns(unit())
                .may_panic(),
            |v: &mut R, i: usize, xs: Vec<u8>| {
                v.splice(i..i, xs);
            },
            |v: &mut C, i: usize, xs: Vec<u8>| v.insert_many(i, xs),
        )
        .method();
    engine
        .declare(
            "SmallVec::insert_from_slice",
            args()
                .arg(vector.by_mut())
                .dep(index)
                .arg(slice())
                .returns(unit())
                .may_panic(),
            |v: &mut R, i: usize, xs: Vec<u8>| {
                v.splice(i..i, xs);
            },
            |v: &mut C, i: usize, xs: Vec<u8>| v.insert_from_slice(i, &xs),
        )
        .method();
    engine
        .declare(
            "SmallVec::extend_from_slice",
            args().arg(vector.by_mut()).arg(slice()).returns(unit()),
            |v: &mut R, xs: Vec<u8>| v.extend_from_slice(&xs),
            |v: &mut C, xs: Vec<u8>| v.extend_from_slice(&xs),
        )
        .method();
    engine
        .declare(
            "SmallVec::drain",
            args()
                .arg(vector.by_mut())
                .dep(index)
                .dep(|v: &R, _: &usize| index(v))
                .returns(vec_of(int::<u8>()))
                .may_panic(),
            |v: &mut R, a: usize, b: usize| v.drain(a..b).collect(),
            |v: &mut C, a: usize, b: usize| v.drain(a..b).collect(),
        )
        .method()
        .post(|call| {
            // `v0.drain(1usize, 2usize)` as the call `v0.drain(1usize..2usize)` it stands for.
            let (head, args) = call.split_once('(').expect("a call");
            let args = args.trim_end_matches(')').replacen(", ", "..", 1);
            format!("{head}({args}).collect::<Vec<_>>()")
        });
    engine
        .declare(
            "SmallVec::dedup",
            args().arg(vector.by_mut()).returns(unit()),
            R::dedup,
            C::dedup,
        )
        .method();
    engine
        .declare(
            "SmallVec::resize",
            args()
                .arg(vector.by_mut())
                .arg(small())
                .arg(int::<u8>())
                .returns(unit()),
            R::resize,
            C::resize,
        )
        .method();
    engine
        .declare(
            "SmallVec::shrink_to_fit",
            args().arg(vector.by_mut()).returns(unit()),
            R::shrink_to_fit,
            C::shrink_to_fit,
        )
        .method();
    engine
        .declare(
            "SmallVec::clear",
            args().arg(vector.by_mut()).returns(unit()),
            R::clear,
            C::clear,
        )
        .method();
    engine
        .declare(
            "SmallVec::len",
            args().arg(vector.by_ref()).returns(int::<usize>()),
            R::len,
            C::len,
        )
        .method();
    engine
        .declare(
            "SmallVec::is_empty",
            args().arg(vector.by_ref()).returns(bool()),
            R::is_empty,
            C::is_empty,
        )
        .method();
    engine
        .declare(
            "SmallVec::as_slice",
            args().arg(vector.by_ref()).returns(vec_of(int::<u8>())),
            |v: &R| v.clone(),
            |v: &C| v.as_slice().to_vec(),
        )
        .method()
        .post(|call| format!("{call}.to_vec()"));
    engine
        .declare(
            "SmallVec::into_vec",
            args().arg(vector.by_value()).returns(vec_of(int::<u8>())),
            |v: R| v,
            C::into_vec,
        )
        .method();
    engine
        .declare(
            "SmallVec::eq",
            args()
                .arg(vector.by_ref())
                .arg(vector.by_ref())
                .returns(bool()),
            |a: &R, b: &R| a == b,
            |a: &C, b: &C| a == b,
        )
        .method();
    engine
}

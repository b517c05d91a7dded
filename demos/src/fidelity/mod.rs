//! The reproducer fidelity suite: one small spec per shape of result (nested tuples, `Option`,
//! `Result`, vectors of pairs, strings, characters, unit, booleans, every integer width, and the
//! `std` types: ranges, arrays, `Box`, maps and sets, `Duration`), a `&str` argument, a candidate
//! panic, and a panic inside a result's post-processing.
//!
//! The [`faulty`] candidate is wrong in each observation once it holds two values; the
//! [`working`] one is the reference itself. `demos/tests/fidelity.rs` holds the reproducer each
//! shape prints, pasted: the test suite checks that they are still what the engine prints, that
//! each fails on its last statement, and CI's `clippy -D warnings` checks that they are clean.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::ops::{Range, RangeInclusive};
use std::time::Duration;

use monolith_core::spec::*;
use monolith_core::Engine;

/// The working candidate, also the reference.
pub mod working {
    const FAULTY: bool = false;
    include!("shapes.rs");
}

/// The faulty candidate: every observation is wrong once two values are held.
pub mod faulty {
    const FAULTY: bool = true;
    include!("shapes.rs");
}

/// The shapes, each an observation of [`working::Shapes`].
pub const SHAPES: [&str; 20] = [
    "pair",
    "sizes",
    "first",
    "checked",
    "pairs",
    "text",
    "letter",
    "is_empty",
    "span",
    "span_inclusive",
    "head",
    "boxed",
    "counts",
    "distinct",
    "hashed",
    "squares",
    "elapsed",
    "contains",
    "nth",
    "items",
];

/// Declares the observation `$method` of result spec `$ret` on both sides.
macro_rules! observe {
    ($e:ident, $s:ident, $C:ty, $method:ident, $ret:expr) => {{
        $e.declare(
            concat!("Shapes::", stringify!($method)),
            args().arg($s.by_ref()).returns($ret),
            working::Shapes::$method,
            <$C>::$method,
        )
        .method();
    }};
}

macro_rules! shapes_engine {
    ($C:ty, $path:literal, $shape:expr) => {{
        let shape: &str = $shape;
        let mut e = Engine::new();
        e.preamble(concat!("use ", $path, ";"));
        e.test_name(&format!("{shape}_reproducer"));
        let s = e.abstract_type::<working::Shapes, $C>("s");
        e.declare(
            "Shapes::new",
            args().returns(s.clone()),
            working::Shapes::new,
            <$C>::new,
        );
        e.declare(
            "Shapes::push",
            args().arg(s.by_mut()).arg(int::<u8>()).returns(unit()),
            working::Shapes::push,
            <$C>::push,
        )
        .method();
        match shape {
            "pair" => observe!(e, s, $C, pair, (int::<u8>(), (bool(), char()))),
            "sizes" => observe!(
                e,
                s,
                $C,
                sizes,
                (int::<usize>(), int::<i128>(), int::<i16>())
            ),
            "first" => observe!(e, s, $C, first, option(int::<u8>())),
            "checked" => observe!(e, s, $C, checked, result(int::<u8>(), string())),
            "pairs" => observe!(e, s, $C, pairs, vec_of((int::<u8>(), option(string())))),
            "text" => observe!(e, s, $C, text, string()),
            "letter" => observe!(e, s, $C, letter, char()),
            "is_empty" => observe!(e, s, $C, is_empty, bool()),
            "span" => observe!(e, s, $C, span, value::<Range<u8>>()),
            "span_inclusive" => {
                observe!(e, s, $C, span_inclusive, value::<RangeInclusive<u8>>())
            }
            "head" => observe!(e, s, $C, head, value::<[u8; 2]>()),
            "boxed" => observe!(e, s, $C, boxed, value::<Box<u64>>()),
            "counts" => observe!(e, s, $C, counts, value::<BTreeMap<u8, u16>>()),
            "distinct" => observe!(e, s, $C, distinct, value::<BTreeSet<i8>>()),
            "hashed" => observe!(e, s, $C, hashed, value::<HashMap<u8, bool>>()),
            "squares" => observe!(e, s, $C, squares, value::<HashSet<u32>>()),
            "elapsed" => observe!(e, s, $C, elapsed, value::<Duration>()),
            "contains" => {
                e.declare(
                    "Shapes::contains",
                    args().arg(s.by_ref()).arg(str()).returns(bool()),
                    working::Shapes::contains,
                    <$C>::contains,
                )
                .method();
            }
            "nth" => {
                e.declare(
                    "Shapes::nth",
                    args()
                        .arg(s.by_ref())
                        .dep(|s: &working::Shapes| lt(s.len().max(1)))
                        .returns(int::<u8>()),
                    |s: &working::Shapes, i: usize| s.get(i),
                    <$C>::nth,
                )
                .method();
            }
            "items" => {
                e.declare(
                    "Shapes::items",
                    args().arg(s.by_ref()).returns(vec_of(int::<u8>())),
                    |s: &working::Shapes| s.items().collect(),
                    |c: &$C| c.items().collect(),
                )
                .method()
                .post(|call| format!("{call}.collect::<Vec<_>>()"));
            }
            other => panic!("no shape {other:?}: see demos::fidelity::SHAPES"),
        }
        e
    }};
}

/// The engine of `shape` (one of [`SHAPES`]) with the faulty candidate.
///
/// # Examples
///
/// ```
/// let report = demos::fidelity::faulty_engine("first")
///     .run_random(&monolith_core::Config::with_seed(1))
///     .unwrap_err();
/// assert!(report.reproducer.contains("s0.first()"));
/// ```
pub fn faulty_engine(shape: &str) -> Engine {
    shapes_engine!(faulty::Shapes, "demos::fidelity::faulty::Shapes", shape)
}

/// The engine of `shape` with the working candidate: it must never fail.
///
/// # Examples
///
/// ```
/// assert!(demos::fidelity::working_engine("counts")
///     .run_random(&monolith_core::Config::with_seed(1).scenarios(100))
///     .is_ok());
/// ```
pub fn working_engine(shape: &str) -> Engine {
    shapes_engine!(working::Shapes, "demos::fidelity::working::Shapes", shape)
}

//! `fixedbitset` 0.5.7, a real historic bug: `difference_count` ignores the tail of a longer
//! left-hand set.
//!
//! [`FixedBitSet`] is a set of bits of a fixed length (it grows
//! only when asked). The [`reference`](mod@reference) is that length and a `BTreeSet` of the
//! enabled bits. The spec declares, once each: `with_capacity` (the constructor), `clone`,
//! `grow`, `grow_and_insert`, `len`, `is_empty`, `is_clear`, `is_full`, `minimum`,
//! `maximum`, `contains`, `clear`, `insert`, `remove`, `put`, `toggle`, `set`, `count_ones`,
//! `insert_range`, `toggle_range`, `ones`, the four in-place set operations (`union_with`,
//! ...), the four counting ones (`union_count`, ...), `is_disjoint`, `is_subset`,
//! `is_superset` and `==`. Bit indices and lengths are drawn from `0..=255`; the calls that
//! the crate documents to panic on a bit or a range past the end are declared `may_panic`, and
//! the reference panics in the same cases.
//!
//! **The bug** ([petgraph/fixedbitset#131](https://github.com/petgraph/fixedbitset/pull/131),
//! fixed in 0.5.8, which is no longer on crates.io; 0.5.9 has the fix). `difference_count`
//! came with the other counting functions in 0.5.5 as a fast `difference(other).count()`; it
//! zips the words of both sets, so when `self` has more words than `other`, the bits of
//! `self`'s extra words are not counted, although they are all in the difference. The other
//! three counting functions handle the longer side; this one did not. The test
//! `fixedbitset_0_5_9_passes` of `demos/fixed/` runs this spec on 0.5.9 with no failure.
//!
//! **The shortest reproducer has 4 steps.** Only `difference_count` goes wrong, and only on two
//! sets of different word lengths whose left one has a bit enabled past the right one's words
//! (an empty set has no words at all).
//! Both sets are made by a step (`with_capacity` or `clone`; a set is never compared with
//! itself at a different length), the enabled bit takes a third (every constructor makes a
//! clear set) and the call a fourth:
//!
//! ```text
//! let mut s0 = FixedBitSet::with_capacity(0usize);
//! s0.grow_and_insert(0usize);
//! let s1 = FixedBitSet::with_capacity(0usize);
//! assert_eq!(s0.difference_count(&s1), 1usize); // candidate returned 0
//! ```

pub mod reference;

use ::fixedbitset::FixedBitSet;
use monolith_core::spec::*;
use monolith_core::Engine;
use reference::Bits;

/// A bit index or a length: `0..=255`.
fn bit() -> Range<usize> {
    closed(0usize, 255)
}

/// A range of bits `a..b`, both ends in `0..=255` (a reversed one panics on both sides).
fn bit_range() -> impl Constructible<R = std::ops::Range<usize>, C = std::ops::Range<usize>> {
    map_outof(
        (bit(), bit()),
        |(a, b)| a..b,
        |(a, b)| a..b,
        |code| {
            let inner = code.trim_start_matches('(').trim_end_matches(')');
            inner.replacen(", ", "..", 1)
        },
    )
}

/// The spec of `FixedBitSet`, on whichever version of the crate is linked as `fixedbitset`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::crates::fixedbitset::engine()
///     .run_random(&Config::with_seed(1).scenarios(20_000))
///     .unwrap_err();
/// assert!(report.reproducer.contains(".difference_count(&"));
/// ```
pub fn engine() -> Engine {
    let mut engine = Engine::new();
    engine.preamble("use fixedbitset::FixedBitSet;");
    engine.test_name("fixedbitset_reproducer");
    let set = engine.abstract_type::<Bits, FixedBitSet>("s");
    engine.declare(
        "FixedBitSet::with_capacity",
        args().arg(bit()).returns(set.clone()),
        Bits::with_capacity,
        FixedBitSet::with_capacity,
    );
    engine
        .declare(
            "FixedBitSet::clone",
            args().arg(set.by_ref()).returns(set.clone()),
            |s: &Bits| s.clone(),
            |s: &FixedBitSet| s.clone(),
        )
        .method();
    engine
        .declare(
            "FixedBitSet::grow",
            args().arg(set.by_mut()).arg(bit()).returns(unit()),
            Bits::grow,
            FixedBitSet::grow,
        )
        .method();
    engine
        .declare(
            "FixedBitSet::grow_and_insert",
            args().arg(set.by_mut()).arg(bit()).returns(unit()),
            Bits::grow_and_insert,
            FixedBitSet::grow_and_insert,
        )
        .method();
    macro_rules! query {
        ($name:ident, $spec:expr) => {
            engine
                .declare(
                    concat!("FixedBitSet::", stringify!($name)),
                    args().arg(set.by_ref()).returns($spec),
                    Bits::$name,
                    FixedBitSet::$name,
                )
                .method();
        };
    }
    query!(len, int::<usize>());
    query!(is_empty, bool());
    query!(is_clear, bool());
    query!(is_full, bool());
    query!(minimum, option(int::<usize>()));
    query!(maximum, option(int::<usize>()));
    engine
        .declare(
            "FixedBitSet::contains",
            args().arg(set.by_ref()).arg(bit()).returns(bool()),
            Bits::contains,
            FixedBitSet::contains,
        )
        .method();
    engine
        .declare(
            "FixedBitSet::clear",
            args().arg(set.by_mut()).returns(unit()),
            Bits::clear,
            FixedBitSet::clear,
        )
        .method();
    macro_rules! at_bit {
        ($name:ident, $spec:expr) => {
            engine
                .declare(
                    concat!("FixedBitSet::", stringify!($name)),
                    args()
                        .arg(set.by_mut())
                        .arg(bit())
                        .returns($spec)
                        .may_panic(),
                    Bits::$name,
                    FixedBitSet::$name,
                )
                .method();
        };
    }
    at_bit!(insert, unit());
    at_bit!(remove, unit());
    at_bit!(put, bool());
    at_bit!(toggle, unit());
    engine
        .declare(
            "FixedBitSet::set",
            args()
                .arg(set.by_mut())
                .arg(bit())
                .arg(bool())
                .returns(unit())
                .may_panic(),
            Bits::set,
            FixedBitSet::set,
        )
        .method();
    engine
        .declare(
            "FixedBitSet::count_ones",
            args()
                .arg(set.by_ref())
                .arg(bit_range())
                .returns(int::<usize>())
                .may_panic(),
            Bits::count_ones,
            |s: &FixedBitSet, r: std::ops::Range<usize>| s.count_ones(r),
        )
        .method();
    engine
        .declare(
            "FixedBitSet::insert_range",
            args()
                .arg(set.by_mut())
                .arg(bit_range())
                .returns(unit())
                .may_panic(),
            Bits::insert_range,
            |s: &mut FixedBitSet, r: std::ops::Range<usize>| s.insert_range(r),
        )
        .method();
    engine
        .declare(
            "FixedBitSet::toggle_range",
            args()
                .arg(set.by_mut())
                .arg(bit_range())
                .returns(unit())
                .may_panic(),
            Bits::toggle_range,
            |s: &mut FixedBitSet, r: std::ops::Range<usize>| s.toggle_range(r),
        )
        .method();
    engine
        .declare(
            "FixedBitSet::ones",
            args().arg(set.by_ref()).returns(vec_of(int::<usize>())),
            Bits::ones,
            |s: &FixedBitSet| s.ones().collect(),
        )
        .method()
        .post(|call| format!("{call}.collect::<Vec<_>>()"));
    macro_rules! with {
        ($name:ident) => {
            engine
                .declare(
                    concat!("FixedBitSet::", stringify!($name)),
                    args().arg(set.by_mut()).arg(set.by_ref()).returns(unit()),
                    Bits::$name,
                    FixedBitSet::$name,
                )
                .method();
        };
    }
    with!(union_with);
    with!(intersect_with);
    with!(difference_with);
    with!(symmetric_difference_with);
    macro_rules! binary {
        ($name:ident, $spec:expr) => {
            engine
                .declare(
                    concat!("FixedBitSet::", stringify!($name)),
                    args().arg(set.by_ref()).arg(set.by_ref()).returns($spec),
                    Bits::$name,
                    FixedBitSet::$name,
                )
                .method();
        };
    }
    binary!(union_count, int::<usize>());
    binary!(intersection_count, int::<usize>());
    binary!(difference_count, int::<usize>());
    binary!(symmetric_difference_count, int::<usize>());
    binary!(is_disjoint, bool());
    binary!(is_subset, bool());
    binary!(is_superset, bool());
    engine
        .declare(
            "FixedBitSet::eq",
            args().arg(set.by_ref()).arg(set.by_ref()).returns(bool()),
            Bits::equals,
            |a: &FixedBitSet, b: &FixedBitSet| a == b,
        )
        .method();
    engine
}

/// The engine on the pinned 0.5.7: finds the uncounted tail of `difference_count`.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::crates::fixedbitset::faulty_engine()
///     .run_random(&Config::with_seed(1).scenarios(20_000))
///     .unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// ```
pub fn faulty_engine() -> Engine {
    engine()
}

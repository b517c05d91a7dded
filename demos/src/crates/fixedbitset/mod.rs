//! `fixedbitset` 0.5.7, a real historic bug: `difference_count` ignores the tail of a longer
//! left-hand set.
//!
//! [`FixedBitSet`](::fixedbitset::FixedBitSet) is a set of bits of a fixed length (it grows
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

use monolith_core::spec::*;
use monolith_core::{api, Engine};
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

/// `FixedBitSet`'s methods, restated: each side is called by its own methods of these names.
#[api(reference = Bits, candidate = fixedbitset::FixedBitSet, var = "s", engine = fixedbitset_engine)]
pub trait FixedBitSetApi {
    fn with_capacity(#[monolith(spec = bit())] bits: usize) -> Self;
    fn clone(&self) -> Self;
    fn grow(&mut self, #[monolith(spec = bit())] bits: usize);
    fn grow_and_insert(&mut self, #[monolith(spec = bit())] bit: usize);
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool;
    fn is_clear(&self) -> bool;
    fn is_full(&self) -> bool;
    fn minimum(&self) -> Option<usize>;
    fn maximum(&self) -> Option<usize>;
    fn contains(&self, #[monolith(spec = bit())] bit: usize) -> bool;
    fn clear(&mut self);
    #[monolith(may_panic)]
    fn insert(&mut self, #[monolith(spec = bit())] bit: usize);
    #[monolith(may_panic)]
    fn remove(&mut self, #[monolith(spec = bit())] bit: usize);
    #[monolith(may_panic)]
    fn put(&mut self, #[monolith(spec = bit())] bit: usize) -> bool;
    #[monolith(may_panic)]
    fn toggle(&mut self, #[monolith(spec = bit())] bit: usize);
    #[monolith(may_panic)]
    fn set(&mut self, #[monolith(spec = bit())] bit: usize, enabled: bool);
    #[monolith(may_panic)]
    fn count_ones(&self, #[monolith(spec = bit_range())] range: std::ops::Range<usize>) -> usize;
    #[monolith(may_panic)]
    fn insert_range(&mut self, #[monolith(spec = bit_range())] range: std::ops::Range<usize>);
    #[monolith(may_panic)]
    fn toggle_range(&mut self, #[monolith(spec = bit_range())] range: std::ops::Range<usize>);
    #[monolith(convert = ".collect::<Vec<_>>()")]
    fn ones(&self) -> Vec<usize>;
    fn union_with(&mut self, other: &Self);
    fn intersect_with(&mut self, other: &Self);
    fn difference_with(&mut self, other: &Self);
    fn symmetric_difference_with(&mut self, other: &Self);
    fn union_count(&self, other: &Self) -> usize;
    fn intersection_count(&self, other: &Self) -> usize;
    fn difference_count(&self, other: &Self) -> usize;
    fn symmetric_difference_count(&self, other: &Self) -> usize;
    fn is_disjoint(&self, other: &Self) -> bool;
    fn is_subset(&self, other: &Self) -> bool;
    fn is_superset(&self, other: &Self) -> bool;
    fn eq(&self, other: &Self) -> bool;
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
    fixedbitset_engine()
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

//! A set of `u32` intervals, kept as disjoint, sorted, half-open ranges that are merged when
//! they overlap or touch.
//!
//! The API: [`IntervalSet::new`](candidate::IntervalSet::new), `insert(&mut self, lo: u32, hi:
//! u32)` and `remove(&mut self, lo: u32, hi: u32)` (nothing when `lo >= hi`), `contains(&self,
//! u32) -> bool`, `endpoints(&self) -> Vec<u32>` (`lo` and `hi` of each range, in order) and
//! `len_ranges(&self) -> usize`. The
//! [`reference`](mod@reference) sorts and merges its whole vector after every insertion; the
//! [`candidate`] finds the ranges to merge or cut by binary search and replaces them with one
//! `splice`.
//!
//! **The bug.** The faulty candidate does not merge a new range `lo..hi` with a range that
//! ends exactly at `lo`: it keeps `a..lo` and `lo..hi` apart. The set of integers is the same
//! (`contains` is right), but `endpoints` and `len_ranges` are not. A range that overlaps, or one
//! that starts exactly at `hi`, is merged right.
//!
//! **What it needs.** Two endpoints drawn in two different calls that coincide exactly: the
//! `hi` of a stored range and the `lo` of a later insertion (or the `lo` of a removal that cut
//! the stored range there). Uniform `u32`s coincide once in 2^32 pairs, but [`int`] draws `0`,
//! `1`, `2`, `u32::MAX - 1` and `u32::MAX` often, and two of those coincide easily: random
//! mode finds this bug within a few hundred scenarios (`insert(0, 2)`, then `insert(2, x)`).
//! The shortest reproducer has 4 steps:
//!
//! ```text
//! let mut s0 = Faulty::new();
//! s0.insert(10, 20);
//! s0.insert(20, 30);
//! assert_eq!(s0.len_ranges(), 1); // candidate returned 2
//! ```

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec: every operation declared once, endpoints drawn with [`int`].
fn engine<const BUGGY: bool>() -> Engine {
    type C<const B: bool> = candidate::IntervalSet<B>;
    type R = reference::IntervalSet;
    let (mut engine, ty) = super::engine_for("intervals", BUGGY);
    let set = engine.abstract_type::<R, C<BUGGY>>("s");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(set.clone()),
        R::new,
        C::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::insert"),
            args()
                .arg(set.by_mut())
                .arg(int::<u32>())
                .arg(int::<u32>())
                .returns(unit()),
            R::insert,
            C::<BUGGY>::insert,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::remove"),
            args()
                .arg(set.by_mut())
                .arg(int::<u32>())
                .arg(int::<u32>())
                .returns(unit()),
            R::remove,
            C::<BUGGY>::remove,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::contains"),
            args().arg(set.by_ref()).arg(int::<u32>()).returns(bool()),
            R::contains,
            C::<BUGGY>::contains,
        )
        .method();
    // `endpoints` is flat, not a `Vec<(u32, u32)>` of ranges: the engine prints the elements
    // of a vector of tuples as comments in a reproducer, which then does not compile.
    engine
        .declare(
            &format!("{ty}::endpoints"),
            args()
                .arg(set.by_ref())
                .returns(vec(int::<u32>(), length())),
            R::endpoints,
            C::<BUGGY>::endpoints,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len_ranges"),
            args().arg(set.by_ref()).returns(int::<usize>()),
            R::len_ranges,
            C::<BUGGY>::len_ranges,
        )
        .method();
    engine
}

/// The engine of the faulty candidate.
pub fn faulty_engine() -> Engine {
    engine::<true>()
}

/// The engine of the working candidate.
pub fn working_engine() -> Engine {
    engine::<false>()
}

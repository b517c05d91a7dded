//! Sequences, the paper's sequence cases with Rust iterators standing in for OCaml's `Seq`:
//! single-use (affine) iterators and persistent sequences, produced and consumed by one API.
//!
//! The API has two abstract types. An [`Iter`](working::Iter) is a single-use iterator: it
//! implements `Iterator` (`next(&mut self)`), and its adaptors `map_add(self, k)` (every
//! element plus `k`, wrapping), `filter_even(self)`, `take(self, n)`, `append(self, other)` and
//! `to_vec(self)` consume it, as `std`'s do. A [`Seq`](working::Seq) is a persistent sequence,
//! which any number of traversals read from its first element: `Seq::range(lo, hi)`, and
//! `map_add`, `filter_even`, `take`, `append`, `to_vec` and `iter` on `&self`. Two operations
//! cross over: `Iter::range(lo, hi)` makes an iterator, `s.iter()` an iterator over a sequence,
//! and `Seq::memoize(it)` turns an iterator into a sequence.
//!
//! The spec is a module of two traits, one per type, declared once with `#[api]` for both
//! candidates (see `docs/derive.md`, "Several abstract types"). A consuming method takes its
//! iterator by value (`self`, `it: Iter`): the variable is gone afterwards, so the engine never
//! uses an iterator twice, which the candidate's types forbid anyway (Monolith's affine
//! sequences need a validity precondition for this; here ownership does it). A sequence is
//! passed by reference (`&self`, `&Self`), as often as the engine likes. The
//! [`reference`](mod@reference) computes every sequence eagerly into a vector; the candidates
//! are lazy, boxed `std` iterators and sequences that are functions making a fresh iterator.
//!
//! **The bug.** The [`faulty`] `memoize` shares the iterator between the traversals of the
//! sequence it makes and caches nothing, so the first traversal uses it up; the [`working`]
//! one caches the elements as the traversals pull them. **The shortest reproducer has 4
//! steps.** Only `memoize` differs, and a sequence it makes is right for the whole of its first
//! traversal: a failing scenario makes an iterator (one step; a nonempty one, or nothing
//! differs), memoizes it (a second) and traverses the result twice. No single operation
//! observes two traversals (`s.append(&s)` traverses twice, but returns a lazy sequence that a
//! fourth step must observe), so that takes two more steps:
//!
//! ```text
//! let i0 = Iter::range(0, 1);
//! let s1 = Seq::memoize(i0);
//! assert_eq!(s1.to_vec(), vec![0]);
//! assert_eq!(s1.to_vec(), vec![0]); // candidate returned vec![]
//! ```
//!
//! **Domains.** Ranges `lo..hi` have any `lo` and at most 64 elements (`hi` in `lo..=lo + 64`),
//! `take` draws its count with [`length`](monolith_core::spec::length), and `map_add` its `k`
//! as any `i32`.
//!
//! **A bound on work.** A traversal of a lazy sequence makes an iterator for every operation on
//! every path from the sequence to the ranges it is built from, and visits every element of
//! those ranges, including those a `filter_even` drops; and a persistent `append` may take one
//! sequence twice: repeated `s = s.append(&s)` doubles the work of a traversal at every step,
//! even when `s` is empty, and a scenario of 100 steps would not finish. The reference counts
//! that work ([`reference::Seq::cost`], an upper bound), and `Seq::append` takes only operands
//! of cost at most [`APPEND_MAX`]. Iterators double too, by a longer way round: `s.iter()`
//! twice, `Iter::append`, then `Seq::memoize`; so `Iter::append` takes only iterators with at
//! most [`APPEND_MAX`] elements left. Both are preconditions on the reference side. With them,
//! no iterator has more than twice [`APPEND_MAX`] elements left, and no sequence costs more
//! than that plus the number of steps so far (every other operation adds at most one to a cost
//! and keeps or lowers lengths).

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::{api, Engine};

/// The most costly sequence (see [`reference::Seq::cost`]) that `Seq::append` takes as an
/// operand, and the longest iterator that `Iter::append` does.
pub const APPEND_MAX: usize = 1024;

/// The spec, declared once for both candidates: each trait restates the methods of the type of
/// its name in [`reference`], [`faulty`] and [`working`], and the signatures name the other type
/// by its trait (`fn iter(&self) -> Iter`). One `#[api]` per candidate makes its engine.
#[api(engine = faulty_engine_of, reference = self::reference, candidate = self::faulty)]
#[api(engine = working_engine_of, reference = self::reference, candidate = self::working)]
mod seq {
    /// Single-use iterators: consumed by every adaptor.
    trait Iter {
        fn range(
            lo: i32,
            #[monolith(dep = |lo| closed(*lo, lo.saturating_add(64)))] hi: i32,
        ) -> Self;
        fn next(&mut self) -> Option<i32>;
        fn map_add(self, k: i32) -> Self;
        fn filter_even(self) -> Self;
        fn take(self, #[monolith(spec = length())] n: usize) -> Self;
        #[monolith(requires = |i| i.remaining() <= APPEND_MAX)]
        fn append(
            self,
            #[monolith(requires = |i| i.remaining() <= APPEND_MAX)] other: Self,
        ) -> Self;
        fn to_vec(self) -> Vec<i32>;
    }

    /// Persistent sequences: read as often as wanted.
    trait Seq {
        fn range(
            lo: i32,
            #[monolith(dep = |lo| closed(*lo, lo.saturating_add(64)))] hi: i32,
        ) -> Self;
        fn map_add(&self, k: i32) -> Self;
        fn filter_even(&self) -> Self;
        fn take(&self, #[monolith(spec = length())] n: usize) -> Self;
        #[monolith(requires = |s| s.cost() <= APPEND_MAX)]
        fn append(&self, #[monolith(requires = |s| s.cost() <= APPEND_MAX)] other: &Self) -> Self;
        fn to_vec(&self) -> Vec<i32>;
        fn iter(&self) -> Iter;
        fn memoize(it: Iter) -> Self;
    }
}

/// The engine with the faulty `memoize`: finds the second traversal that comes out empty.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::seq::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// assert!(report.reproducer.contains("Seq::memoize("));
/// ```
pub fn faulty_engine() -> Engine {
    faulty_engine_of()
}

/// The engine with the caching `memoize`: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::seq::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    working_engine_of()
}

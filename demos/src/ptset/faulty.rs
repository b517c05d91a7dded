//! The historical candidate. **Planted bug:** `union` compares the branching bits of two
//! branches with a *signed* comparison, `m < n` on `i64` masks, as `ptset.ml` once did and as
//! Jan Midtgaard found by testing ("QuickChecking Patricia Trees", TFP 2017). A branching bit
//! is a power of two, and the comparison is right for all of them but one: the sign bit,
//! `i64::MIN`, which is the highest bit but the lowest `i64`. A tree branches on the sign bit
//! only when two of its keys differ in the sign bit alone, such as `0` and `i64::MIN` (or `1`
//! and `i64::MIN + 1`, or `-1` and `i64::MAX`): keys a uniform generator practically never
//! draws, and [`int`](monolith_core::spec::int) draws often. Then `union` takes that branch for
//! the root of the result and puts the whole other tree, negative keys included, in its left
//! subtree: the result holds a key twice, or has a key where `mem` does not look.
//!
//! Expected reproducer (5 steps; `MONOLITH_SEED=3` prints this one):
//!
//! ```text
//! let s0 = PtSet::singleton(i64::MIN);
//! let s1 = s0.add(1);     // {MIN, 1}: branches on bit 0
//! let s2 = s0.add(0);     // {MIN, 0}: branches on the sign bit
//! let s3 = s1.union(&s2); // all of s1, MIN included, goes left of the sign bit
//! assert_eq!(s3.elements(), vec![i64::MIN, 0, 1]); // candidate returned vec![i64::MIN, i64::MIN, 0, 1]
//! ```
//!
//! or `s3.cardinal()` (the candidate returns 4), either order of the union, or another pair
//! of keys that differ in the sign bit alone. When the other tree's negative keys are not
//! the sign-bit pair's, `mem` is what fails: with `s1 = {-1, 0}` and `s2 = {0, MIN}`, the
//! candidate's `s1.union(&s2).mem(-1)` is `false`.
//!
//! No shorter scenario fails (nor did any in 20 million random scenarios of 4 steps): the bug
//! needs a `union` of two trees that branch on different bits, one of them the sign bit, so
//! two different sets of at least two keys each (a `singleton`, then two `add`s; a union of
//! two trees of the same shape is right), the `union` itself, and an operation that observes
//! its result, since a set is abstract.

use super::{working, PtSetApi};

/// Whether the branching bit `m` is below the branching bit `n`: a **signed** comparison, the
/// bug. `i64::MIN` (the sign bit, the highest bit) compares below every other bit. The rest of
/// `union` is [`working`]'s.
fn below(m: i64, n: i64) -> bool {
    m < n
}

/// A persistent set of `i64` keys: the Patricia tree of [`working`], but for `union`.
#[derive(Debug, Clone, Default)]
pub struct PtSet(working::PtSet);

impl PtSetApi for PtSet {
    /// The empty set.
    fn empty() -> PtSet {
        PtSet(working::PtSet::empty())
    }

    /// The set `{k}`.
    fn singleton(k: i64) -> PtSet {
        PtSet(working::PtSet::singleton(k))
    }

    /// This set with `k`.
    fn add(&self, k: i64) -> PtSet {
        PtSet(self.0.add(k))
    }

    /// This set without `k`.
    fn remove(&self, k: i64) -> PtSet {
        PtSet(self.0.remove(k))
    }

    /// Whether `k` is in this set.
    fn mem(&self, k: i64) -> bool {
        self.0.mem(k)
    }

    /// The union of this set and `other`: wrong when one of them branches on the sign bit.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::ptset::faulty::PtSet;
    /// use demos::ptset::PtSetApi;
    /// let s = PtSet::singleton(0).add(i64::MIN);
    /// let t = s.add(1);
    /// assert_eq!(s.union(&t).cardinal(), 4); // i64::MIN twice
    /// ```
    fn union(&self, other: &PtSet) -> PtSet {
        PtSet(working::PtSet(working::union_by(
            below,
            &(self.0).0,
            &(other.0).0,
        )))
    }

    /// The keys, in increasing order (collected from the tree, then sorted).
    fn elements(&self) -> Vec<i64> {
        self.0.elements()
    }

    /// The number of keys (the number of leaves).
    fn cardinal(&self) -> usize {
        self.0.cardinal()
    }
}

impl PtSet {
    /// Whether the tree is a well-formed Patricia tree (see
    /// [`working::PtSet::well_formed`]).
    pub fn well_formed(&self) -> bool {
        self.0.well_formed()
    }
}

//! The lazy candidate of [`working`], but for `memoize`. **Planted bug:**
//! [`Seq::memoize`] shares the single-use iterator between the traversals of the sequence it
//! makes, without a cache: the first traversal consumes it and the next ones find what the
//! first left, so a memoized sequence is right only the first time it is read (the misuse
//! Monolith's affine sequences catch, an iterator used twice). Expected reproducer (4 steps):
//!
//! ```text
//! let i0 = Iter::range(0, 1);
//! let s1 = Seq::memoize(i0);
//! assert_eq!(s1.to_vec(), vec![0]);
//! assert_eq!(s1.to_vec(), vec![0]); // candidate returned vec![]
//! ```
//!
//! Every other operation is the working candidate's: [`Iter`] is the same type, and [`Seq`]
//! wraps the working one.

use std::cell::RefCell;
use std::rc::Rc;

use super::working;
pub use super::working::Iter;

/// A persistent sequence: the working one, with a `memoize` that shares its iterator.
#[derive(Debug, Clone)]
pub struct Seq(working::Seq);

impl Seq {
    /// `lo, lo + 1, ..., hi - 1`.
    pub fn range(lo: i32, hi: i32) -> Seq {
        Seq(working::Seq::range(lo, hi))
    }
    /// Every element plus `k`, wrapping.
    pub fn map_add(&self, k: i32) -> Seq {
        Seq(self.0.map_add(k))
    }
    /// The even elements.
    pub fn filter_even(&self) -> Seq {
        Seq(self.0.filter_even())
    }
    /// The first `n` elements.
    pub fn take(&self, n: usize) -> Seq {
        Seq(self.0.take(n))
    }
    /// The elements of `self`, then those of `other`.
    pub fn append(&self, other: &Seq) -> Seq {
        Seq(self.0.append(&other.0))
    }
    /// The elements, in order.
    pub fn to_vec(&self) -> Vec<i32> {
        self.0.to_vec()
    }
    /// An iterator over the elements, from the first.
    pub fn iter(&self) -> Iter {
        self.0.iter()
    }
    /// Every traversal pulls from the same iterator, and nothing is cached: the bug.
    pub fn memoize(it: Iter) -> Seq {
        let shared = Rc::new(RefCell::new(it));
        Seq(working::Seq::from_fn(move || {
            let shared = Rc::clone(&shared);
            Box::new(std::iter::from_fn(move || shared.borrow_mut().next()))
        }))
    }
}

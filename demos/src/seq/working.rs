//! A correct candidate: real lazy iterators. An [`Iter`] is a boxed `Iterator`, and its
//! adaptors are `std`'s (`map`, `filter`, `take`, `chain`): nothing is computed before an element
//! is asked for. A [`Seq`] is a function that makes a fresh iterator over the elements, OCaml's
//! `Seq` in Rust, so each traversal starts from the beginning. [`Seq::memoize`] turns a
//! single-use iterator into a sequence by caching the elements as the first traversal that
//! reaches them pulls them from the iterator, lazily: later traversals, and traversals that
//! overlap, read the cache and pull only past its end.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

/// A boxed iterator of integers.
type Elements = Box<dyn Iterator<Item = i32>>;

/// A single-use iterator: consuming adaptors that return a new one, and `Iterator::next`.
pub struct Iter(Elements);

impl fmt::Debug for Iter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Iter(..)")
    }
}

impl Iter {
    /// `lo, lo + 1, ..., hi - 1`.
    pub fn range(lo: i32, hi: i32) -> Iter {
        Iter(Box::new(lo..hi))
    }
    /// Every element plus `k`, wrapping.
    pub fn map_add(self, k: i32) -> Iter {
        Iter(Box::new(self.0.map(move |x| x.wrapping_add(k))))
    }
    /// The even elements.
    pub fn filter_even(self) -> Iter {
        Iter(Box::new(self.0.filter(|x| x % 2 == 0)))
    }
    /// The first `n` elements (an `Iter`, where `Iterator::take` would give a `Take`).
    pub fn take(self, n: usize) -> Iter {
        Iter(Box::new(self.0.take(n)))
    }
    /// The elements of `self`, then those of `other`.
    pub fn append(self, other: Iter) -> Iter {
        Iter(Box::new(self.0.chain(other.0)))
    }
    /// The elements still to come, in order.
    pub fn to_vec(self) -> Vec<i32> {
        self.0.collect()
    }
}

impl Iterator for Iter {
    type Item = i32;
    fn next(&mut self) -> Option<i32> {
        self.0.next()
    }
}

/// A persistent sequence: a function that makes a fresh iterator over its elements. Cloning
/// it shares the function.
#[derive(Clone)]
pub struct Seq(Rc<dyn Fn() -> Elements>);

impl fmt::Debug for Seq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Seq(..)")
    }
}

/// The state a memoized sequence shares between its traversals.
struct Memo {
    /// The iterator, until it is exhausted.
    source: Option<Elements>,
    /// The elements pulled from it so far.
    cache: Vec<i32>,
}

/// One traversal of a memoized sequence: a position in its cache.
struct MemoIter {
    memo: Rc<RefCell<Memo>>,
    pos: usize,
}

impl Iterator for MemoIter {
    type Item = i32;
    fn next(&mut self) -> Option<i32> {
        let mut memo = self.memo.borrow_mut();
        if self.pos == memo.cache.len() {
            // Past the cache: pull one more element, or drop the exhausted source.
            match memo.source.as_mut().and_then(Iterator::next) {
                Some(x) => memo.cache.push(x),
                None => {
                    memo.source = None;
                    return None;
                }
            }
        }
        self.pos += 1;
        Some(memo.cache[self.pos - 1])
    }
}

impl Seq {
    /// The sequence whose traversals are the iterators `make` returns.
    pub fn from_fn(make: impl Fn() -> Box<dyn Iterator<Item = i32>> + 'static) -> Seq {
        Seq(Rc::new(make))
    }
    /// A fresh traversal.
    fn elements(&self) -> Elements {
        (self.0)()
    }
    /// `lo, lo + 1, ..., hi - 1`.
    pub fn range(lo: i32, hi: i32) -> Seq {
        Seq::from_fn(move || Box::new(lo..hi))
    }
    /// Every element plus `k`, wrapping.
    pub fn map_add(&self, k: i32) -> Seq {
        let s = self.clone();
        Seq::from_fn(move || Box::new(s.elements().map(move |x| x.wrapping_add(k))))
    }
    /// The even elements.
    pub fn filter_even(&self) -> Seq {
        let s = self.clone();
        Seq::from_fn(move || Box::new(s.elements().filter(|x| x % 2 == 0)))
    }
    /// The first `n` elements.
    pub fn take(&self, n: usize) -> Seq {
        let s = self.clone();
        Seq::from_fn(move || Box::new(s.elements().take(n)))
    }
    /// The elements of `self`, then those of `other`.
    pub fn append(&self, other: &Seq) -> Seq {
        let (s, t) = (self.clone(), other.clone());
        Seq::from_fn(move || Box::new(s.elements().chain(t.elements())))
    }
    /// The elements, in order.
    pub fn to_vec(&self) -> Vec<i32> {
        self.elements().collect()
    }
    /// An iterator over the elements, from the first.
    pub fn iter(&self) -> Iter {
        Iter(self.elements())
    }
    /// The sequence of the elements `it` has still to yield, pulled from `it` only when a
    /// traversal first reaches them, and cached for every other traversal.
    pub fn memoize(it: Iter) -> Seq {
        let memo = Rc::new(RefCell::new(Memo {
            source: Some(it.0),
            cache: Vec::new(),
        }));
        Seq::from_fn(move || {
            Box::new(MemoIter {
                memo: Rc::clone(&memo),
                pos: 0,
            })
        })
    }
}

//! A correct candidate: Filliâtre's `ptset.ml`, a little-endian Patricia tree after Okasaki
//! and Gill ("Fast Mergeable Integer Maps", ML Workshop 1998), with the fix: branching bits
//! are compared as *unsigned* numbers.
//!
//! A set is a binary trie on the bits of its keys, lowest bit first, where a node that would
//! have one child is skipped. A branch records the bit on which its two subtrees differ, as a
//! mask (`bit`, a power of two), and the bits below it that all its keys share (`prefix`);
//! keys whose `bit` is clear are on the left. Down any path, branching bits
//! increase. The branching bit of two keys is the lowest bit where they differ, so keys that
//! differ only in the sign bit, like `0` and `i64::MIN`, branch on `i64::MIN` itself: the
//! largest branching bit, though the smallest `i64`. Hence the unsigned comparison in
//! [`union`](PtSet::union).
//!
//! The tree is persistent: every operation returns a new set that shares nodes with its
//! arguments.

use std::rc::Rc;

use super::PtSetApi;

/// A node of a nonempty Patricia tree.
#[derive(Debug)]
pub(crate) enum Node {
    /// One key.
    Leaf(i64),
    /// Keys that agree with `prefix` on the bits below `bit`: those with `bit` clear in `left`,
    /// the others in `right`. Both subtrees are nonempty.
    Branch {
        prefix: i64,
        bit: i64,
        left: Rc<Node>,
        right: Rc<Node>,
    },
}

/// A tree, possibly empty.
pub(crate) type Tree = Option<Rc<Node>>;

/// Whether `k` has the bit `m` clear.
pub(crate) fn zero_bit(k: i64, m: i64) -> bool {
    k & m == 0
}

/// The bits of `k` below the bit `m` (for `m == i64::MIN`, all bits but the sign bit).
pub(crate) fn mask(k: i64, m: i64) -> i64 {
    k & m.wrapping_sub(1)
}

/// Whether `k` agrees with the prefix `p` below the bit `m`.
pub(crate) fn match_prefix(k: i64, p: i64, m: i64) -> bool {
    mask(k, m) == p
}

/// The lowest bit where `p0` and `p1` differ (`i64::MIN` if that is the sign bit).
pub(crate) fn branching_bit(p0: i64, p1: i64) -> i64 {
    let x = p0 ^ p1;
    x & x.wrapping_neg()
}

/// A branch holding the trees `t0` and `t1`, whose keys agree with `p0` and `p1` below their
/// branching bit, and differ there.
pub(crate) fn join(p0: i64, t0: Rc<Node>, p1: i64, t1: Rc<Node>) -> Rc<Node> {
    let m = branching_bit(p0, p1);
    let (left, right) = if zero_bit(p0, m) { (t0, t1) } else { (t1, t0) };
    Rc::new(Node::Branch {
        prefix: mask(p0, m),
        bit: m,
        left,
        right,
    })
}

/// A branch with the given fields, or its only nonempty subtree.
fn branch(prefix: i64, bit: i64, left: Tree, right: Tree) -> Tree {
    match (left, right) {
        (None, t) | (t, None) => t,
        (Some(left), Some(right)) => Some(Rc::new(Node::Branch {
            prefix,
            bit,
            left,
            right,
        })),
    }
}

/// `t` with the key `k`.
pub(crate) fn add(k: i64, t: &Rc<Node>) -> Rc<Node> {
    match &**t {
        Node::Leaf(j) if *j == k => t.clone(),
        Node::Leaf(j) => join(k, Rc::new(Node::Leaf(k)), *j, t.clone()),
        Node::Branch {
            prefix,
            bit,
            left,
            right,
        } => {
            if !match_prefix(k, *prefix, *bit) {
                return join(k, Rc::new(Node::Leaf(k)), *prefix, t.clone());
            }
            let (left, right) = if zero_bit(k, *bit) {
                (add(k, left), right.clone())
            } else {
                (left.clone(), add(k, right))
            };
            Rc::new(Node::Branch {
                prefix: *prefix,
                bit: *bit,
                left,
                right,
            })
        }
    }
}

/// `t` without the key `k`.
fn remove(k: i64, t: &Rc<Node>) -> Tree {
    match &**t {
        Node::Leaf(j) if *j == k => None,
        Node::Leaf(_) => Some(t.clone()),
        Node::Branch {
            prefix,
            bit,
            left,
            right,
        } => {
            if !match_prefix(k, *prefix, *bit) {
                return Some(t.clone());
            }
            if zero_bit(k, *bit) {
                branch(*prefix, *bit, remove(k, left), Some(right.clone()))
            } else {
                branch(*prefix, *bit, Some(left.clone()), remove(k, right))
            }
        }
    }
}

/// Whether `t` holds `k`.
pub(crate) fn mem(k: i64, t: &Node) -> bool {
    match t {
        Node::Leaf(j) => *j == k,
        Node::Branch {
            bit, left, right, ..
        } => mem(k, if zero_bit(k, *bit) { left } else { right }),
    }
}

/// Pushes the keys of `t` onto `out`, left to right.
pub(crate) fn collect(t: &Node, out: &mut Vec<i64>) {
    match t {
        Node::Leaf(k) => out.push(*k),
        Node::Branch { left, right, .. } => {
            collect(left, out);
            collect(right, out);
        }
    }
}

/// The number of leaves of `t`.
pub(crate) fn leaves(t: &Node) -> usize {
    match t {
        Node::Leaf(_) => 1,
        Node::Branch { left, right, .. } => leaves(left) + leaves(right),
    }
}

/// Whether the branching bit `m` is below the branching bit `n`: an **unsigned** comparison,
/// since `i64::MIN` (the sign bit) is the highest bit.
fn below(m: i64, n: i64) -> bool {
    (m as u64) < (n as u64)
}

/// A comparison of branching bits.
pub(crate) type Below = fn(i64, i64) -> bool;

/// The union of two trees, comparing branching bits with `below` (the faulty candidate passes
/// a signed comparison).
pub(crate) fn union_by(below: Below, s: &Tree, t: &Tree) -> Tree {
    match (s, t) {
        (None, t) | (t, None) => t.clone(),
        (Some(s), Some(t)) => Some(merge(below, s, t)),
    }
}

/// The union of two nonempty trees: Okasaki and Gill's `merge`.
fn merge(below: Below, s: &Rc<Node>, t: &Rc<Node>) -> Rc<Node> {
    let merge = |s, t| merge(below, s, t);
    match (&**s, &**t) {
        (Node::Leaf(k), _) => add(*k, t),
        (_, Node::Leaf(k)) => add(*k, s),
        (
            Node::Branch {
                prefix: p,
                bit: m,
                left: s0,
                right: s1,
            },
            Node::Branch {
                prefix: q,
                bit: n,
                left: t0,
                right: t1,
            },
        ) => {
            let (p, m, q, n) = (*p, *m, *q, *n);
            if m == n && p == q {
                // The same prefix: merge the subtrees.
                Rc::new(Node::Branch {
                    prefix: p,
                    bit: m,
                    left: merge(s0, t0),
                    right: merge(s1, t1),
                })
            } else if below(m, n) && match_prefix(q, p, m) {
                // `t` goes into a subtree of `s`.
                let (left, right) = if zero_bit(q, m) {
                    (merge(s0, t), s1.clone())
                } else {
                    (s0.clone(), merge(s1, t))
                };
                Rc::new(Node::Branch {
                    prefix: p,
                    bit: m,
                    left,
                    right,
                })
            } else if below(n, m) && match_prefix(p, q, n) {
                // `s` goes into a subtree of `t`.
                let (left, right) = if zero_bit(p, n) {
                    (merge(s, t0), t1.clone())
                } else {
                    (t0.clone(), merge(s, t1))
                };
                Rc::new(Node::Branch {
                    prefix: q,
                    bit: n,
                    left,
                    right,
                })
            } else {
                // The prefixes disagree below both branching bits.
                join(p, s.clone(), q, t.clone())
            }
        }
    }
}

/// A persistent set of `i64` keys: a little-endian Patricia tree.
#[derive(Debug, Clone, Default)]
pub struct PtSet(pub(crate) Tree);

impl PtSetApi for PtSet {
    /// The empty set.
    fn empty() -> PtSet {
        PtSet(None)
    }

    /// The set `{k}`.
    fn singleton(k: i64) -> PtSet {
        PtSet(Some(Rc::new(Node::Leaf(k))))
    }

    /// This set with `k`.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::ptset::working::PtSet;
    /// use demos::ptset::PtSetApi;
    /// let s = PtSet::singleton(0).add(i64::MIN).add(1);
    /// assert_eq!(s.elements(), [i64::MIN, 0, 1]);
    /// ```
    fn add(&self, k: i64) -> PtSet {
        PtSet(Some(match &self.0 {
            None => Rc::new(Node::Leaf(k)),
            Some(t) => add(k, t),
        }))
    }

    /// This set without `k`.
    fn remove(&self, k: i64) -> PtSet {
        PtSet(self.0.as_ref().and_then(|t| remove(k, t)))
    }

    /// Whether `k` is in this set.
    fn mem(&self, k: i64) -> bool {
        self.0.as_ref().is_some_and(|t| mem(k, t))
    }

    /// The union of this set and `other`.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::ptset::working::PtSet;
    /// use demos::ptset::PtSetApi;
    /// let s = PtSet::singleton(0).add(i64::MIN); // branches on the sign bit
    /// let t = s.add(1); // branches on bit 0
    /// assert_eq!(s.union(&t).elements(), [i64::MIN, 0, 1]);
    /// ```
    fn union(&self, other: &PtSet) -> PtSet {
        PtSet(union_by(below, &self.0, &other.0))
    }

    /// The keys, in increasing order. (A little-endian Patricia tree does not keep its keys
    /// in order: they are collected, then sorted.)
    fn elements(&self) -> Vec<i64> {
        let mut out = Vec::new();
        if let Some(t) = &self.0 {
            collect(t, &mut out);
        }
        out.sort_unstable();
        out
    }

    /// The number of keys.
    fn cardinal(&self) -> usize {
        self.0.as_deref().map_or(0, leaves)
    }
}

impl PtSet {
    /// Whether the tree is a well-formed Patricia tree: at every branch, the bit is a single
    /// bit, the prefix has no bit at or above it, and every key agrees with the prefix below
    /// the bit and has the bit clear on the left, set on the right. Then keys are distinct,
    /// branching bits increase (as unsigned numbers) from the root down, and `mem` finds
    /// every key.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::ptset::working::PtSet;
    /// use demos::ptset::PtSetApi;
    /// assert!(PtSet::singleton(3).add(-1).add(i64::MAX).well_formed());
    /// ```
    pub fn well_formed(&self) -> bool {
        self.0.as_deref().is_none_or(well_formed)
    }
}

/// Whether `t` is well formed: see [`PtSet::well_formed`].
pub(crate) fn well_formed(t: &Node) -> bool {
    match *t {
        Node::Leaf(_) => true,
        Node::Branch {
            prefix: p,
            bit: m,
            ref left,
            ref right,
        } => {
            // Every key of `t` agrees with `p` below `m`, and has `m` set iff `set`.
            let side = |t: &Node, set: bool| {
                let mut keys = Vec::new();
                collect(t, &mut keys);
                keys.iter()
                    .all(|&k| match_prefix(k, p, m) && zero_bit(k, m) != set)
            };
            m.count_ones() == 1
                && mask(p, m) == p
                && side(left, false)
                && side(right, true)
                && well_formed(left)
                && well_formed(right)
        }
    }
}

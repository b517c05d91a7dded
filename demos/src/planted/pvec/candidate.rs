//! The candidate: a persistent vector in the style of Clojure's, a trie of branching 4 whose
//! leaves hold 4 elements, plus a tail of up to 4 elements outside the trie.
//!
//! Nodes are shared between versions (`Rc`), and appends are done in place when that is safe,
//! as Go does with slices: a version knows how many elements (or children) of a shared node
//! are *its own* (its logical length there), and it may append to the node in place when
//! nobody has yet, that is when the node's physical length equals that logical length. The
//! elements it sees then never change. Any other update copies: `set` copies a path, and an
//! append to a node another version has already appended to copies the node (its logical
//! part). A leaf is only ever appended to as the tail; once full it is immutable.
//!
//! When a full tail moves into the trie, it is appended along the trie's right edge, from
//! the root down. If the leaf goes into an existing subtree whose node had to be copied (a
//! fork appended to it first), the parent must be copied too, to point to the copy.
//!
//! **Planted bug** (`BUGGY = true`): that parent is instead updated in place when its own
//! physical length equals this version's logical length, as if "nobody appended here" meant
//! "nobody else sees this slot". But every version that shares the parent sees the slot, and
//! a fork that appended in place below it now reads the other fork's elements. The trie only
//! has a parent above a node that can be appended to once it has two levels of branches: the
//! vector must hold more than 20 elements (16 in the trie, 4 in the tail).

use std::cell::RefCell;
use std::rc::Rc;

use monolith_core::FailureKind;

use crate::FailureMinimum;

/// The shortest reproducers of the bug's other failures: a candidate panic in `get`, `set` or
/// `pop` takes 32 calls, one in `push` 35, where the wrong `get` takes 29 (the demo's
/// `minimal_steps`). The shrinker keeps a failure's kind and operation, so a seed whose first
/// failure is a panic ends at that panic's minimum.
///
/// **Why.** Only the in-place update of a parent can make a version see another's nodes.
/// The parent is the root of a trie of depth 2 (a deeper trie holds more than 64 elements),
/// and what it updates is its child `B` of index `s >= 1` (the branch of the elements from
/// `16 s`), into which a push `P` moves a full tail while `B` holds children beyond the ones
/// `P`'s version owns. Every version that shares the root then sees, in place of `B`, a copy
/// of `P`'s own children of `B` plus the new leaf: at least 2 leaves, since `B` exists only
/// once it holds one. Leaves are full and never change once in the trie, so a panic is an
/// index past the end of that copy, and the version `V` that panics must own at least 3
/// leaves of `B`: `16 s + 12 >= 28` elements in its trie and at least one in its tail, 29
/// elements in all. A version's length
/// grows by one per push on its chain of versions (`set` keeps it, `pop` lowers it), so `V`'s
/// chain has `new` and 29 pushes. `P` is not on that chain: a version made after `P` on it
/// would own the copy as it is. With the failing call, that is 1 + 29 + 1 + 1 = 32 calls,
/// reached by `new`, 24 pushes, 5 more on one fork, 1 on the version of 24 elements, and the
/// failing `get`, `set` or `pop` on the first fork (`pop` reads the trie's last leaf when its
/// tail holds one element). `push` reads `B` only when a full tail moves into the trie: at 28
/// elements in the trie and 4 in the tail, so `V`'s chain has 32 pushes, and the reproducer
/// 1 + 32 + 1 + 1 = 35 calls.
pub const FAILURE_MINIMA: &[FailureMinimum] = &[
    FailureMinimum {
        kind: FailureKind::CandidatePanic,
        method: "get",
        steps: 32,
    },
    FailureMinimum {
        kind: FailureKind::CandidatePanic,
        method: "set",
        steps: 32,
    },
    FailureMinimum {
        kind: FailureKind::CandidatePanic,
        method: "pop",
        steps: 32,
    },
    FailureMinimum {
        kind: FailureKind::CandidatePanic,
        method: "push",
        steps: 35,
    },
];

/// Bits of an index per trie level.
const BITS: u32 = 2;

/// The branching factor, and the size of a leaf.
const WIDTH: usize = 1 << BITS;

/// A leaf, or the tail: up to `WIDTH` elements.
type Leaf = Rc<RefCell<Vec<i32>>>;

/// A branch: up to `WIDTH` children.
type Branch = Rc<RefCell<Vec<Child>>>;

/// A child of a branch: leaves below the branches of level 1, branches elsewhere.
#[derive(Debug, Clone)]
enum Child {
    Leaf(Leaf),
    Branch(Branch),
}

/// A persistent vector of `i32`: a trie of branching 4 with a tail, sharing its nodes.
#[derive(Debug, Clone)]
pub struct PVec<const BUGGY: bool> {
    len: usize,
    /// The level of the root: its children are leaves at level 1. The trie holds up to
    /// `WIDTH^(depth + 1)` elements.
    depth: u32,
    root: Branch,
    /// The elements from `tail_offset(len)` on.
    tail: Leaf,
}

/// The candidate with the planted bug.
pub type Faulty = PVec<true>;

/// The correct candidate.
pub type Working = PVec<false>;

/// The index of the first element in the tail of a vector of `len` elements: the tail holds 1
/// to `WIDTH` elements, unless the vector is empty.
fn tail_offset(len: usize) -> usize {
    if len == 0 {
        0
    } else {
        (len - 1) / WIDTH * WIDTH
    }
}

/// `node` with `x` appended after its first `logical` entries: in place if nobody appended
/// there yet, else in a copy of those entries.
fn append<T: Clone>(node: &Rc<RefCell<Vec<T>>>, logical: usize, x: T) -> Rc<RefCell<Vec<T>>> {
    {
        let mut v = node.borrow_mut();
        if v.len() == logical {
            v.push(x);
            return node.clone();
        }
    }
    let mut v = node.borrow()[..logical].to_vec();
    v.push(x);
    Rc::new(RefCell::new(v))
}

/// A branch of level `level` whose only leaf is `leaf`.
fn path(level: u32, leaf: Leaf) -> Branch {
    let child = if level == 1 {
        Child::Leaf(leaf)
    } else {
        Child::Branch(path(level - 1, leaf))
    };
    Rc::new(RefCell::new(vec![child]))
}

/// The leaf of the element at index `i` below the branch `node` of level `level`.
fn leaf_at(node: &Branch, level: u32, i: usize) -> Leaf {
    let child = node.borrow()[(i >> (BITS * level)) & (WIDTH - 1)].clone();
    match child {
        Child::Leaf(leaf) => leaf,
        Child::Branch(b) => leaf_at(&b, level - 1, i),
    }
}

impl<const BUGGY: bool> PVec<BUGGY> {
    /// The empty vector.
    pub fn new() -> Self {
        PVec {
            len: 0,
            depth: 1,
            root: Rc::new(RefCell::new(Vec::new())),
            tail: Rc::new(RefCell::new(Vec::new())),
        }
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the vector is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The element at `i`.
    ///
    /// # Panics
    ///
    /// When `i` is out of bounds.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::pvec::Working;
    /// let v = (0..30).fold(Working::new(), |v, x| v.push(x));
    /// assert_eq!(v.get(17), 17);
    /// ```
    pub fn get(&self, i: usize) -> i32 {
        assert!(i < self.len, "index {i} out of bounds ({})", self.len);
        let offset = tail_offset(self.len);
        if i >= offset {
            self.tail.borrow()[i - offset]
        } else {
            leaf_at(&self.root, self.depth, i).borrow()[i & (WIDTH - 1)]
        }
    }

    /// This vector with `x` at the end.
    pub fn push(&self, x: i32) -> Self {
        let offset = tail_offset(self.len);
        let in_tail = self.len - offset;
        if self.len == 0 || in_tail < WIDTH {
            return PVec {
                len: self.len + 1,
                depth: self.depth,
                root: self.root.clone(),
                tail: append(&self.tail, in_tail, x),
            };
        }
        // The tail is full: it becomes a leaf of the trie, and `x` starts a new tail.
        let leaf = self.tail.clone();
        let (depth, root) = if offset == WIDTH.pow(self.depth + 1) {
            let right = path(self.depth, leaf);
            let children = vec![Child::Branch(self.root.clone()), Child::Branch(right)];
            (self.depth + 1, Rc::new(RefCell::new(children)))
        } else {
            (
                self.depth,
                self.push_leaf(&self.root, self.depth, offset, leaf),
            )
        };
        PVec {
            len: self.len + 1,
            depth,
            root,
            tail: Rc::new(RefCell::new(vec![x])),
        }
    }

    /// The branch `node` of level `level`, which holds `count` elements for this version, with
    /// `leaf` after them.
    fn push_leaf(&self, node: &Branch, level: u32, count: usize, leaf: Leaf) -> Branch {
        let span = WIDTH.pow(level);
        let slot = count / span;
        let logical = count.div_ceil(span);
        if slot == logical {
            // A new child.
            let child = if level == 1 {
                Child::Leaf(leaf)
            } else {
                Child::Branch(path(level - 1, leaf))
            };
            return append(node, logical, child);
        }
        // The leaf goes into the last child, a branch.
        let Child::Branch(last) = node.borrow()[slot].clone() else {
            unreachable!("the children of a branch above level 1 are branches")
        };
        let new_last = self.push_leaf(&last, level - 1, count - slot * span, leaf);
        if Rc::ptr_eq(&new_last, &last) {
            // Appended in place below: this node is unchanged.
            return node.clone();
        }
        if BUGGY && node.borrow().len() == logical {
            node.borrow_mut()[slot] = Child::Branch(new_last);
            return node.clone();
        }
        let mut children = node.borrow()[..logical].to_vec();
        children[slot] = Child::Branch(new_last);
        Rc::new(RefCell::new(children))
    }

    /// This vector with `x` at `i`.
    ///
    /// # Panics
    ///
    /// When `i` is out of bounds.
    pub fn set(&self, i: usize, x: i32) -> Self {
        assert!(i < self.len, "index {i} out of bounds ({})", self.len);
        let offset = tail_offset(self.len);
        let mut v = self.clone();
        if i >= offset {
            let mut tail = self.tail.borrow()[..self.len - offset].to_vec();
            tail[i - offset] = x;
            v.tail = Rc::new(RefCell::new(tail));
        } else {
            v.root = Self::set_in(&self.root, self.depth, i, x);
        }
        v
    }

    /// A copy of the path to index `i` below `node`, of level `level`, with `x` at `i`.
    fn set_in(node: &Branch, level: u32, i: usize, x: i32) -> Branch {
        let mut children = node.borrow().clone();
        let slot = (i >> (BITS * level)) & (WIDTH - 1);
        children[slot] = match &children[slot] {
            Child::Leaf(leaf) => {
                let mut elements = leaf.borrow().clone();
                elements[i & (WIDTH - 1)] = x;
                Child::Leaf(Rc::new(RefCell::new(elements)))
            }
            Child::Branch(b) => Child::Branch(Self::set_in(b, level - 1, i, x)),
        };
        Rc::new(RefCell::new(children))
    }

    /// This vector without its last element (the empty vector stays empty). The trie is
    /// shared as it is: what lies beyond the new length is not this version's.
    pub fn pop(&self) -> Self {
        if self.len <= 1 {
            return PVec {
                len: 0,
                ..self.clone()
            };
        }
        let offset = tail_offset(self.len);
        let tail = if self.len - offset > 1 {
            self.tail.clone()
        } else {
            // The tail empties: the trie's last leaf becomes the tail.
            leaf_at(&self.root, self.depth, offset - 1)
        };
        PVec {
            len: self.len - 1,
            depth: self.depth,
            root: self.root.clone(),
            tail,
        }
    }
}

impl<const BUGGY: bool> Default for PVec<BUGGY> {
    fn default() -> Self {
        Self::new()
    }
}

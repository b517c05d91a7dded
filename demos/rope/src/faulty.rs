//! The faulty rope: the [`working`](super::working) rope with one planted bug.
//!
//! **Planted bug:** the rebalancing packs the rope's leaves, in order, into full leaves through
//! a buffer, and never pushes the buffer's last, partly filled leaf: the rebuilt rope loses its
//! last 1 to 64 bytes. Its length is then short of the reference's, and a `byte_at`, `slice` or
//! `insert` near the end, at an index the reference allows, runs past the end of the tree and
//! panics.
//!
//! **Why it needs a large value:** only a rope longer than [`REBALANCE_ABOVE`] (4,096) bytes is
//! rebalanced, and only once its tree is deeper than [`max_depth`] of its length (14 levels up
//! to 8 KiB, 2 more each time the length doubles). No scenario makes so long a rope without
//! `append`: every other call adds at most 16 bytes (`from_string`, `push_str` and `insert`
//! draw at most 16), so a scenario of 200 calls, the engine's fuel, makes at most 3,200 bytes,
//! however deep its tree grows. `append` adds a whole rope at once: two ropes appended to each
//! other in turn grow like Fibonacci numbers (a rope appended to a copy of itself doubles), and
//! each append makes the tree one level deeper, so 15 to 20 appends of ropes of a few dozen
//! bytes make one of 4 to 6 KiB that is deep enough to be rebalanced. Expected reproducer
//! (seed 3, 20 steps, 16 of them appends):
//!
//! ```text
//! let mut r0 = Rope::from_string("aaaaaaaaaaaaaaa".to_string());
//! r0.insert(0usize, "aaaaaaa".to_string());
//! let mut r1 = Rope::new();
//! r1.append(&r0); // 3 times
//! r0.append(&r1); // twice
//! r1.append(&r0);
//! r0.append(&r1); // twice
//! r0.insert(512usize, "a".to_string());
//! r0.append(&r1); // 3 times
//! r1.append(&r0); // 4 times
//! assert_eq!(r1.len(), 5240usize); // candidate returned 5218
//! ```

use std::fmt;
use std::rc::Rc;

use super::RopeApi;

/// The most bytes a leaf holds.
pub const LEAF: usize = 64;

/// Ropes of at most this many bytes (64 full leaves) are never rebalanced.
pub const REBALANCE_ABOVE: usize = 4096;

/// A node of the tree, shared between ropes.
enum Node {
    Leaf(Rc<str>),
    Branch {
        left: Rc<Node>,
        right: Rc<Node>,
        len: usize,
        depth: usize,
    },
}

impl Node {
    fn len(&self) -> usize {
        match self {
            Node::Leaf(s) => s.len(),
            Node::Branch { len, .. } => *len,
        }
    }

    fn depth(&self) -> usize {
        match self {
            Node::Leaf(_) => 0,
            Node::Branch { depth, .. } => *depth,
        }
    }
}

fn leaf(s: &str) -> Rc<Node> {
    Rc::new(Node::Leaf(s.into()))
}

fn branch(left: Rc<Node>, right: Rc<Node>) -> Rc<Node> {
    Rc::new(Node::Branch {
        len: left.len() + right.len(),
        depth: 1 + left.depth().max(right.depth()),
        left,
        right,
    })
}

/// The deepest a rope of `len` bytes may grow before it is rebalanced: twice the depth of a
/// balanced tree of full leaves.
pub fn max_depth(len: usize) -> usize {
    2 * (usize::BITS - (len / LEAF).leading_zeros()) as usize
}

/// `a` followed by `b`: a short leaf `b` joins the last leaf of `a` when both fit in one;
/// otherwise a new node over both, rebalanced when it is long and too deep.
fn concat(a: Rc<Node>, b: Rc<Node>) -> Rc<Node> {
    if a.len() == 0 {
        return b;
    }
    if b.len() == 0 {
        return a;
    }
    if let Node::Leaf(t) = &*b {
        match &*a {
            Node::Leaf(s) if s.len() + t.len() <= LEAF => return leaf(&format!("{s}{t}")),
            Node::Branch { left, right, .. } => {
                if let Node::Leaf(s) = &**right {
                    if s.len() + t.len() <= LEAF {
                        return branch(left.clone(), leaf(&format!("{s}{t}")));
                    }
                }
            }
            Node::Leaf(_) => {}
        }
    }
    let node = branch(a, b);
    if node.len() > REBALANCE_ABOVE && node.depth() > max_depth(node.len()) {
        rebalance(&node)
    } else {
        node
    }
}

/// The leaves of `node`, in order.
fn collect<'a>(node: &'a Node, out: &mut Vec<&'a str>) {
    match node {
        Node::Leaf(s) => out.push(s),
        Node::Branch { left, right, .. } => {
            collect(left, out);
            collect(right, out);
        }
    }
}

/// A balanced tree over `nodes`, in order.
fn build(nodes: &[Rc<Node>]) -> Rc<Node> {
    match nodes {
        [] => leaf(""),
        [one] => one.clone(),
        _ => {
            let (left, right) = nodes.split_at(nodes.len() / 2);
            branch(build(left), build(right))
        }
    }
}

/// The text of `node` packed into as few leaves as fit, under a balanced tree: all but its
/// last bytes (the bug).
fn rebalance(node: &Node) -> Rc<Node> {
    let mut leaves = Vec::new();
    collect(node, &mut leaves);
    let mut packed = Vec::new();
    let mut buf = String::with_capacity(LEAF);
    for s in leaves {
        if buf.len() + s.len() > LEAF {
            packed.push(leaf(&buf));
            buf.clear();
        }
        buf.push_str(s);
    }
    // The bug: the last, partly filled leaf in `buf` is never pushed.
    build(&packed)
}

/// The two halves of `node`, split at byte `at`.
fn split(node: &Rc<Node>, at: usize) -> (Rc<Node>, Rc<Node>) {
    if at == 0 {
        return (leaf(""), node.clone());
    }
    if at == node.len() {
        return (node.clone(), leaf(""));
    }
    match &**node {
        Node::Leaf(s) => (leaf(&s[..at]), leaf(&s[at..])),
        Node::Branch { left, right, .. } => {
            let l = left.len();
            if at <= l {
                let (a, b) = split(left, at);
                (a, concat(b, right.clone()))
            } else {
                let (a, b) = split(right, at - l);
                (concat(left.clone(), a), b)
            }
        }
    }
}

/// Appends the text of `node` from `start` to `end` to `out`.
fn slice_into(node: &Node, start: usize, end: usize, out: &mut String) {
    if start >= end {
        return;
    }
    match node {
        Node::Leaf(s) => out.push_str(&s[start..end]),
        Node::Branch { left, right, .. } => {
            let l = left.len();
            if start < l {
                slice_into(left, start, end.min(l), out);
            }
            if end > l {
                slice_into(right, start.saturating_sub(l), end - l, out);
            }
        }
    }
}

/// A rope of the text `s`, in leaves of at most [`LEAF`] bytes.
fn of_text(mut s: &str) -> Rc<Node> {
    let mut node = leaf("");
    while !s.is_empty() {
        let mut n = s.len().min(LEAF);
        while !s.is_char_boundary(n) {
            n -= 1;
        }
        let (chunk, rest) = s.split_at(n);
        node = concat(node, leaf(chunk));
        s = rest;
    }
    node
}

/// A rope: a shared tree of text leaves.
#[derive(Clone)]
pub struct Rope {
    root: Rc<Node>,
}

impl Rope {
    /// The depth of the tree: 0 for a single leaf.
    pub fn depth(&self) -> usize {
        self.root.depth()
    }
}

/// The length and depth only: the text of a long rope is long.
impl fmt::Debug for Rope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Rope")
            .field("len", &self.root.len())
            .field("depth", &self.root.depth())
            .finish()
    }
}

impl RopeApi for Rope {
    fn new() -> Rope {
        Rope { root: leaf("") }
    }
    fn from_string(s: String) -> Rope {
        Rope { root: of_text(&s) }
    }
    fn push_str(&mut self, s: String) {
        self.root = concat(self.root.clone(), of_text(&s));
    }
    /// Shares `other`'s tree: no text is copied.
    fn append(&mut self, other: &Rope) {
        self.root = concat(self.root.clone(), other.root.clone());
    }
    fn len(&self) -> usize {
        self.root.len()
    }
    fn byte_at(&self, mut i: usize) -> u8 {
        let mut node = &*self.root;
        loop {
            match node {
                Node::Leaf(s) => return s.as_bytes()[i],
                Node::Branch { left, right, .. } => {
                    if i < left.len() {
                        node = left;
                    } else {
                        i -= left.len();
                        node = right;
                    }
                }
            }
        }
    }
    fn slice(&self, start: usize, end: usize) -> String {
        assert!(start <= end && end <= self.len(), "slice out of bounds");
        let mut out = String::with_capacity(end - start);
        slice_into(&self.root, start, end, &mut out);
        out
    }
    fn insert(&mut self, i: usize, s: String) {
        let (a, b) = split(&self.root, i);
        self.root = concat(concat(a, of_text(&s)), b);
    }
    fn split_off(&mut self, at: usize) -> Rope {
        let (a, b) = split(&self.root, at);
        self.root = a;
        Rope { root: b }
    }
}

//! The candidate: a B-tree of order 4 (a 2-3-4 tree), with at most [`MAX_KEYS`] keys and, but
//! at the root, at least [`MIN_KEYS`] key per node.
//!
//! Insertion goes down to a leaf and splits overflowing nodes on the way back up; removal
//! takes a key out of a leaf (a key of an internal node is first replaced by its
//! predecessor) and repairs underflowing nodes on the way back up: by rotating a key through
//! the parent from a sibling that can spare one, or else by merging with a sibling.
//!
//! **Planted bug** (`BUGGY = true`): when an underflowing *internal* node borrows from its
//! left sibling, the sibling's *first* child moves over instead of its last. The key
//! rotation is right and both nodes keep consistent sizes, but the moved subtree (and every
//! child of the sibling after it) now hangs in the wrong place: `contains` misses its keys,
//! `insert` adds them a second time. Leaves have no children, so the bug needs an internal
//! node below the root: a tree of three levels.

/// The most keys a node holds.
pub const MAX_KEYS: usize = 3;

/// The fewest keys a node other than the root holds.
pub const MIN_KEYS: usize = 1;

/// A node: sorted keys and, unless it is a leaf, one more child than keys.
#[derive(Debug, Clone, Default)]
struct Node<const BUGGY: bool> {
    keys: Vec<u8>,
    children: Vec<Node<BUGGY>>,
}

/// What an insertion below a node did.
enum Inserted<const BUGGY: bool> {
    /// The key was there already.
    Present,
    /// The key was added and the node kept at most `MAX_KEYS` keys.
    Done,
    /// The key was added and the node split: the separator and the new right sibling.
    Split(u8, Node<BUGGY>),
}

impl<const BUGGY: bool> Node<BUGGY> {
    fn is_leaf(&self) -> bool {
        self.children.is_empty()
    }

    fn contains(&self, k: u8) -> bool {
        match self.keys.binary_search(&k) {
            Ok(_) => true,
            Err(i) => !self.is_leaf() && self.children[i].contains(k),
        }
    }

    fn insert(&mut self, k: u8) -> Inserted<BUGGY> {
        let i = match self.keys.binary_search(&k) {
            Ok(_) => return Inserted::Present,
            Err(i) => i,
        };
        if self.is_leaf() {
            self.keys.insert(i, k);
        } else {
            match self.children[i].insert(k) {
                Inserted::Split(sep, right) => {
                    self.keys.insert(i, sep);
                    self.children.insert(i + 1, right);
                }
                done => return done,
            }
        }
        if self.keys.len() > MAX_KEYS {
            let (sep, right) = self.split();
            Inserted::Split(sep, right)
        } else {
            Inserted::Done
        }
    }

    /// Splits an overflowing node: it keeps the lower half, the middle key goes up, the upper
    /// half goes to a new right sibling.
    fn split(&mut self) -> (u8, Node<BUGGY>) {
        let mid = self.keys.len() / 2;
        let keys = self.keys.split_off(mid + 1);
        let sep = self.keys.pop().expect("an overflowing node has keys");
        let children = if self.is_leaf() {
            Vec::new()
        } else {
            self.children.split_off(mid + 1)
        };
        (sep, Node { keys, children })
    }

    /// Removes `k` from this subtree; whether it was there. The node may underflow: its
    /// parent repairs it.
    fn remove(&mut self, k: u8) -> bool {
        match self.keys.binary_search(&k) {
            Ok(i) if self.is_leaf() => {
                self.keys.remove(i);
                true
            }
            Ok(i) => {
                // Replace `k` by its predecessor, the largest key of the left subtree.
                self.keys[i] = self.children[i].remove_max();
                self.repair(i);
                true
            }
            Err(_) if self.is_leaf() => false,
            Err(i) => {
                let found = self.children[i].remove(k);
                if found {
                    self.repair(i);
                }
                found
            }
        }
    }

    /// Removes and returns the largest key of this (nonempty) subtree.
    fn remove_max(&mut self) -> u8 {
        if self.is_leaf() {
            return self.keys.pop().expect("a node below the root has keys");
        }
        let last = self.children.len() - 1;
        let max = self.children[last].remove_max();
        self.repair(last);
        max
    }

    /// Restores the minimum size of child `i`, if it underflowed.
    fn repair(&mut self, i: usize) {
        if self.children[i].keys.len() >= MIN_KEYS {
            return;
        }
        if i > 0 && self.children[i - 1].keys.len() > MIN_KEYS {
            self.rotate_right(i);
        } else if i + 1 < self.children.len() && self.children[i + 1].keys.len() > MIN_KEYS {
            self.rotate_left(i);
        } else if i > 0 {
            self.merge(i - 1);
        } else {
            self.merge(i);
        }
    }

    /// Child `i` borrows from its left sibling: the separator comes down to its front, the
    /// sibling's last key goes up, and the sibling's last child moves over.
    fn rotate_right(&mut self, i: usize) {
        let (before, after) = self.children.split_at_mut(i);
        let left = &mut before[i - 1];
        let child = &mut after[0];
        let up = left.keys.pop().expect("the sibling can spare a key");
        child
            .keys
            .insert(0, std::mem::replace(&mut self.keys[i - 1], up));
        if !left.is_leaf() {
            let moved = if BUGGY {
                left.children.remove(0)
            } else {
                left.children.pop().expect("an internal node has children")
            };
            child.children.insert(0, moved);
        }
    }

    /// Child `i` borrows from its right sibling: the separator comes down to its back, the
    /// sibling's first key goes up, and the sibling's first child moves over.
    fn rotate_left(&mut self, i: usize) {
        let (before, after) = self.children.split_at_mut(i + 1);
        let child = &mut before[i];
        let right = &mut after[0];
        let up = right.keys.remove(0);
        child.keys.push(std::mem::replace(&mut self.keys[i], up));
        if !right.is_leaf() {
            child.children.push(right.children.remove(0));
        }
    }

    /// Merges child `i + 1` and the separator between them into child `i`.
    fn merge(&mut self, i: usize) {
        let right = self.children.remove(i + 1);
        let sep = self.keys.remove(i);
        let left = &mut self.children[i];
        left.keys.push(sep);
        left.keys.extend(right.keys);
        left.children.extend(right.children);
    }
}

/// A set of `u8` keys: a B-tree with at most three keys per node.
#[derive(Debug, Clone, Default)]
pub struct BTree<const BUGGY: bool> {
    root: Node<BUGGY>,
    len: usize,
}

/// The candidate with the planted bug.
pub type Faulty = BTree<true>;

/// The correct candidate.
pub type Working = BTree<false>;

impl<const BUGGY: bool> BTree<BUGGY> {
    /// The empty set.
    pub fn new() -> Self {
        BTree {
            root: Node::default(),
            len: 0,
        }
    }

    /// Adds `k`; whether it was absent.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::btree::Working;
    /// let mut s = Working::new();
    /// assert!(s.insert(7));
    /// assert!(!s.insert(7));
    /// assert_eq!(s.len(), 1);
    /// ```
    pub fn insert(&mut self, k: u8) -> bool {
        match self.root.insert(k) {
            Inserted::Present => return false,
            Inserted::Done => {}
            Inserted::Split(sep, right) => {
                let left = std::mem::take(&mut self.root);
                self.root = Node {
                    keys: vec![sep],
                    children: vec![left, right],
                };
            }
        }
        self.len += 1;
        true
    }

    /// Removes `k`; whether it was present.
    pub fn remove(&mut self, k: u8) -> bool {
        if !self.root.remove(k) {
            return false;
        }
        if self.root.keys.is_empty() && !self.root.is_leaf() {
            // The root's last key went down into a merge: the tree loses a level.
            self.root = self.root.children.pop().expect("one child left");
        }
        self.len -= 1;
        true
    }

    /// Whether `k` is in the set.
    pub fn contains(&self, k: u8) -> bool {
        self.root.contains(k)
    }

    /// The number of keys.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The number of levels: 1 for a single leaf.
    pub fn height(&self) -> usize {
        let mut node = &self.root;
        let mut h = 1;
        while let Some(child) = node.children.first() {
            node = child;
            h += 1;
        }
        h
    }
}

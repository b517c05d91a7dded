// The AVL tree of both candidates, included by `faulty.rs` and `working.rs`, which set
// `JOIN_REBALANCES`: whether `join` rebalances the nodes it rebuilds below the root.

use std::cmp::Ordering;
use std::rc::Rc;

/// A node: its subtrees, its element and its height.
#[derive(Debug)]
struct Node {
    left: Tree,
    value: u8,
    right: Tree,
    height: usize,
}

type Tree = Option<Rc<Node>>;

/// A persistent set of bytes: an AVL tree whose subtrees' heights differ by at most 2 at
/// every node, as in OCaml's `Set`.
#[derive(Debug, Clone, Default)]
pub struct AvlSet(Tree);

fn height(t: &Tree) -> usize {
    t.as_ref().map_or(0, |n| n.height)
}

/// The node of `l`, `v` and `r`, as they are.
fn create(l: &Tree, v: u8, r: &Tree) -> Tree {
    Some(Rc::new(Node {
        left: l.clone(),
        value: v,
        right: r.clone(),
        height: height(l).max(height(r)) + 1,
    }))
}

/// The node of `l`, `v` and `r`, rotated once or twice when their heights differ by more
/// than 2 (by at most 3).
fn bal(l: &Tree, v: u8, r: &Tree) -> Tree {
    let (hl, hr) = (height(l), height(r));
    if hl > hr + 2 {
        let ln = l.as_ref().expect("a tall tree is a node");
        if height(&ln.left) >= height(&ln.right) {
            create(&ln.left, ln.value, &create(&ln.right, v, r))
        } else {
            let lr = ln.right.as_ref().expect("a tall tree is a node");
            create(
                &create(&ln.left, ln.value, &lr.left),
                lr.value,
                &create(&lr.right, v, r),
            )
        }
    } else if hr > hl + 2 {
        let rn = r.as_ref().expect("a tall tree is a node");
        if height(&rn.right) >= height(&rn.left) {
            create(&create(l, v, &rn.left), rn.value, &rn.right)
        } else {
            let rl = rn.left.as_ref().expect("a tall tree is a node");
            create(
                &create(l, v, &rl.left),
                rl.value,
                &create(&rl.right, rn.value, &rn.right),
            )
        }
    } else {
        create(l, v, r)
    }
}

fn add(t: &Tree, x: u8) -> Tree {
    match t {
        None => create(&None, x, &None),
        Some(n) => match x.cmp(&n.value) {
            Ordering::Equal => t.clone(),
            Ordering::Less => bal(&add(&n.left, x), n.value, &n.right),
            Ordering::Greater => bal(&n.left, n.value, &add(&n.right, x)),
        },
    }
}

/// A node that [`join`] rebuilds on its way back up: rebalanced when `JOIN_REBALANCES` (the
/// working candidate), left as it is otherwise (the faulty one's planted bug).
fn rebuilt(l: &Tree, v: u8, r: &Tree) -> Tree {
    if JOIN_REBALANCES {
        bal(l, v, r)
    } else {
        create(l, v, r)
    }
}

/// `t` with `v`, smaller than all its elements, for [`join_below`].
fn add_min(v: u8, t: &Tree) -> Tree {
    match t {
        None => create(&None, v, &None),
        Some(n) => rebuilt(&add_min(v, &n.left), n.value, &n.right),
    }
}

/// `t` with `v`, greater than all its elements, for [`join_below`].
fn add_max(v: u8, t: &Tree) -> Tree {
    match t {
        None => create(&None, v, &None),
        Some(n) => rebuilt(&n.left, n.value, &add_max(v, &n.right)),
    }
}

/// The tree of `l`, `v` and `r` (every element of `l` below `v`, every one of `r` above), of
/// any heights: descends along the taller tree's spine, then rebalances the root.
fn join(l: &Tree, v: u8, r: &Tree) -> Tree {
    let joined = join_below(l, v, r);
    let n = joined.as_ref().expect("a join holds `v`");
    bal(&n.left, n.value, &n.right)
}

/// [`join`] but for its root: the nodes rebuilt on the way back up, down to where `v` is added
/// below the smaller tree's elements or above them, go through [`rebuilt`].
fn join_below(l: &Tree, v: u8, r: &Tree) -> Tree {
    match (l, r) {
        (None, _) => add_min(v, r),
        (_, None) => add_max(v, l),
        (Some(ln), Some(rn)) => {
            if ln.height > rn.height + 2 {
                rebuilt(&ln.left, ln.value, &join_below(&ln.right, v, r))
            } else if rn.height > ln.height + 2 {
                rebuilt(&join_below(l, v, &rn.left), rn.value, &rn.right)
            } else {
                create(l, v, r)
            }
        }
    }
}

/// The elements of `t` below `x`, whether `x` is one, and those above.
fn split(x: u8, t: &Tree) -> (Tree, bool, Tree) {
    match t {
        None => (None, false, None),
        Some(n) => match x.cmp(&n.value) {
            Ordering::Equal => (n.left.clone(), true, n.right.clone()),
            Ordering::Less => {
                let (ll, present, rl) = split(x, &n.left);
                (ll, present, join(&rl, n.value, &n.right))
            }
            Ordering::Greater => {
                let (lr, present, rr) = split(x, &n.right);
                (join(&n.left, n.value, &lr), present, rr)
            }
        },
    }
}

/// The union of two trees: `s2` split by the root of `s1`, each half united with the
/// subtree of `s1` on its side, and the two joined around the root.
fn union(s1: &Tree, s2: &Tree) -> Tree {
    match (s1, s2) {
        (None, _) => s2.clone(),
        (_, None) => s1.clone(),
        (Some(n1), _) => {
            let (l2, _, r2) = split(n1.value, s2);
            join(&union(&n1.left, &l2), n1.value, &union(&n1.right, &r2))
        }
    }
}

/// Checks the heights recorded in `t` and its balance; returns its height.
fn balanced_height(t: &Tree) -> usize {
    match t {
        None => 0,
        Some(n) => {
            let (hl, hr) = (balanced_height(&n.left), balanced_height(&n.right));
            assert!(
                hl.abs_diff(hr) <= 2,
                "unbalanced AVL tree: subtrees of heights {hl} and {hr} at {}",
                n.value
            );
            assert_eq!(n.height, hl.max(hr) + 1, "a wrong height at {}", n.value);
            n.height
        }
    }
}

impl super::AvlApi for AvlSet {
    /// The empty set.
    fn empty() -> AvlSet {
        AvlSet(None)
    }
    /// A new set with `x`; `self` is unchanged.
    fn add(&self, x: u8) -> AvlSet {
        AvlSet(add(&self.0, x))
    }
    /// A new set with the elements of `self` and `other`.
    fn union(&self, other: &AvlSet) -> AvlSet {
        AvlSet(union(&self.0, &other.0))
    }
    /// Whether `x` is an element.
    fn mem(&self, x: u8) -> bool {
        let mut t = &self.0;
        while let Some(n) = t {
            match x.cmp(&n.value) {
                Ordering::Equal => return true,
                Ordering::Less => t = &n.left,
                Ordering::Greater => t = &n.right,
            }
        }
        false
    }
    /// The elements, in increasing order.
    fn elements(&self) -> Vec<u8> {
        fn walk(t: &Tree, out: &mut Vec<u8>) {
            if let Some(n) = t {
                walk(&n.left, out);
                out.push(n.value);
                walk(&n.right, out);
            }
        }
        let mut out = Vec::new();
        walk(&self.0, &mut out);
        out
    }
    /// Checks the tree's invariant: at every node, the heights of the two subtrees differ by
    /// at most 2, and the recorded height is right.
    ///
    /// # Panics
    ///
    /// If the invariant does not hold.
    fn assert_balanced(&self) {
        balanced_height(&self.0);
    }
}

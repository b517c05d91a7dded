//! An AVL tree. **Planted bug:** `join`, which `union` calls to put a tree back together
//! around an element, descends along the taller tree's spine (down to its smallest or largest
//! element when the other tree is empty) and rebuilds the nodes on the way back up without
//! rebalancing them; only the root is rebalanced. The elements stay right, so only the
//! well-formedness check sees it: a node whose subtrees' heights differ by more than 2. The
//! reproducer builds sets with `add` and `union`, and ends with `assert_balanced()` on a union.

/// The planted bug: `join` rebalances only the root of what it rebuilds.
const JOIN_REBALANCES: bool = false;

include!("tree.rs");

//! A correct candidate: an AVL tree after OCaml's `Set`, whose `join` rebalances every node
//! it rebuilds.

/// `join` rebalances every node it rebuilds.
const JOIN_REBALANCES: bool = true;

include!("tree.rs");

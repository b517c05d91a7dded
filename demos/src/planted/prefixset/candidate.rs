//! The candidate: a trie of `char`s, each node counting the strings below it, so that
//! `count_with_prefix` is one walk down the prefix.
//!
//! **Planted bug** (`BUGGY = true`): [`longest_stored_prefix_of`](PrefixSet::longest_stored_prefix_of)
//! walks the query down the trie and remembers how deep the last node that ends a stored
//! string is, then cuts the query there. The faulty candidate remembers that depth in `char`s
//! and cuts the query at that many *bytes*. They agree while the stored prefix is ASCII; when
//! it holds a multi-byte character, the cut is too short (a wrong answer) or falls inside a
//! character (a panic).

use std::collections::BTreeMap;

/// A trie node.
#[derive(Debug, Clone, Default)]
struct Node {
    /// The children, by the next character.
    children: BTreeMap<char, Node>,
    /// Whether the path to this node is a stored string.
    end: bool,
    /// The number of stored strings that go through this node (this one's included).
    below: usize,
}

/// Dropping a trie frees its nodes from an explicit stack, not by recursion: a stored string of
/// thousands of characters is a path of thousands of nodes, which a recursive drop would
/// follow to a stack overflow.
impl Drop for Node {
    fn drop(&mut self) {
        let mut stack: Vec<Node> = std::mem::take(&mut self.children).into_values().collect();
        while let Some(mut node) = stack.pop() {
            stack.extend(std::mem::take(&mut node.children).into_values());
        }
    }
}

/// A set of strings with prefix queries, as a trie of characters.
#[derive(Debug, Clone, Default)]
pub struct PrefixSet<const BUGGY: bool> {
    root: Node,
}

/// The candidate with the planted bug.
pub type Faulty = PrefixSet<true>;
/// The correct candidate.
pub type Working = PrefixSet<false>;

impl<const BUGGY: bool> PrefixSet<BUGGY> {
    /// The empty set.
    pub fn new() -> Self {
        PrefixSet {
            root: Node::default(),
        }
    }

    /// The node at the end of the path `s`, if the trie has it.
    fn find(&self, s: &str) -> Option<&Node> {
        s.chars()
            .try_fold(&self.root, |node, c| node.children.get(&c))
    }

    /// Adds `s`; whether it was absent.
    pub fn insert(&mut self, s: String) -> bool {
        if self.contains(s.clone()) {
            return false;
        }
        let mut node = &mut self.root;
        node.below += 1;
        for c in s.chars() {
            node = node.children.entry(c).or_default();
            node.below += 1;
        }
        node.end = true;
        true
    }

    /// Whether `s` is in the set.
    pub fn contains(&self, s: String) -> bool {
        self.find(&s).is_some_and(|n| n.end)
    }

    /// Removes `s`; whether it was present. Nodes that no string goes through any more are
    /// cut off.
    pub fn remove(&mut self, s: String) -> bool {
        if !self.contains(s.clone()) {
            return false;
        }
        let mut node = &mut self.root;
        node.below -= 1;
        for c in s.chars() {
            let child = node.children.get_mut(&c).expect("a stored path");
            if child.below == 1 {
                // The last string through this child: the whole branch goes.
                node.children.remove(&c);
                return true;
            }
            child.below -= 1;
            node = node.children.get_mut(&c).expect("a stored path");
        }
        node.end = false;
        true
    }

    /// The number of stored strings that start with `prefix`: the count of its node.
    pub fn count_with_prefix(&self, prefix: String) -> usize {
        self.find(&prefix).map_or(0, |n| n.below)
    }

    /// The longest stored string that `query` starts with: walk the query down the trie and
    /// cut it after the deepest node that ends a stored string.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::prefixset::{Faulty, Working};
    /// let mut w = Working::new();
    /// w.insert("ab".to_string());
    /// assert_eq!(w.longest_stored_prefix_of("abc".to_string()), Some("ab".to_string()));
    /// let mut f = Faulty::new();
    /// f.insert("éa".to_string());
    /// // The planted bug: two chars, cut as two bytes.
    /// assert_eq!(f.longest_stored_prefix_of("éab".to_string()), Some("é".to_string()));
    /// ```
    pub fn longest_stored_prefix_of(&self, query: String) -> Option<String> {
        let mut node = &self.root;
        let mut cut = node.end.then_some(0);
        for (depth, (at, c)) in query.char_indices().enumerate() {
            match node.children.get(&c) {
                Some(child) => node = child,
                None => break,
            }
            if node.end {
                // Where the stored string ends in the query: after `depth + 1` chars, which is
                // `at + c.len_utf8()` bytes.
                cut = Some(if BUGGY { depth + 1 } else { at + c.len_utf8() });
            }
        }
        cut.map(|n| query[..n].to_string())
    }

    /// The number of stored strings.
    pub fn len(&self) -> usize {
        self.root.below
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.root.below == 0
    }
}

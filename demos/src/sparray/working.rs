//! A correct candidate: Conchon and Filliâtre's semi-persistent arrays, a rerooting diff
//! array.
//!
//! Each tree has one mutable data array, held by its *current* version: the one most recently
//! accessed. Every other valid version is an ancestor of the current one and holds a diff, the
//! one cell where it differs from its child toward the current version. Accessing a version
//! *reroots* it: the diffs between it and the current version are applied to the data array,
//! which moves to it, and the versions in between are invalidated (unlike Baker's fully
//! persistent arrays, no reverse diff is needed). `set` on the current version is O(1).

use std::cell::RefCell;
use std::rc::Rc;

use super::SpArrayApi;

/// The message of a panic on an access to an invalid array.
pub const INVALID: &str = "semi-persistent array used after it was invalidated";

/// One version of an array.
#[derive(Debug)]
enum Node {
    /// The current version: the data array.
    Current(Vec<i32>),
    /// A valid ancestor: `next`, with `value` at `index`. `next` is one step toward the current
    /// version.
    Diff {
        index: usize,
        value: i32,
        next: Rc<RefCell<Node>>,
    },
    /// A version that may no longer be accessed.
    Invalid,
}

/// A semi-persistent array of `i32`.
#[derive(Debug, Clone)]
pub struct SpArray {
    node: Rc<RefCell<Node>>,
    len: usize,
}

impl SpArray {
    /// The versions from this one to the current one, or `None` if this one is invalid.
    fn path(&self) -> Option<Vec<Rc<RefCell<Node>>>> {
        let mut path = vec![self.node.clone()];
        loop {
            let next = match &*path.last().expect("nonempty").borrow() {
                Node::Current(_) => None,
                Node::Diff { next, .. } => Some(next.clone()),
                Node::Invalid => return None,
            };
            match next {
                Some(next) => path.push(next),
                None => return Some(path),
            }
        }
    }

    /// Whether this array may be accessed.
    pub(crate) fn is_valid(&self) -> bool {
        self.path().is_some()
    }

    /// Makes this version the current one: moves the data array here, applying the diffs on
    /// the way, and invalidates the versions in between.
    ///
    /// # Panics
    ///
    /// If this array is invalid.
    pub(crate) fn reroot(&self) {
        let mut path = self.path().expect(INVALID);
        let current = path.pop().expect("nonempty");
        let mut data = match std::mem::replace(&mut *current.borrow_mut(), Node::Invalid) {
            Node::Current(data) => data,
            _ => unreachable!("a path ends at the current version"),
        };
        while let Some(node) = path.pop() {
            let diff = std::mem::replace(&mut *node.borrow_mut(), Node::Invalid);
            if let Node::Diff { index, value, .. } = diff {
                data[index] = value;
            }
        }
        *self.node.borrow_mut() = Node::Current(data);
    }
}

impl SpArrayApi for SpArray {
    /// The root of a new tree: `n` cells holding `x`.
    fn make(n: usize, x: i32) -> SpArray {
        SpArray {
            node: Rc::new(RefCell::new(Node::Current(vec![x; n]))),
            len: n,
        }
    }

    /// The number of cells. Works on any array and changes nothing.
    fn length(&self) -> usize {
        self.len
    }

    /// The value at `i`. Invalidates the descendants of this array.
    ///
    /// # Panics
    ///
    /// If this array is invalid, or `i` is out of bounds.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::sparray::working::SpArray;
    /// use demos::sparray::SpArrayApi;
    /// let a = SpArray::make(3, 0);
    /// let b = a.set(1, 5);
    /// assert_eq!(b.get(1), 5);
    /// assert_eq!(a.get(1), 0); // b is invalid from now on
    /// ```
    fn get(&self, i: usize) -> i32 {
        self.reroot();
        match &*self.node.borrow() {
            Node::Current(data) => data[i],
            _ => unreachable!("a rerooted array is current"),
        }
    }

    /// A child of this array, with `x` at `i`. Invalidates the other descendants of this array.
    ///
    /// # Panics
    ///
    /// If this array is invalid, or `i` is out of bounds.
    fn set(&self, i: usize, x: i32) -> SpArray {
        self.reroot();
        let mut data = match std::mem::replace(&mut *self.node.borrow_mut(), Node::Invalid) {
            Node::Current(data) => data,
            _ => unreachable!("a rerooted array is current"),
        };
        // Check the bounds before changing anything.
        let old = match data.get(i) {
            Some(&old) => old,
            None => {
                let len = data.len();
                *self.node.borrow_mut() = Node::Current(data);
                panic!("index out of bounds: the len is {len} but the index is {i}");
            }
        };
        data[i] = x;
        let child = Rc::new(RefCell::new(Node::Current(data)));
        *self.node.borrow_mut() = Node::Diff {
            index: i,
            value: old,
            next: child.clone(),
        };
        SpArray {
            node: child,
            len: self.len,
        }
    }

    fn valid(&self) -> bool {
        self.is_valid()
    }
}

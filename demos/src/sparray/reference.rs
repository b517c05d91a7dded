//! The reference: the paper's, where each tree of arrays shares a stack of its valid arrays.
//!
//! The stack is the path from the root of the tree down to the array most recently accessed.
//! An array is valid when it is on the stack (searched by identity: every array has a unique
//! id); `get` and `set` invalidate the strict descendants of their array by truncating the stack
//! after it; `set` copies the data and pushes the child.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::SpArrayApi;

/// The source of array identities.
static NEXT_ID: AtomicU64 = AtomicU64::new(0);

/// A semi-persistent array that copies itself on `set` and tracks validity explicitly.
#[derive(Debug, Clone)]
pub struct SpArray {
    id: u64,
    data: Vec<i32>,
    /// The ids of the valid arrays of this tree, root first.
    stack: Rc<RefCell<Vec<u64>>>,
}

impl SpArray {
    fn fresh(data: Vec<i32>, stack: Rc<RefCell<Vec<u64>>>) -> SpArray {
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        stack.borrow_mut().push(id);
        SpArray { id, data, stack }
    }

    /// Truncates the stack after this array, which must be valid.
    fn invalidate_descendants(&self) {
        let mut stack = self.stack.borrow_mut();
        let at = stack
            .iter()
            .position(|&id| id == self.id)
            .expect("the array is valid");
        stack.truncate(at + 1);
    }
}

impl SpArrayApi for SpArray {
    /// The root of a new tree: `n` cells holding `x`.
    fn make(n: usize, x: i32) -> SpArray {
        SpArray::fresh(vec![x; n], Rc::new(RefCell::new(Vec::new())))
    }

    /// Whether this array may be accessed with `get` or `set`: it is on its tree's stack.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::sparray::reference::SpArray;
    /// use demos::sparray::SpArrayApi;
    /// let a = SpArray::make(2, 0);
    /// let b = a.set(0, 1);
    /// assert!(a.valid() && b.valid());
    /// assert_eq!(a.get(0), 0); // invalidates b
    /// assert!(a.valid() && !b.valid());
    /// ```
    fn valid(&self) -> bool {
        self.stack.borrow().contains(&self.id)
    }

    /// The number of cells; any array, valid or not, and invalidates nothing.
    fn length(&self) -> usize {
        self.data.len()
    }

    /// The value at `i`; invalidates this array's descendants.
    fn get(&self, i: usize) -> i32 {
        self.invalidate_descendants();
        self.data[i]
    }

    /// A child with `x` at `i`; invalidates this array's other descendants.
    fn set(&self, i: usize, x: i32) -> SpArray {
        self.invalidate_descendants();
        let mut data = self.data.clone();
        data[i] = x;
        SpArray::fresh(data, self.stack.clone())
    }
}

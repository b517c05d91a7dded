//! Ed's candidate. **Planted bug:** `set` writes into the shared storage and returns the same
//! array, so an older array sees the new value. Expected reproducer (3 steps):
//!
//! ```text
//! let a0 = PArray::make(2, 0);
//! let a1 = a0.set(0, 1);
//! assert_eq!(a0.get(0), 0); // candidate returned 1
//! ```

use std::cell::RefCell;
use std::rc::Rc;

use super::PArrayApi;

/// Ed's persistent array: a shared mutable vector.
#[derive(Debug, Clone)]
pub struct PArray(Rc<RefCell<Vec<i32>>>);

impl PArrayApi for PArray {
    fn make(n: usize, x: i32) -> PArray {
        PArray(Rc::new(RefCell::new(vec![x; n])))
    }
    fn get(&self, i: usize) -> i32 {
        self.0.borrow()[i]
    }
    /// Writes in place and returns the same array: the bug.
    fn set(&self, i: usize, x: i32) -> PArray {
        self.0.borrow_mut()[i] = x;
        self.clone()
    }
    fn len(&self) -> usize {
        self.0.borrow().len()
    }
}

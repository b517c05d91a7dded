//! Ed's candidate, with the full API. **Planted bug:** `set` writes into the shared storage and
//! returns the same array, so an older array sees the new value. Expected reproducer (3 steps;
//! any observation of the old array will do: `get`, `to_vec` or `fold_left`):
//!
//! ```text
//! let a0 = PArray::make(1usize, 0);
//! let _a1 = a0.set(0usize, 1);
//! assert_eq!(a0.get(0usize), 0); // candidate returned 1
//! ```

use std::cell::RefCell;
use std::rc::Rc;

use super::PersistentArray;

/// Ed's persistent array: a shared mutable vector.
#[derive(Debug, Clone)]
pub struct PArray(Rc<RefCell<Vec<i32>>>);

impl PersistentArray for PArray {
    const PATH: &'static str = "demos::parray_full::faulty::PArray";

    fn make(n: usize, x: i32) -> PArray {
        PArray(Rc::new(RefCell::new(vec![x; n])))
    }
    fn init<F: Fn(usize) -> i32>(n: usize, f: F) -> PArray {
        PArray(Rc::new(RefCell::new((0..n).map(f).collect())))
    }
    fn get(&self, i: usize) -> i32 {
        self.0.borrow()[i]
    }
    /// Writes in place and returns the same array: the bug.
    fn set(&self, i: usize, x: i32) -> PArray {
        self.0.borrow_mut()[i] = x;
        self.clone()
    }
    fn length(&self) -> usize {
        self.0.borrow().len()
    }
    fn to_vec(&self) -> Vec<i32> {
        self.0.borrow().clone()
    }
    fn fold_left<B, F: Fn(B, i32) -> B>(&self, init: B, f: F) -> B {
        self.0.borrow().iter().fold(init, |acc, &x| f(acc, x))
    }
}

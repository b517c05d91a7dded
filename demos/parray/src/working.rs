//! A correct candidate: copy on write, sharing storage until a `set`.

use std::rc::Rc;

use super::PArrayApi;

/// A persistent array that shares its storage and copies it on `set`.
#[derive(Debug, Clone)]
pub struct PArray(Rc<[i32]>);

impl PArrayApi for PArray {
    fn make(n: usize, x: i32) -> PArray {
        PArray(vec![x; n].into())
    }
    fn get(&self, i: usize) -> i32 {
        self.0[i]
    }
    /// A new array with `x` at `i`; `self` is unchanged.
    fn set(&self, i: usize, x: i32) -> PArray {
        let mut v = self.0.to_vec();
        v[i] = x;
        PArray(v.into())
    }
    fn len(&self) -> usize {
        self.0.len()
    }
}

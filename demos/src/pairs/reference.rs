//! The reference: a vector of the elements, top first, copied on every update.

use super::SplitStack;

/// A persistent stack that copies itself on `push` and `split`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stack(Vec<i32>);

impl SplitStack for Stack {
    /// The empty stack.
    fn empty() -> Stack {
        Stack(Vec::new())
    }
    /// A copy with `x` on top.
    fn push(&self, x: i32) -> Stack {
        let mut v = Vec::with_capacity(self.0.len() + 1);
        v.push(x);
        v.extend_from_slice(&self.0);
        Stack(v)
    }
    /// The top `i` elements, and the rest.
    ///
    /// # Panics
    ///
    /// If `i` is greater than the length.
    fn split(&self, i: usize) -> (Stack, Stack) {
        let (top, rest) = self.0.split_at(i);
        (Stack(top.to_vec()), Stack(rest.to_vec()))
    }
    /// The elements, top first.
    fn to_vec(&self) -> Vec<i32> {
        self.0.clone()
    }
    /// The number of elements.
    fn len(&self) -> usize {
        self.0.len()
    }
}

//! A linked list. **Planted bug:** `split(i)` takes `i + 1` elements into its first half (as
//! many as there are, when there are fewer). Expected reproducer (4 steps):
//!
//! ```text
//! let s0 = Stack::empty();
//! let s1 = s0.push(0);
//! let (_s2, s3) = s1.split(0usize);
//! assert_eq!(s3.to_vec(), vec![0]); // candidate returned vec![]
//! ```

use std::rc::Rc;

use super::SplitStack;

/// A cell of the list: an element and the cells below it.
#[derive(Debug)]
struct Cell {
    head: i32,
    tail: List,
}

type List = Option<Rc<Cell>>;

/// A persistent stack: a linked list of shared cells, top first.
#[derive(Debug, Clone, Default)]
pub struct Stack(List);

impl SplitStack for Stack {
    /// The empty stack.
    fn empty() -> Stack {
        Stack(None)
    }
    /// A new stack with `x` on top of `self`, which is unchanged.
    fn push(&self, x: i32) -> Stack {
        Stack(Some(Rc::new(Cell {
            head: x,
            tail: self.0.clone(),
        })))
    }
    /// The top `i` elements, and the rest; but the loop takes one element too many: the bug.
    fn split(&self, i: usize) -> (Stack, Stack) {
        let mut top = Vec::new();
        let mut rest = &self.0;
        while top.len() <= i {
            match rest {
                Some(cell) => {
                    top.push(cell.head);
                    rest = &cell.tail;
                }
                None => break,
            }
        }
        let front = top.iter().rev().fold(Stack::empty(), |s, &x| s.push(x));
        (front, Stack(rest.clone()))
    }
    /// The elements, top first.
    fn to_vec(&self) -> Vec<i32> {
        let mut v = Vec::new();
        let mut list = &self.0;
        while let Some(cell) = list {
            v.push(cell.head);
            list = &cell.tail;
        }
        v
    }
}

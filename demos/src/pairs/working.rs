//! A correct candidate: a linked list whose `split` shares the rest of the list.

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
    /// The top `i` elements, and the rest, which shares its cells with `self`.
    fn split(&self, i: usize) -> (Stack, Stack) {
        let mut top = Vec::new();
        let mut rest = &self.0;
        while top.len() < i {
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

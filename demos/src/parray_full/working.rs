//! A correct candidate: Baker's trick, the persistent array of Conchon and Filliâtre. Every
//! version is a node; one of them holds the cells, and every other holds one difference (an
//! index, a value and the next node toward the cells). Reading a version first *reroots* it:
//! the differences on its path are applied to the cells and reversed, so that it holds the
//! cells and the others lead to it. `set` reroots, then writes in place and leaves the old
//! version a difference away from the new one: constant time for the latest version, and every
//! older version is still right.

use std::cell::RefCell;
use std::rc::Rc;

use super::PersistentArray;

/// What a version holds.
#[derive(Debug)]
enum Data {
    /// The cells themselves.
    Cells(Vec<i32>),
    /// This version is `next` with `value` at `index`.
    Diff {
        index: usize,
        value: i32,
        next: PArray,
    },
}

/// A version of a persistent array, shared with the versions derived from the same `make` or
/// `init`.
#[derive(Debug, Clone)]
pub struct PArray(Rc<RefCell<Data>>);

impl PArray {
    /// A version that holds `cells`.
    fn of_cells(cells: Vec<i32>) -> PArray {
        PArray(Rc::new(RefCell::new(Data::Cells(cells))))
    }

    /// Makes this version the one that holds the cells, with a loop (no recursion: the path may
    /// be long).
    fn reroot(&self) {
        // The path from this version to the one that holds the cells.
        let mut path = vec![self.clone()];
        loop {
            let next = match &*path[path.len() - 1].0.borrow() {
                Data::Cells(_) => break,
                Data::Diff { next, .. } => next.clone(),
            };
            path.push(next);
        }
        // Walk it back, moving the cells one version closer to this one at each step.
        for k in (0..path.len() - 1).rev() {
            let (near, far) = (&path[k], &path[k + 1]);
            let (index, value) = match &*near.0.borrow() {
                Data::Diff { index, value, .. } => (*index, *value),
                Data::Cells(_) => unreachable!("only the end of the path holds the cells"),
            };
            let mut cells = match far.0.replace(Data::Cells(Vec::new())) {
                Data::Cells(cells) => cells,
                Data::Diff { .. } => unreachable!("the cells were moved here"),
            };
            let old = std::mem::replace(&mut cells[index], value);
            *far.0.borrow_mut() = Data::Diff {
                index,
                value: old,
                next: near.clone(),
            };
            *near.0.borrow_mut() = Data::Cells(cells);
        }
    }

    /// Reroots, then applies `f` to the cells.
    fn with_cells<T>(&self, f: impl FnOnce(&[i32]) -> T) -> T {
        self.reroot();
        match &*self.0.borrow() {
            Data::Cells(cells) => f(cells),
            Data::Diff { .. } => unreachable!("rerooted"),
        }
    }
}

impl PersistentArray for PArray {
    const PATH: &'static str = "demos::parray_full::working::PArray";

    fn make(n: usize, x: i32) -> PArray {
        PArray::of_cells(vec![x; n])
    }
    fn init<F: Fn(usize) -> i32>(n: usize, f: F) -> PArray {
        PArray::of_cells((0..n).map(f).collect())
    }
    fn get(&self, i: usize) -> i32 {
        self.with_cells(|cells| cells[i])
    }
    fn set(&self, i: usize, x: i32) -> PArray {
        self.reroot();
        let mut cells = match self.0.replace(Data::Cells(Vec::new())) {
            Data::Cells(cells) => cells,
            Data::Diff { .. } => unreachable!("rerooted"),
        };
        let old = std::mem::replace(&mut cells[i], x);
        let new = PArray::of_cells(cells);
        *self.0.borrow_mut() = Data::Diff {
            index: i,
            value: old,
            next: new.clone(),
        };
        new
    }
    fn length(&self) -> usize {
        self.with_cells(<[i32]>::len)
    }
    fn to_vec(&self) -> Vec<i32> {
        self.with_cells(<[i32]>::to_vec)
    }
    fn fold_left<B, F: Fn(B, i32) -> B>(&self, init: B, f: F) -> B {
        self.with_cells(|cells| cells.iter().fold(init, |acc, &x| f(acc, x)))
    }
}

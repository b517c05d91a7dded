//! Two correct candidates: [`VecStack`], a vector whose length is checked against the
//! capacity, and [`ArrayStack`], a boxed slice of `capacity` cells allocated once and a count of
//! the cells in use.

use super::BoundedStack;

/// A bounded stack kept in a vector allocated with its capacity.
#[derive(Debug, Clone)]
pub struct VecStack {
    items: Vec<i32>,
    capacity: usize,
}

impl BoundedStack for VecStack {
    fn new(capacity: usize) -> VecStack {
        VecStack {
            items: Vec::with_capacity(capacity),
            capacity,
        }
    }
    fn push(&mut self, x: i32) -> Result<(), i32> {
        if self.items.len() >= self.capacity {
            return Err(x);
        }
        self.items.push(x);
        Ok(())
    }
    fn pop(&mut self) -> Option<i32> {
        self.items.pop()
    }
    fn peek(&self) -> Option<i32> {
        self.items.last().copied()
    }
    fn len(&self) -> usize {
        self.items.len()
    }
    fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    fn is_full(&self) -> bool {
        self.items.len() >= self.capacity
    }
}

/// A bounded stack kept in a fixed array of `capacity` cells, the first `top` of them in use.
/// Popped cells keep their stale values until a push overwrites them.
#[derive(Debug, Clone)]
pub struct ArrayStack {
    cells: Box<[i32]>,
    top: usize,
}

impl BoundedStack for ArrayStack {
    fn new(capacity: usize) -> ArrayStack {
        ArrayStack {
            cells: vec![0; capacity].into_boxed_slice(),
            top: 0,
        }
    }
    fn push(&mut self, x: i32) -> Result<(), i32> {
        match self.cells.get_mut(self.top) {
            Some(cell) => {
                *cell = x;
                self.top += 1;
                Ok(())
            }
            None => Err(x),
        }
    }
    fn pop(&mut self) -> Option<i32> {
        self.top = self.top.checked_sub(1)?;
        Some(self.cells[self.top])
    }
    fn peek(&self) -> Option<i32> {
        let below = self.top.checked_sub(1)?;
        Some(self.cells[below])
    }
    fn len(&self) -> usize {
        self.top
    }
    fn is_empty(&self) -> bool {
        self.top == 0
    }
    fn is_full(&self) -> bool {
        self.top == self.cells.len()
    }
}

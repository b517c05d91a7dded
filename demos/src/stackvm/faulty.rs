//! The working candidate with a planted bug. **Planted bug:** `Dup` checks that the stack is not
//! empty, but not that it is below `max_depth`: it pushes past the limit, where the reference
//! faults with `TooDeep`. Expected reproducer (3 steps, minimal: see the [module](super)):
//!
//! ```text
//! let mut m0 = Vm::new(demos::stackvm::Limits { max_depth: 1, wrapping: false });
//! assert_eq!(m0.exec(demos::stackvm::Instr::Push(0)), Ok(Some(0i16)));
//! assert_eq!(m0.exec(demos::stackvm::Instr::Dup), Err(demos::stackvm::Fault::TooDeep)); // candidate returned Ok(Some(0))
//! ```

use super::{Fault, Instr, Limits, Machine};

/// The faulty machine.
#[derive(Debug, Clone)]
pub struct Vm {
    cells: [i16; 255],
    len: usize,
    limits: Limits,
}

impl Vm {
    fn top(&self) -> Option<i16> {
        self.len.checked_sub(1).map(|i| self.cells[i])
    }

    fn push(&mut self, x: i16) -> Result<(), Fault> {
        if self.len >= usize::from(self.limits.max_depth) {
            return Err(Fault::TooDeep);
        }
        self.cells[self.len] = x;
        self.len += 1;
        Ok(())
    }
}

impl Machine for Vm {
    fn new(limits: Limits) -> Vm {
        Vm {
            cells: [0; 255],
            len: 0,
            limits,
        }
    }

    fn exec(&mut self, instr: Instr) -> Result<Option<i16>, Fault> {
        let n = self.len;
        match instr {
            Instr::Push(x) => self.push(x)?,
            Instr::Pop => self.len = n.checked_sub(1).ok_or(Fault::Underflow)?,
            Instr::Dup => {
                // The bug: no depth check (the array has room up to 255 cells).
                let x = self.top().ok_or(Fault::Underflow)?;
                if self.len < self.cells.len() {
                    self.cells[self.len] = x;
                    self.len += 1;
                }
            }
            Instr::Swap | Instr::Add | Instr::Mul if n < 2 => return Err(Fault::Underflow),
            Instr::Swap => self.cells.swap(n - 2, n - 1),
            Instr::Add | Instr::Mul => {
                let (a, b) = (self.cells[n - 2], self.cells[n - 1]);
                let (x, overflow) = if instr == Instr::Add {
                    a.overflowing_add(b)
                } else {
                    a.overflowing_mul(b)
                };
                if overflow && !self.limits.wrapping {
                    return Err(Fault::Overflow);
                }
                self.cells[n - 2] = x;
                self.len = n - 1;
            }
        }
        Ok(self.top())
    }

    fn run(&mut self, program: Vec<Instr>) {
        program.into_iter().for_each(|i| {
            let _ = self.exec(i);
        });
    }

    fn stack(&self) -> Vec<i16> {
        self.cells[..self.len].to_vec()
    }
}

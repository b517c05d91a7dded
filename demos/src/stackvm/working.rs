//! A correct candidate: the stack in a fixed array of 255 cells (the most `max_depth` allows)
//! and a length.

use super::{Fault, Instr, Limits, Machine};

/// The working machine.
#[derive(Debug, Clone)]
pub struct Vm {
    cells: [i16; 255],
    len: usize,
    limits: Limits,
}

impl Vm {
    /// The top of the stack.
    pub(super) fn top(&self) -> Option<i16> {
        self.len.checked_sub(1).map(|i| self.cells[i])
    }

    /// Pushes `x` whatever `max_depth` says, while a cell is free: the faulty candidate's `Dup`.
    pub(super) fn push_unbounded(&mut self, x: i16) {
        if self.len < self.cells.len() {
            self.cells[self.len] = x;
            self.len += 1;
        }
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
            Instr::Dup => self.push(self.top().ok_or(Fault::Underflow)?)?,
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

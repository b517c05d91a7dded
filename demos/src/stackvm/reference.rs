//! The reference: a `Vec` as the stack, every check spelled out.

use super::{Fault, Instr, Limits, Machine};

/// The reference machine.
#[derive(Debug, Clone)]
pub struct Vm {
    stack: Vec<i16>,
    limits: Limits,
}

impl Vm {
    /// Pops two operands, applies `op` (or its wrapping twin), pushes the result.
    fn binary(
        &mut self,
        checked: fn(i16, i16) -> Option<i16>,
        wrapping: fn(i16, i16) -> i16,
    ) -> Result<Option<i16>, Fault> {
        let n = self.stack.len();
        if n < 2 {
            return Err(Fault::Underflow);
        }
        let (a, b) = (self.stack[n - 2], self.stack[n - 1]);
        let x = match checked(a, b) {
            Some(x) => x,
            None if self.limits.wrapping => wrapping(a, b),
            None => return Err(Fault::Overflow),
        };
        self.stack.truncate(n - 2);
        self.stack.push(x);
        Ok(Some(x))
    }
}

impl Machine for Vm {
    fn new(limits: Limits) -> Vm {
        Vm {
            stack: Vec::new(),
            limits,
        }
    }

    fn exec(&mut self, instr: Instr) -> Result<Option<i16>, Fault> {
        let depth = usize::from(self.limits.max_depth);
        match instr {
            Instr::Push(x) => {
                if self.stack.len() >= depth {
                    return Err(Fault::TooDeep);
                }
                self.stack.push(x);
            }
            Instr::Pop => {
                self.stack.pop().ok_or(Fault::Underflow)?;
            }
            Instr::Dup => {
                let &x = self.stack.last().ok_or(Fault::Underflow)?;
                if self.stack.len() >= depth {
                    return Err(Fault::TooDeep);
                }
                self.stack.push(x);
            }
            Instr::Swap => {
                let n = self.stack.len();
                if n < 2 {
                    return Err(Fault::Underflow);
                }
                self.stack.swap(n - 2, n - 1);
            }
            Instr::Add => return self.binary(i16::checked_add, i16::wrapping_add),
            Instr::Mul => return self.binary(i16::checked_mul, i16::wrapping_mul),
        }
        Ok(self.stack.last().copied())
    }

    fn run(&mut self, program: Vec<Instr>) {
        for i in program {
            let _ = self.exec(i);
        }
    }

    fn stack(&self) -> Vec<i16> {
        self.stack.clone()
    }
}

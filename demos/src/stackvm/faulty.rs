//! The working candidate with a planted bug. **Planted bug:** `Dup` checks that the stack is not
//! empty, but not that it is below `max_depth`: it pushes past the limit, where the reference
//! faults with `TooDeep`. Expected reproducer (3 steps, minimal: see the [module](super)):
//!
//! ```text
//! let mut m0 = Vm::new(demos::stackvm::Limits { max_depth: 1, wrapping: false });
//! assert_eq!(m0.exec(demos::stackvm::Instr::Push(0)), Ok(Some(0i16)));
//! assert_eq!(m0.exec(demos::stackvm::Instr::Dup), Err(demos::stackvm::Fault::TooDeep)); // candidate returned Ok(Some(0))
//! ```

use super::{working, Fault, Instr, Limits, Machine};

/// The faulty machine: the working one, but for `Dup`.
#[derive(Debug, Clone)]
pub struct Vm(working::Vm);

impl Machine for Vm {
    fn new(limits: Limits) -> Vm {
        Vm(working::Vm::new(limits))
    }

    fn exec(&mut self, instr: Instr) -> Result<Option<i16>, Fault> {
        if instr != Instr::Dup {
            return self.0.exec(instr);
        }
        // The bug: no depth check (the array has room up to 255 cells).
        let x = self.0.top().ok_or(Fault::Underflow)?;
        self.0.push_unbounded(x);
        Ok(Some(x))
    }

    fn run(&mut self, program: Vec<Instr>) {
        program.into_iter().for_each(|i| {
            let _ = self.exec(i);
        });
    }

    fn stack(&self) -> Vec<i16> {
        self.0.stack()
    }
}

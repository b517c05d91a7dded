//! A [`StackMachine`] with a planted bug: `Clear` pops all the values but the bottom one.

use super::{Command, StackMachine};

/// A stack machine over a `Vec`, as [`super::Machine`]. **Planted bug:** [`Command::Clear`]
/// leaves the bottom value on the stack.
#[derive(Debug, Clone, Default)]
pub struct Machine {
    stack: Vec<u8>,
}

impl StackMachine for Machine {
    fn new() -> Machine {
        Machine::default()
    }

    fn execute(&mut self, command: Command) -> Option<u8> {
        match command {
            Command::Push(x) => {
                self.stack.push(x);
                None
            }
            Command::Pop => self.stack.pop(),
            Command::Clear => {
                while self.stack.len() > 1 {
                    self.stack.pop();
                }
                None
            }
        }
    }

    fn depth(&self) -> usize {
        self.stack.len()
    }
}

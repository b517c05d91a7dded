//! A stack machine driven by [`Command`]s: the commands are a type with `#[derive(Data)]`, so
//! the engine draws them as arguments and prints them in reproducers, and the machine's API is
//! the trait [`StackMachine`], with `#[api]`, which [`Machine`] and [`faulty::Machine`]
//! implement.

pub mod faulty;

use monolith_core::api;

/// What a [`StackMachine`] can be told to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, monolith_core::Data)]
#[monolith(path = "user_crate::machine::Command")]
pub enum Command {
    /// Pushes a value.
    Push(u8),
    /// Pops the top value.
    Pop,
    /// Empties the stack.
    Clear,
}

/// A machine with a stack of bytes: the API of the machines of this module, and their spec.
#[api(engine = machine_engine, var = "s")]
pub trait StackMachine: Sized {
    /// A machine with an empty stack.
    fn new() -> Self;
    /// Runs `command`: what a [`Command::Pop`] took off the stack, `None` for the other
    /// commands and for a `Pop` on an empty stack.
    fn execute(&mut self, command: Command) -> Option<u8>;
    /// How many values the stack holds.
    fn depth(&self) -> usize;
}

/// A stack machine over a `Vec`.
///
/// # Examples
///
/// ```
/// use user_crate::machine::{Command, Machine, StackMachine};
/// let mut m = Machine::new();
/// m.execute(Command::Push(7));
/// assert_eq!(m.execute(Command::Pop), Some(7));
/// ```
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
                self.stack.clear();
                None
            }
        }
    }

    fn depth(&self) -> usize {
        self.stack.len()
    }
}

//! A stack machine whose instructions and settings only derive `arbitrary::Arbitrary`: the
//! `arbitrary` bridge (issue 8) on types written for a fuzzer, unchanged.
//!
//! [`Instr`], [`Limits`] and [`Fault`] derive `arbitrary::Arbitrary` (and `Clone`, `Debug`,
//! `PartialEq`), nothing of monolith's. The spec takes them with
//! [`arbitrary::<T>()`](monolith_core::spec::arbitrary()): as arguments (an instruction, a
//! program `Vec<Instr>`, the limits of a new machine) and as a result (the [`Fault`] of a
//! failed instruction). The engine draws each through `arbitrary` over its own bytes, shrinks
//! it by shrinking those bytes, and prints it from its `Debug` output as a Rust expression:
//! `demos::stackvm::Instr::Push(0)`, `vec![..]`, `demos::stackvm::Limits { max_depth: 1,
//! wrapping: false }`.
//!
//! The machine holds a stack of `i16` of at most [`Limits::max_depth`] elements; `Add` and
//! `Mul` fault on overflow unless [`Limits::wrapping`]. A faulting instruction changes nothing.
//! The [`faulty`] candidate's `Dup` ignores the depth limit. The minimal reproducer has 3 steps:
//! `new` with a `max_depth` of 1, `exec(Push(0))`, `exec(Dup)`. No shorter one exists: a
//! machine comes from `new` only; on a new machine `exec` of any instruction agrees (`Dup` on an
//! empty stack underflows on both sides), `run` returns nothing, and `stack` is empty on both;
//! so two steps cannot disagree.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// One instruction. It derives `arbitrary::Arbitrary` only: a variant is a little-endian
/// `u32` read by `arbitrary`, then the variant's fields.
#[derive(Clone, Debug, PartialEq, Eq, arbitrary::Arbitrary)]
pub enum Instr {
    /// Pushes a value.
    Push(i16),
    /// Drops the top.
    Pop,
    /// Pushes a copy of the top.
    Dup,
    /// Swaps the two top elements.
    Swap,
    /// Replaces the two top elements by their sum.
    Add,
    /// Replaces the two top elements by their product.
    Mul,
}

/// The settings of a new machine (derives `arbitrary::Arbitrary` only).
#[derive(Clone, Debug, PartialEq, Eq, arbitrary::Arbitrary)]
pub struct Limits {
    /// The most elements the stack may hold.
    pub max_depth: u8,
    /// Whether `Add` and `Mul` wrap on overflow (otherwise they fault).
    pub wrapping: bool,
}

/// Why an instruction failed (derives `arbitrary::Arbitrary` only, though it is only a
/// result).
#[derive(Clone, Debug, PartialEq, Eq, arbitrary::Arbitrary)]
pub enum Fault {
    /// Too few elements.
    Underflow,
    /// A push past `max_depth`.
    TooDeep,
    /// `Add` or `Mul` overflowed without `wrapping`.
    Overflow,
}

/// What a machine offers: the reference and both candidates implement it.
pub trait Machine: Sized + 'static {
    /// A machine with an empty stack.
    fn new(limits: Limits) -> Self;
    /// Executes one instruction: the new top of the stack, or why it failed (and then nothing
    /// changed).
    fn exec(&mut self, instr: Instr) -> Result<Option<i16>, Fault>;
    /// Executes a program, skipping the instructions that fail.
    fn run(&mut self, program: Vec<Instr>);
    /// The stack, bottom first.
    fn stack(&self) -> Vec<i16>;
}

/// The spec, for any candidate `C`, which the reproducer names `path`.
fn engine<C: Machine>(path: &str) -> Engine {
    let mut engine = Engine::new();
    engine.preamble(&format!("use {path};"));
    engine.preamble("use demos::stackvm::Machine;");
    engine.test_name("stackvm_reproducer");
    let vm = engine.abstract_type::<reference::Vm, C>("m");
    engine.declare(
        "Vm::new",
        args().arg(arbitrary::<Limits>()).returns(vm.clone()),
        reference::Vm::new,
        C::new,
    );
    engine
        .declare(
            "exec",
            args()
                .arg(vm.by_mut())
                .arg(arbitrary::<Instr>())
                .returns(result(option(int::<i16>()), arbitrary::<Fault>())),
            reference::Vm::exec,
            C::exec,
        )
        .method();
    engine
        .declare(
            "run",
            args()
                .arg(vm.by_mut())
                .arg(arbitrary::<Vec<Instr>>())
                .returns(unit()),
            reference::Vm::run,
            C::run,
        )
        .method();
    engine
        .declare(
            "stack",
            args().arg(vm.by_ref()).returns(vec_of(int::<i16>())),
            reference::Vm::stack,
            C::stack,
        )
        .method();
    engine
}

/// The engine with the candidate whose `Dup` ignores the depth limit: found.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::stackvm::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 3, "{report}");
/// assert!(report.reproducer.contains("demos::stackvm::Instr::Dup"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    engine::<faulty::Vm>("demos::stackvm::faulty::Vm")
}

/// The engine with the working candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::stackvm::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<working::Vm>("demos::stackvm::working::Vm")
}

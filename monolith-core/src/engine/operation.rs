//! The engine's view of a declared operation: one object-safe `step`.
#![doc(hidden)]

use crate::env::Env;
use crate::report::failure::FailureKind;
use crate::report::pattern::{Pat, PatPrinter};
use crate::source::Source;

/// How a call prints in the reproducer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CallStyle {
    /// `path(arg0, arg1, ...)`, for example `PArray::set(&a0, 1, 2)`.
    Path(String),
    /// `arg0.method(arg1, ...)`, for example `a0.set(1, 2)`.
    Method(String),
}

impl CallStyle {
    pub(crate) fn is_method(&self) -> bool {
        matches!(self, CallStyle::Method(_))
    }

    /// The path or the method name.
    pub(crate) fn name(&self) -> &str {
        match self {
            CallStyle::Path(name) | CallStyle::Method(name) => name,
        }
    }

    /// The call expression, given the printed arguments.
    pub(crate) fn call(&self, args: &[String]) -> String {
        match self {
            CallStyle::Path(p) => format!("{p}({})", args.join(", ")),
            CallStyle::Method(m) => match args.split_first() {
                Some((recv, rest)) => format!("{recv}.{m}({})", rest.join(", ")),
                None => format!("{m}()"),
            },
        }
    }
}

/// Rendering state of one scenario: the statements printed so far.
#[derive(Debug, Default)]
pub struct Render {
    pub(crate) lines: Vec<String>,
    pub(crate) muts: Vec<String>,
    pub(crate) step: usize,
    /// Print each call on standard error before it runs, so a crash leaves the scenario behind.
    pub(crate) stream: bool,
    /// The call of the step being printed, as code.
    pub(crate) last_call: Option<String>,
    /// The step's operation runs the candidate on both sides (see
    /// [`Engine::declare_deterministic`](crate::Engine::declare_deterministic)): a concrete
    /// result is not asserted, since only two runs can be compared, and the last call's are.
    pub(crate) self_composed: bool,
    /// The call whose two runs disagree, when the failure is
    /// [`Nondeterministic`](crate::FailureKind::Nondeterministic): the reproducer runs the
    /// scenario as a closure that returns its result, and compares two runs.
    pub(crate) two_runs: Option<String>,
    /// What makes the printed test unable to fail the way the scenario did (see
    /// [`Report::warnings`](crate::Report::warnings)).
    pub(crate) warnings: Vec<String>,
}

impl Render {
    /// Prints the observation of one call.
    pub(crate) fn observe(&mut self, expr: &str, pat: &Pat) {
        let pat = if self.self_composed && pat.expected().is_some() {
            &Pat::Wild
        } else {
            pat
        };
        if let Some(message) = pat.unprinted_panic(expr) {
            self.warnings.push(format!(
                "the candidate panicked ({}) inside the spec's transformation of the result of \
                 `{expr}` (`map_into`), and the printed test does not perform that \
                 transformation, so it does not panic: give `map_into` a `print` that writes \
                 it (as `|e| format!(\"{{e}}.collect::<Vec<_>>()\")`), or print it with the \
                 operation's `.post`",
                crate::report::pattern::cut(message)
            ));
        }
        PatPrinter {
            lines: &mut self.lines,
            step: self.step,
            fresh: 0,
        }
        .print(expr, pat, true);
    }
}

/// A failure found while running one step.
#[derive(Debug, Clone)]
pub struct Fault {
    pub(crate) kind: FailureKind,
    pub(crate) message: String,
}

impl Fault {
    /// A fault, boxed: a step's outcome stays two words wide, returned in registers on the
    /// hot path where nothing fails.
    pub(crate) fn new(kind: FailureKind, message: impl Into<String>) -> Box<Fault> {
        Box::new(Fault {
            kind,
            message: message.into(),
        })
    }
}

/// What one attempt at a step did.
#[derive(Debug)]
pub enum Step {
    /// The instruction ran and both sides agree.
    Done,
    /// The arguments could not be built in this state; nothing ran.
    Reject,
    /// The input ran out while building the arguments; nothing ran.
    Exhausted,
    /// The reference declined the step; the candidate did not run.
    BackOff,
    /// The engine declined the step: it would grow a value past the size bound (see
    /// `env/size.rs`); nothing ran.
    Bounded,
    /// The instruction ran and something is wrong.
    Fail(Box<Fault>),
}

/// The context of one step.
pub struct StepCx<'a, 's> {
    pub(crate) src: &'a mut Source<'s>,
    pub(crate) env: &'a mut Env,
    pub(crate) reserved: &'a mut Vec<(usize, usize)>,
    pub(crate) picks: &'a mut Vec<usize>,
    pub(crate) render: Option<&'a mut Render>,
    pub(crate) style: &'a CallStyle,
    /// The operation's post-processing, as code (see [`super::Declared::post`]).
    pub(crate) post: Option<&'a dyn Fn(&str) -> String>,
    pub(crate) pool: &'a mut crate::pool::Pool,
    pub(crate) generation: super::Generation,
    /// The shape of the step's outcome (tags, lengths), for feedback.
    pub(crate) shape: u32,
    /// The run's watchdog, told where the step's bytes end once its arguments are drawn.
    pub(crate) watch: Option<&'a dyn super::watch::Watch>,
    /// How many abstract values the operation attempted returns (see `env/size.rs`).
    pub(crate) produces: u32,
}

/// A declared operation, with its spec and both implementations.
pub trait Operation {
    /// Attempts one instruction.
    fn step(&self, sx: &mut StepCx<'_, '_>) -> Step;
}

//! The run's watchdog as the engine sees it: the step loop tells it where each step's bytes
//! start and where its arguments end, and asks it whether the scenario in hand must stop. The
//! engine defines and calls this trait; the drivers' watchdog (`driver/watchdog.rs`), which
//! looks for hangs and fatal signals and keeps the run's deadline and memory limit,
//! implements it.

/// Why a scenario stops before its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Halt {
    /// The run's time is up: the scenario passes as far as it went.
    Deadline,
    /// The process holds this many bytes, past the limit: the scenario is too large.
    TooLarge(u64),
}

/// What the step loop tells the run's watchdog, and asks it.
pub(crate) trait Watch {
    /// A step starts at byte `position` of its scenario.
    fn step(&self, position: usize);

    /// The step's arguments are drawn, up to byte `position`: the call comes next.
    fn drawn(&self, position: usize);

    /// Whether the scenario in hand must stop (see [`Watch::halt_reason`]): one relaxed load,
    /// for every step.
    fn halted(&self) -> bool;

    /// Why the scenario in hand must stop, if it must, once [`halted`](Self::halted) says so.
    /// `idle` when no value of the scenario is alive yet.
    fn halt_reason(&self, idle: bool) -> Option<Halt>;
}

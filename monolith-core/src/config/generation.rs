//! How scenarios are generated: the tactics that let a spec written naturally (each method
//! declared once, the constructor included, plain domains) reach deep states and rare values.
//!
//! Every tactic is a draw from the byte stream, and byte 0 gives the simplest choice (every
//! operation enabled, the full fuel, the most recent value, a fresh value), so replay, fuzzing
//! and the shrinker work the same with every tactic on or off.
//!
//! | tactic | what it does | default |
//! |---|---|---|
//! | [`swarm`](Generation::swarm) | each scenario enables a subset of the operations, with its own weights | on |
//! | [`lengths`](Generation::lengths) | scenario lengths vary, short and long, up to the fuel | on |
//! | [`recency`](Generation::recency) | a handle chooses the most recently produced or modified value in more than half the draws | on |
//! | [`pool`](Generation::pool) | plain-data generators recall values already seen in the scenario, more eagerly in half the scenarios | on |
//! | [`boundaries`](Generation::boundaries) | integers favour powers of two and their neighbours; ranges their bounds | on |
//! | [`feedback`](Generation::feedback) | random mode keeps scenarios that did something new and mutates them | on |
//! | [`complete`](Generation::complete) | near the end of the fuel, calls that complete values' protocols | on |
//!
//! Two rules are not tactics but always hold: an operation declared with
//! [`weight`](crate::Declared::weight) `k` is chosen `k` times as often, and an operation that
//! only creates values of an abstract type (it returns one and takes none) is chosen 8 times less
//! often once such a value exists. Values beyond [`live`](crate::spec::AbstractType::live) are
//! retired: they stay alive, but handles no longer choose them.

/// The generation tactics of an engine: see the [module documentation](self). Set them with
/// [`Engine::generation`](crate::Engine::generation); they are part of how bytes decode, so a
/// failure replays only under the tactics that found it.
///
/// # Examples
///
/// ```
/// use monolith_core::engine::Generation;
/// let mut engine = monolith_core::Engine::new();
/// let mut plain = Generation::default();
/// plain.swarm = false;
/// engine.generation(plain);
/// assert!(Generation::default().swarm);
/// assert!(!Generation::none().pool);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Generation {
    /// Swarm testing: a scenario whose swarm byte is 128 or more enables each operation with
    /// a probability of about 7 in 10, and gives it a weight of 1, 2, 4 or 8, by one byte per
    /// operation (read in every scenario, and ignored when the swarm byte is below 128). When
    /// the swarm byte `s` is 192 or more, the swarm ends after `s - 191` steps (1 to 64), and
    /// every operation is enabled from there on: the subset builds a state, and all the
    /// operations probe it.
    pub swarm: bool,
    /// Scenario lengths: half the scenarios run the full fuel, the others a length drawn
    /// uniformly in `1..=fuel`.
    pub lengths: bool,
    /// Handle choice biased toward the most recently produced or modified value.
    pub recency: bool,
    /// The per-scenario pool of values already seen (see [`crate::pool`]): generators recall
    /// from it, in half the scenarios eagerly.
    /// See [`Pool::eagerness`](crate::pool::Pool::eagerness).
    pub pool: bool,
    /// Boundary values: powers of two and their neighbours for [`int`](crate::spec::int), the
    /// bounds and their neighbours for ranges.
    pub boundaries: bool,
    /// Feedback-guided random mode (see [`Engine::run_random`](crate::Engine::run_random)).
    pub feedback: bool,
    /// Steering toward complete histories near the end of a scenario, for abstract types with
    /// a [protocol](crate::spec::AbstractType::protocol): once the steps left are at most one
    /// more than the fewest calls that complete every value's history, only calls that begin
    /// a shortest completion are chosen, where one applies. Every scenario steers but those
    /// whose length byte is 0 (the simplest choice, which the shrinker reaches when the
    /// failure does not need the steering: a shrunk scenario then replays under any fuel).
    pub complete: bool,
    /// The size bound of abstract values, in the units of their size estimate (bytes drawn
    /// to build a value and the values it was built from; see `env/size.rs`). A step that
    /// would multiply a value past it, or copy values while the scenario's values add up to
    /// eight times it, is declined: large values stay reachable, exploding ones do not.
    /// Default [`SIZE_BOUND`]; `u64::MAX` turns the bound off.
    pub size_bound: u64,
}

/// The default [`Generation::size_bound`]: values built from up to a mebibyte of drawn bytes.
pub const SIZE_BOUND: u64 = 1 << 20;

impl Default for Generation {
    fn default() -> Self {
        Generation {
            swarm: true,
            lengths: true,
            recency: true,
            pool: true,
            boundaries: true,
            feedback: true,
            complete: true,
            size_bound: SIZE_BOUND,
        }
    }
}

impl Generation {
    /// Every tactic off: uniform operation choice, full-length scenarios, uniform handle
    /// choice, fresh values only, the engine's first boundary values only, no feedback. For
    /// ablation studies. The size bound, a safeguard rather than a tactic, stays.
    ///
    /// # Examples
    ///
    /// ```
    /// let g = monolith_core::engine::Generation::none();
    /// assert!(!g.swarm && !g.feedback);
    /// ```
    pub fn none() -> Generation {
        Generation {
            swarm: false,
            lengths: false,
            recency: false,
            pool: false,
            boundaries: false,
            feedback: false,
            complete: false,
            size_bound: SIZE_BOUND,
        }
    }
}

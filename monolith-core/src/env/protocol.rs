//! What the environment asks of a protocol: the histories of one abstract type's values, which
//! decide which values an operation may receive (see
//! [`AbstractType::protocol`](crate::spec::AbstractType::protocol)).
//!
//! The spec language's protocols implement [`Histories`] (`spec/protocol/slots.rs`); the
//! environment keeps them behind this trait, so it knows nothing of grammars.

/// Builds the histories of an abstract type's values, once the declared operations are known:
/// from the operations' names, whether calls out of the protocol are made (see
/// [`AbstractType::negative`](crate::spec::AbstractType::negative)), and how errors name the
/// type's owner. Panics when the protocol names an operation that is not declared.
pub(crate) type HistoriesFn = Box<dyn Fn(&[&str], bool, &str) -> Box<dyn Histories>>;

/// The protocol state of one abstract type's values, slot by slot.
pub(crate) trait Histories {
    /// Forgets every history, for a new scenario.
    fn reset(&mut self);
    /// Whether calls out of the protocol are made now and then.
    fn negative(&self) -> bool;
    /// Whether the protocol names operation `op`.
    fn names(&self, op: usize) -> bool;
    /// Whether the value in `slot` may receive operation `op` now.
    fn allows(&self, op: usize, slot: usize) -> bool;
    /// Whether `op` is named by the protocol and refused by `slot`'s history: a call out of the
    /// protocol.
    fn refuses(&self, op: usize, slot: usize) -> bool;
    /// Records a step of `op` that ran, given the `(store, slot)` pairs it `touched` (took) and
    /// `bound`, of which those of `store` are this type's; `out` when the call was out of the
    /// protocol; `live(slot)` tells whether a touched slot still holds its value.
    fn step(
        &mut self,
        op: usize,
        touched: &[(usize, usize)],
        bound: &[(usize, usize)],
        store: usize,
        out: bool,
        live: &dyn Fn(usize) -> bool,
    );
    /// The fewest calls that complete the histories of `slots`; remembers, for steering, the
    /// calls that begin a shortest completion.
    fn completion(&mut self, slots: &[u32]) -> u64;
    /// Turns steering toward complete histories on or off.
    fn steer(&mut self, on: bool);
    /// Whether `op` begins a shortest completion of a value (while steering).
    fn completes(&self, op: usize) -> bool;
}

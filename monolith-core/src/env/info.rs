//! What the environment keeps of an abstract type's declaration
//! ([`AbstractType`](crate::spec::AbstractType)), and how a call takes a live value.

use super::protocol::HistoriesFn;

pub(crate) type CheckFn<R, C> = Box<dyn Fn(&R, &C)>;
pub(crate) type CheckCodeFn = Box<dyn Fn(&str) -> String>;

pub(crate) type SignatureFn<R> = Box<dyn Fn(&R) -> u64>;

/// An abstract type's declaration, as the environment keeps it.
pub(crate) struct AbstractInfo<R, C> {
    pub prefix: String,
    pub check: Option<CheckFn<R, C>>,
    pub check_code: Option<CheckCodeFn>,
    /// The bound on selectable values.
    pub live: usize,
    /// A user's signature of the reference state: a new value is new behaviour.
    pub signature: Option<SignatureFn<R>>,
    /// A user's target on the reference state: a new maximum is new behaviour.
    pub target: Option<SignatureFn<R>>,
    /// The protocol of each value's history of calls.
    pub protocol: Option<HistoriesFn>,
    /// Whether calls out of the protocol are made now and then (see
    /// [`AbstractType::negative`](crate::spec::AbstractType::negative)).
    pub negative: bool,
    /// Per operation name, a guard on the reference state.
    pub guards: Vec<(String, GuardFn<R>)>,
    /// Whether the candidate's type is `Copy` (see
    /// [`AbstractType::copy`](crate::spec::AbstractType::copy)): a cloned variable prints bare.
    pub copy: bool,
}

pub(crate) type GuardFn<R> = Box<dyn Fn(&R) -> bool>;

/// How a call takes a live value: the handle mode, as far as the environment and the shrinker
/// care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lent {
    /// By `&T`, or cloned: the value stays as it was.
    Shared,
    /// By `&mut T`: the call may change it.
    Mut,
    /// By value: the call consumes it.
    Moved,
}

//! The spec language: typed descriptions of dual values.
//!
//! A spec describes a pair of values, one of type [`Spec::R`] on the reference side and one of
//! type [`Spec::C`] on the candidate side: a *dual value*. Polarity is a trait, so misuse is a
//! compile error rather than a run-time surprise:
//!
//! * [`Constructible`] specs can be *generated*: they may be arguments.
//! * [`Deconstructible`] specs can be *observed*: they may be results.
//! * [`Arg`] is what an argument position accepts: every constructible spec (passed by value)
//!   and the handles of an abstract type ([`Abstract::by_ref`], [`Abstract::by_mut`],
//!   [`Abstract::by_value`], [`Abstract::cloned`]).
//! * A function spec ([`Fun`]) is neither, so it can be neither an argument nor a result.
//!
//! ```compile_fail
//! use monolith_core::spec::*;
//! // An abstract type is not constructible: an argument must say how the handle is passed.
//! let arr = monolith_core::Engine::new().abstract_type::<Vec<i32>, Vec<i32>>("a");
//! let _ = args().arg(arr).returns(unit());
//! ```
//!
//! The files of this module follow the paper's families: [`concrete`] types, [`ints`],
//! [`structural`] types (tuples, `Option`, `Result`, `Vec`), [`abstract`](mod@self::abstract)
//! types and their handles, [`transform`]ations (`map_into`, `map_outof`, `such_that`,
//! `ignored`), fixed points ([`mod@fix`]), [`nondet`]erminism and [`fun`]ction specs. With the
//! feature `arbitrary`, [`arbitrary()`](crate::spec::arbitrary()) makes any
//! `T: arbitrary::Arbitrary` a spec (the `arbitrary` bridge).

pub mod r#abstract;
// Private, so that `use monolith_core::spec::*;` does not bring a module named `arbitrary`
// into scope, where it would shadow the crate that `#[derive(arbitrary::Arbitrary)]` expands to.
#[cfg(feature = "arbitrary")]
mod arbitrary;
pub mod arg;
mod arity;
pub mod closure;
pub mod concrete;
pub mod contract;
pub mod data;
pub mod differ;
pub mod fix;
pub mod floats;
pub mod fun;
pub mod grammar;
pub mod ints;
pub mod literal;
pub mod nondet;
pub mod protocol;
pub mod ranges;
pub mod structural;
pub mod text;
pub(crate) mod tiered;
pub mod transform;
pub mod two_runs;

#[cfg(feature = "arbitrary")]
pub use self::arbitrary::*;
pub use self::arg::Arg;
pub use self::closure::*;
pub use self::concrete::*;
pub use self::contract::{CheckSpec, Contracted};
pub use self::data::*;
pub use self::differ::*;
pub use self::fix::*;
pub use self::floats::*;
pub use self::fun::*;
pub use self::grammar::{grammar, regex, Coverage, Grammar, GrammarError};
pub use self::ints::*;
pub use self::nondet::*;
pub use self::protocol::{protocol, Parse, Protocol, ProtocolViolation};
pub use self::r#abstract::*;
pub use self::ranges::{range, range_in, Ranges};
pub use self::structural::*;
pub use self::text::*;
pub use self::transform::*;
pub use self::two_runs::{commuted, secret};

use crate::env::Env;
use crate::report::pattern::Pat;
use crate::source::Source;

/// A spec: the description of a dual value of types `R` (reference) and `C` (candidate).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a spec of a value",
    note = "handles (`by_ref`, `by_mut`, `by_value`, `cloned`) are top-level arguments only, not values inside a structure"
)]
pub trait Spec {
    /// The reference-side type.
    type R;
    /// The candidate-side type.
    type C;
}

/// A generated dual value, with the Rust expression that builds it when the engine is
/// rendering a reproducer (empty otherwise, so the hot path formats nothing).
#[derive(Debug, Clone, PartialEq)]
pub struct Built<R, C> {
    /// The reference-side value.
    pub r: R,
    /// The candidate-side value.
    pub c: C,
    /// The Rust expression for the candidate-side value; empty unless rendering.
    pub code: String,
}

impl<T: Clone + Literal> Built<T, T> {
    /// The same value on both sides, printed with [`Literal`] when `render` (the construction
    /// context's [`Cx::rendering`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::Built;
    /// let b = Built::same(3u8, true);
    /// assert_eq!((b.r, b.c, b.code.as_str()), (3, 3, "3u8"));
    /// assert!(Built::same(3u8, false).code.is_empty());
    /// ```
    pub fn same(v: T, render: bool) -> Self {
        let code = if render { v.literal() } else { String::new() };
        Built {
            r: v.clone(),
            c: v,
            code,
        }
    }
}

/// Returned by a construction that cannot proceed in the current state (a precondition failed,
/// no live value of an abstract type is suitable). The engine then chooses another instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reject;

/// The context of a construction: the byte source, the environment, and whether the engine is
/// rendering a reproducer.
pub struct Cx<'e, 's> {
    pub(crate) src: &'e mut Source<'s>,
    pub(crate) env: &'e Env,
    pub(crate) reserved: &'e mut Vec<(usize, usize)>,
    /// Where each choice among live values was drawn (for the shrinker).
    pub(crate) picks: &'e mut Vec<usize>,
    pub(crate) render: bool,
    pub(crate) depth: u32,
    pub(crate) pool: &'e mut crate::pool::Pool,
    pub(crate) generation: crate::config::generation::Generation,
}

impl<'e, 's> Cx<'e, 's> {
    /// The byte source to draw from.
    pub fn source(&mut self) -> &mut Source<'s> {
        self.src
    }
    /// Whether the engine is rendering a reproducer: only then must `Built::code` be filled.
    pub fn rendering(&self) -> bool {
        self.render
    }
    /// The values seen so far in this scenario (see [`crate::pool`]).
    pub fn pool(&mut self) -> &mut crate::pool::Pool {
        self.pool
    }
    /// The engine's generation tactics.
    pub fn generation(&self) -> crate::config::generation::Generation {
        self.generation
    }
}

/// The context of a deconstruction: where abstract results are bound, and where the first
/// disagreement is recorded.
pub struct Dx<'e> {
    pub(crate) env: &'e mut Env,
    pub(crate) render: bool,
    pub(crate) mismatch: bool,
    /// The candidate panicked while its result was transformed (`map_into`): the panic,
    /// described.
    pub(crate) candidate_panic: Option<String>,
    /// The candidate's result broke what its type promises (a language type's grammar): the
    /// kind of failure, and what was broken.
    pub(crate) violation: Option<(crate::report::failure::FailureKind, String)>,
    pub(crate) pool: &'e mut crate::pool::Pool,
    pub(crate) shape: u32,
}

impl Dx<'_> {
    /// Whether the engine is rendering a reproducer: only then must patterns carry text.
    pub fn rendering(&self) -> bool {
        self.render
    }
    /// Records that the reference and the candidate disagree.
    pub fn disagree(&mut self) {
        self.mismatch = true;
    }
    /// Mixes a small number into the shape of the observed result (a tag, a length bucket):
    /// feedback-guided random mode treats a new shape of an operation's result as new
    /// behaviour.
    #[inline]
    pub fn shape(&mut self, tag: u32) {
        self.shape = self.shape.wrapping_mul(31).wrapping_add(tag);
    }
    /// The values seen so far in this scenario: a concrete result is remembered here, so that
    /// later arguments may recall it (see [`crate::pool`]).
    pub fn pool(&mut self) -> &mut crate::pool::Pool {
        self.pool
    }
}

/// A spec whose dual values the engine can generate: it may be an argument.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// fn arg_of<S: Constructible>(s: S) -> S { s }
/// let s = arg_of(interval(0, 16));
/// # let _ = s;
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a constructible spec: the engine cannot generate it",
    label = "not constructible",
    note = "arguments must be constructible: a concrete spec with a generator, or a structure of them",
    note = "an abstract type is passed through a handle: `.by_ref()`, `.by_mut()`, `.by_value()` or `.cloned()`; handles are top-level arguments only",
    note = "a function spec, or a spec built with `deconstructible`, is never constructible"
)]
pub trait Constructible: Spec {
    /// Generates a dual value, drawing from `cx.source()`.
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<Self::R, Self::C>, Reject>;

    /// The part of a shared value's state that the argument `r` names, for parallel mode's
    /// split of a history by key: `Some` for the specs that parallel mode's `key` makes.
    #[doc(hidden)]
    fn part(&self, r: &Self::R) -> Option<u64> {
        let _ = r;
        None
    }
}

/// [`Deconstructible::print_candidate`] and [`Deconstructible::print_reference`] for a spec of
/// plain data, printed with [`Literal`].
macro_rules! literal_printers {
    () => {
        fn print_candidate(&self, c: &Self::C) -> Option<String> {
            Some($crate::spec::Literal::literal(c))
        }
        fn print_reference(&self, r: &Self::R) -> Option<String> {
            Some($crate::spec::Literal::literal(r))
        }
    };
}
pub(crate) use literal_printers;

/// A spec whose dual values the engine can observe: it may be a result.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// fn result_of<S: Deconstructible>(s: S) -> S { s }
/// let s = result_of(option(int::<i32>()));
/// # let _ = s;
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a deconstructible spec: the engine cannot observe it",
    label = "not deconstructible",
    note = "results must be deconstructible: a concrete spec with an equality, an abstract type, or a structure of them",
    note = "a function spec, or a spec built with `constructible`, is never deconstructible"
)]
pub trait Deconstructible: Spec {
    /// Compares or binds the dual value `(r, c)`. A disagreement is recorded with
    /// [`Dx::disagree`]; the returned pattern describes the observation for the reproducer and
    /// is [`Pat::Skip`] unless rendering.
    fn deconstruct(&self, r: Self::R, c: Self::C, dx: &mut Dx<'_>) -> Pat;

    /// The candidate's value as Rust code, when this spec can print it (concrete specs can).
    /// Used to show what a rejected nondeterministic result was.
    fn print_candidate(&self, c: &Self::C) -> Option<String> {
        let _ = c;
        None
    }

    /// The reference's value as Rust code, when this spec can print it (concrete specs can).
    /// Used to print the whole expected value when the two sides disagree on a tag:
    /// `assert_eq!(x.first(), Some(3u8))` rather than `assert!(matches!(x.first(), Some(_)))`.
    fn print_reference(&self, r: &Self::R) -> Option<String> {
        let _ = r;
        None
    }

    /// The abstract types whose values this result binds (the engine uses it to tell
    /// constructors apart). Structures list their parts'.
    #[doc(hidden)]
    fn produces(&self, out: &mut Vec<usize>) {
        let _ = out;
    }
}

//! Contracts on operations, after FLAT-PY: [`requires`](Fun::requires),
//! [`ensures`](Fun::ensures) and [`panics_if`](Fun::panics_if), each named by the path of a
//! Rust function, so that a broken contract prints as a call to it in the reproducer.
//!
//! A contract sees the arguments as the candidate does: a generated value as generated, a
//! variable as the candidate holds it (for `ensures`, after the call); `ensures` also sees the
//! candidate's result. Contracts check the candidate in addition to the comparison with the
//! reference, or, with [`Engine::declare_without_reference`](crate::Engine::declare_without_reference), instead of it.
//!
//! | contract | checked | when it does not hold |
//! |---|---|---|
//! | [`requires`](Fun::requires) | before the call | the step is not run: the arguments are drawn again |
//! | [`panics_if`](Fun::panics_if) | before the call | when it holds, the candidate must panic, and the reference is not called |
//! | [`ensures`](Fun::ensures) | after the candidate's call, before the reference's | a [`Contract`](crate::FailureKind::Contract) failure, whose reproducer asserts the contract; a [`ReferenceContract`](crate::FailureKind::ReferenceContract) failure, which blames the spec, when the reference returns the same result |
//!
//! ```
//! use monolith_core::{spec::*, Config, Engine, FailureKind};
//! /// The contract: `r` is the integer square root of `x`.
//! pub fn is_isqrt(x: &u32, r: &u32) -> bool {
//!     let (x, r) = (u64::from(*x), u64::from(*r));
//!     r * r <= x && x < (r + 1) * (r + 1)
//! }
//! /// Wrong from 2^24 on, where `f32` loses precision.
//! fn isqrt(x: u32) -> u32 {
//!     (x as f32).sqrt() as u32
//! }
//! let mut engine = Engine::new();
//! engine.declare_without_reference("isqrt", args().arg(int::<u32>()).returns(int::<u32>()).ensures("is_isqrt", is_isqrt), isqrt);
//! let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
//! assert_eq!(report.failure.kind, FailureKind::Contract);
//! assert!(report.reproducer.contains("assert!((is_isqrt)(&"), "{report}");
//! ```

use std::any::Any;

use super::fun::{ArgList, Det, Fun, Panics};
use super::Deconstructible;

/// Calls a precondition `F` with the arguments as contracts see them. Implemented for the
/// argument lists of arity 0 to 6.
#[doc(hidden)]
pub trait Pre<F>: ArgList {
    /// `Err(k)` when argument `k` was consumed by the call.
    fn check_pre(f: &F, call: &Self::InCall<'_>) -> Result<bool, usize>;
}

/// Calls a postcondition `F` with the arguments as contracts see them and the result.
#[doc(hidden)]
pub trait Post<F, X: ?Sized>: ArgList {
    /// `Err(k)` when argument `k` was consumed by the call.
    fn check_post(f: &F, call: &Self::InCall<'_>, result: &X) -> Result<bool, usize>;
}

/// A function spec that fits the candidate `CF` of an operation without a reference (see
/// [`Engine::declare_without_reference`](crate::Engine::declare_without_reference)): the effect is deterministic, and the result is of
/// one `Clone` type on both sides.
#[diagnostic::on_unimplemented(
    message = "the candidate does not fit the spec of this operation, or the spec cannot go without a reference",
    label = "the spec was built here",
    note = "an operation without a reference returns a value of one `Clone` type on both sides (`R = C`); closures need their parameter types written out"
)]
pub trait CheckSpec<CF> {
    /// The declared operation, as the engine runs it.
    #[doc(hidden)]
    type Operation;
    /// The declared operation.
    #[doc(hidden)]
    fn into_checked(self, candidate: CF) -> Self::Operation;
    /// The abstract types its arguments take values of, and those its result binds.
    #[doc(hidden)]
    fn stores(&self, needs: &mut Vec<usize>, produces: &mut Vec<usize>);
}

/// What a contract says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Clause {
    Requires,
    PanicsIf,
    Ensures,
}

/// A precondition over the arguments of `A`, boxed.
pub(crate) type PreCheck<A> =
    Box<dyn for<'c> Fn(&<A as ArgList>::InCall<'c>) -> Result<bool, usize>>;
/// A postcondition over the arguments of `A` and a result `X`, boxed.
pub(crate) type PostCheck<A, X> =
    Box<dyn for<'c> Fn(&<A as ArgList>::InCall<'c>, &X) -> Result<bool, usize>>;

/// One named contract of an operation.
pub(crate) struct Contract {
    /// The path of the contract's function, as the reproducer calls it.
    pub code: String,
    pub clause: Clause,
    /// A [`PreCheck`] or a [`PostCheck`], by clause.
    check: Box<dyn Any>,
}

impl Contract {
    /// The precondition, for argument lists `A`.
    pub(crate) fn pre<A: ArgList + 'static>(&self) -> &PreCheck<A> {
        self.check
            .downcast_ref()
            .expect("a precondition is declared for its own argument list")
    }

    /// The postcondition, for argument lists `A` and results `X`.
    pub(crate) fn post<A: ArgList + 'static, X: 'static>(&self) -> &PostCheck<A, X> {
        self.check
            .downcast_ref()
            .expect("a postcondition is declared for its own argument list and result")
    }
}

/// The effects whose operations take contracts: deterministic ones, which may panic or not.
pub trait Contracted: private::Sealed {}
impl Contracted for Det {}
impl Contracted for Panics {}

mod private {
    pub trait Sealed {}
    impl Sealed for super::Det {}
    impl Sealed for super::Panics {}
}

impl<A: ArgList + 'static, D: Deconstructible + 'static, E: Contracted> Fun<A, D, E> {
    fn pre_contract<F>(mut self, code: &str, clause: Clause, pred: F) -> Self
    where
        A: Pre<F>,
        F: 'static,
    {
        let check: PreCheck<A> = Box::new(move |call| A::check_pre(&pred, call));
        self.contracts.push(Contract {
            code: code.to_string(),
            clause,
            check: Box::new(check),
        });
        self
    }

    /// A precondition, `code` the path of `pred`: the operation runs only on arguments for
    /// which `pred` holds; on others, they are drawn again, as for an argument that
    /// rejects (FLAT-PY's `requires`). `pred` receives each argument as `&T`, as the candidate
    /// sees it. It is checked again when a scenario is replayed, so a regression file stays
    /// valid when the contract changes.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// let mut engine = Engine::new();
    /// // `checked_div` by anything but zero never returns `None`.
    /// engine.declare_without_reference(
    ///     "i32::checked_div",
    ///     args().arg(int::<i32>()).arg(int::<i32>()).returns(option(int::<i32>()))
    ///         .requires("nonzero_divisor", |_: &i32, b: &i32| *b != 0)
    ///         .ensures("some_unless_overflow", |a: &i32, b: &i32, r: &Option<i32>| r.is_some() || (*a == i32::MIN && *b == -1)),
    ///     i32::checked_div,
    /// );
    /// assert!(engine.run_random(&Config::with_seed(1).scenarios(300)).is_ok());
    /// ```
    pub fn requires<F>(self, code: &str, pred: F) -> Self
    where
        A: Pre<F>,
        F: 'static,
    {
        self.pre_contract(code, Clause::Requires, pred)
    }

    /// An exceptional behaviour, `code` the path of `pred`: where `pred` holds, the candidate
    /// must panic (FLAT-PY's `raise_if`); the reference is not called. Where it does not, the
    /// operation's effect decides as before. A function that returns `Err` instead states it
    /// with [`ensures`](Self::ensures).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine, FailureKind};
    /// pub fn empty(v: &Vec<u8>) -> bool { v.is_empty() }
    /// let mut engine = Engine::new();
    /// // `first` must panic on an empty vector, and this one does not.
    /// engine.declare_without_reference(
    ///     "first",
    ///     args().arg(vec(int::<u8>(), lt(3usize))).returns(int::<u8>()).panics_if("empty", empty),
    ///     |v: Vec<u8>| v.first().copied().unwrap_or(0),
    /// );
    /// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
    /// assert_eq!(report.failure.kind, FailureKind::Contract);
    /// assert!(report.reproducer.contains("expect_err"), "{report}");
    /// ```
    pub fn panics_if<F>(self, code: &str, pred: F) -> Self
    where
        A: Pre<F>,
        F: 'static,
    {
        self.pre_contract(code, Clause::PanicsIf, pred)
    }

    /// A postcondition, `code` the path of `pred`: `pred` receives each argument as `&T`, as
    /// the candidate sees it after the call, then the candidate's result, and must hold
    /// (FLAT-PY's `ensures`). A broken postcondition is a
    /// [`Contract`](crate::FailureKind::Contract) failure, whose reproducer ends with
    /// `assert!((code)(&arg, .., &result))`. A variable passed by value or cloned is consumed
    /// by the call: a postcondition that reads it is a bug in the spec.
    ///
    /// Blame is exact: where the reference returns the same result as the candidate, it breaks
    /// the postcondition too, so the spec disagrees with itself (the contract or the reference
    /// is wrong). That is a [`ReferenceContract`](crate::FailureKind::ReferenceContract)
    /// failure, not the candidate's.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// pub fn is_sorted(_: &Vec<u8>, r: &Vec<u8>) -> bool { r.windows(2).all(|w| w[0] <= w[1]) }
    /// let mut engine = Engine::new();
    /// engine.declare(
    ///     "sorted",
    ///     args().arg(vec(int::<u8>(), lt(8usize))).returns(vec(int::<u8>(), lt(8usize))).ensures("is_sorted", is_sorted),
    ///     |mut v: Vec<u8>| { v.sort(); v },
    ///     |mut v: Vec<u8>| { v.sort_unstable(); v },
    /// );
    /// assert!(engine.run_random(&Config::with_seed(1).scenarios(300)).is_ok());
    /// ```
    pub fn ensures<F>(mut self, code: &str, pred: F) -> Self
    where
        A: Post<F, D::C>,
        F: 'static,
    {
        let check: PostCheck<A, D::C> = Box::new(move |call, c| A::check_post(&pred, call, c));
        self.contracts.push(Contract {
            code: code.to_string(),
            clause: Clause::Ensures,
            check: Box::new(check),
        });
        self
    }
}

//! Function specs: the operations of the API under test.
//!
//! An operation's spec lists its arguments and describes its result:
//!
//! ```
//! use monolith_core::{spec::*, Engine};
//! let mut engine = Engine::new();
//! let arr = engine.abstract_type::<Vec<i32>, Vec<i32>>("a");
//! // make : length -> element -> array
//! let make = args().arg(lt(16usize)).arg(sequential::<i32>()).returns(arr.clone());
//! // get : (a : array) -> index a -> element          (a dependent argument)
//! let get = args().arg(arr.by_ref()).dep(|a: &Vec<i32>| lt(a.len())).returns(int::<i32>());
//! # let _ = (make, get);
//! ```
//!
//! The result says how the two sides are compared:
//!
//! | builder | paper | the reference returns | both sides may panic |
//! |---|---|---|---|
//! | [`returns`](Args0::returns) | `^>` | `R` | no |
//! | [`returns`](Args0::returns)`(..).`[`may_panic`](Fun::may_panic)`()` | `^!>` | `R` | yes, together |
//! | [`nondet`](Args0::nondet) | `^?>` | [`Diagnostic<R>`], given `&C` last | no |
//! | [`nondet`](Args0::nondet)`(..).`[`may_panic`](Fun::may_panic)`()` | `^!?>` | `Diagnostic<Result<R, String>>`, given `&Result<C, String>` last | judged by the reference |
//!
//! A function spec is neither constructible nor deconstructible: it can only be declared.
//!
//! ```compile_fail
//! use monolith_core::spec::*;
//! let f = args().arg(int::<i32>()).returns(int::<i32>());
//! let _ = args().arg(f); // a function is not an argument
//! ```

use std::marker::PhantomData;

use super::arg::{Arg, ArgPrinter};
use super::contract::Contract;
use super::nondet::Diagnostic;
use super::{Cx, Reject};
use crate::env::Env;

pub use super::arity::*;

/// Starts the argument list of an operation. Add arguments with `.arg(..)` and `.dep(..)`,
/// then finish with `.returns(..)` or `.nondet(..)`.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let now = args().returns(int::<u64>());
/// let add = args().arg(int::<u64>()).arg(int::<u64>()).returns(int::<u64>());
/// # let _ = (now, add);
/// ```
pub fn args() -> Args0 {
    Args0 {
        ps: (),
        _r: PhantomData,
    }
}

/// A tuple of earlier reference-side types, and the tuple of references a dependent spec gets.
pub trait Prev {
    /// `(&R0, &R1, ...)`.
    type Refs<'a>
    where
        Self: 'a;
}

/// An argument position after the arguments of types `P`: a plain [`Arg`], or a [`Dep`] that
/// computes its spec from them.
pub trait Pos<P: Prev> {
    /// The argument spec at this position.
    type A: Arg;
    /// Takes the argument, given the earlier arguments' reference-side values.
    #[doc(hidden)]
    fn take_at(
        &self,
        prev: P::Refs<'_>,
        cx: &mut Cx<'_, '_>,
    ) -> Result<<Self::A as Arg>::Held, Reject>;
    /// The abstract types whose live values this position takes (none for a dependent one).
    #[doc(hidden)]
    fn needs(&self, out: &mut Vec<usize>) {
        let _ = out;
    }
}

impl<T: Arg, P: Prev> Pos<P> for T {
    type A = T;
    #[inline(always)]
    fn take_at(&self, _: P::Refs<'_>, cx: &mut Cx<'_, '_>) -> Result<T::Held, Reject> {
        self.take(cx)
    }
    fn needs(&self, out: &mut Vec<usize>) {
        Arg::needs(self, out)
    }
}

/// A dependent argument: see [`dep`].
pub struct Dep<F>(pub(crate) F);

/// A dependent argument (the paper's `^>>`): `f` receives the reference-side values of all
/// earlier arguments and returns the spec of this one. Same as the `.dep(f)` builder method.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// // sub : (a : u8) -> (b : 0..=a) -> u8, never underflows.
/// let sub = args().arg(int::<u8>()).arg(dep(|a: &u8| closed(0, *a))).returns(int::<u8>());
/// # let _ = sub;
/// ```
pub fn dep<F>(f: F) -> Dep<F> {
    Dep(f)
}

/// A whole argument list. Implemented for the argument lists of arity 0 to 6.
#[doc(hidden)]
pub trait ArgList {
    type Held;
    /// The arguments moved out of the environment (see [`Arg::Lent`]).
    type Lent;
    /// The arguments during the call, borrowing the environment (see [`Arg::InCall`]).
    type InCall<'e>;
    const ARITY: usize;
    fn take_all(&self, cx: &mut Cx<'_, '_>) -> Result<Self::Held, Reject>;
    fn lend_all(held: Self::Held, env: &mut Env) -> Self::Lent;
    fn borrow_all(lent: Self::Lent, env: &Env) -> Self::InCall<'_>;
    fn unborrow_all(call: Self::InCall<'_>) -> Self::Lent;
    fn release_all(lent: Self::Lent, env: &mut Env);
    /// The abstract types whose live values the arguments take.
    fn needs(&self, out: &mut Vec<usize>);
    fn print_all(
        call: &Self::InCall<'_>,
        receiver: Option<usize>,
        p: &mut ArgPrinter<'_>,
    ) -> Vec<String>;
    /// The arguments as contracts see them, as code (see [`Arg::print_seen`]), in the order
    /// the functions receive them.
    fn print_seen_all(call: &Self::InCall<'_>, p: &mut ArgPrinter<'_>) -> Vec<String>;
}

/// Calls the reference function `F` with the lent arguments.
#[doc(hidden)]
pub trait CallR<F, Out>: ArgList {
    fn call_r(f: &F, call: &mut Self::InCall<'_>) -> Out;
}

/// Calls the candidate function `F` with the lent arguments.
#[doc(hidden)]
pub trait CallC<F, Out>: ArgList {
    fn call_c(f: &F, call: &mut Self::InCall<'_>) -> Out;
}

/// Calls the nondeterministic reference `F` with the lent arguments and the candidate's result.
#[doc(hidden)]
pub trait CallJudge<F, X, Out>: ArgList {
    fn call_judge(f: &F, call: &mut Self::InCall<'_>, candidate: &X) -> Diagnostic<Out>;
}

/// The first two arguments, generated in this order, are passed to the functions swapped:
/// see [`Fun::rot2`].
pub struct Rot2<A>(A);

impl<A: ArgList> ArgList for Rot2<A> {
    type Held = A::Held;
    type Lent = A::Lent;
    type InCall<'e> = A::InCall<'e>;
    const ARITY: usize = A::ARITY;
    fn take_all(&self, cx: &mut Cx<'_, '_>) -> Result<Self::Held, Reject> {
        self.0.take_all(cx)
    }
    fn lend_all(held: Self::Held, env: &mut Env) -> Self::Lent {
        A::lend_all(held, env)
    }
    fn borrow_all(lent: Self::Lent, env: &Env) -> Self::InCall<'_> {
        A::borrow_all(lent, env)
    }
    fn unborrow_all(call: Self::InCall<'_>) -> Self::Lent {
        A::unborrow_all(call)
    }
    fn release_all(lent: Self::Lent, env: &mut Env) {
        A::release_all(lent, env)
    }
    fn needs(&self, out: &mut Vec<usize>) {
        self.0.needs(out)
    }
    fn print_all(
        lent: &Self::InCall<'_>,
        receiver: Option<usize>,
        p: &mut ArgPrinter<'_>,
    ) -> Vec<String> {
        let swap = |i: usize| match i {
            0 => 1,
            1 => 0,
            i => i,
        };
        let mut v = A::print_all(lent, receiver.map(swap), p);
        v.swap(0, 1);
        v
    }
    fn print_seen_all(call: &Self::InCall<'_>, p: &mut ArgPrinter<'_>) -> Vec<String> {
        let mut v = A::print_seen_all(call, p);
        v.swap(0, 1);
        v
    }
}

/// Effect marker: a deterministic operation that must not panic (`^>`).
#[derive(Debug)]
pub enum Det {}
/// Effect marker: a deterministic operation that may panic, on both sides together (`^!>`).
#[derive(Debug)]
pub enum Panics {}
/// Effect marker: a nondeterministic operation judged by the reference (`^?>`).
#[derive(Debug)]
pub enum Nondet {}
/// Effect marker: a nondeterministic operation that may panic, judged by the reference
/// (`^!?>`).
#[derive(Debug)]
pub enum NondetPanics {}

/// A function spec: arguments `A`, result `D`, effect `E`. Declare it with
/// [`Engine::declare`](crate::Engine::declare).
pub struct Fun<A, D, E> {
    pub(crate) args: A,
    pub(crate) ret: D,
    pub(crate) same_message: bool,
    pub(crate) contracts: Vec<Contract>,
    _e: PhantomData<fn() -> E>,
}

impl<A, D, E> Fun<A, D, E> {
    pub(crate) fn new(args: A, ret: D) -> Self {
        Fun {
            args,
            ret,
            same_message: false,
            contracts: Vec::new(),
            _e: PhantomData,
        }
    }

    /// Generates the arguments in the order written but passes the first two swapped (the
    /// paper's `rot2`): useful when the first parameter depends on the second.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// let set = engine.abstract_type::<Vec<u8>, Vec<u8>>("s");
    /// // contains(x, s), where x is chosen among the elements of s.
    /// let contains = args()
    ///     .arg(set.by_ref().such_that(|s: &Vec<u8>| !s.is_empty()))
    ///     .dep(|s: &Vec<u8>| { let s = s.clone(); Concrete::new(move |src: &mut monolith_core::Source| s[src.draw_below(s.len() as u64) as usize]) })
    ///     .returns(bool())
    ///     .rot2();
    /// engine.declare("contains", contains, |x: u8, s: &Vec<u8>| s.contains(&x), |x: u8, s: &Vec<u8>| s.contains(&x));
    /// ```
    pub fn rot2(self) -> Fun<Rot2<A>, D, E> {
        assert!(
            self.contracts.is_empty(),
            "`rot2` comes before the contracts: they see the arguments in the order the functions receive them"
        );
        Fun {
            args: Rot2(self.args),
            ret: self.ret,
            same_message: self.same_message,
            contracts: self.contracts,
            _e: PhantomData,
        }
    }
}

impl<A, D> Fun<A, D, Det> {
    /// Allows the operation to panic, provided both sides panic on the same step (the
    /// paper's `^!>`). A panic on one side only is a failure.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::*;
    /// let div = args().arg(int::<i32>()).arg(int::<i32>()).returns(int::<i32>()).may_panic();
    /// # let _ = div;
    /// ```
    pub fn may_panic(self) -> Fun<A, D, Panics> {
        Fun {
            args: self.args,
            ret: self.ret,
            same_message: false,
            contracts: self.contracts,
            _e: PhantomData,
        }
    }
}

impl<A, D> Fun<A, D, Nondet> {
    /// Lets the candidate panic, and lets the reference judge that too (the paper's `^!?>`):
    /// the reference receives `&Result<C, String>` (the candidate's result, or its panic
    /// message) and returns a `Diagnostic<Result<R, String>>`: `Valid(Ok(r))` when the
    /// candidate must have returned a value related to `r`, `Valid(Err(_))` when it must have
    /// panicked, `Invalid(why)` when its behaviour is wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// let mut engine = Engine::new();
    /// // Division may panic on zero; either a panic or 0 is accepted for x / 0.
    /// engine.declare(
    ///     "div",
    ///     args().arg(int::<i8>()).arg(int::<i8>()).nondet(int::<i8>()).may_panic(),
    ///     |a: i8, b: i8, c: &Result<i8, String>| match (b, c) {
    ///         (0, Err(m)) => Diagnostic::Valid(Err(m.clone())),
    ///         (0, Ok(0)) => Diagnostic::Valid(Ok(0)),
    ///         (0, Ok(_)) => Diagnostic::Invalid(Explanation::message("x / 0 must panic or be 0")),
    ///         _ => Diagnostic::Valid(Ok(a.wrapping_div(b))),
    ///     },
    ///     |a: i8, b: i8| a.wrapping_div(b),
    /// );
    /// assert!(engine.run_random(&monolith_core::Config::with_seed(1).scenarios(300)).is_ok());
    /// ```
    pub fn may_panic(self) -> Fun<A, D, NondetPanics> {
        Fun {
            args: self.args,
            ret: self.ret,
            same_message: false,
            contracts: self.contracts,
            _e: PhantomData,
        }
    }
}

impl<A, D> Fun<A, D, Panics> {
    /// Also requires both panics to carry the same message.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::*;
    /// let pop = args().arg(int::<i32>()).returns(int::<i32>()).may_panic().same_message();
    /// # let _ = pop;
    /// ```
    pub fn same_message(mut self) -> Self {
        self.same_message = true;
        self
    }
}

/// A function spec that fits the reference `RF` and the candidate `CF`.
#[diagnostic::on_unimplemented(
    message = "the reference or the candidate does not fit the spec of this operation",
    label = "the spec was built here",
    note = "each argument's handle decides what the functions receive: `by_ref` gives `&T`, `by_mut` `&mut T`, `by_value` and `cloned` give `T`; a `nondet` reference also receives `&C` last and returns `Diagnostic<R>`; closures need their parameter types written out"
)]
pub trait OpSpec<RF, CF> {
    /// The declared operation, as the engine runs it.
    #[doc(hidden)]
    type Operation;
    /// The declared operation.
    #[doc(hidden)]
    fn into_operation(self, reference: RF, candidate: CF) -> Self::Operation;
    /// The abstract types its arguments take values of, and those its result binds.
    #[doc(hidden)]
    fn stores(&self, needs: &mut Vec<usize>, produces: &mut Vec<usize>);
}

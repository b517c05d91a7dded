//! [`Arg`]: what an argument position accepts.
//!
//! An argument is either a constructible spec, whose generated value is passed by value, or a
//! handle on an abstract type, which selects a live variable and passes it as `&T`, `&mut T`,
//! `T` (consuming the variable) or `T` cloned. The generic associated types [`Arg::RIn`] and
//! [`Arg::CIn`] say what the reference and the candidate receive.
//!
//! Building a call has two phases. First every argument is *taken*: generated, or selected and
//! reserved, without touching the environment, so that an argument that rejects leaves nothing
//! to undo. Then every argument is *lent*: a selected variable passed as `&mut T`, by value or
//! cloned moves out of the environment (or is cloned) for the call, and is *released* (put back)
//! afterwards unless it was consumed; then, from the environment borrowed shared for the call,
//! a variable passed as `&T` is *borrowed* in place, and *unborrowed* after the call.

use super::{Built, Constructible, Cx, Reject};
use crate::env::Env;
use crate::source::spans::Label;

/// [`Arg::borrow`] and [`Arg::unborrow`] for an argument whose in-call form is its lent form
/// (`type InCall<'e> = Self::Lent`): everything but a handle lent in place.
macro_rules! lent_in_call {
    () => {
        #[inline]
        fn borrow(lent: Self::Lent, _: &$crate::env::Env) -> Self::Lent {
            lent
        }
        #[inline]
        fn unborrow(call: Self::Lent) -> Self::Lent {
            call
        }
    };
}
pub(crate) use lent_in_call;

/// Printing context for arguments (rendering only).
#[doc(hidden)]
pub struct ArgPrinter<'a> {
    pub(crate) env: &'a Env,
    pub(crate) muts: &'a mut Vec<String>,
}

/// An argument position: a constructible spec passed by value, or a handle on an abstract type.
///
/// The methods are the engine's protocol (see the [module documentation](self)).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// fn accepts<A: Arg>(_: A) {}
/// let mut engine = monolith_core::Engine::new();
/// let arr = engine.abstract_type::<Vec<i32>, Vec<i32>>("a");
/// accepts(lt(4usize));     // a constructible spec, by value
/// accepts(arr.by_ref());   // a handle, as &T
/// accepts(arr.by_mut());   // a handle, as &mut T
/// accepts(arr.by_value()); // a handle, consumed
/// accepts(arr.cloned());   // a handle, cloned
/// ```
pub trait Arg {
    /// The reference-side value, as dependent specs and preconditions see it.
    type R;
    /// The candidate-side value.
    type C;
    /// What the function on the reference side receives.
    type RIn<'a>;
    /// What the function on the candidate side receives.
    type CIn<'a>;
    /// The argument once taken (phase 1).
    #[doc(hidden)]
    type Held;
    /// The argument once lent (phase 2), owned: what goes back to the environment.
    #[doc(hidden)]
    type Lent;
    /// The argument during the call: its [`Lent`](Arg::Lent) value, or a variable lent by
    /// reference, borrowed in place from the environment for the call.
    #[doc(hidden)]
    type InCall<'e>;
    /// Generates, or selects and reserves, the argument.
    #[doc(hidden)]
    fn take(&self, cx: &mut Cx<'_, '_>) -> Result<Self::Held, Reject>;
    /// The reference-side value, for dependent specs.
    #[doc(hidden)]
    fn reference<'a>(held: &'a Self::Held, env: &'a Env) -> &'a Self::R;
    /// Moves the argument out of the environment for the call.
    #[doc(hidden)]
    fn lend(held: Self::Held, env: &mut Env) -> Self::Lent;
    /// Borrows what the call needs from the environment, once every argument is moved out.
    #[doc(hidden)]
    fn borrow(lent: Self::Lent, env: &Env) -> Self::InCall<'_>;
    /// Ends the call's borrow of the environment.
    #[doc(hidden)]
    fn unborrow(call: Self::InCall<'_>) -> Self::Lent;
    /// What the reference receives.
    #[doc(hidden)]
    fn lend_r<'a>(call: &'a mut Self::InCall<'_>) -> Self::RIn<'a>;
    /// What the candidate receives.
    #[doc(hidden)]
    fn lend_c<'a>(call: &'a mut Self::InCall<'_>) -> Self::CIn<'a>;
    /// Puts a borrowed variable back.
    #[doc(hidden)]
    fn release(lent: Self::Lent, env: &mut Env);
    /// The abstract types whose live values this argument takes (none for a generated value).
    #[doc(hidden)]
    fn needs(&self, out: &mut Vec<usize>) {
        let _ = out;
    }
    /// The argument as Rust code; `receiver` when it is printed before `.method(...)`.
    #[doc(hidden)]
    fn print(call: &Self::InCall<'_>, receiver: bool, p: &mut ArgPrinter<'_>) -> String;
    /// What a contract sees of the argument (see [`Fun::ensures`](super::Fun::ensures)): a
    /// generated value as generated, a variable as the candidate holds it.
    type Seen: ?Sized;
    /// The argument as a contract sees it, or `None` once the call consumed it (a variable
    /// passed by value or cloned, after the call).
    #[doc(hidden)]
    fn seen<'a>(call: &'a Self::InCall<'_>) -> Option<&'a Self::Seen>;
    /// The argument as code of type `&Seen`, for a contract's assertion in the reproducer.
    #[doc(hidden)]
    fn print_seen(call: &Self::InCall<'_>, p: &mut ArgPrinter<'_>) -> String;
}

/// `&code`, parenthesised where `&` would bind tighter than the expression: a negation or a
/// cast.
pub(crate) fn borrowed_code(code: &str) -> String {
    if code.starts_with('-') || code.contains(" as ") {
        format!("&({code})")
    } else {
        format!("&{code}")
    }
}

/// A generated value waiting to be passed: each side is moved out once.
#[doc(hidden)]
pub struct Value<R, C> {
    r: Option<R>,
    c: Option<C>,
    /// The value as code, when rendering: boxed, so that the value moves through the call's
    /// phases one word wider than its sides, not three (a `Box<str>` would be two).
    #[allow(clippy::box_collection)]
    code: Option<Box<String>>,
}

impl<R, C> Value<R, C> {
    /// The value as code (empty unless rendering).
    fn code(&self) -> &str {
        self.code.as_deref().map_or("", String::as_str)
    }
}

impl<S: Constructible> Arg for S {
    type R = S::R;
    type C = S::C;
    type RIn<'a> = S::R;
    type CIn<'a> = S::C;
    type Held = Value<S::R, S::C>;
    type Lent = Value<S::R, S::C>;
    type InCall<'e> = Value<S::R, S::C>;

    #[inline(always)]
    fn take(&self, cx: &mut Cx<'_, '_>) -> Result<Self::Held, Reject> {
        let argument = cx.src.open();
        let Built { r, c, code } = self.construct(cx)?;
        cx.src.close(argument, Label::Argument);
        Ok(Value {
            r: Some(r),
            c: Some(c),
            code: (!code.is_empty()).then(|| Box::new(code)),
        })
    }
    #[inline]
    fn reference<'a>(held: &'a Self::Held, _: &'a Env) -> &'a S::R {
        held.r
            .as_ref()
            .expect("dependent specs run before the call")
    }
    #[inline]
    fn lend(held: Self::Held, _: &mut Env) -> Self::Lent {
        held
    }
    lent_in_call!();
    #[inline]
    fn lend_r(lent: &mut Self::Lent) -> S::R {
        lent.r
            .take()
            .expect("an argument is lent to the reference once")
    }
    #[inline]
    fn lend_c(lent: &mut Self::Lent) -> S::C {
        lent.c
            .take()
            .expect("an argument is lent to the candidate once")
    }
    #[inline]
    fn release(_: Self::Lent, _: &mut Env) {}
    fn print(lent: &Self::Lent, receiver: bool, _: &mut ArgPrinter<'_>) -> String {
        let code = lent.code();
        if receiver && !code.chars().all(|c| c.is_alphanumeric() || c == '_') {
            format!("({code})")
        } else {
            code.to_string()
        }
    }
    type Seen = S::R;
    /// The reference side: the same value as the candidate's for plain values, and still there
    /// after the candidate's call, which consumed its own.
    #[inline]
    fn seen(call: &Self::Lent) -> Option<&S::R> {
        call.r.as_ref()
    }
    fn print_seen(call: &Self::Lent, _: &mut ArgPrinter<'_>) -> String {
        borrowed_code(call.code())
    }
}

//! Declared operations and drawn calls of a parallel spec, with their types erased: the
//! scenario holds calls of many operations, and the threads run them on the candidate.

use std::any::Any;
use std::fmt::Debug;
use std::marker::PhantomData;
use std::sync::Arc;

use super::args::Args;
use crate::engine::operation::CallStyle;
use crate::panic::catch;
use crate::spec::{Cx, Literal, Reject};

/// What an operation of a parallel spec returns, the same type on both sides: compared with
/// `==`, shown with `Debug`, and printed in the reproducer with [`Literal`].
///
/// # Examples
///
/// ```
/// fn value<T: monolith_core::parallel::Value>(_: T) {}
/// value(Some(3u8));
/// value(Ok::<(), i32>(()));
/// ```
pub trait Value: PartialEq + Debug + Literal + Send + 'static {}

impl<T: PartialEq + Debug + Literal + Send + 'static> Value for T {}

/// A result with its type erased.
pub(crate) trait Observed: Send + Debug {
    /// The value as Rust code.
    fn literal(&self) -> String;
    fn as_any(&self) -> &dyn Any;
}

impl<T: Value> Observed for T {
    fn literal(&self) -> String {
        Literal::literal(self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// What one call gave: its value, or the message of its panic.
pub(crate) type Outcome = Result<Box<dyn Observed>, String>;

/// An outcome as the report shows it.
pub(crate) fn show(o: &Outcome) -> String {
    match o {
        Ok(v) => v.literal(),
        Err(m) => format!("panic ({m:?})"),
    }
}

/// A declared operation: draws calls.
pub(crate) trait Op<R, C> {
    fn draw(&self, cx: &mut Cx<'_, '_>) -> Result<Arc<dyn Call<R, C>>, Reject>;
}

/// One drawn call, with its arguments on both sides.
pub(crate) trait Call<R, C>: Send + Sync {
    /// Runs the call on the candidate (the caller catches a panic).
    fn candidate(&self, c: &C) -> Box<dyn Observed>;
    /// Runs the call on the reference: its result, or `None` for an operation whose
    /// reference judges the candidate's result rather than computing one (the caller catches
    /// a panic).
    fn reference(&self, r: &mut R) -> Option<Box<dyn Observed>>;
    /// Runs the call on the reference and says whether it allows `got`: the same value, both
    /// panicking, or a result the reference judges valid. Catches the reference's panic.
    fn allows(&self, r: &mut R, got: &Outcome) -> bool;
    /// The call as Rust code, on the shared value `var`.
    fn code(&self, var: &str) -> String;
    /// The part of the state the call touches, when its operation has a [`key`](super::key)
    /// argument.
    fn part(&self) -> Option<u64>;
}

/// How the reference side of an operation answers: it computes the result
/// ([`Computes`]), or judges the candidate's ([`Judges`]).
pub(crate) trait Reference<R, A, T>: Send + Sync + 'static {
    /// The reference's result, if it computes one.
    fn value(&self, r: &mut R, args: A) -> Option<T>;
    /// Whether the reference allows the candidate's result `got`.
    fn allows(&self, r: &mut R, args: A, got: &T) -> bool;
}

/// A reference function that computes the result.
pub(crate) struct Computes<F>(pub F);
/// A reference function that judges the candidate's result.
pub(crate) struct Judges<F>(pub F);

impl<R, A, T: PartialEq, F> Reference<R, A, T> for Computes<F>
where
    F: Fn(&mut R, A) -> T + Send + Sync + 'static,
{
    fn value(&self, r: &mut R, args: A) -> Option<T> {
        Some((self.0)(r, args))
    }
    fn allows(&self, r: &mut R, args: A, got: &T) -> bool {
        (self.0)(r, args) == *got
    }
}

impl<R, A, T, F> Reference<R, A, T> for Judges<F>
where
    F: Fn(&mut R, A, &T) -> bool + Send + Sync + 'static,
{
    fn value(&self, _: &mut R, _: A) -> Option<T> {
        None
    }
    fn allows(&self, r: &mut R, args: A, got: &T) -> bool {
        (self.0)(r, args, got)
    }
}

/// An operation declared with [`Parallel::op`](super::Parallel::op) or
/// [`Parallel::op_nondet`](super::Parallel::op_nondet).
pub(crate) struct Declared<A, RF, CF, T> {
    pub style: Arc<CallStyle>,
    pub args: A,
    pub rf: Arc<RF>,
    pub cf: Arc<CF>,
    pub result: PhantomData<fn() -> T>,
}

struct Drawn<A: Args, RF, CF, T> {
    style: Arc<CallStyle>,
    r: A::R,
    c: A::C,
    codes: Vec<String>,
    part: Option<u64>,
    rf: Arc<RF>,
    cf: Arc<CF>,
    result: PhantomData<fn() -> T>,
}

impl<R, C, A, T, RF, CF> Op<R, C> for Declared<A, RF, CF, T>
where
    A: Args,
    T: Value,
    RF: Reference<R, A::R, T>,
    CF: Fn(&C, A::C) -> T + Send + Sync + 'static,
{
    fn draw(&self, cx: &mut Cx<'_, '_>) -> Result<Arc<dyn Call<R, C>>, Reject> {
        let mut codes = Vec::new();
        let (r, c) = self.args.draw(cx, &mut codes)?;
        Ok(Arc::new(Drawn::<A, RF, CF, T> {
            style: self.style.clone(),
            part: self.args.call_part(&r),
            r,
            c,
            codes,
            rf: self.rf.clone(),
            cf: self.cf.clone(),
            result: PhantomData,
        }))
    }
}

impl<R, C, A, T, RF, CF> Call<R, C> for Drawn<A, RF, CF, T>
where
    A: Args,
    T: Value,
    RF: Reference<R, A::R, T>,
    CF: Fn(&C, A::C) -> T + Send + Sync + 'static,
{
    fn candidate(&self, c: &C) -> Box<dyn Observed> {
        Box::new((self.cf)(c, self.c.clone()))
    }
    fn reference(&self, r: &mut R) -> Option<Box<dyn Observed>> {
        let v = self.rf.value(r, self.r.clone())?;
        Some(Box::new(v))
    }
    fn allows(&self, r: &mut R, got: &Outcome) -> bool {
        match got {
            Ok(v) => v
                .as_any()
                .downcast_ref::<T>()
                .is_some_and(|v| catch(|| self.rf.allows(r, self.r.clone(), v)).unwrap_or(false)),
            // A candidate's panic is allowed where the reference panics too.
            Err(_) => catch(|| self.rf.value(r, self.r.clone())).is_err(),
        }
    }
    fn code(&self, var: &str) -> String {
        let receiver = if self.style.is_method() {
            var.to_string()
        } else {
            format!("&{var}")
        };
        let mut args = vec![receiver];
        args.extend(self.codes.iter().cloned());
        self.style.call(&args)
    }
    fn part(&self) -> Option<u64> {
        self.part
    }
}

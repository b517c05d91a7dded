//! Declared operations and drawn calls of a parallel spec, with their types erased: the
//! scenario holds calls of many operations, and the threads run them on the candidate.

use std::any::Any;
use std::fmt::Debug;
use std::sync::Arc;

use super::args::Args;
use crate::engine::operation::CallStyle;
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
    /// Whether `other` is the same value (of the same type).
    fn same(&self, other: &dyn Observed) -> bool;
    /// The value as Rust code.
    fn literal(&self) -> String;
    fn as_any(&self) -> &dyn Any;
}

impl<T: Value> Observed for T {
    fn same(&self, other: &dyn Observed) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn literal(&self) -> String {
        Literal::literal(self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// What one call gave: its value, or the message of its panic.
pub(crate) type Outcome = Result<Box<dyn Observed>, String>;

/// Whether two outcomes agree: equal values, or both panicked (whatever the messages).
pub(crate) fn agree(a: &Outcome, b: &Outcome) -> bool {
    match (a, b) {
        (Ok(a), Ok(b)) => a.same(&**b),
        (Err(_), Err(_)) => true,
        _ => false,
    }
}

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
    /// Runs the call on the reference (the caller catches a panic).
    fn reference(&self, r: &mut R) -> Box<dyn Observed>;
    /// The call as Rust code, on the shared value `var`.
    fn code(&self, var: &str) -> String;
}

/// An operation declared with [`Parallel::op`](super::Parallel::op).
pub(crate) struct Declared<A, RF, CF> {
    pub style: Arc<CallStyle>,
    pub args: A,
    pub rf: Arc<RF>,
    pub cf: Arc<CF>,
}

struct Drawn<A: Args, RF, CF> {
    style: Arc<CallStyle>,
    r: A::R,
    c: A::C,
    codes: Vec<String>,
    rf: Arc<RF>,
    cf: Arc<CF>,
}

impl<R, C, A, T, RF, CF> Op<R, C> for Declared<A, RF, CF>
where
    A: Args,
    T: Value,
    RF: Fn(&mut R, A::R) -> T + Send + Sync + 'static,
    CF: Fn(&C, A::C) -> T + Send + Sync + 'static,
{
    fn draw(&self, cx: &mut Cx<'_, '_>) -> Result<Arc<dyn Call<R, C>>, Reject> {
        let (r, c, codes) = self.args.draw(cx)?;
        Ok(Arc::new(Drawn::<A, RF, CF> {
            style: self.style.clone(),
            r,
            c,
            codes,
            rf: self.rf.clone(),
            cf: self.cf.clone(),
        }))
    }
}

impl<R, C, A, T, RF, CF> Call<R, C> for Drawn<A, RF, CF>
where
    A: Args,
    T: Value,
    RF: Fn(&mut R, A::R) -> T + Send + Sync + 'static,
    CF: Fn(&C, A::C) -> T + Send + Sync + 'static,
{
    fn candidate(&self, c: &C) -> Box<dyn Observed> {
        Box::new((self.cf)(c, self.c.clone()))
    }
    fn reference(&self, r: &mut R) -> Box<dyn Observed> {
        Box::new((self.rf)(r, self.r.clone()))
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
}

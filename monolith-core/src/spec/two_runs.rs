//! Arguments that differ between the two runs of an operation declared with
//! [`Engine::declare_deterministic`](crate::Engine::declare_deterministic), for DropShadow's
//! hyperproperties by self-composition: a [`secret`] (non-interference) and two
//! [`commuted`] arguments (commutativity).

use std::any::Any;

use super::{Built, Constructible, Cx, Reject, Spec};

/// Opens and closes the two codes of an argument that differs between the runs, in a printed
/// line: `OPEN code_a SPLIT code_b OPEN`. The rendering resolves them (see [`resolve`]).
const OPEN: char = '\u{2}';
const SPLIT: char = '\u{3}';

/// A secret argument: see [`secret`].
#[derive(Debug, Clone)]
pub struct Secret<S>(S);

/// A secret argument: drawn twice, one value for each run of an operation declared with
/// [`Engine::declare_deterministic`](crate::Engine::declare_deterministic), so that the two
/// runs differ in their secrets only. Results that then differ are an
/// [`Interference`](crate::FailureKind::Interference) failure: a public result depends on a
/// secret (DropShadow's non-interference). Declare the results that may depend on the
/// secret [`ignored`](super::ignored): they are not public.
///
/// The reproducer runs the scenario as a closure of the secrets, and compares its runs on the
/// two: `let run = |s0| { .. }; assert_eq!(run(0i64), run(1i64), ..)`.
///
/// Only for operations declared with `declare_deterministic`: beside a reference, the two
/// sides would receive different values.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine, FailureKind};
/// /// Leaks the parity of `high` (DropShadow's `BMO`).
/// fn bmo(low: i64, high: i64) -> i64 { if high % 2 == 0 { low + 271 } else { low } }
/// let mut engine = Engine::new();
/// engine.declare_deterministic("bmo", args().arg(int::<i64>()).arg(secret(int::<i64>())).returns(int::<i64>()), bmo);
/// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Interference);
/// assert!(report.reproducer.contains("let run = |s0| {"), "{report}");
/// assert!(report.reproducer.contains("assert_eq!(run(0i64), run(1i64)"), "{report}");
/// ```
pub fn secret<S: Constructible>(spec: S) -> Secret<S> {
    Secret(spec)
}

impl<S: Constructible> Spec for Secret<S> {
    type R = S::R;
    type C = S::C;
}

impl<S: Constructible> Constructible for Secret<S> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<S::R, S::C>, Reject> {
        let first = self.0.construct(cx)?;
        let second = self.0.construct(cx)?;
        cx.env.secret_drawn.set(true);
        Ok(Built {
            r: first.r,
            c: second.c,
            code: two_codes(cx, &first.code, &second.code),
        })
    }
}

/// An argument whose two runs take two values, as code: see [`resolve`].
fn two_codes(cx: &Cx<'_, '_>, first: &str, second: &str) -> String {
    if cx.render {
        format!("{OPEN}{first}{SPLIT}{second}{OPEN}")
    } else {
        String::new()
    }
}

/// Two arguments swapped between the runs: see [`commuted`].
#[derive(Debug, Clone)]
pub struct Commuted<S>(S);

/// One of two arguments swapped between the two runs of an operation declared with
/// [`Engine::declare_deterministic`](crate::Engine::declare_deterministic): the first
/// `commuted` argument of a call draws two values `a` and `b`, the second takes them, and the
/// runs call `f(a, b)` and `f(b, a)`. Results that differ are a
/// [`NotCommutative`](crate::FailureKind::NotCommutative) failure. The two arguments have one
/// spec type; a call with one `commuted` argument only is a bug in the spec (the argument
/// then differs between the runs, as a [`secret`] would).
///
/// The reproducer runs the scenario as a closure of the two arguments, and compares
/// `run(a, b)` with `run(b, a)`.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine, FailureKind};
/// // Left-to-right floating-point addition: `(a + 1) + b` and `(b + 1) + a` differ.
/// fn sum3(a: f64, one: f64, b: f64) -> f64 { a + one + b }
/// let mut engine = Engine::new();
/// engine.declare_deterministic(
///     "sum3",
///     args().arg(commuted(finite_float::<f64>())).arg(finite_float::<f64>()).arg(commuted(finite_float::<f64>())).returns(float::<f64>()),
///     sum3,
/// );
/// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::NotCommutative);
/// assert!(report.reproducer.contains("let run = |s0, s1| {"), "{report}");
/// ```
pub fn commuted<S: Constructible>(spec: S) -> Commuted<S> {
    Commuted(spec)
}

impl<S: Constructible> Spec for Commuted<S> {
    type R = S::R;
    type C = S::C;
}

/// What the first `commuted` argument of a call leaves for the second: the first run's value
/// and the second run's, with their codes.
struct Swapped<R, C> {
    r: R,
    c: C,
    codes: (String, String),
}

impl<S: Constructible> Constructible for Commuted<S>
where
    S::R: 'static,
    S::C: 'static,
{
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<S::R, S::C>, Reject> {
        let left: Option<Box<dyn Any>> = cx.env.commuted.take();
        if let Some(left) = left {
            let swapped = left.downcast::<Swapped<S::R, S::C>>().unwrap_or_else(|_| {
                panic!("two `commuted` arguments of one call have different types")
            });
            let Swapped { r, c, codes } = *swapped;
            return Ok(Built {
                r,
                c,
                code: two_codes(cx, &codes.0, &codes.1),
            });
        }
        let a = self.0.construct(cx)?;
        let b = self.0.construct(cx)?;
        cx.env.commuted_drawn.set(true);
        // This argument is `a` in the first run and `b` in the second; the other one, `b`
        // then `a`.
        let code = two_codes(cx, &a.code, &b.code);
        cx.env.commuted.set(Some(Box::new(Swapped {
            r: b.r,
            c: a.c,
            codes: (b.code, a.code),
        })));
        Ok(Built {
            r: a.r,
            c: b.c,
            code,
        })
    }
}

/// The printed lines with each argument that differs between the runs replaced: by a closure parameter `s0`, `s1`, ... when
/// `params`, with the codes of the two values given in order; otherwise by the code of the
/// candidate's (the second) value.
pub(crate) fn resolve(lines: &[String], params: bool) -> (Vec<String>, Vec<(String, String)>) {
    let mut secrets = Vec::new();
    let lines = lines
        .iter()
        .map(|line| {
            if !line.contains(OPEN) {
                return line.clone();
            }
            let mut out = String::new();
            for (i, part) in line.split(OPEN).enumerate() {
                if i % 2 == 0 {
                    out.push_str(part);
                    continue;
                }
                let (a, b) = part.split_once(SPLIT).unwrap_or((part, part));
                if params {
                    out.push_str(&format!("s{}", secrets.len()));
                    secrets.push((a.to_string(), b.to_string()));
                } else {
                    out.push_str(b);
                }
            }
            out
        })
        .collect();
    (lines, secrets)
}

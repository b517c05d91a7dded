//! Laws: properties of one function that relate two of its calls, checked on the candidate
//! alone, with no reference. [`Engine::declare_idempotent`] checks `f(f(x)) == f(x)`,
//! [`Engine::declare_monotone`] checks `f(a) <= f(b)` wherever `a <= b`.
//!
//! A law is an operation of its own: each step draws its arguments from the byte stream, makes
//! both calls and checks the law, so that a broken law is found, replayed and shrunk like any
//! other failure, in every driver. The reproducer makes both calls and asserts the law.

use std::fmt::Debug;

use super::operation::{Fault, Operation, Step, StepCx};
use super::step::{candidate_panicked, take_with};
use super::{Declared, Engine};
use crate::panic::catch;
use crate::report::failure::FailureKind;
use crate::spec::{Built, Constructible, Spec};

/// `f(f(x)) == f(x)`: see [`Engine::declare_idempotent`].
struct Idempotent<S, F> {
    value: S,
    f: F,
}

/// `a <= b` implies `f(a) <= f(b)`: see [`Engine::declare_monotone`].
struct Monotone<S, F> {
    input: S,
    f: F,
}

/// A law's comparison panicked: a bug in the spec (the type's `PartialEq` or `PartialOrd`).
fn comparison_panicked(what: &str, why: String) -> Step {
    Step::Fail(Fault::new(
        FailureKind::SpecPanic,
        format!("comparing {what} panicked: {why}"),
    ))
}

impl<S, T, F> Operation for Idempotent<S, F>
where
    S: Constructible + Spec<R = T, C = T>,
    T: Clone + PartialEq + Debug,
    F: Fn(T) -> T,
{
    fn step(&self, sx: &mut StepCx<'_, '_>) -> Step {
        let Built { r: x, c, code } = match take_with(sx, |cx| self.value.construct(cx)) {
            Ok(built) => built,
            Err(step) => return step,
        };
        let var = sx.render.as_deref().map(|r| format!("v{}_0", r.step));
        let first = var.as_ref().map(|_| sx.style.call(&[code]));
        let once = match catch(|| (self.f)(c)) {
            Ok(once) => once,
            Err(p) => return candidate_panicked(sx, (&first, false), &p.message, p.describe()),
        };
        let second = var
            .as_ref()
            .map(|v| sx.style.call(&[format!("{v}.clone()")]));
        let bind = |sx: &mut StepCx<'_, '_>| {
            if let (Some(render), Some(v), Some(first)) = (sx.render.as_deref_mut(), &var, &first) {
                render.lines.push(format!("let {v} = {first};"));
            }
        };
        let twice = match catch(|| (self.f)(once.clone())) {
            Ok(twice) => twice,
            Err(p) => {
                bind(sx);
                return candidate_panicked(sx, (&second, false), &p.message, p.describe());
            }
        };
        let holds = match catch(|| twice == once) {
            Ok(holds) => holds,
            Err(p) => return comparison_panicked("two results", p.describe()),
        };
        bind(sx);
        let name = sx.style.name();
        if let (Some(render), Some(v), Some(second)) = (sx.render.as_deref_mut(), &var, &second) {
            let comment = if holds {
                String::new()
            } else {
                format!(" // {name}({v}) returned {twice:?}")
            };
            render.lines.push(format!(
                "assert_eq!({second}, {v}, \"`{name}` is not idempotent\");{comment}"
            ));
        }
        if holds {
            return Step::Done;
        }
        Step::Fail(Fault::new(
            FailureKind::NotIdempotent,
            format!("`{name}` is not idempotent: {name}({x:?}) = {once:?}, but {name}({once:?}) = {twice:?}"),
        ))
    }
}

impl<S, T, U, F> Operation for Monotone<S, F>
where
    S: Constructible + Spec<R = T, C = T>,
    T: PartialOrd + Debug,
    U: PartialOrd + Debug,
    F: Fn(T) -> U,
{
    fn step(&self, sx: &mut StepCx<'_, '_>) -> Step {
        let (a, b) = match take_with(sx, |cx| {
            Ok((self.input.construct(cx)?, self.input.construct(cx)?))
        }) {
            Ok(pair) => pair,
            Err(step) => return step,
        };
        // The smaller argument first; two that do not compare (a NaN) are only called.
        let (lo, hi, ordered) = match catch(|| (b.r < a.r, a.r <= b.r || b.r < a.r)) {
            Ok((true, ordered)) => (b, a, ordered),
            Ok((false, ordered)) => (a, b, ordered),
            Err(p) => return comparison_panicked("two arguments", p.describe()),
        };
        let var = sx.render.as_deref().map(|r| r.step);
        let exprs = var.map(|_| {
            let call = |code: &str| sx.style.call(&[code.to_string()]);
            (call(&lo.code), call(&hi.code))
        });
        let Built {
            r: lo_r, c: lo_c, ..
        } = lo;
        let Built {
            r: hi_r, c: hi_c, ..
        } = hi;
        // Calls `f` on the `k`th argument, binding its result when rendering.
        let side = |sx: &mut StepCx<'_, '_>, k: usize, x: T| -> Result<U, Step> {
            let expr = exprs.as_ref().map(|(e0, e1)| if k == 0 { e0 } else { e1 });
            match catch(|| (self.f)(x)) {
                Ok(v) => {
                    if let (Some(render), Some(step), Some(e)) =
                        (sx.render.as_deref_mut(), var, expr)
                    {
                        render.lines.push(format!("let v{step}_{k} = {e};"));
                    }
                    Ok(v)
                }
                Err(p) => Err(candidate_panicked(
                    sx,
                    (&expr.cloned(), false),
                    &p.message,
                    p.describe(),
                )),
            }
        };
        let (f_lo, f_hi) = match side(sx, 0, lo_c).and_then(|f_lo| Ok((f_lo, side(sx, 1, hi_c)?))) {
            Ok(results) => results,
            Err(step) => return step,
        };
        let holds = match catch(|| !ordered || f_lo <= f_hi) {
            Ok(holds) => holds,
            Err(p) => return comparison_panicked("two results", p.describe()),
        };
        let name = sx.style.name();
        if let (Some(render), Some(step)) = (sx.render.as_deref_mut(), var) {
            let comment = if holds {
                String::new()
            } else {
                format!(" // {f_lo:?} > {f_hi:?}")
            };
            let assertion = if ordered {
                format!("assert!(v{step}_0 <= v{step}_1, \"`{name}` is not monotone\");{comment}")
            } else {
                format!("let _ = (v{step}_0, v{step}_1); // the arguments do not compare")
            };
            render.lines.push(assertion);
        }
        if holds {
            return Step::Done;
        }
        Step::Fail(Fault::new(
            FailureKind::NotMonotone,
            format!(
                "`{name}` is not monotone: {lo_r:?} <= {hi_r:?}, but {name}({lo_r:?}) = {f_lo:?} is greater than {name}({hi_r:?}) = {f_hi:?}"
            ),
        ))
    }
}

impl Engine {
    /// Declares a law of the function `f`, with no reference: it is *idempotent*, `f(f(x))
    /// == f(x)` for every `x` that `value` generates, as a normaliser, a sanitiser, a
    /// formatter or a deduplication must be. `value` specs both the argument and the result,
    /// which are of one type. Each step draws an `x` and makes both calls: a second call that
    /// changes the result is a [`NotIdempotent`](FailureKind::NotIdempotent) failure, and a
    /// panic of either call the candidate's. `name` is the path of `f`, as the reproducer
    /// calls it:
    ///
    /// ```text
    /// let v0_0 = collapse("   ".to_string());
    /// assert_eq!(collapse(v0_0.clone()), v0_0, "`collapse` is not idempotent"); // collapse(v0_0) returned " "
    /// ```
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine, FailureKind};
    /// /// Meant to collapse each run of spaces into one, but a run of three leaves two.
    /// fn collapse(s: String) -> String { s.replace("  ", " ") }
    /// let mut engine = Engine::new();
    /// engine.declare_idempotent("collapse", string(), collapse);
    /// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
    /// assert_eq!(report.failure.kind, FailureKind::NotIdempotent);
    /// assert!(report.reproducer.contains("assert_eq!(collapse(v0_0.clone()), v0_0"), "{report}");
    /// ```
    pub fn declare_idempotent<S, T, F>(&mut self, name: &str, value: S, f: F) -> &mut Declared
    where
        S: Constructible + Spec<R = T, C = T> + 'static,
        T: Clone + PartialEq + Debug + 'static,
        F: Fn(T) -> T + 'static,
    {
        self.push(
            name,
            Box::new(Idempotent { value, f }),
            Vec::new(),
            Vec::new(),
        )
    }

    /// Declares a law of the function `f`, with no reference: it is *monotone*
    /// (non-decreasing), `f(a) <= f(b)` wherever `a <= b`, for the `a` and `b` that `input`
    /// generates, as a size class, a bucket index, a rounding or a cumulative count must be.
    /// Each step draws two arguments and calls `f` on both: results in the wrong order are a
    /// [`NotMonotone`](FailureKind::NotMonotone) failure, and a panic the candidate's. A
    /// non-increasing function is checked as `|x| std::cmp::Reverse(f(x))`. `name` is the path
    /// of `f`, as the reproducer calls it, the smaller argument first:
    ///
    /// ```text
    /// let v0_0 = size_class(257u32);
    /// let v0_1 = size_class(512u32);
    /// assert!(v0_0 <= v0_1, "`size_class` is not monotone"); // 512 > 256
    /// ```
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine, FailureKind};
    /// /// Rounds up to a multiple of 16 up to 256, then to a power of two; but halves an exact
    /// /// power of two.
    /// fn size_class(n: u32) -> u32 {
    ///     match n {
    ///         0..=256 => n.div_ceil(16) * 16,
    ///         _ if n.is_power_of_two() => n / 2,
    ///         _ => n.checked_next_power_of_two().unwrap_or(u32::MAX),
    ///     }
    /// }
    /// let mut engine = Engine::new();
    /// engine.declare_monotone("size_class", int::<u32>(), size_class);
    /// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
    /// assert_eq!(report.failure.kind, FailureKind::NotMonotone);
    /// assert!(report.reproducer.contains("assert!(v0_0 <= v0_1"), "{report}");
    /// ```
    pub fn declare_monotone<S, T, U, F>(&mut self, name: &str, input: S, f: F) -> &mut Declared
    where
        S: Constructible + Spec<R = T, C = T> + 'static,
        T: PartialOrd + Debug + 'static,
        U: PartialOrd + Debug + 'static,
        F: Fn(T) -> U + 'static,
    {
        self.push(
            name,
            Box::new(Monotone { input, f }),
            Vec::new(),
            Vec::new(),
        )
    }
}

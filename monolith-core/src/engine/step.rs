//! One step of each kind of operation: take and lend the arguments, call the reference and the
//! candidate, compare, and print when rendering.
//!
//! Each effect of [`Fun`] (deterministic, may panic, nondeterministic, both) runs its calls in
//! its own order and judges them its own way; [`prepare!`] and [`observe`] are what they share.

use crate::engine::operation::{CallStyle, Fault, Operation, Render, Step, StepCx};
use crate::env::Env;
use crate::panic::{catch, Panic};
use crate::report::failure::FailureKind;
use crate::report::pattern::Pat;
use crate::spec::arg::ArgPrinter;
use crate::spec::fun::{
    ArgList, CallC, CallJudge, CallR, Det, Fun, Nondet, NondetPanics, OpSpec, Panics,
};
use crate::spec::nondet::Diagnostic;
use crate::spec::{Cx, Deconstructible, Dx, Reject, Spec};

/// A declared operation: its spec and both implementations (public only as the associated
/// type of [`OpSpec`], from a private module).
pub struct Op<S, RF, CF> {
    spec: S,
    rf: RF,
    cf: CF,
}

macro_rules! op_spec {
    ($E:ty, $($bound:tt)*) => {
        impl<A, D, RF, CF> OpSpec<RF, CF> for Fun<A, D, $E>
        where
            D: Deconstructible + 'static,
            A: ArgList + 'static,
            RF: 'static,
            CF: 'static,
            $($bound)*
        {
            type Operation = Op<Self, RF, CF>;
            fn into_operation(self, rf: RF, cf: CF) -> Self::Operation {
                Op { spec: self, rf, cf }
            }
            fn stores(&self, needs: &mut Vec<usize>, produces: &mut Vec<usize>) {
                self.args.needs(needs);
                self.ret.produces(produces);
            }
        }
    };
}
op_spec!(Det, A: CallR<RF, D::R> + CallC<CF, D::C>);
op_spec!(Panics, A: CallR<RF, D::R> + CallC<CF, D::C>);
op_spec!(Nondet, A: CallJudge<RF, D::C, D::R> + CallC<CF, D::C>);
op_spec!(
    NondetPanics,
    A: CallJudge<RF, Result<D::C, String>, Result<D::R, String>> + CallC<CF, D::C>
);

/// Takes and lends the arguments of `$args` (returning the step when it ends there), borrows
/// what the call needs from the environment (`$sx.env` stays borrowed until the arguments are
/// unborrowed: see [`ArgList::unborrow_all`]), and prints the call when rendering. Gives
/// `(call, expr)`.
macro_rules! prepare {
    ($A:ty, $args:expr, $sx:ident) => {{
        let held = match take_args($args, $sx) {
            Ok(h) => h,
            Err(step) => return step,
        };
        let lent = <$A>::lend_all(held, $sx.env);
        let env: &Env = $sx.env;
        let call = <$A>::borrow_all(lent, env);
        let expr = match $sx.render.as_deref_mut() {
            Some(render) => print_call::<$A>(&call, env, render, $sx.style, $sx.post),
            None => None,
        };
        (call, expr)
    }};
}

pub(super) use prepare;

/// Makes both calls of a step whose arguments `$lent` are prepared, each under its own
/// `catch_unwind`, and judges them as an operation that may panic: both panicking (with the
/// same message when `$same`) agree. For operations declared `may_panic`, and for a call out
/// of a protocol (see [`AbstractType::negative`](crate::spec::AbstractType::negative)).
macro_rules! may_panic {
    ($A:ty, $D:ty, $op:ident, $lent:ident, $expr:ident, $sx:ident, $same:expr) => {{
        let mut lent = $lent;
        let r = match catch(|| <$A>::call_r(&$op.rf, &mut lent)) {
            Err(p) if p.back_off => {
                return reference_panicked::<$A>(&p, <$A>::unborrow_all(lent), &$expr, $sx)
            }
            r => r,
        };
        let c = catch(|| <$A>::call_c(&$op.cf, &mut lent));
        <$A>::release_all(<$A>::unborrow_all(lent), $sx.env);
        let call = (&$expr, is_unit::<<$D as Spec>::C>());
        match (r, c) {
            (Ok(r), Ok(c)) => observe(&$op.spec.ret, r, c, $expr.as_deref(), $sx, |p| p),
            (Err(pr), Err(pc)) => both_panicked($sx, call, (&pr.message, &pc.message), $same),
            (Ok(_), Err(pc)) => candidate_panicked($sx, call, &pc.message, pc.describe()),
            (Err(pr), Ok(_)) => only_reference_panicked($sx, call, &pr.message),
        }
    }};
}

/// Takes the arguments (generated, or chosen and reserved), without touching the environment.
#[inline]
pub(super) fn take_args<A: ArgList>(args: &A, sx: &mut StepCx<'_, '_>) -> Result<A::Held, Step> {
    take_with(sx, |cx| args.take_all(cx))
}

/// Draws what `take` draws, in the step's construction context: a panic is the spec's, a
/// rejection or an exhausted input ends the step.
#[inline]
pub(super) fn take_with<T>(
    sx: &mut StepCx<'_, '_>,
    take: impl FnOnce(&mut Cx<'_, '_>) -> Result<T, Reject>,
) -> Result<T, Step> {
    let mut cx = Cx {
        src: sx.src,
        env: sx.env,
        reserved: sx.reserved,
        picks: sx.picks,
        render: sx.render.is_some(),
        depth: 0,
        pool: sx.pool,
        generation: sx.generation,
    };
    if sx.env.commuted_drawn.get() {
        // What a `commuted` argument of an earlier attempt left, if its pair was not drawn.
        sx.env.commuted.set(None);
    }
    sx.env.sizes.begin_args();
    let taken = catch(|| take(&mut cx));
    sx.reserved.clear();
    let held = match taken {
        Err(p) => return Err(spec_panicked(&p)),
        Ok(Err(Reject)) => return Err(Step::Reject),
        Ok(Ok(h)) => h,
    };
    if sx.src.is_exhausted() {
        return Err(Step::Exhausted);
    }
    let (end, produces, bound) = (sx.src.position(), sx.produces, sx.generation.size_bound);
    if !sx.env.sizes.settle(end, produces, bound) {
        return Err(Step::Bounded);
    }
    if let Some(w) = sx.watch {
        w.drawn(sx.src.position());
    }
    Ok(held)
}

/// A panic while generating an argument: a bug in the spec.
#[cold]
#[inline(never)]
fn spec_panicked(p: &Panic) -> Step {
    Step::Fail(Fault::new(
        FailureKind::SpecPanic,
        format!("generating an argument panicked: {}", p.describe()),
    ))
}

/// The call as code, printed when rendering (out of the hot path).
#[inline(never)]
pub(super) fn print_call<A: ArgList>(
    lent: &A::InCall<'_>,
    env: &Env,
    render: &mut Render,
    style: &CallStyle,
    post: Option<&dyn Fn(&str) -> String>,
) -> Option<String> {
    let receiver = style.is_method().then_some(0);
    let mut p = ArgPrinter {
        env,
        muts: &mut render.muts,
    };
    let codes = A::print_all(lent, receiver, &mut p);
    let call = style.call(&codes);
    let expr = match post {
        Some(post) => post(&call),
        None => call,
    };
    if render.stream {
        eprintln!("// step {}: {expr}", render.step);
    }
    render.last_call = Some(expr.clone());
    Some(expr)
}

/// Deconstructs `(r, c)`, prints the observation, and reports a disagreement.
#[inline]
pub(super) fn observe<D: Deconstructible>(
    ret: &D,
    r: D::R,
    c: D::C,
    expr: Option<&str>,
    sx: &mut StepCx<'_, '_>,
    wrap: impl FnOnce(Pat) -> Pat,
) -> Step {
    let mut dx = Dx {
        env: sx.env,
        render: sx.render.is_some(),
        mismatch: false,
        candidate_panic: None,
        violation: None,
        pool: sx.pool,
        shape: 0,
    };
    let pat = match catch(|| ret.deconstruct(r, c, &mut dx)) {
        Ok(p) => p,
        Err(p) => {
            return Step::Fail(Fault::new(
                FailureKind::SpecPanic,
                format!("comparing the results panicked: {}", p.describe()),
            ))
        }
    };
    // Taken apart, not dropped: the rare fields are checked below, once.
    let Dx {
        mismatch,
        candidate_panic,
        violation,
        shape,
        ..
    } = dx;
    sx.shape = shape;
    match (sx.render.as_deref_mut(), expr) {
        (Some(render), Some(expr)) => render.observe(expr, &wrap(pat)),
        // Not rendering, the pattern is `Pat::Skip`: nothing to drop, so skip the call to its
        // destructor on the hot path.
        _ => std::mem::forget(pat),
    }
    if let Some(described) = candidate_panic {
        Step::Fail(Fault::new(FailureKind::CandidatePanic, described))
    } else if let Some((kind, described)) = violation {
        Step::Fail(Fault::new(kind, described))
    } else if mismatch {
        Step::Fail(Fault::new(FailureKind::Mismatch, ""))
    } else {
        Step::Done
    }
}

/// Prints, when rendering, the call as a statement that discards its result (see
/// [`discard`]) followed by a comment, or the comment alone when `call` is `None`.
pub(super) fn note(sx: &mut StepCx<'_, '_>, call: Option<(&Option<String>, bool)>, comment: &str) {
    let Some(render) = sx.render.as_deref_mut() else {
        return;
    };
    match call {
        Some((Some(expr), unit)) => render
            .lines
            .push(format!("{} // {comment}", discard(expr, unit))),
        _ => render.lines.push(format!("// {comment}")),
    }
}

/// The statement that makes a call and drops its result: `expr;` for a call that returns `()`
/// (`let _ = ()` is a Clippy warning), `let _ = expr;` for any other (a `Result` must be used).
pub(super) fn discard(expr: &str, unit: bool) -> String {
    if unit {
        format!("{expr};")
    } else {
        format!("let _ = {expr};")
    }
}

/// Whether `T` is `()`.
pub(super) fn is_unit<T>() -> bool {
    std::any::type_name::<T>() == "()"
}

/// A reference panic: a declined step, or a bug in the spec.
pub(super) fn reference_panicked<A: ArgList>(
    p: &Panic,
    lent: A::Lent,
    expr: &Option<String>,
    sx: &mut StepCx<'_, '_>,
) -> Step {
    A::release_all(lent, sx.env);
    if p.back_off {
        return Step::BackOff;
    }
    note(
        sx,
        None,
        &format!(
            "the reference panicked on the next call (a bug in the spec or the reference): {}",
            p.describe()
        ),
    );
    if let Some(expr) = expr {
        note(sx, None, &discard(expr, false));
    }
    Step::Fail(Fault::new(FailureKind::ReferencePanic, p.describe()))
}

impl<A, D, RF, CF> Operation for Op<Fun<A, D, Det>, RF, CF>
where
    A: CallR<RF, D::R> + CallC<CF, D::C> + 'static,
    D: Deconstructible + 'static,
{
    fn step(&self, sx: &mut StepCx<'_, '_>) -> Step {
        if !self.spec.contracts.is_empty() {
            return super::contract::with_reference(&self.spec, &self.rf, &self.cf, false, sx);
        }
        let (mut lent, expr) = prepare!(A, &self.spec.args, sx);
        if sx.env.out_of_protocol.get() {
            return may_panic!(A, D, self, lent, expr, sx, false);
        }
        // Both calls under one `catch_unwind`: the reference's result, once it returns, records
        // that the candidate is running, so a panic is blamed on the side that raised it.
        let mut r = None;
        let c = catch(|| {
            r = Some(A::call_r(&self.rf, &mut lent));
            A::call_c(&self.cf, &mut lent)
        });
        let lent = A::unborrow_all(lent);
        match (r, c) {
            (Some(r), Ok(c)) => {
                A::release_all(lent, sx.env);
                observe(&self.spec.ret, r, c, expr.as_deref(), sx, |p| p)
            }
            (None, Err(p)) => reference_panicked::<A>(&p, lent, &expr, sx),
            (_, c) => {
                A::release_all(lent, sx.env);
                let p = c
                    .err()
                    .expect("the candidate ran only after the reference returned");
                candidate_panicked(sx, (&expr, is_unit::<D::C>()), &p.message, p.describe())
            }
        }
    }
}

/// Prints, when rendering, the statement that expects the call to panic as the reference did,
/// followed by `comment`.
fn expect_panic(
    sx: &mut StepCx<'_, '_>,
    call: (&Option<String>, bool),
    message: &str,
    comment: &str,
) {
    expect_panic_because(
        sx,
        call,
        &format!("the reference panics here: {message}"),
        comment,
    )
}

/// Prints, when rendering, the statement that expects the call to panic, with `why` as the
/// message of the expectation, followed by `comment`.
pub(super) fn expect_panic_because(
    sx: &mut StepCx<'_, '_>,
    (expr, unit): (&Option<String>, bool),
    why: &str,
    comment: &str,
) {
    if let (Some(render), Some(expr)) = (sx.render.as_deref_mut(), expr) {
        render.lines.push(format!(
            "std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {{ {} }})).expect_err({why:?});{comment}",
            discard(expr, unit),
        ));
    }
}

/// Both sides panicked, as an operation that may panic may: the reproducer expects the panic.
/// A failure when `same_message` and the messages differ.
pub(super) fn both_panicked(
    sx: &mut StepCx<'_, '_>,
    call: (&Option<String>, bool),
    (reference, candidate): (&str, &str),
    same_message: bool,
) -> Step {
    expect_panic(sx, call, reference, "");
    if same_message && reference != candidate {
        note(
            sx,
            None,
            &format!("the candidate panicked with {candidate:?}"),
        );
        return Step::Fail(Fault::new(
            FailureKind::Mismatch,
            format!(
                "both sides panicked, with different messages: the reference {reference:?}, the candidate {candidate:?}"
            ),
        ));
    }
    Step::Done
}

/// Only the reference panicked, where the operation may panic on both sides together: a
/// mismatch, whose reproducer expects the panic the candidate does not raise.
pub(super) fn only_reference_panicked(
    sx: &mut StepCx<'_, '_>,
    call: (&Option<String>, bool),
    message: &str,
) -> Step {
    expect_panic(sx, call, message, " // the candidate returns normally");
    Step::Fail(Fault::new(
        FailureKind::Mismatch,
        format!("the reference panicked ({message}) but the candidate returned normally"),
    ))
}

/// A candidate panic where the spec allows none: the reproducer makes the same call, which
/// panics there too.
pub(super) fn candidate_panicked(
    sx: &mut StepCx<'_, '_>,
    call: (&Option<String>, bool),
    message: &str,
    described: String,
) -> Step {
    note(sx, Some(call), &format!("the candidate panics: {message}"));
    Step::Fail(Fault::new(FailureKind::CandidatePanic, described))
}

impl<A, D, RF, CF> Operation for Op<Fun<A, D, Panics>, RF, CF>
where
    A: CallR<RF, D::R> + CallC<CF, D::C> + 'static,
    D: Deconstructible + 'static,
{
    fn step(&self, sx: &mut StepCx<'_, '_>) -> Step {
        if !self.spec.contracts.is_empty() {
            return super::contract::with_reference(&self.spec, &self.rf, &self.cf, true, sx);
        }
        let (lent, expr) = prepare!(A, &self.spec.args, sx);
        may_panic!(A, D, self, lent, expr, sx, self.spec.same_message)
    }
}

impl<A, D, RF, CF> Operation for Op<Fun<A, D, Nondet>, RF, CF>
where
    A: CallJudge<RF, D::C, D::R> + CallC<CF, D::C>,
    D: Deconstructible,
{
    fn step(&self, sx: &mut StepCx<'_, '_>) -> Step {
        let (mut lent, expr) = prepare!(A, &self.spec.args, sx);
        let c = match catch(|| A::call_c(&self.cf, &mut lent)) {
            Ok(c) => c,
            Err(p) => {
                A::release_all(A::unborrow_all(lent), sx.env);
                return candidate_panicked(
                    sx,
                    (&expr, is_unit::<D::C>()),
                    &p.message,
                    p.describe(),
                );
            }
        };
        let verdict = catch(|| A::call_judge(&self.rf, &mut lent, &c));
        A::release_all(A::unborrow_all(lent), sx.env);
        match verdict {
            Ok(Diagnostic::Valid(r)) => {
                observe(&self.spec.ret, r, c, expr.as_deref(), sx, |p| Pat::Judged {
                    rejected: None,
                    got: None,
                    inner: Box::new(p),
                })
            }
            Ok(Diagnostic::Invalid(why)) => {
                if let (Some(render), Some(expr)) = (sx.render.as_deref_mut(), &expr) {
                    let pat = Pat::Judged {
                        rejected: Some(why.assertion.clone()),
                        got: self.spec.ret.print_candidate(&c),
                        inner: Box::new(Pat::Skip),
                    };
                    render.observe(expr, &pat);
                }
                Step::Fail(Fault::new(FailureKind::NondetRejected, ""))
            }
            Err(p) => {
                note(
                    sx,
                    None,
                    &format!("the reference panicked while judging: {}", p.describe()),
                );
                Step::Fail(Fault::new(FailureKind::ReferencePanic, p.describe()))
            }
        }
    }
}

impl<A, D, RF, CF> Operation for Op<Fun<A, D, NondetPanics>, RF, CF>
where
    A: CallJudge<RF, Result<D::C, String>, Result<D::R, String>> + CallC<CF, D::C>,
    D: Deconstructible,
{
    fn step(&self, sx: &mut StepCx<'_, '_>) -> Step {
        let (mut lent, expr) = prepare!(A, &self.spec.args, sx);
        let c = catch(|| A::call_c(&self.cf, &mut lent)).map_err(|p| p.message);
        let verdict = catch(|| A::call_judge(&self.rf, &mut lent, &c));
        A::release_all(A::unborrow_all(lent), sx.env);

        match (verdict, c) {
            (Ok(Diagnostic::Valid(Ok(r))), Ok(c)) => {
                observe(&self.spec.ret, r, c, expr.as_deref(), sx, |p| Pat::Judged {
                    rejected: None,
                    got: None,
                    inner: Box::new(p),
                })
            }
            (Ok(Diagnostic::Valid(Err(m))), Err(_)) => {
                expect_panic(sx, (&expr, is_unit::<D::C>()), &m, "");
                Step::Done
            }
            (Ok(Diagnostic::Valid(Ok(_))), Err(pc)) => {
                candidate_panicked(sx, (&expr, is_unit::<D::C>()), &pc, pc.clone())
            }
            (Ok(Diagnostic::Valid(Err(m))), Ok(_)) => {
                expect_panic(
                    sx,
                    (&expr, is_unit::<D::C>()),
                    &m,
                    " // the candidate returns normally",
                );
                Step::Fail(Fault::new(
                    FailureKind::Mismatch,
                    format!(
                        "the reference expected a panic ({m}) but the candidate returned normally"
                    ),
                ))
            }
            (Ok(Diagnostic::Invalid(why)), c) => {
                if let (Some(render), Some(expr)) = (sx.render.as_deref_mut(), &expr) {
                    let got = match &c {
                        Ok(c) => self.spec.ret.print_candidate(c),
                        Err(m) => Some(format!("a panic: {m}")),
                    };
                    let pat = Pat::Judged {
                        rejected: Some(why.assertion.clone()),
                        got,
                        inner: Box::new(Pat::Skip),
                    };
                    render.observe(expr, &pat);
                }
                Step::Fail(Fault::new(
                    FailureKind::NondetRejected,
                    "the reference judged the candidate's behaviour invalid",
                ))
            }
            (Err(p), _) => {
                note(
                    sx,
                    None,
                    &format!("the reference panicked while judging: {}", p.describe()),
                );
                Step::Fail(Fault::new(FailureKind::ReferencePanic, p.describe()))
            }
        }
    }
}

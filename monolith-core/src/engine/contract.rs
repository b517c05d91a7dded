//! One step of an operation with contracts (see [`crate::spec::contract`]): the preconditions
//! before the calls, the candidate's call, its postconditions, then the reference's call (when
//! there is one) and the comparison.
//!
//! Without contracts, the steps of [`super::step`] run instead: they call the reference first,
//! which a postcondition cannot allow, since the reference consumes the generated arguments
//! that the postcondition reads.

use super::operation::{Fault, Operation, Render, Step, StepCx};
use super::step::{
    both_panicked, candidate_panicked, expect_panic_because, is_unit, observe,
    only_reference_panicked, prepare, print_call, reference_panicked, take_args,
};
use crate::env::Env;
use crate::panic::{catch, Panic};
use crate::report::failure::FailureKind;
use crate::spec::arg::ArgPrinter;
use crate::spec::contract::{CheckSpec, Clause, Contract};
use crate::spec::fun::{ArgList, CallC, CallR, Det, Fun, Panics};
use crate::spec::{Deconstructible, Dx, Spec};

/// Where the result compared with the candidate's comes from.
pub(crate) enum Reference<'f, A: ArgList + 'f, D: Deconstructible + 'f> {
    /// The declared reference, called with the arguments.
    Call(&'f dyn for<'c> Fn(&mut A::InCall<'c>) -> D::R),
    /// No reference ([`Engine::declare_without_reference`](crate::Engine::declare_without_reference)): the candidate's own result,
    /// cloned, so that only the contracts and the result's spec judge it.
    Own(&'f dyn Fn(&D::C) -> D::R),
}

/// The parts of an operation that a step with contracts uses.
pub(crate) struct Contracted<'f, A: ArgList + 'f, D: Deconstructible + 'f> {
    pub args: &'f A,
    pub ret: &'f D,
    pub contracts: &'f [Contract],
    /// Whether the operation may panic, on both sides together (`^!>`).
    pub may_panic: bool,
    pub same_message: bool,
    pub candidate: &'f dyn for<'c> Fn(&mut A::InCall<'c>) -> D::C,
    pub reference: Reference<'f, A, D>,
}

/// What the message of a broken postcondition says when the reference returned the same result
/// (a [`ReferenceContract`](FailureKind::ReferenceContract) failure).
pub(super) const REFERENCE_TOO: &str = "; the reference returns the same, so it breaks the contract too: the contract or the reference is wrong";

/// A contract's function panicked: a bug in the spec.
fn contract_panicked(code: &str, why: String) -> Step {
    Step::Fail(Fault::new(
        FailureKind::SpecPanic,
        format!("the contract `{code}` panicked: {why}"),
    ))
}

/// A contract read an argument the call consumed: a bug in the spec.
fn contract_unseen(code: &str, k: usize) -> Step {
    Step::Fail(Fault::new(
        FailureKind::SpecPanic,
        format!(
            "the contract `{code}` reads argument {k}, which the call consumed (a variable passed by value or cloned): pass it by reference"
        ),
    ))
}

impl<A: ArgList + 'static, D: Deconstructible + 'static> Contracted<'_, A, D>
where
    D::C: 'static,
{
    /// Checks the preconditions: `Ok` with the first `panics_if` that holds, if any, or the
    /// step that ends here (a rejected draw, or a contract that panicked).
    fn before(&self, call: &A::InCall<'_>) -> Result<Option<&str>, Step> {
        let mut must_panic = None;
        for k in self
            .contracts
            .iter()
            .filter(|k| k.clause != Clause::Ensures)
        {
            let holds = match catch(|| (k.pre::<A>())(call)) {
                Ok(Ok(holds)) => holds,
                Ok(Err(arg)) => return Err(contract_unseen(&k.code, arg)),
                Err(p) => return Err(contract_panicked(&k.code, p.describe())),
            };
            match k.clause {
                Clause::Requires if !holds => return Err(Step::Reject),
                Clause::PanicsIf if holds && must_panic.is_none() => {
                    must_panic = Some(k.code.as_str())
                }
                _ => {}
            }
        }
        Ok(must_panic)
    }

    /// Checks the postconditions on the candidate's result `c`: the first broken one, or the
    /// step that ends here (a contract that panicked or read a consumed argument).
    fn after(&self, call: &A::InCall<'_>, c: &D::C) -> Result<Option<&Contract>, Step> {
        for k in self
            .contracts
            .iter()
            .filter(|k| k.clause == Clause::Ensures)
        {
            match catch(|| (k.post::<A, D::C>())(call, c)) {
                Ok(Ok(true)) => {}
                Ok(Ok(false)) => return Ok(Some(k)),
                Ok(Err(arg)) => return Err(contract_unseen(&k.code, arg)),
                Err(p) => return Err(contract_panicked(&k.code, p.describe())),
            }
        }
        Ok(None)
    }

    pub(crate) fn step(&self, sx: &mut StepCx<'_, '_>) -> Step {
        let (mut call, expr) = prepare!(A, self.args, sx);
        let unit = is_unit::<D::C>();
        let must_panic = match self.before(&call) {
            Ok(m) => m,
            Err(step) => {
                A::release_all(A::unborrow_all(call), sx.env);
                return step;
            }
        };
        let c = catch(|| (self.candidate)(&mut call));
        if let Some(code) = must_panic {
            A::release_all(A::unborrow_all(call), sx.env);
            let why = format!("the contract `{code}` says this call panics");
            return match c {
                Err(_) => {
                    expect_panic_because(sx, (&expr, unit), &why, "");
                    Step::Done
                }
                Ok(_) => {
                    expect_panic_because(
                        sx,
                        (&expr, unit),
                        &why,
                        " // the candidate returns normally",
                    );
                    Step::Fail(Fault::new(
                        FailureKind::Contract,
                        format!("{why}, and the candidate returned normally"),
                    ))
                }
            };
        }
        let c = match c {
            Ok(c) => c,
            Err(pc) => {
                // Where the operation may panic, the reference must panic too.
                let reference = match (&self.reference, self.may_panic) {
                    (Reference::Call(f), true) => Some(catch(|| f(&mut call))),
                    _ => None,
                };
                let lent = A::unborrow_all(call);
                return self.candidate_panicked(lent, reference, &expr, &pc, sx);
            }
        };
        match self.after(&call, &c) {
            Ok(None) => {}
            Ok(Some(k)) => {
                let render = sx.render.as_deref_mut();
                let mut step = self.broken(&k.code, &call, &c, &expr, &*sx.env, render);
                let r = match &self.reference {
                    Reference::Call(f) => catch(|| f(&mut call)).ok(),
                    Reference::Own(_) => None,
                };
                let lent = A::unborrow_all(call);
                if let (Some(r), Step::Fail(fault)) = (r, &mut step) {
                    if self.same_result(r, c, sx) {
                        fault.kind = FailureKind::ReferenceContract;
                        fault.message.push_str(REFERENCE_TOO);
                        if let Some(render) = sx.render.as_deref_mut().filter(|r| !r.self_composed)
                        {
                            render.lines.push(
                                "// the reference returns the same, so it breaks the contract too"
                                    .into(),
                            );
                        }
                    }
                }
                A::release_all(lent, sx.env);
                return step;
            }
            Err(step) => {
                A::release_all(A::unborrow_all(call), sx.env);
                return step;
            }
        }
        let r = match &self.reference {
            Reference::Call(f) => catch(|| f(&mut call)),
            Reference::Own(f) => Ok(f(&c)),
        };
        let lent = A::unborrow_all(call);
        match r {
            Ok(r) => {
                A::release_all(lent, sx.env);
                observe(self.ret, r, c, expr.as_deref(), sx, |p| p)
            }
            Err(pr) if self.may_panic && !pr.back_off => {
                A::release_all(lent, sx.env);
                only_reference_panicked(sx, (&expr, unit), &pr.message)
            }
            Err(pr) => reference_panicked::<A>(&pr, lent, &expr, sx),
        }
    }

    /// Whether the reference's result `r` is the candidate's `c`, by the result's spec: then the
    /// reference breaks the postcondition the candidate broke, since a contract sees only the
    /// arguments and the result. Nothing is printed; a comparison that panics says no.
    fn same_result(&self, r: D::R, c: D::C, sx: &mut StepCx<'_, '_>) -> bool {
        let mut dx = Dx {
            env: sx.env,
            render: false,
            mismatch: false,
            candidate_panic: None,
            violation: None,
            pool: sx.pool,
            shape: 0,
        };
        catch(|| self.ret.deconstruct(r, c, &mut dx)).is_ok()
            && !dx.mismatch
            && dx.candidate_panic.is_none()
            && dx.violation.is_none()
    }

    /// The failure of the postcondition `code` on the candidate's result `c`; when rendering,
    /// the call binds its result and the contract is asserted of the arguments and the result.
    fn broken(
        &self,
        code: &str,
        call: &A::InCall<'_>,
        c: &D::C,
        expr: &Option<String>,
        env: &Env,
        render: Option<&mut Render>,
    ) -> Step {
        let got = self.ret.print_candidate(c);
        let mut called = String::new();
        if let (Some(render), Some(expr)) = (render, expr) {
            let mut p = ArgPrinter {
                env,
                muts: &mut render.muts,
            };
            let mut seen = A::print_seen_all(call, &mut p);
            called = format!(", with the arguments ({})", seen.join(", "));
            let v = format!("v{}_0", render.step);
            seen.push(format!("&{v}"));
            let comment = got
                .as_ref()
                .map(|g| format!(" // candidate returned {g}"))
                .unwrap_or_default();
            render.lines.push(format!("let {v} = {expr};"));
            render.lines.push(format!(
                "assert!(({code})({}), \"breaks the contract `{code}`\");{comment}",
                seen.join(", ")
            ));
        }
        let got = got.map(|g| format!(" {g}")).unwrap_or_default();
        Step::Fail(Fault::new(
            FailureKind::Contract,
            format!("the candidate's result{got} breaks the contract `{code}`{called}"),
        ))
    }

    /// The candidate panicked where no `panics_if` holds: a failure, unless the operation may
    /// panic and the reference panics too, or there is no reference.
    fn candidate_panicked(
        &self,
        lent: A::Lent,
        reference: Option<Result<D::R, Box<Panic>>>,
        expr: &Option<String>,
        pc: &Panic,
        sx: &mut StepCx<'_, '_>,
    ) -> Step {
        let unit = is_unit::<D::C>();
        match reference {
            Some(Err(pr)) if pr.back_off => reference_panicked::<A>(&pr, lent, expr, sx),
            Some(Err(pr)) => {
                A::release_all(lent, sx.env);
                both_panicked(
                    sx,
                    (expr, unit),
                    (&pr.message, &pc.message),
                    self.same_message,
                )
            }
            // Without a reference, an operation that may panic may panic anywhere.
            None if self.may_panic && matches!(self.reference, Reference::Own(_)) => {
                A::release_all(lent, sx.env);
                expect_panic_because(
                    sx,
                    (expr, unit),
                    &format!("the candidate panics here: {}", pc.message),
                    "",
                );
                Step::Done
            }
            _ => {
                A::release_all(lent, sx.env);
                candidate_panicked(sx, (expr, unit), &pc.message, pc.describe())
            }
        }
    }
}

/// An operation without a reference, judged by its contracts and its result's spec alone
/// (see [`Engine::declare_without_reference`](crate::Engine::declare_without_reference)); public
/// only as the associated type of [`CheckSpec`], from a private module.
pub struct Checked<S, CF> {
    spec: S,
    cf: CF,
}

macro_rules! checked_operation {
    ($E:ty, $may_panic:expr) => {
        impl<A, D, CF> CheckSpec<CF> for Fun<A, D, $E>
        where
            A: CallC<CF, D::C> + 'static,
            D: Deconstructible<R = <D as Spec>::C> + 'static,
            D::C: Clone + 'static,
            CF: 'static,
        {
            type Operation = Checked<Self, CF>;
            fn into_checked(self, cf: CF) -> Self::Operation {
                Checked { spec: self, cf }
            }
            fn stores(&self, needs: &mut Vec<usize>, produces: &mut Vec<usize>) {
                self.args.needs(needs);
                self.ret.produces(produces);
            }
        }

        impl<A, D, CF> Operation for Checked<Fun<A, D, $E>, CF>
        where
            A: CallC<CF, D::C> + 'static,
            D: Deconstructible<R = <D as Spec>::C> + 'static,
            D::C: Clone + 'static,
        {
            fn step(&self, sx: &mut StepCx<'_, '_>) -> Step {
                Contracted {
                    args: &self.spec.args,
                    ret: &self.spec.ret,
                    contracts: &self.spec.contracts,
                    may_panic: $may_panic,
                    same_message: false,
                    candidate: &|call| A::call_c(&self.cf, call),
                    reference: Reference::Own(&|c: &D::C| c.clone()),
                }
                .step(sx)
            }
        }
    };
}
checked_operation!(Det, false);
checked_operation!(Panics, true);

/// The step of a declared operation with a reference and contracts.
pub(super) fn with_reference<A, D, RF, CF, E>(
    spec: &Fun<A, D, E>,
    rf: &RF,
    cf: &CF,
    may_panic: bool,
    sx: &mut StepCx<'_, '_>,
) -> Step
where
    A: CallR<RF, D::R> + CallC<CF, D::C> + 'static,
    D: Deconstructible + 'static,
    D::C: 'static,
{
    Contracted {
        args: &spec.args,
        ret: &spec.ret,
        contracts: &spec.contracts,
        may_panic,
        same_message: spec.same_message,
        candidate: &|call| A::call_c(cf, call),
        reference: Reference::Call(&|call| A::call_r(rf, call)),
    }
    .step(sx)
}

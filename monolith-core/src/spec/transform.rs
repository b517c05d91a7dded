//! Transformations: [`map_outof`] (preprocess an argument), [`map_into`] (postprocess a
//! result), [`such_that`] (a precondition on a generated value) and [`ignored`] (a result that
//! is not observed).

use std::marker::PhantomData;
use std::rc::Rc;

use super::{Built, Constructible, Cx, Deconstructible, Dx, Reject, Spec};
use crate::report::pattern::Pat;

/// A constructible spec transformed out of another: see [`map_outof`].
pub struct MapOutof<S, FR, FC, P> {
    spec: S,
    fr: FR,
    fc: FC,
    print: P,
}

/// Builds an argument by generating a value of a known constructible spec and transforming it,
/// on each side, with `fr` and `fc`. `print` wraps the inner value's code into the code of the
/// transformation, so the reproducer shows what the candidate received.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// // A `Vec<u8>` argument built from a length: `vec![0; n]`.
/// let zeros = map_outof(lt(8usize), |n| vec![0u8; n], |n| vec![0u8; n], |code| format!("vec![0u8; {code}]"));
/// # fn arg<S: Constructible>(_: &S) {}
/// # arg(&zeros);
/// ```
pub fn map_outof<S, FR, FC, P, R2, C2>(spec: S, fr: FR, fc: FC, print: P) -> MapOutof<S, FR, FC, P>
where
    S: Constructible,
    FR: Fn(S::R) -> R2,
    FC: Fn(S::C) -> C2,
    P: Fn(&str) -> String,
{
    MapOutof {
        spec,
        fr,
        fc,
        print,
    }
}

impl<S: Spec, FR, FC, P, R2, C2> Spec for MapOutof<S, FR, FC, P>
where
    FR: Fn(S::R) -> R2,
    FC: Fn(S::C) -> C2,
{
    type R = R2;
    type C = C2;
}

impl<S: Constructible, FR, FC, P, R2, C2> Constructible for MapOutof<S, FR, FC, P>
where
    FR: Fn(S::R) -> R2,
    FC: Fn(S::C) -> C2,
    P: Fn(&str) -> String,
{
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<R2, C2>, Reject> {
        let b = self.spec.construct(cx)?;
        let code = if cx.render {
            (self.print)(&b.code)
        } else {
            String::new()
        };
        Ok(Built {
            r: (self.fr)(b.r),
            c: (self.fc)(b.c),
            code,
        })
    }
}

/// A deconstructible spec reached through a transformation: see [`map_into`].
pub struct MapInto<S, FR, FC, R1, C1> {
    spec: S,
    fr: FR,
    fc: FC,
    print: Rc<dyn Fn(&str) -> String>,
    _t: PhantomData<fn(R1, C1)>,
}

/// Observes a result by transforming it, on each side, into a value of a known deconstructible
/// spec. `print` wraps the candidate's expression in the transformation, for the reproducer.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// // Compare two different set types through their sorted elements.
/// let as_sorted = map_into(
///     |s: std::collections::BTreeSet<i32>| s.into_iter().collect::<Vec<_>>(),
///     |s: std::collections::HashSet<i32>| { let mut v: Vec<_> = s.into_iter().collect(); v.sort(); v },
///     vec(int::<i32>(), lt(0usize)),
///     |e| format!("{{ let mut v: Vec<_> = {e}.into_iter().collect(); v.sort(); v }}"),
/// );
/// # fn result<S: Deconstructible>(_: &S) {}
/// # result(&as_sorted);
/// ```
pub fn map_into<S, FR, FC, P, R1, C1>(
    fr: FR,
    fc: FC,
    spec: S,
    print: P,
) -> MapInto<S, FR, FC, R1, C1>
where
    S: Deconstructible,
    FR: Fn(R1) -> S::R,
    FC: Fn(C1) -> S::C,
    P: Fn(&str) -> String + 'static,
{
    MapInto {
        spec,
        fr,
        fc,
        print: Rc::new(print),
        _t: PhantomData,
    }
}

impl<S: Spec, FR, FC, R1, C1> Spec for MapInto<S, FR, FC, R1, C1> {
    type R = R1;
    type C = C1;
}

impl<S: Deconstructible, FR, FC, R1, C1> Deconstructible for MapInto<S, FR, FC, R1, C1>
where
    FR: Fn(R1) -> S::R,
    FC: Fn(C1) -> S::C,
{
    fn deconstruct(&self, r: R1, c: C1, dx: &mut Dx<'_>) -> Pat {
        // The candidate's transformation runs the candidate's code (an iterator's `next`, a
        // `size_hint`): a panic there is the candidate's, printed with the transformation.
        let c = match crate::panic::catch(|| (self.fc)(c)) {
            Ok(c) => c,
            Err(p) => {
                let described = p.describe();
                dx.candidate_panic = Some(described.clone());
                return match dx.render {
                    true => Pat::Map(self.print.clone(), Box::new(Pat::Panics(p.message))),
                    false => Pat::Skip,
                };
            }
        };
        let p = self.spec.deconstruct((self.fr)(r), c, dx);
        if dx.render {
            Pat::Map(self.print.clone(), Box::new(p))
        } else {
            Pat::Skip
        }
    }
    fn produces(&self, out: &mut Vec<usize>) {
        self.spec.produces(out)
    }
}

/// A constructible spec restricted by a precondition: see [`such_that`].
pub struct SuchThat<S, P>(S, P);

/// A precondition on a generated value (the paper's `%` on concrete values): values whose
/// reference side fails `pred` are rejected, and the engine chooses another instruction. For
/// abstract values, use [`Handle::such_that`](crate::spec::Handle::such_that), which filters
/// before choosing.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let odd = such_that(int::<u32>(), |x: &u32| x % 2 == 1);
/// # fn arg<S: Constructible>(_: &S) {}
/// # arg(&odd);
/// ```
pub fn such_that<S: Constructible, P: Fn(&S::R) -> bool>(spec: S, pred: P) -> SuchThat<S, P> {
    SuchThat(spec, pred)
}

impl<S: Spec, P> Spec for SuchThat<S, P> {
    type R = S::R;
    type C = S::C;
}

impl<S: Constructible, P: Fn(&S::R) -> bool> Constructible for SuchThat<S, P> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<S::R, S::C>, Reject> {
        let b = self.0.construct(cx)?;
        if (self.1)(&b.r) {
            Ok(b)
        } else {
            Err(Reject)
        }
    }
}

/// A result that is not observed: see [`ignored`].
pub struct Ignored<R, C>(PhantomData<fn(R, C)>);

/// A result that is neither compared nor bound (the reproducer prints `let _ = ...;`).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let whatever = ignored::<std::time::Instant, std::time::Instant>();
/// # fn result<S: Deconstructible>(_: &S) {}
/// # result(&whatever);
/// ```
pub fn ignored<R, C>() -> Ignored<R, C> {
    Ignored(PhantomData)
}

impl<R, C> Spec for Ignored<R, C> {
    type R = R;
    type C = C;
}

impl<R, C> Deconstructible for Ignored<R, C> {
    fn deconstruct(&self, _: R, _: C, dx: &mut Dx<'_>) -> Pat {
        if dx.render {
            Pat::Wild
        } else {
            Pat::Skip
        }
    }
}

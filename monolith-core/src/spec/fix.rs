//! Recursion: specs of recursive types, as fixed points.
//!
//! [`fix`] ties a knot: the closure receives the spec being defined and returns its definition,
//! which may mention it, typically under an `Option` or a `Result` so that byte 0 ends the
//! recursion. Construction gives up (rejects) beyond a nesting depth of [`MAX_DEPTH`].

use std::cell::OnceCell;
use std::marker::PhantomData;
use std::rc::Rc;

use super::{Built, Constructible, Cx, Deconstructible, Dx, Reject, Spec};
use crate::report::pattern::Pat;

/// How deeply a recursive spec may nest while constructing one value.
pub const MAX_DEPTH: u32 = 64;

/// Polarity marker: the fixed point is constructible and deconstructible.
#[derive(Debug)]
pub enum Both {}
/// Polarity marker: the fixed point is constructible only.
#[derive(Debug)]
pub enum ConstructOnly {}
/// Polarity marker: the fixed point is deconstructible only.
#[derive(Debug)]
pub enum DeconstructOnly {}

type DynC<R, C> = Rc<dyn Constructible<R = R, C = C>>;
type DynD<R, C> = Rc<dyn Deconstructible<R = R, C = C>>;

struct Knot<R, C> {
    construct: OnceCell<DynC<R, C>>,
    deconstruct: OnceCell<DynD<R, C>>,
}

/// A recursive spec: see [`fix`].
pub struct Rec<R, C, P> {
    knot: Rc<Knot<R, C>>,
    _p: PhantomData<fn() -> P>,
}

impl<R, C, P> Clone for Rec<R, C, P> {
    fn clone(&self) -> Self {
        Rec {
            knot: self.knot.clone(),
            _p: PhantomData,
        }
    }
}

fn knot<R, C, P>() -> Rec<R, C, P> {
    Rec {
        knot: Rc::new(Knot {
            construct: OnceCell::new(),
            deconstruct: OnceCell::new(),
        }),
        _p: PhantomData,
    }
}

/// The fixed point of `f`, constructible and deconstructible (Monolith's `fix`).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// // Nested options of a u8: None, Some(None), Some(Some(3)), ... as `Vec<u8>`-free recursion.
/// #[derive(Clone, Debug, PartialEq)]
/// struct Peano(Option<Box<Peano>>);
/// impl Literal for Peano {
///     fn literal(&self) -> String { format!("Peano({})", self.0.literal()) }
/// }
/// let nat = fix(|nat: Rec<Peano, Peano, Both>| {
///     ifpol(
///         map_outof(option(nat.clone()), |o| Peano(o.map(Box::new)), |o| Peano(o.map(Box::new)),
///                   |c| format!("Peano({c}.map(Box::new))")),
///         deconstructible(|a: &Peano, b: &Peano| a == b, |p: &Peano| p.literal()),
///     )
/// });
/// # fn both<S: Constructible + Deconstructible>(_: &S) {}
/// # both(&nat);
/// ```
pub fn fix<R, C, S, F>(f: F) -> Rec<R, C, Both>
where
    F: FnOnce(Rec<R, C, Both>) -> S,
    S: Constructible<R = R, C = C> + Deconstructible<R = R, C = C> + 'static,
{
    let me = knot();
    let s = Rc::new(f(me.clone()));
    let _ = me.knot.construct.set(s.clone());
    let _ = me.knot.deconstruct.set(s);
    me
}

/// The fixed point of `f`, constructible only.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let depth = fix_constructible(|me: Rec<u32, u32, ConstructOnly>| {
///     map_outof(option(me), |o| o.map_or(0, |d| d + 1), |o| o.map_or(0, |d| d + 1), |c| c.to_string())
/// });
/// # fn arg<S: Constructible>(_: &S) {}
/// # arg(&depth);
/// ```
pub fn fix_constructible<R, C, S, F>(f: F) -> Rec<R, C, ConstructOnly>
where
    F: FnOnce(Rec<R, C, ConstructOnly>) -> S,
    S: Constructible<R = R, C = C> + 'static,
{
    let me = knot();
    let _ = me.knot.construct.set(Rc::new(f(me.clone())));
    me
}

/// The fixed point of `f`, deconstructible only.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let plain = fix_deconstructible(|_me: Rec<u8, u8, DeconstructOnly>| int::<u8>());
/// # fn result<S: Deconstructible>(_: &S) {}
/// # result(&plain);
/// ```
pub fn fix_deconstructible<R, C, S, F>(f: F) -> Rec<R, C, DeconstructOnly>
where
    F: FnOnce(Rec<R, C, DeconstructOnly>) -> S,
    S: Deconstructible<R = R, C = C> + 'static,
{
    let me = knot();
    let _ = me.knot.deconstruct.set(Rc::new(f(me.clone())));
    me
}

impl<R, C, P> Spec for Rec<R, C, P> {
    type R = R;
    type C = C;
}

fn construct_knot<R, C>(knot: &Knot<R, C>, cx: &mut Cx<'_, '_>) -> Result<Built<R, C>, Reject> {
    if cx.depth >= MAX_DEPTH {
        return Err(Reject);
    }
    let spec = knot
        .construct
        .get()
        .expect("a recursive spec was used before `fix` returned");
    cx.depth += 1;
    let b = spec.construct(cx);
    cx.depth -= 1;
    b
}

fn deconstruct_knot<R, C>(knot: &Knot<R, C>, r: R, c: C, dx: &mut Dx<'_>) -> Pat {
    knot.deconstruct
        .get()
        .expect("a recursive spec was used before `fix` returned")
        .deconstruct(r, c, dx)
}

impl<R, C> Constructible for Rec<R, C, Both> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<R, C>, Reject> {
        construct_knot(&self.knot, cx)
    }
}
impl<R, C> Constructible for Rec<R, C, ConstructOnly> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<R, C>, Reject> {
        construct_knot(&self.knot, cx)
    }
}
impl<R, C> Deconstructible for Rec<R, C, Both> {
    fn deconstruct(&self, r: R, c: C, dx: &mut Dx<'_>) -> Pat {
        deconstruct_knot(&self.knot, r, c, dx)
    }
}
impl<R, C> Deconstructible for Rec<R, C, DeconstructOnly> {
    fn deconstruct(&self, r: R, c: C, dx: &mut Dx<'_>) -> Pat {
        deconstruct_knot(&self.knot, r, c, dx)
    }
}

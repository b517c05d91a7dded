//! Abstract types and their handles.
//!
//! An abstract type is represented by a reference-side type `R` and a candidate-side type `C`,
//! which may differ. The engine never generates or inspects its values: operations produce them
//! ([`Abstract`] is deconstructible: a result is bound to a fresh variable), and arguments select
//! among the live variables through a handle that says how the value is passed:
//!
//! | handle | the function receives | the variable |
//! |---|---|---|
//! | [`Abstract::by_ref`] | `&R` / `&C` | stays |
//! | [`Abstract::by_mut`] | `&mut R` / `&mut C` | stays |
//! | [`Abstract::by_value`] | `R` / `C` | is consumed |
//! | [`Abstract::cloned`] | `R` / `C`, cloned | stays |
//!
//! The reproducer passes a cloned variable as `x.clone()`, or as `x` when the abstract type is
//! declared [`copy`](AbstractType::copy) (clippy's `clone_on_copy` flags `x.clone()` on a
//! `Copy` type).
//!
//! A handle may carry a precondition ([`Handle::such_that`]): only live values whose reference
//! side satisfies it are chosen, and the instruction is not generated when none does.

use std::marker::PhantomData;
use std::rc::Rc;

use super::arg::{lent_in_call, Arg, ArgPrinter};
use super::protocol::slots::SlotProtocols;
use super::{Cx, Deconstructible, Dx, Reject, Spec};
use crate::env::{AbstractInfo, Env, Lent};
use crate::report::pattern::Pat;

/// The default bound on selectable values of an abstract type: see [`AbstractType::live`].
pub const DEFAULT_LIVE: usize = 8;

/// The declaration of an abstract type, before it is registered with
/// [`Engine::abstract_type_with`](crate::Engine::abstract_type_with).
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::AbstractType, Engine};
/// let mut engine = Engine::new();
/// let stack = engine.abstract_type_with(
///     AbstractType::<Vec<u8>, Vec<u8>>::new("s")
///         .check(|r, c| assert_eq!(r, c, "the stacks differ"))
///         .check_code(|var| format!("assert!({var}.len() < 1000);")),
/// );
/// # let _ = stack;
/// ```
pub struct AbstractType<R, C> {
    pub(crate) info: AbstractInfo<R, C>,
}

impl<R, C> AbstractType<R, C> {
    /// An abstract type whose variables are named `prefix0`, `prefix1`, ...
    ///
    /// # Panics
    ///
    /// When `prefix` is not a Rust identifier (letters, digits and `_`, not starting with a
    /// digit): the reproducer would not compile.
    ///
    /// # Examples
    ///
    /// ```
    /// let t = monolith_core::spec::AbstractType::<u8, u8>::new("t");
    /// # let _ = t;
    /// ```
    ///
    /// ```should_panic
    /// let t = monolith_core::spec::AbstractType::<u8, u8>::new("my set");
    /// ```
    pub fn new(prefix: &str) -> Self {
        let ident = prefix
            .chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_')
            && prefix.chars().all(|c| c.is_alphanumeric() || c == '_');
        assert!(
            ident,
            "monolith: the variable prefix {prefix:?} of an abstract type must be a Rust identifier"
        );
        AbstractType {
            info: AbstractInfo {
                prefix: prefix.to_string(),
                check: None,
                check_code: None,
                live: DEFAULT_LIVE,
                signature: None,
                target: None,
                protocol: None,
                negative: false,
                guards: Vec::new(),
                copy: false,
            },
        }
    }

    /// A well-formedness check, run after every step on every live dual value; it fails by
    /// panicking (`assert!`). The paper's optional `check` argument.
    ///
    /// # Examples
    ///
    /// ```
    /// let t = monolith_core::spec::AbstractType::<Vec<u8>, Vec<u8>>::new("t")
    ///     .check(|r, c| assert_eq!(r.len(), c.len()));
    /// # let _ = t;
    /// ```
    pub fn check(mut self, check: impl Fn(&R, &C) + 'static) -> Self {
        self.info.check = Some(Box::new(check));
        self
    }

    /// How the check prints in a reproducer, given the variable's name: a statement that uses
    /// the candidate alone and fails when the check fails. Without it, the reproducer ends with a
    /// `panic!` carrying the check's message.
    ///
    /// # Examples
    ///
    /// ```
    /// let t = monolith_core::spec::AbstractType::<Vec<u8>, Vec<u8>>::new("t")
    ///     .check_code(|v| format!("{v}.check_invariants();"));
    /// # let _ = t;
    /// ```
    pub fn check_code(mut self, code: impl Fn(&str) -> String + 'static) -> Self {
        self.info.check_code = Some(Box::new(code));
        self
    }

    /// Bounds the number of values of this type the engine chooses among (default
    /// [`DEFAULT_LIVE`], at most 64, at least 1): the most recently produced or modified ones.
    /// Once this many exist, a new value retires the oldest: it stays alive and checked, but is
    /// never chosen again, so choosing a value costs the same at step 10,000 as at step 1. An
    /// operation that only creates values of this type (a constructor: it returns one and takes
    /// none) is chosen 8 times less often once one exists. A small bound drives a few values
    /// through many operations, which is where deep bugs are; a larger one mixes more values.
    ///
    /// # Examples
    ///
    /// ```
    /// // Two sets at most: enough for `union`, and each gets many `insert`s.
    /// let t = monolith_core::spec::AbstractType::<Vec<u8>, Vec<u8>>::new("s").live(2);
    /// # let _ = t;
    /// ```
    pub fn live(mut self, bound: usize) -> Self {
        self.info.live = bound.clamp(1, crate::env::MAX_LIVE);
        self
    }

    /// A signature of the reference state, after IJON's annotations: in random mode, a
    /// scenario that produces a value whose signature was never seen is kept and mutated, as
    /// libFuzzer keeps an input that covers a new edge. Signatures that grow with the state
    /// (a length, a depth, a number of levels) guide generation toward deep states. Keep the
    /// number of distinct signatures modest (bucket large numbers, e.g. with `ilog2`).
    ///
    /// # Examples
    ///
    /// ```
    /// let t = monolith_core::spec::AbstractType::<Vec<u8>, Vec<u8>>::new("v")
    ///     .signature(|v| v.len() as u64);
    /// # let _ = t;
    /// ```
    pub fn signature(mut self, signature: impl Fn(&R) -> u64 + 'static) -> Self {
        self.info.signature = Some(Box::new(signature));
        self
    }

    /// A target on the reference state, after Hypothesis's `target()`: in random mode, a
    /// scenario that reaches a new maximum is kept and mutated, so the search climbs toward
    /// large values of the target.
    ///
    /// # Examples
    ///
    /// ```
    /// let t = monolith_core::spec::AbstractType::<Vec<u8>, Vec<u8>>::new("v")
    ///     .target(|v| v.len() as u64);
    /// # let _ = t;
    /// ```
    pub fn target(mut self, target: impl Fn(&R) -> u64 + 'static) -> Self {
        self.info.target = Some(Box::new(target));
        self
    }

    /// The protocol of each value's history (see [`protocol`](mod@crate::spec::protocol)): the engine keeps
    /// the parse of every value's calls, and passes a value to an operation that the protocol
    /// names only when the protocol allows that call next. A value made from another value of
    /// its type (a builder's `fn field(self, ..) -> Self`, a persistent `set`) continues that
    /// value's history; a value made from nothing begins a history with the call that made it.
    /// Near the end of a scenario's fuel, the engine steers toward complete histories: it
    /// favours the calls that begin a shortest completion.
    ///
    /// An operation is named in the protocol by its declared name or by the name's last `::`
    /// segment. Operations the protocol does not name are not constrained by it.
    ///
    /// # Panics
    ///
    /// The engine panics when it starts a run if the protocol names an operation that is not
    /// declared.
    ///
    /// # Examples
    ///
    /// A transaction is begun, used, then committed or rolled back, once:
    ///
    /// ```
    /// use monolith_core::{spec::*, Config, Engine};
    /// #[derive(Default)]
    /// struct Tx { open: bool, writes: Vec<u8> }
    /// fn begin() -> Tx { Tx { open: true, writes: vec![] } }
    /// fn put(t: &mut Tx, x: u8) { assert!(t.open, "put after the end"); t.writes.push(x) }
    /// fn commit(t: &mut Tx) -> usize { assert!(t.open, "commit after the end"); t.open = false; t.writes.len() }
    /// fn rollback(t: &mut Tx) { assert!(t.open, "rollback after the end"); t.open = false; t.writes.clear() }
    ///
    /// let mut engine = Engine::new();
    /// let tx = engine.abstract_type_with(
    ///     AbstractType::<Tx, Tx>::new("tx")
    ///         .protocol(protocol(r#"tx: "begin" "put"* ("commit" | "rollback");"#)),
    /// );
    /// engine.declare("begin", args().returns(tx.clone()), begin, begin);
    /// engine.declare("put", args().arg(tx.by_mut()).arg(int::<u8>()).returns(unit()), put, put).method();
    /// engine.declare("commit", args().arg(tx.by_mut()).returns(int::<usize>()), commit, commit).method();
    /// engine.declare("rollback", args().arg(tx.by_mut()).returns(unit()), rollback, rollback).method();
    /// // Never a call after the end, so never a panic.
    /// assert!(engine.run_random(&Config::with_seed(1).scenarios(300)).is_ok());
    /// ```
    pub fn protocol(mut self, protocol: crate::spec::Protocol) -> Self {
        self.info.protocol = Some(Box::new(move |names, negative, owner| {
            Box::new(SlotProtocols::new(protocol.clone(), negative, names, owner))
        }));
        self
    }

    /// Also makes calls out of the protocol, now and then (about 1 call in 16 of an operation
    /// the protocol names, on a value whose protocol does not allow it): such a call must be
    /// rejected the same way on both sides, both by a panic (whose message may differ) or both
    /// by the same result (an `Err`). A candidate that accepts a call its reference rejects is
    /// a [`Mismatch`](crate::FailureKind::Mismatch). The value's history does not record a call
    /// out of the protocol.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::*;
    /// let t = AbstractType::<Vec<u8>, Vec<u8>>::new("f")
    ///     .protocol(protocol(r#"f: "open" "read"* "close";"#))
    ///     .negative();
    /// # let _ = t;
    /// ```
    pub fn negative(mut self) -> Self {
        self.info.negative = true;
        self
    }

    /// A semantic guard: the operation `operation` (its declared name, or the name's last
    /// `::` segment) is passed only values whose reference side satisfies `guard`, as with
    /// [`Handle::such_that`] on each of its handles of this type, but said once, with the
    /// protocol.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::*;
    /// let t = AbstractType::<Vec<u8>, Vec<u8>>::new("v").guard("pop", |v| !v.is_empty());
    /// # let _ = t;
    /// ```
    pub fn guard(mut self, operation: &str, guard: impl Fn(&R) -> bool + 'static) -> Self {
        self.info
            .guards
            .push((operation.to_string(), Box::new(guard)));
        self
    }
}

impl<R, C: Copy> AbstractType<R, C> {
    /// Declares the candidate's type `Copy`: the reproducer passes a variable taken through
    /// [`Abstract::cloned`] as `x` rather than `x.clone()`, which clippy flags
    /// (`clone_on_copy`) in a pasted test. Only the candidate's type must be `Copy` (the
    /// reproducer uses the candidate alone); the compiler checks it.
    ///
    /// Rust cannot ask whether a type is `Copy` without specialization, so the declaration is
    /// explicit; `#[api]` passes `self` by value ([`Abstract::by_value`], printed bare) and
    /// never clones, so it needs none.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::{spec::*, Engine};
    /// #[derive(Clone, Copy, Debug, PartialEq)]
    /// struct Id(u32);
    /// let mut engine = Engine::new();
    /// let id = engine.abstract_type_with(AbstractType::<Id, Id>::new("n").copy());
    /// engine.declare("Id", args().arg(int::<u32>()).returns(id.clone()), Id, Id);
    /// // Printed as `same(n0)`, not `same(n0.clone())`.
    /// engine.declare("same", args().arg(id.cloned()).returns(id.clone()), |i: Id| i, |i: Id| i);
    /// ```
    ///
    /// A type that is not `Copy` is refused:
    ///
    /// ```compile_fail
    /// let t = monolith_core::spec::AbstractType::<Vec<u8>, Vec<u8>>::new("v").copy();
    /// ```
    pub fn copy(mut self) -> Self {
        self.info.copy = true;
        self
    }
}

/// An abstract type registered with an engine. As a result spec it binds the value to a fresh
/// variable; as an argument it must be taken through a handle.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Engine};
/// let mut engine = Engine::new();
/// let arr = engine.abstract_type::<Vec<i32>, Vec<i32>>("a");
/// engine.declare("Vec::new", args().returns(arr.clone()), Vec::new, Vec::new);
/// engine.declare("Vec::len", args().arg(arr.by_ref()).returns(lt(usize::MAX)), Vec::len, Vec::len);
/// ```
pub struct Abstract<R, C> {
    pub(crate) store: usize,
    _t: PhantomData<fn() -> (R, C)>,
}

impl<R, C> Clone for Abstract<R, C> {
    fn clone(&self) -> Self {
        Abstract {
            store: self.store,
            _t: PhantomData,
        }
    }
}

impl<R, C> Abstract<R, C> {
    pub(crate) fn new(store: usize) -> Self {
        Abstract {
            store,
            _t: PhantomData,
        }
    }

    fn handle<M>(&self) -> Handle<R, C, M> {
        Handle {
            store: self.store,
            filter: None,
            _t: PhantomData,
        }
    }

    /// Pass a live value as `&R` / `&C`.
    ///
    /// # Examples
    ///
    /// ```
    /// # let mut e = monolith_core::Engine::new();
    /// # let arr = e.abstract_type::<Vec<i32>, Vec<i32>>("a");
    /// let h = arr.by_ref();
    /// # let _ = h;
    /// ```
    pub fn by_ref(&self) -> Handle<R, C, ByRef> {
        self.handle()
    }

    /// Pass a live value as `&mut R` / `&mut C`.
    ///
    /// # Examples
    ///
    /// ```
    /// # let mut e = monolith_core::Engine::new();
    /// # let arr = e.abstract_type::<Vec<i32>, Vec<i32>>("a");
    /// let h = arr.by_mut();
    /// # let _ = h;
    /// ```
    pub fn by_mut(&self) -> Handle<R, C, ByMut> {
        self.handle()
    }

    /// Pass a live value by value: the variable is consumed.
    ///
    /// # Examples
    ///
    /// ```
    /// # let mut e = monolith_core::Engine::new();
    /// # let arr = e.abstract_type::<Vec<i32>, Vec<i32>>("a");
    /// let h = arr.by_value();
    /// # let _ = h;
    /// ```
    pub fn by_value(&self) -> Handle<R, C, ByValue> {
        self.handle()
    }

    /// Pass a clone of a live value (`x.clone()`, or `x` when the type is declared
    /// [`copy`](AbstractType::copy)): the variable stays.
    ///
    /// # Examples
    ///
    /// ```
    /// # let mut e = monolith_core::Engine::new();
    /// # let arr = e.abstract_type::<Vec<i32>, Vec<i32>>("a");
    /// let h = arr.cloned();
    /// # let _ = h;
    /// ```
    pub fn cloned(&self) -> Handle<R, C, Cloned>
    where
        R: Clone,
        C: Clone,
    {
        self.handle()
    }
}

impl<R, C> Spec for Abstract<R, C> {
    type R = R;
    type C = C;
}

impl<R: 'static, C: 'static> Deconstructible for Abstract<R, C> {
    #[inline]
    fn deconstruct(&self, r: R, c: C, dx: &mut Dx<'_>) -> Pat {
        let var = dx.env.bind(self.store, r, c);
        if dx.render {
            Pat::Var(dx.env.name(self.store, var))
        } else {
            Pat::Skip
        }
    }
    fn produces(&self, out: &mut Vec<usize>) {
        out.push(self.store)
    }
}

/// Handle mode: `&T`.
#[derive(Debug)]
pub enum ByRef {}
/// Handle mode: `&mut T`.
#[derive(Debug)]
pub enum ByMut {}
/// Handle mode: `T`, consuming the variable.
#[derive(Debug)]
pub enum ByValue {}
/// Handle mode: `T`, cloned from the variable.
#[derive(Debug)]
pub enum Cloned {}

/// A handle on an abstract type: how a live value is chosen and passed. See the
/// [module documentation](self).
pub struct Handle<R, C, M> {
    store: usize,
    filter: Option<Precondition<R>>,
    _t: PhantomData<Modes<R, C, M>>,
}

/// A precondition on the reference side of an abstract value.
type Precondition<R> = Rc<dyn Fn(&R) -> bool>;
/// The types a handle is about, as a variance-neutral marker.
type Modes<R, C, M> = fn() -> (R, C, M);

impl<R, C, M> Clone for Handle<R, C, M> {
    fn clone(&self) -> Self {
        Handle {
            store: self.store,
            filter: self.filter.clone(),
            _t: PhantomData,
        }
    }
}

impl<R: 'static, C, M> Handle<R, C, M> {
    /// A precondition (the paper's `%`): only live values whose reference side satisfies it are
    /// chosen. When none does, the instruction is not generated.
    ///
    /// # Examples
    ///
    /// ```
    /// # let mut e = monolith_core::Engine::new();
    /// let arr = e.abstract_type::<Vec<i32>, Vec<i32>>("a");
    /// let nonempty = arr.by_mut().such_that(|v: &Vec<i32>| !v.is_empty());
    /// # let _ = nonempty;
    /// ```
    pub fn such_that(self, pred: impl Fn(&R) -> bool + 'static) -> Self {
        let pred: Precondition<R> = match self.filter {
            None => Rc::new(pred),
            Some(old) => Rc::new(move |r: &R| old(r) && pred(r)),
        };
        Handle {
            store: self.store,
            filter: Some(pred),
            _t: PhantomData,
        }
    }

    #[inline]
    fn select(&self, cx: &mut Cx<'_, '_>) -> Result<Selected, Reject>
    where
        R: 'static,
        C: 'static,
        M: 'static,
    {
        if cx.src.is_marking() {
            cx.picks.push(cx.src.position());
        }
        let slot = cx
            .env
            .select::<R, C>(
                self.store,
                self.filter.as_deref(),
                cx.reserved,
                cx.generation.recency,
                // A value lent by `&mut` takes the step's size estimate (see `env/size.rs`).
                match std::any::TypeId::of::<M>() {
                    m if m == std::any::TypeId::of::<ByMut>() => Lent::Mut,
                    m if m == std::any::TypeId::of::<ByValue>() => Lent::Moved,
                    _ => Lent::Shared,
                },
                cx.src,
            )
            .ok_or(Reject)?;
        cx.reserved.push((self.store, slot));
        Ok(Selected {
            store: self.store,
            slot,
        })
    }
}

/// A live variable chosen and reserved for one call.
#[doc(hidden)]
#[derive(Debug, Clone, Copy)]
pub struct Selected {
    store: usize,
    slot: usize,
}

impl Selected {
    #[inline]
    fn reference<R: 'static, C: 'static>(self, env: &Env) -> &R {
        &env.slots_ref::<R, C>(self.store).slots[self.slot]
            .as_ref()
            .expect("a selected slot is live")
            .r
    }
}

/// A variable moved out of the environment for one call by reference (`&T` or `&mut T`): it
/// always goes back.
#[doc(hidden)]
pub struct Borrowed<R, C> {
    store: usize,
    slot: usize,
    value: crate::env::Slot<R, C>,
}

impl<R: 'static, C: 'static> Borrowed<R, C> {
    #[inline]
    fn out(sel: Selected, env: &mut Env) -> Self {
        let Selected { store, slot } = sel;
        Borrowed {
            store,
            slot,
            value: env.take_out::<R, C>(store, slot),
        }
    }

    /// Puts the value back; `modified` when lent as `&mut`.
    #[inline]
    fn back(self, env: &mut Env, modified: bool) {
        env.put_back(self.store, self.slot, self.value, modified)
    }

    fn name(&self, p: &ArgPrinter<'_>) -> String {
        p.env.name(self.store, self.value.var)
    }
}

/// A variable lent by reference (`&T`), borrowed in place from the environment for one call.
#[doc(hidden)]
pub struct InPlace<'e, R, C> {
    store: usize,
    slot: usize,
    value: &'e crate::env::Slot<R, C>,
}

/// A variable moved out of the environment for one call by value.
#[doc(hidden)]
pub struct Taken<R, C> {
    store: usize,
    slot: usize,
    var: u32,
    depth: u32,
    size: u64,
    r: Option<R>,
    c: Option<C>,
}

impl<R: 'static, C: 'static> Taken<R, C> {
    #[inline]
    fn out(sel: Selected, env: &mut Env) -> Self {
        let Selected { store, slot } = sel;
        let s = env.take_out::<R, C>(store, slot);
        Taken {
            store,
            slot,
            var: s.var,
            depth: s.depth,
            size: s.size,
            r: Some(s.r),
            c: Some(s.c),
        }
    }

    /// Puts the value back unless it was consumed by value; `modified` when lent as `&mut`.
    #[inline]
    fn back(self, env: &mut Env, modified: bool) {
        match (self.r, self.c) {
            (Some(r), Some(c)) => {
                let slot = crate::env::Slot {
                    r,
                    c,
                    var: self.var,
                    depth: self.depth,
                    size: self.size,
                };
                env.put_back(self.store, self.slot, slot, modified)
            }
            _ => env.consumed::<R, C>(self.store, self.slot, self.size),
        }
    }

    fn name(&self, p: &ArgPrinter<'_>) -> String {
        p.env.name(self.store, self.var)
    }
}

impl<R: 'static, C: 'static> Arg for Handle<R, C, ByRef> {
    type R = R;
    type C = C;
    type Held = Selected;
    type Lent = Selected;
    type InCall<'e> = InPlace<'e, R, C>;
    type RIn<'a> = &'a R;
    type CIn<'a> = &'a C;
    #[inline]
    fn take(&self, cx: &mut Cx<'_, '_>) -> Result<Selected, Reject> {
        self.select(cx)
    }
    #[inline]
    fn reference<'a>(held: &'a Selected, env: &'a Env) -> &'a R {
        held.reference::<R, C>(env)
    }
    #[inline]
    fn lend(held: Selected, _: &mut Env) -> Selected {
        held
    }
    #[inline]
    fn borrow(lent: Selected, env: &Env) -> InPlace<'_, R, C> {
        let Selected { store, slot } = lent;
        InPlace {
            store,
            slot,
            value: env.lend_in_place::<R, C>(store, slot),
        }
    }
    #[inline]
    fn unborrow(call: InPlace<'_, R, C>) -> Selected {
        Selected {
            store: call.store,
            slot: call.slot,
        }
    }
    #[inline]
    fn lend_r<'a>(call: &'a mut InPlace<'_, R, C>) -> &'a R {
        &call.value.r
    }
    #[inline]
    fn lend_c<'a>(call: &'a mut InPlace<'_, R, C>) -> &'a C {
        &call.value.c
    }
    #[inline]
    fn release(_: Selected, _: &mut Env) {}
    fn needs(&self, out: &mut Vec<usize>) {
        out.push(self.store)
    }
    fn print(call: &InPlace<'_, R, C>, receiver: bool, p: &mut ArgPrinter<'_>) -> String {
        let name = p.env.name(call.store, call.value.var);
        if receiver {
            name
        } else {
            format!("&{name}")
        }
    }
    type Seen = C;
    #[inline]
    fn seen<'a>(call: &'a InPlace<'_, R, C>) -> Option<&'a C> {
        Some(&call.value.c)
    }
    fn print_seen(call: &InPlace<'_, R, C>, p: &mut ArgPrinter<'_>) -> String {
        format!("&{}", p.env.name(call.store, call.value.var))
    }
}

impl<R: 'static, C: 'static> Arg for Handle<R, C, ByMut> {
    type R = R;
    type C = C;
    type Held = Selected;
    type Lent = Borrowed<R, C>;
    type InCall<'e> = Borrowed<R, C>;
    type RIn<'a> = &'a mut R;
    type CIn<'a> = &'a mut C;
    #[inline]
    fn take(&self, cx: &mut Cx<'_, '_>) -> Result<Selected, Reject> {
        self.select(cx)
    }
    #[inline]
    fn reference<'a>(held: &'a Selected, env: &'a Env) -> &'a R {
        held.reference::<R, C>(env)
    }
    #[inline]
    fn lend(held: Selected, env: &mut Env) -> Borrowed<R, C> {
        Borrowed::out(held, env)
    }
    lent_in_call!();
    #[inline]
    fn lend_r(held: &mut Self::Lent) -> &mut R {
        &mut held.value.r
    }
    #[inline]
    fn lend_c(held: &mut Self::Lent) -> &mut C {
        &mut held.value.c
    }
    #[inline]
    fn release(held: Self::Lent, env: &mut Env) {
        held.back(env, true)
    }
    fn needs(&self, out: &mut Vec<usize>) {
        out.push(self.store)
    }
    fn print(held: &Self::Lent, receiver: bool, p: &mut ArgPrinter<'_>) -> String {
        let name = held.name(p);
        p.muts.push(name.clone());
        if receiver {
            name
        } else {
            format!("&mut {name}")
        }
    }
    type Seen = C;
    #[inline]
    fn seen(call: &Borrowed<R, C>) -> Option<&C> {
        Some(&call.value.c)
    }
    fn print_seen(call: &Borrowed<R, C>, p: &mut ArgPrinter<'_>) -> String {
        format!("&{}", call.name(p))
    }
}

impl<R: 'static, C: 'static> Arg for Handle<R, C, ByValue> {
    type R = R;
    type C = C;
    type Held = Selected;
    type Lent = Taken<R, C>;
    type InCall<'e> = Taken<R, C>;
    type RIn<'a> = R;
    type CIn<'a> = C;
    #[inline]
    fn take(&self, cx: &mut Cx<'_, '_>) -> Result<Selected, Reject> {
        self.select(cx)
    }
    #[inline]
    fn reference<'a>(held: &'a Selected, env: &'a Env) -> &'a R {
        held.reference::<R, C>(env)
    }
    #[inline]
    fn lend(held: Selected, env: &mut Env) -> Taken<R, C> {
        Taken::out(held, env)
    }
    lent_in_call!();
    #[inline]
    fn lend_r(held: &mut Self::Lent) -> R {
        held.r.take().expect("lent once")
    }
    #[inline]
    fn lend_c(held: &mut Self::Lent) -> C {
        held.c.take().expect("lent once")
    }
    #[inline]
    fn release(held: Self::Lent, env: &mut Env) {
        // Both sides consumed: nothing to put back. If the call was abandoned before the
        // candidate ran, the variable disappears all the same (its reference side is gone).
        held.back(env, false)
    }
    fn needs(&self, out: &mut Vec<usize>) {
        out.push(self.store)
    }
    fn print(held: &Self::Lent, _: bool, p: &mut ArgPrinter<'_>) -> String {
        held.name(p)
    }
    type Seen = C;
    #[inline]
    fn seen(call: &Taken<R, C>) -> Option<&C> {
        call.c.as_ref()
    }
    fn print_seen(call: &Taken<R, C>, p: &mut ArgPrinter<'_>) -> String {
        format!("&{}", call.name(p))
    }
}

/// A cloned variable.
#[doc(hidden)]
pub struct ClonedValue<R, C> {
    store: usize,
    var: u32,
    r: Option<R>,
    c: Option<C>,
}

impl<R: Clone + 'static, C: Clone + 'static> Arg for Handle<R, C, Cloned> {
    type R = R;
    type C = C;
    type Held = Selected;
    type Lent = ClonedValue<R, C>;
    type InCall<'e> = ClonedValue<R, C>;
    type RIn<'a> = R;
    type CIn<'a> = C;
    #[inline]
    fn take(&self, cx: &mut Cx<'_, '_>) -> Result<Selected, Reject> {
        let sel = self.select(cx)?;
        // A clone does not keep the variable busy: another argument may use it too.
        cx.reserved.pop();
        Ok(sel)
    }
    #[inline]
    fn reference<'a>(held: &'a Selected, env: &'a Env) -> &'a R {
        held.reference::<R, C>(env)
    }
    #[inline]
    fn lend(held: Selected, env: &mut Env) -> ClonedValue<R, C> {
        let s = env.slots_ref::<R, C>(held.store).slots[held.slot]
            .as_ref()
            .expect("a selected slot is live");
        ClonedValue {
            store: held.store,
            var: s.var,
            r: Some(s.r.clone()),
            c: Some(s.c.clone()),
        }
    }
    lent_in_call!();
    #[inline]
    fn lend_r(held: &mut Self::Lent) -> R {
        held.r.take().expect("lent once")
    }
    #[inline]
    fn lend_c(held: &mut Self::Lent) -> C {
        held.c.take().expect("lent once")
    }
    #[inline]
    fn release(_: Self::Lent, _: &mut Env) {}
    fn needs(&self, out: &mut Vec<usize>) {
        out.push(self.store)
    }
    fn print(held: &Self::Lent, _: bool, p: &mut ArgPrinter<'_>) -> String {
        let name = p.env.name(held.store, held.var);
        if p.env.slots_ref::<R, C>(held.store).info.copy {
            name
        } else {
            format!("{name}.clone()")
        }
    }
    type Seen = C;
    #[inline]
    fn seen(call: &ClonedValue<R, C>) -> Option<&C> {
        call.c.as_ref()
    }
    fn print_seen(call: &ClonedValue<R, C>, p: &mut ArgPrinter<'_>) -> String {
        format!("&{}", p.env.name(call.store, call.var))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::{args, int};
    use crate::{Config, Engine};

    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Id(u32);

    /// An id type, `copy` or not, whose candidate's `bump` is wrong from 3 on.
    fn ids(copy: bool) -> Engine {
        let mut e = Engine::new();
        let ty = AbstractType::<Id, Id>::new("n");
        let id = e.abstract_type_with(if copy { ty.copy() } else { ty });
        e.declare("Id", args().arg(int::<u32>()).returns(id.clone()), Id, Id);
        e.declare(
            "bump",
            args().arg(id.cloned()).returns(int::<u32>()),
            |i: Id| i.0.wrapping_add(1),
            |i: Id| i.0.wrapping_add(1 + u32::from(i.0 >= 3)),
        );
        e
    }

    #[test]
    fn a_copy_type_passes_a_cloned_variable_bare() {
        let report = ids(true).run_random(&Config::with_seed(1)).unwrap_err();
        // `let n0 = Id(u32::MAX);`, then the call with `n0` bare.
        assert!(
            report.reproducer.contains("\n    assert_eq!(bump(n0), "),
            "{report}"
        );
        assert!(!report.reproducer.contains(".clone()"), "{report}");
    }

    #[test]
    fn other_types_pass_a_clone() {
        let report = ids(false).run_random(&Config::with_seed(1)).unwrap_err();
        assert!(
            report
                .reproducer
                .contains("\n    assert_eq!(bump(n0.clone()), "),
            "{report}"
        );
    }
}

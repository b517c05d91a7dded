//! The environment: the live dual values of every abstract type, each bound to a variable.
//!
//! Abstract values are never generated or inspected: operations produce them, the engine binds
//! them to fresh variables (`a0`, `a1`, ...) and later *selects* among them. A handle taken by
//! `&mut` (or by value) is moved out of its slot for the duration of the call and put back
//! afterwards; one taken by `&` borrows its slot in place, from the environment borrowed shared
//! once the others are out. One variable is never lent twice in one call (a selected variable is
//! reserved), and the engine needs no `unsafe`.

mod info;
pub(crate) mod protocol;
pub(crate) mod size;

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

pub(crate) use self::info::{AbstractInfo, Lent, SignatureFn};
use self::protocol::Histories;

use crate::erased::Erased;
use crate::hash::mix;
use crate::panic::catch;
use crate::source::spans::Label;
use crate::source::Source;

/// One live dual value.
pub(crate) struct Slot<R, C> {
    pub r: R,
    pub c: C,
    pub var: u32,
    /// How many operations built this value: 1 for a constructor's result, one more than its
    /// deepest argument for a derived value, plus one per mutation through `&mut`.
    pub depth: u32,
    /// The value's size estimate (see [`size`]).
    pub size: u64,
}

/// The values of one abstract type.
pub(crate) struct Slots<R, C> {
    pub slots: Vec<Option<Slot<R, C>>>,
    /// The selectable slots, least recently produced or modified first. At most
    /// [`AbstractInfo::live`] of them: older values are retired (they stay alive, and are
    /// checked, but are never chosen again), so choosing a value costs the same at step 10,000
    /// as at step 1.
    pub window: Vec<u32>,
    pub info: Rc<AbstractInfo<R, C>>,
    /// The protocol of the values' histories, once the operations are known (see
    /// [`Store::bind_ops`]).
    pub protocol: Option<Box<dyn Histories>>,
    /// Per declared operation, its guard in [`AbstractInfo::guards`], if any.
    pub guard_of: Vec<Option<usize>>,
}

impl<R, C> Slots<R, C> {
    /// The slots of a fresh abstract type.
    pub fn new(info: Rc<AbstractInfo<R, C>>) -> Self {
        Slots {
            slots: Vec::new(),
            window: Vec::new(),
            info,
            protocol: None,
            guard_of: Vec::new(),
        }
    }

    /// Whether a protocol or a guard constrains which values an operation may receive.
    #[inline]
    fn constrained(&self) -> bool {
        self.protocol.is_some() || !self.guard_of.is_empty()
    }

    /// Whether the value in `slot`, whose reference side is `r`, may receive operation `op`:
    /// its guard holds and its protocol allows the call.
    #[inline]
    fn admits(&self, op: usize, slot: usize, r: &R) -> bool {
        let guarded = match self.guard_of.get(op).copied().flatten() {
            Some(g) => (self.info.guards[g].1)(r),
            None => true,
        };
        guarded && self.protocol.as_ref().is_none_or(|p| p.allows(op, slot))
    }

    /// The variable of the live value in `slot`.
    #[inline]
    fn var(&self, slot: u32) -> u32 {
        self.slots[slot as usize]
            .as_ref()
            .map_or(u32::MAX, |s| s.var)
    }

    /// Makes `slot` the most recent selectable value, retiring the oldest beyond the bound.
    fn promote(&mut self, slot: u32) {
        if let Some(i) = self.window.iter().rposition(|&s| s == slot) {
            self.window.remove(i);
        }
        self.window.push(slot);
        if self.window.len() > self.info.live {
            self.window.remove(0);
        }
    }
}

/// The largest bound on selectable values of one abstract type.
pub const MAX_LIVE: usize = 64;

/// Maps a byte to a rank among `n` candidates ordered from the most recent. With `recency`,
/// bytes below 128 choose the most recent value and the others spread over all of them, so the
/// most recent value is chosen in more than half the draws and every value stays reachable.
/// Without, the choice is uniform. Byte 0 chooses the most recent value; once bytes are
/// minimal, lowering a byte by one chooses the next more recent value.
///
/// ```text
/// recency: byte 0..128 -> rank 0; byte 128 + k -> rank k % n
/// uniform: byte b -> rank b % n
/// ```
#[inline]
pub(crate) fn pick(byte: u8, n: usize, recency: bool) -> usize {
    let b = usize::from(byte);
    match (recency, b.checked_sub(128)) {
        (true, None) => 0,
        (true, Some(k)) => k % n,
        (false, _) => b % n,
    }
}

/// The window position of the candidate of rank `k` among the set bits of `eligible`, counted
/// from the most recent (the highest bit).
#[inline]
fn ranked(mut eligible: u64, k: usize) -> usize {
    for _ in 0..k {
        eligible &= !(1 << (63 - eligible.leading_zeros()));
    }
    63 - eligible.leading_zeros() as usize
}

/// The simplest byte that [`pick`] maps to rank `k` (below `n`, at most [`MAX_LIVE`]).
fn rank_byte(k: usize, recency: bool) -> u8 {
    match (recency, k) {
        (true, 0) => 0,
        (true, k) => 128 + k as u8,
        (false, k) => k as u8,
    }
}

/// Draws the rank of a choice among `n` live values (see [`pick`]); `var_of` gives the
/// variable of each rank. A source that marks notes the variable chosen, and a realigning one
/// (see `Source::realigning`) first rewrites the byte to choose the variable it wants, when
/// that variable is among the candidates. Random mode pays one check.
#[inline]
fn draw_rank(
    src: &mut Source<'_>,
    n: usize,
    recency: bool,
    lent: Lent,
    var_of: impl Fn(usize) -> u32,
) -> usize {
    if !src.is_marking() {
        return pick(src.draw_u8(), n, recency);
    }
    let open = src.open();
    let at = open.start;
    if let Some(k) = src
        .wanted_at(at)
        .and_then(|want| (0..n).find(|&k| var_of(k) == want))
    {
        src.rewrite(at, rank_byte(k, recency));
    }
    let k = pick(src.draw_u8(), n, recency);
    src.close(
        open,
        Label::Pick {
            var: var_of(k),
            n: n as u32,
            changes: lent != Lent::Shared,
            rank_byte: if recency {
                |k| rank_byte(k, true)
            } else {
                |k| rank_byte(k, false)
            },
        },
    );
    k
}

/// A failed well-formedness check.
pub(crate) struct CheckFailure {
    pub store: usize,
    pub var: u32,
    pub message: String,
}

pub(crate) trait Store: Any {
    fn reset(&mut self);
    fn check(&self, store: usize) -> Option<CheckFailure>;
    fn prefix(&self) -> &str;
    fn check_code(&self, var: &str) -> Option<String>;
    fn has_check(&self) -> bool;
    /// How many values are bound (live, selectable or retired).
    fn live(&self) -> usize;
    /// The user's signature and target of the most recent value, if declared.
    fn newest(&self) -> (Option<u64>, Option<u64>);
    /// Whether a signature or a target is declared.
    fn newest_declared(&self) -> bool;
    /// Learns the declared operations' names, for the protocol and the guards; returns whether
    /// either constrains this type. Panics when the protocol or a guard names no operation.
    fn bind_ops(&mut self, names: &[&str]) -> bool;
    /// Whether some selectable value's protocol allows operation `op` (guards aside).
    fn protocol_admits(&self, op: usize) -> bool;
    /// Records a step of `op` that ran (see [`Histories::step`]).
    fn protocol_step(
        &mut self,
        op: usize,
        touched: &[(usize, usize)],
        bound: &[(usize, usize)],
        store: usize,
        out: bool,
    );
    /// The fewest calls that complete the selectable values' histories; remembers, for
    /// steering, the calls that begin a shortest completion.
    fn completion(&mut self) -> u64;
    /// Turns steering toward complete histories on or off.
    fn steer(&mut self, on: bool);
    /// Whether `op` begins a shortest completion of a selectable value (while steering).
    fn completes(&self, op: usize) -> bool;
}

impl<R: 'static, C: 'static> Store for Slots<R, C> {
    fn reset(&mut self) {
        self.slots.clear();
        self.window.clear();
        if let Some(p) = &mut self.protocol {
            p.reset();
        }
    }
    fn bind_ops(&mut self, names: &[&str]) -> bool {
        let info = &self.info;
        if let Some(protocol) = &info.protocol {
            self.protocol = Some(protocol(
                names,
                info.negative,
                &format!("the abstract type `{}`", info.prefix),
            ));
        }
        if !info.guards.is_empty() {
            self.guard_of = names
                .iter()
                .map(|n| {
                    let short = n.rsplit("::").next().unwrap_or(n);
                    info.guards.iter().position(|(g, _)| g == n || g == short)
                })
                .collect();
            for (g, _) in &info.guards {
                let named = names
                    .iter()
                    .any(|n| n == g || n.rsplit("::").next() == Some(g.as_str()));
                assert!(
                    named,
                    "monolith: the abstract type `{}` has a guard on `{g}`, but no declared operation is called `{g}`",
                    info.prefix
                );
            }
        }
        self.constrained()
    }
    fn protocol_admits(&self, op: usize) -> bool {
        match &self.protocol {
            None => true,
            // A call out of the protocol may go to any value.
            Some(p) if p.negative() => !self.window.is_empty(),
            Some(p) => self.window.iter().any(|&i| p.allows(op, i as usize)),
        }
    }
    fn protocol_step(
        &mut self,
        op: usize,
        touched: &[(usize, usize)],
        bound: &[(usize, usize)],
        store: usize,
        out: bool,
    ) {
        let Some(p) = &mut self.protocol else {
            return;
        };
        let slots = &self.slots;
        p.step(op, touched, bound, store, out, &|slot| {
            slots.get(slot).is_some_and(Option::is_some)
        });
    }
    fn completion(&mut self) -> u64 {
        match &mut self.protocol {
            None => 0,
            Some(p) => p.completion(&self.window),
        }
    }
    fn steer(&mut self, on: bool) {
        if let Some(p) = &mut self.protocol {
            p.steer(on);
        }
    }
    fn completes(&self, op: usize) -> bool {
        self.protocol.as_ref().is_some_and(|p| p.completes(op))
    }

    fn newest_declared(&self) -> bool {
        self.info.signature.is_some() || self.info.target.is_some()
    }
    fn newest(&self) -> (Option<u64>, Option<u64>) {
        let info = &self.info;
        if !self.newest_declared() {
            return (None, None);
        }
        let Some(Some(slot)) = self.window.last().map(|&i| &self.slots[i as usize]) else {
            return (None, None);
        };
        let run = |f: &Option<SignatureFn<R>>| f.as_ref().and_then(|f| catch(|| f(&slot.r)).ok());
        (run(&info.signature), run(&info.target))
    }
    fn check(&self, store: usize) -> Option<CheckFailure> {
        let check = self.info.check.as_ref()?;
        for slot in self.slots.iter().flatten() {
            if let Err(p) = catch(|| check(&slot.r, &slot.c)) {
                return Some(CheckFailure {
                    store,
                    var: slot.var,
                    message: p.describe(),
                });
            }
        }
        None
    }
    fn prefix(&self) -> &str {
        &self.info.prefix
    }
    fn has_check(&self) -> bool {
        self.info.check.is_some()
    }
    fn live(&self) -> usize {
        self.slots.iter().flatten().count()
    }
    fn check_code(&self, var: &str) -> Option<String> {
        self.info.check_code.as_ref().map(|f| f(var))
    }
}

/// The environment of one scenario.
pub struct Env {
    stores: Vec<Erased<dyn Store>>,
    next_var: u32,
    has_checks: bool,
    /// Whether an abstract type declares a signature or a target (feedback reads them).
    has_signals: bool,
    /// Bit `s` is set when the abstract type `s` has a selectable value.
    occupied: u64,
    /// The deepest abstract argument taken in the current step (a cell: a variable lent by
    /// reference is borrowed from a shared environment).
    pub(crate) arg_depth: Cell<u32>,
    /// The deepest value bound or modified in the current step.
    pub(crate) step_depth: u32,
    /// Whether this scenario drew a [`secret`](fn@crate::spec::secret) (a cell: arguments are
    /// drawn from a shared environment).
    pub(crate) secret_drawn: Cell<bool>,
    /// Whether this scenario drew [`commuted`](fn@crate::spec::commuted) arguments.
    pub(crate) commuted_drawn: Cell<bool>,
    /// What the first `commuted` argument of the current step leaves for the second.
    pub(crate) commuted: Cell<Option<Box<dyn std::any::Any>>>,
    /// Whether a protocol or a guard constrains some abstract type (see
    /// [`Env::bind_ops`]).
    pub(crate) constrained: bool,
    /// The operation being attempted, for the protocols and guards.
    pub(crate) op: usize,
    /// The values of constrained types taken by the current attempt, as `(store, slot)`.
    touched: RefCell<Vec<(usize, usize)>>,
    /// The values of constrained types bound by the current step.
    bound: Vec<(usize, usize)>,
    /// Whether the current attempt calls a value out of its protocol (see
    /// [`AbstractType::negative`](crate::spec::AbstractType::negative)).
    pub(crate) out_of_protocol: Cell<bool>,
    /// The size estimates of the step in progress and of the scenario's values.
    pub(crate) sizes: size::Sizes,
}

impl Env {
    pub(crate) fn new(stores: Vec<Box<dyn Store>>) -> Env {
        let stores: Vec<Erased<dyn Store>> = stores.into_iter().map(Erased::store).collect();
        Env {
            has_checks: stores.iter().any(|s| s.has_check()),
            has_signals: stores.iter().any(|s| s.newest_declared()),
            occupied: 0,
            stores,
            next_var: 0,
            arg_depth: Cell::new(0),
            step_depth: 0,
            secret_drawn: Cell::new(false),
            commuted_drawn: Cell::new(false),
            commuted: Cell::new(None),
            constrained: false,
            op: 0,
            touched: RefCell::new(Vec::new()),
            bound: Vec::new(),
            out_of_protocol: Cell::new(false),
            sizes: size::Sizes::default(),
        }
    }

    /// Tells every abstract type the declared operations' names, for protocols and guards.
    pub(crate) fn bind_ops(&mut self, names: &[&str]) {
        for s in &mut self.stores {
            self.constrained |= s.bind_ops(names);
        }
    }

    /// Starts an attempt at operation `op` (constrained types only): nothing taken yet.
    #[inline]
    pub(crate) fn begin_attempt(&mut self, op: usize) {
        self.op = op;
        self.touched.get_mut().clear();
        self.bound.clear();
        self.out_of_protocol.set(false);
    }

    /// Whether the protocols let some selectable value receive `op` (true when `op` takes no
    /// value of a type with a protocol).
    pub(crate) fn protocol_admits(&self, op: usize, needs: &[usize]) -> bool {
        needs.iter().all(|&s| self.stores[s].protocol_admits(op))
    }

    /// Records, in the protocols, the step of `op` that just ran.
    pub(crate) fn protocol_step(&mut self, op: usize) {
        let touched = std::mem::take(self.touched.get_mut());
        let out = self.out_of_protocol.get();
        for (i, s) in self.stores.iter_mut().enumerate() {
            s.protocol_step(op, &touched, &self.bound, i, out);
        }
        *self.touched.get_mut() = touched;
    }

    /// The fewest calls that complete every selectable value's history, remembering the
    /// calls that begin a shortest completion.
    pub(crate) fn completion(&mut self) -> u64 {
        self.stores.iter_mut().map(|s| s.completion()).sum()
    }

    /// Turns steering toward complete histories on or off.
    pub(crate) fn steer(&mut self, on: bool) {
        for s in &mut self.stores {
            s.steer(on);
        }
    }

    /// Whether `op` begins a shortest completion of some value (while steering).
    pub(crate) fn completes(&self, op: usize) -> bool {
        self.stores.iter().any(|s| s.completes(op))
    }

    /// Starts a step at byte `start` of the scenario: no argument taken, nothing bound yet.
    #[inline]
    pub(crate) fn begin_step(&mut self, start: usize) {
        self.arg_depth.set(0);
        self.step_depth = 0;
        self.sizes.begin_step(start);
    }

    /// Adds what the step just run with operation `op` did to `features`: the operation with
    /// the outcome's `shape` and the depth of the values it touched, and the signature of each
    /// abstract type's most recent value; raises `target` to the largest target reached.
    #[inline]
    pub(crate) fn features(
        &self,
        op: usize,
        shape: u32,
        features: &mut Vec<u64>,
        target: &mut u64,
    ) {
        let d = self.step_depth;
        let depth = if d < 16 { d } else { 12 + d.ilog2() };
        // Packed, not hashed: the feedback hashes each feature once per scenario.
        features.push(1 << 63 | (op as u64) << 40 | u64::from(shape) << 8 | u64::from(depth));
        if !self.has_signals {
            return;
        }
        for (i, store) in self.stores.iter().enumerate() {
            let (sig, t) = store.newest();
            if let Some(sig) = sig {
                features.push(mix(&[2, i as u64, sig]));
            }
            if let Some(t) = t {
                *target = (*target).max(t);
            }
        }
    }

    /// How many variables have been bound in this scenario.
    #[inline]
    pub(crate) fn vars(&self) -> u32 {
        self.next_var
    }

    /// Bit `s` is set when the abstract type `s` has a selectable value.
    #[inline]
    pub(crate) fn occupied(&self) -> u64 {
        self.occupied
    }

    pub(crate) fn reset(&mut self) {
        self.next_var = 0;
        self.occupied = 0;
        self.secret_drawn.set(false);
        self.commuted_drawn.set(false);
        self.commuted.set(None);
        self.sizes.reset();
        for s in &mut self.stores {
            s.reset();
        }
    }

    #[inline]
    pub(crate) fn slots<R: 'static, C: 'static>(&mut self, store: usize) -> &mut Slots<R, C> {
        // A downcast by the type id read when the store was made: no virtual call.
        self.stores
            .get_mut(store)
            .and_then(Erased::downcast_mut::<Slots<R, C>>)
            .expect("this abstract type was declared by another engine")
    }

    #[inline]
    pub(crate) fn slots_ref<R: 'static, C: 'static>(&self, store: usize) -> &Slots<R, C> {
        self.stores
            .get(store)
            .and_then(Erased::downcast_ref::<Slots<R, C>>)
            .expect("this abstract type was declared by another engine")
    }

    /// Binds a new dual value to a fresh variable and returns the variable.
    #[inline]
    pub(crate) fn bind<R: 'static, C: 'static>(&mut self, store: usize, r: R, c: C) -> u32 {
        let var = self.next_var;
        self.next_var += 1;
        let depth = self.arg_depth.get() + 1;
        self.step_depth = self.step_depth.max(depth);
        self.occupied |= 1 << store;
        let size = self.sizes.bound();
        let slots = self.slots::<R, C>(store);
        let slot = slots.slots.len() as u32;
        slots.slots.push(Some(Slot {
            r,
            c,
            var,
            depth,
            size,
        }));
        slots.window.push(slot);
        if slots.window.len() > slots.info.live {
            slots.window.remove(0);
        }
        if slots.protocol.is_some() {
            self.bound.push((store, slot as usize));
        }
        var
    }

    /// Puts a lent value back into its slot; `modified` when it was lent as `&mut`, which
    /// deepens it and makes it the most recent value.
    #[inline]
    pub(crate) fn put_back<R: 'static, C: 'static>(
        &mut self,
        store: usize,
        slot: usize,
        mut value: Slot<R, C>,
        modified: bool,
    ) {
        if modified {
            value.depth += 1;
            self.step_depth = self.step_depth.max(value.depth);
            value.size = self.sizes.modified(value.size);
        }
        let slots = self.slots::<R, C>(store);
        slots.slots[slot] = Some(value);
        if modified {
            slots.promote(slot as u32);
        }
    }

    /// Takes a value out of its slot for a call.
    #[inline]
    pub(crate) fn take_out<R: 'static, C: 'static>(
        &mut self,
        store: usize,
        slot: usize,
    ) -> Slot<R, C> {
        let s = self.slots::<R, C>(store).slots[slot]
            .take()
            .expect("a selected slot is live");
        self.arg_depth.set(self.arg_depth.get().max(s.depth));
        s
    }

    /// Borrows a value in its slot for a call that takes it by reference.
    #[inline]
    pub(crate) fn lend_in_place<R: 'static, C: 'static>(
        &self,
        store: usize,
        slot: usize,
    ) -> &Slot<R, C> {
        let s = self.slots_ref::<R, C>(store).slots[slot]
            .as_ref()
            .expect("a selected slot is live");
        self.arg_depth.set(self.arg_depth.get().max(s.depth));
        s
    }

    /// Forgets a value of size estimate `size` consumed by a call: it is no longer selectable.
    #[inline]
    pub(crate) fn consumed<R: 'static, C: 'static>(
        &mut self,
        store: usize,
        slot: usize,
        size: u64,
    ) {
        self.sizes.consumed(size);
        let slots = self.slots::<R, C>(store);
        if let Some(i) = slots.window.iter().rposition(|&s| s as usize == slot) {
            slots.window.remove(i);
        }
        if slots.window.is_empty() {
            self.occupied &= !(1 << store);
        }
    }

    /// Chooses, with one draw, a selectable value of `store` that is not `reserved` by an
    /// earlier argument of the same call, whose reference side satisfies `filter`, and which
    /// the type's guards and protocol let receive the operation being attempted. Draws
    /// nothing and returns `None` when there is none. Candidates are ranked from the most
    /// recently produced or modified; see [`pick`] for how the draw maps to a rank. The chosen
    /// value's size estimate counts toward the step's ([`size`]; as mutated when it is
    /// [`Lent::Mut`]), and a source that marks notes whether the call changes it.
    ///
    /// A type with a [negative](crate::spec::AbstractType::negative) protocol first draws a
    /// byte for an operation the protocol names: from 240, the call goes out of the protocol,
    /// to a value whose history refuses it, if there is one.
    #[inline]
    pub(crate) fn select<R: 'static, C: 'static>(
        &self,
        store: usize,
        filter: Option<&dyn Fn(&R) -> bool>,
        reserved: &[(usize, usize)],
        recency: bool,
        lent: Lent,
        src: &mut Source<'_>,
    ) -> Option<usize> {
        let slots = self.slots_ref::<R, C>(store);
        // The chosen value's size estimate, for the step's (see [`size`]).
        let chosen = |slot: usize| {
            let size = slots.slots[slot].as_ref().map_or(0, |s| s.size);
            self.sizes.arg(size, lent == Lent::Mut);
            Some(slot)
        };
        let constrained = slots.constrained();
        if filter.is_none() && !constrained && !reserved.iter().any(|&(s, _)| s == store) {
            // Every value of the window is eligible (outside a call, every slot of the window
            // is live: a value lent by `&mut` or by value is out only during the call), so the
            // candidate of rank `k` is the `k`-th from the end: the same choice as below,
            // without visiting the window.
            debug_assert!(slots
                .window
                .iter()
                .all(|&i| slots.slots[i as usize].is_some()));
            let n = slots.window.len();
            if n == 0 {
                return None;
            }
            let var_of = |k: usize| slots.var(slots.window[n - 1 - k]);
            let k = draw_rank(src, n, recency, lent, var_of);
            return chosen(slots.window[n - 1 - k] as usize);
        }
        let op = self.op;
        let out = match &slots.protocol {
            Some(p) if p.negative() && p.names(op) => {
                src.draw_u8() >= 240
                    && slots.window.iter().any(|&i| {
                        p.refuses(op, i as usize) && !reserved.contains(&(store, i as usize))
                    })
            }
            _ => false,
        };
        // Bit `j` is set when the window's `j`-th value (0: the oldest) is eligible; the window
        // holds at most `MAX_LIVE` = 64 values.
        let mut eligible = 0u64;
        let mut n = 0usize;
        for (j, &i) in slots.window.iter().enumerate().rev() {
            let ok = match &slots.slots[i as usize] {
                None => false,
                Some(s) => {
                    filter.is_none_or(|f| f(&s.r))
                        && !reserved.contains(&(store, i as usize))
                        && match (&slots.protocol, out) {
                            (Some(p), true) => p.refuses(op, i as usize),
                            _ => !constrained || slots.admits(op, i as usize, &s.r),
                        }
                }
            };
            if ok {
                eligible |= 1 << j;
                n += 1;
            }
        }
        if n == 0 {
            return None;
        }
        // The candidate of rank `k`, counted from the most recent: the `k`-th highest set bit.
        let var_of = |k: usize| slots.var(slots.window[ranked(eligible, k)]);
        let k = draw_rank(src, n, recency, lent, var_of);
        let slot = slots.window[ranked(eligible, k)] as usize;
        if constrained {
            self.touched.borrow_mut().push((store, slot));
            if out {
                self.out_of_protocol.set(true);
            }
        }
        chosen(slot)
    }

    /// Adds this scenario's live values to `live`, per abstract type: the most at once and
    /// their sum (see [`Stats::live`](crate::Stats::live)).
    pub(crate) fn count_live(&self, live: &mut Vec<(u64, u64)>) {
        live.resize(self.stores.len(), (0, 0));
        for (store, (max, total)) in self.stores.iter().zip(live) {
            let n = store.live() as u64;
            *max = (*max).max(n);
            *total += n;
        }
    }

    /// The variable prefix of the abstract type `store`.
    pub(crate) fn prefix(&self, store: usize) -> &str {
        self.stores[store].prefix()
    }

    /// The variable name of `var`, of the abstract type `store`.
    pub(crate) fn name(&self, store: usize, var: u32) -> String {
        format!("{}{}", self.stores[store].prefix(), var)
    }

    /// The printed check of `var`, if its abstract type has one.
    pub(crate) fn check_code(&self, store: usize, var: u32) -> Option<String> {
        self.stores[store].check_code(&self.name(store, var))
    }

    /// Runs every abstract type's check on every live value.
    #[inline]
    pub(crate) fn check_all(&self) -> Option<CheckFailure> {
        if !self.has_checks {
            return None;
        }
        self.stores.iter().enumerate().find_map(|(i, s)| s.check(i))
    }
}

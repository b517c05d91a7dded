//! The environment: the live dual values of every abstract type, each bound to a variable.
//!
//! Abstract values are never generated or inspected: operations produce them, the engine binds
//! them to fresh variables (`a0`, `a1`, ...) and later *selects* among them. A handle taken by
//! reference is moved out of its slot for the duration of the call and put back afterwards, so
//! one variable can never be lent twice in one call and the engine needs no `unsafe`.

use std::any::Any;
use std::rc::Rc;

use crate::panic::catch;
use crate::source::Source;
use crate::spec::r#abstract::AbstractInfo;

/// One live dual value.
pub(crate) struct Slot<R, C> {
    pub r: R,
    pub c: C,
    pub var: u32,
}

/// The values of one abstract type.
pub(crate) struct Slots<R, C> {
    pub slots: Vec<Option<Slot<R, C>>>,
    pub info: Rc<AbstractInfo<R, C>>,
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
    fn as_any_mut(&mut self) -> &mut dyn Any;
    fn as_any(&self) -> &dyn Any;
}

impl<R: 'static, C: 'static> Store for Slots<R, C> {
    fn reset(&mut self) {
        self.slots.clear();
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
    fn check_code(&self, var: &str) -> Option<String> {
        self.info.check_code.as_ref().map(|f| f(var))
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The environment of one scenario.
pub struct Env {
    stores: Vec<Box<dyn Store>>,
    next_var: u32,
    has_checks: bool,
}

impl Env {
    pub(crate) fn new(stores: Vec<Box<dyn Store>>) -> Env {
        Env {
            has_checks: stores.iter().any(|s| s.has_check()),
            stores,
            next_var: 0,
        }
    }

    pub(crate) fn reset(&mut self) {
        self.next_var = 0;
        for s in &mut self.stores {
            s.reset();
        }
    }

    #[inline]
    pub(crate) fn slots<R: 'static, C: 'static>(&mut self, store: usize) -> &mut Slots<R, C> {
        self.stores
            .get_mut(store)
            .and_then(|s| s.as_any_mut().downcast_mut::<Slots<R, C>>())
            .expect("this abstract type was declared by another engine")
    }

    #[inline]
    pub(crate) fn slots_ref<R: 'static, C: 'static>(&self, store: usize) -> &Slots<R, C> {
        self.stores
            .get(store)
            .and_then(|s| s.as_any().downcast_ref::<Slots<R, C>>())
            .expect("this abstract type was declared by another engine")
    }

    /// Binds a new dual value to a fresh variable and returns the variable.
    #[inline]
    pub(crate) fn bind<R: 'static, C: 'static>(&mut self, store: usize, r: R, c: C) -> u32 {
        let var = self.next_var;
        self.next_var += 1;
        self.slots::<R, C>(store)
            .slots
            .push(Some(Slot { r, c, var }));
        var
    }

    /// Chooses, with one draw, a live value of `store` that is not `reserved` by an earlier
    /// argument of the same call and whose reference side satisfies `filter`. Draws nothing and
    /// returns `None` when there is none.
    #[inline]
    pub(crate) fn select<R: 'static, C: 'static>(
        &self,
        store: usize,
        filter: Option<&dyn Fn(&R) -> bool>,
        reserved: &[(usize, usize)],
        src: &mut Source<'_>,
    ) -> Option<usize> {
        let slots = &self.slots_ref::<R, C>(store).slots;
        let ok = |i: usize, s: &Option<Slot<R, C>>| match s {
            None => false,
            Some(s) => filter.is_none_or(|f| f(&s.r)) && !reserved.contains(&(store, i)),
        };
        // One pass collects the eligible slots on the stack; more than fit (a long fuel) takes
        // a second pass.
        let mut eligible = [0u32; 64];
        let mut n = 0usize;
        for (i, s) in slots.iter().enumerate() {
            if ok(i, s) {
                if let Some(e) = eligible.get_mut(n) {
                    *e = i as u32;
                }
                n += 1;
            }
        }
        if n == 0 {
            return None;
        }
        let k = src.draw_below(n as u64) as usize;
        if let Some(&i) = eligible.get(k) {
            return Some(i as usize);
        }
        slots
            .iter()
            .enumerate()
            .filter(|(i, s)| ok(*i, s))
            .nth(k)
            .map(|(i, _)| i)
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

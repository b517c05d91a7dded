//! The size estimate of abstract values, and the back-off that keeps them from exploding.
//!
//! The engine never looks inside an abstract value, but it knows what each was built from: the
//! bytes its steps drew and the values they took. A value's estimate is the bytes drawn by the
//! step that produced or last modified it, plus the estimates of the abstract arguments of that
//! step. It bounds the information a value holds, so it grows linearly with ordinary steps
//! (a push adds what it draws) and doubles when a step combines a value with a copy of itself,
//! as `a.append(a.clone())` does.
//!
//! Large values find bugs (a rope's rebalancing, a tree's third level), so they stay reachable,
//! but their growth is bounded. A step that would produce or modify a value is *declined*,
//! deterministically, as a reference's back-off is, when
//!
//! * it combines two or more values into one past [`Generation::size_bound`], and the values
//!   other than the largest add more than an eighth of it (the step multiplies, it does not
//!   append a little), or
//! * it copies existing values (it adds more than its own drawn bytes) while the estimates of
//!   every value in the scenario, summed, would pass eight times the bound.
//!
//! The engine then tries another operation, as after a back-off; a scenario in which no
//! operation can go on is complete. Random mode counts the declined steps per operation
//! ([`OperationStats::bounded`](crate::driver::OperationStats::bounded)). The process's memory
//! is guarded as well, by the run's watchdog (see `driver/memory.rs`).
//!
//! [`Generation::size_bound`]: crate::engine::Generation::size_bound

use std::cell::Cell;

/// How many times [`Generation::size_bound`](crate::engine::Generation::size_bound) the
/// estimates of a scenario's values may add up to before steps that copy values are declined.
pub(crate) const TOTAL_FACTOR: u64 = 8;

/// The largest estimate: sums of a call's arguments cannot overflow, even with the bound off.
const MAX_SIZE: u64 = 1 << 48;

/// The size estimates of a scenario's step in progress, and of its values in all.
#[derive(Debug, Default)]
pub(crate) struct Sizes {
    /// The estimates of the current attempt's abstract arguments, summed (cells: arguments are
    /// chosen from a shared environment).
    sum: Cell<u64>,
    /// The largest of them.
    max: Cell<u64>,
    /// How many there are.
    count: Cell<u32>,
    /// The estimates of those lent by `&mut`, summed, and how many.
    mutated: Cell<u64>,
    mutated_count: Cell<u32>,
    /// Where the current step's bytes start.
    start: usize,
    /// The estimate of a value the current step produces or modifies.
    step: u64,
    /// The estimates of every value bound in the scenario, summed.
    total: u64,
}

impl Sizes {
    /// A new scenario: no value yet.
    #[inline]
    pub(crate) fn reset(&mut self) {
        self.total = 0;
    }

    /// A step starts at byte `start` of the scenario.
    #[inline]
    pub(crate) fn begin_step(&mut self, start: usize) {
        self.start = start;
        self.step = 1;
    }

    /// An attempt starts choosing its arguments: none chosen yet.
    #[inline]
    pub(crate) fn begin_args(&self) {
        self.sum.set(0);
        self.max.set(0);
        self.count.set(0);
        self.mutated.set(0);
        self.mutated_count.set(0);
    }

    /// The attempt takes a value of estimate `size`, by `&mut` when `mutated`.
    #[inline]
    pub(crate) fn arg(&self, size: u64, mutated: bool) {
        // No overflow: an estimate is at most `MAX_SIZE`, and a call takes a dozen arguments.
        self.sum.set(self.sum.get() + size);
        self.max.set(self.max.get().max(size));
        self.count.set(self.count.get() + 1);
        if mutated {
            self.mutated.set(self.mutated.get() + size);
            self.mutated_count.set(self.mutated_count.get() + 1);
        }
    }

    /// The arguments are chosen, up to byte `end`; the call returns `produces` abstract
    /// values. Whether the step may run under `bound`: `false` when it must be declined.
    #[inline]
    pub(crate) fn settle(&mut self, end: usize, produces: u32, bound: u64) -> bool {
        let outputs = u64::from(produces) + u64::from(self.mutated_count.get());
        if outputs == 0 {
            // A step that only reads: it grows nothing.
            self.step = 1;
            return true;
        }
        let drawn = end.saturating_sub(self.start) as u64;
        let (sum, max) = (self.sum.get(), self.max.get());
        let out = (sum + drawn + 1).min(MAX_SIZE);
        self.step = out;
        let added = (out * outputs).saturating_sub(self.mutated.get());
        let allowed = bound.saturating_mul(TOTAL_FACTOR);
        if out <= bound && self.total.saturating_add(added) <= allowed {
            return true;
        }
        let multiplies = self.count.get() >= 2 && out > bound && sum - max > max / 8;
        let copies = added > drawn + 1 && self.total.saturating_add(added) > allowed;
        !(multiplies || copies)
    }

    /// The estimate of a value the current step binds.
    #[inline]
    pub(crate) fn bound(&mut self) -> u64 {
        self.total = self.total.saturating_add(self.step);
        self.step
    }

    /// The estimate of a value of estimate `old` that the current step modified.
    #[inline]
    pub(crate) fn modified(&mut self, old: u64) -> u64 {
        self.total = self.total.saturating_sub(old).saturating_add(self.step);
        self.step
    }

    /// A value of estimate `old` was consumed by a call.
    #[inline]
    pub(crate) fn consumed(&mut self, old: u64) {
        self.total = self.total.saturating_sub(old);
    }

    /// The estimate of what the current step produced or modified.
    #[inline]
    pub(crate) fn step(&self) -> u64 {
        self.step
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOUND: u64 = 1000;

    /// A step at bytes `0..drawn` taking `args` (estimate, by `&mut`) and returning
    /// `produces` values: whether it may run, and the estimate it gives.
    fn step(s: &mut Sizes, drawn: usize, args: &[(u64, bool)], produces: u32) -> (bool, u64) {
        s.begin_step(0);
        s.begin_args();
        for &(size, m) in args {
            s.arg(size, m);
        }
        let ok = s.settle(drawn, produces, BOUND);
        (ok, s.step())
    }

    #[test]
    fn appending_a_copy_of_itself_doubles_until_the_bound() {
        let mut s = Sizes::default();
        let (_, mut a) = step(&mut s, 3, &[], 1);
        s.bound();
        let mut doublings = 0;
        loop {
            let (ok, out) = step(&mut s, 3, &[(a, true), (a, false)], 0);
            if !ok {
                break;
            }
            a = s.modified(a);
            assert_eq!(a, out);
            doublings += 1;
        }
        assert!(a <= BOUND && a * 2 > BOUND, "{a}");
        // 4, 12, 28, 60, 124, 252, 508: the next, 1,020, is past the bound.
        assert_eq!(doublings, 6);
    }

    #[test]
    fn pushes_grow_a_large_value_without_end() {
        let mut s = Sizes::default();
        let mut a = 5 * BOUND;
        s.total = a;
        for _ in 0..100 {
            let (ok, _) = step(&mut s, 4, &[(a, true)], 0);
            assert!(ok);
            a = s.modified(a);
        }
        assert_eq!(a, 5 * BOUND + 100 * 5);
    }

    #[test]
    fn copies_stop_when_the_scenario_holds_too_much_and_reads_never_stop() {
        let mut s = Sizes::default();
        let a = BOUND;
        s.total = a;
        let mut copies = 0;
        while step(&mut s, 2, &[(a, false)], 1).0 {
            s.bound();
            copies += 1;
        }
        // 1,000 + 1,003 a copy stays within 8,000 for six copies.
        assert_eq!(copies, 6);
        assert!(step(&mut s, 2, &[(a, false), (a, false)], 0).0, "a read");
        assert!(step(&mut s, 9, &[], 1).0, "a new small value");
    }
}

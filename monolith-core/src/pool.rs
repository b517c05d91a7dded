//! The value pool: values already seen in the current scenario, by type.
//!
//! Generators of plain data ([`int`](crate::spec::int), the integer ranges,
//! [`char`](crate::spec::char), [`string`](crate::spec::string)) remember what they generate,
//! and concrete results are remembered too, apart from the arguments. A later draw may then
//! *recall* one of them instead of drawing afresh, so keys come back for `get` and `remove`,
//! keys collide, and an id that one call returned is passed to a later one.
//!
//! Results come first: a result not yet recalled is *fresh*, and most recalls take the newest
//! fresh one, so each id a call returned is passed on once before any is passed twice (an id
//! seen again in a result, as `pop` returns what `push` did, is no longer fresh). While a type
//! has fresh results its generators recall more often. A user who writes `cancel(id: u64)`
//! with `int::<u64>()` then cancels ids that `schedule` returned, not random numbers.
//! A recall is a draw like any other: the bytes decide whether to recall and which value, so
//! replay, fuzzing and shrinking are unaffected.
//!
//! The pool holds the [`CAPACITY`] most recent arguments and results of each type and is
//! emptied at the start of every scenario.

use std::any::{Any, TypeId};

use crate::erased::Erased;

/// How many arguments, and how many results, of one type the pool keeps (the most recent).
pub const CAPACITY: usize = 32;

/// The most recent values of one kind: a ring whose oldest value is at `next`.
struct Recent<T> {
    items: Vec<T>,
    next: usize,
    /// One bit per slot: the value has not been recalled yet (results only).
    fresh: u32,
}

impl<T: Clone> Recent<T> {
    fn push(&mut self, value: &T) {
        let slot = if self.items.len() < CAPACITY {
            self.items.push(value.clone());
            self.items.len() - 1
        } else {
            let slot = self.next;
            self.items[slot] = value.clone();
            self.next = (self.next + 1) % CAPACITY;
            slot
        };
        self.fresh |= 1 << slot;
    }
}

impl<T> Recent<T> {
    /// The value `index` places from the newest (modulo the number held): deleting an older
    /// value, as the shrinker does when it deletes an instruction, leaves the recall of a newer
    /// one unchanged.
    fn get(&self, index: usize) -> Option<&T> {
        match self.items.len() {
            0 => None,
            n => self.items.get((self.next + n - 1 - index % n) % n),
        }
    }
    /// The newest value not recalled yet, which is then marked recalled.
    fn take_fresh(&mut self) -> Option<&T> {
        let n = self.items.len();
        let slot = (0..n)
            .map(|k| (self.next + n - 1 - k) % n)
            .find(|&slot| self.fresh & (1 << slot) != 0)?;
        self.fresh &= !(1 << slot);
        self.items.get(slot)
    }
    fn clear(&mut self) {
        self.items.clear();
        self.next = 0;
        self.fresh = 0;
    }
}

/// The recent values of one type: those generated as arguments, and those observed in
/// results (an id the candidate returned is worth more than a random number). Get it with
/// [`Pool::ring`] to do several things with one lookup.
pub struct Ring<T> {
    args: Recent<T>,
    results: Recent<T>,
    /// The scenario whose values these are: a ring of an earlier scenario is emptied when
    /// first touched, so resetting the pool costs nothing per type.
    epoch: u64,
}

impl<T> Ring<T> {
    /// Empties the ring for the scenario `epoch` (once per scenario and type: kept out of the
    /// lookup's hot path).
    #[inline(never)]
    fn renew(&mut self, epoch: u64) {
        self.epoch = epoch;
        self.args.clear();
        self.results.clear();
    }
}

impl<T: Clone + 'static> Ring<T> {
    /// Remembers a value generated as an argument.
    #[inline]
    pub fn remember(&mut self, value: &T) {
        self.args.push(value);
    }

    /// Whether a result not yet recalled is held (see [`Pool::has_fresh`]).
    #[inline]
    pub fn has_fresh(&self) -> bool {
        self.results.fresh != 0
    }

    /// A value held, if any: see [`Pool::recall`].
    pub fn recall(&mut self, index: usize) -> Option<&T> {
        if index % 4 != 3 && self.results.fresh != 0 {
            return self.results.take_fresh();
        }
        let (first, second) = if index.is_multiple_of(2) {
            (&self.results, &self.args)
        } else {
            (&self.args, &self.results)
        };
        first.get(index / 2).or_else(|| second.get(index / 2))
    }

    /// How many values are held.
    pub fn len(&self) -> usize {
        self.args.items.len() + self.results.items.len()
    }

    /// Whether no value is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<T: Clone + PartialEq + 'static> Ring<T> {
    /// Remembers a value observed in a result: see [`Pool::remember_result`].
    #[inline]
    pub fn remember_result(&mut self, value: &T) {
        let results = &mut self.results;
        match results.items.iter().position(|held| held == value) {
            Some(slot) => results.fresh &= !(1 << slot),
            None => results.push(value),
        }
    }
}

/// The values seen in one scenario, by type. See the [module documentation](self).
///
/// Values are always remembered; the [`pool`](crate::engine::Generation::pool) tactic decides
/// whether the engine's generators recall them ([`seen`](crate::spec::seen) always does).
#[derive(Default)]
pub struct Pool {
    /// One ring per type of value, each a `Ring<T>`.
    rings: Vec<Erased<dyn Any>>,
    /// What each spec with a memory (see [`crate::spec::differs`]) drew in this scenario, by
    /// the spec's key, with the scenario it belongs to.
    memories: Vec<(u64, u64, Erased<dyn Any>)>,
    /// The current scenario: see [`Ring::epoch`].
    epoch: u64,
    /// How eagerly this scenario recalls: drawn with the scenario's plan (see
    /// [`Pool::eagerness`]).
    pub(crate) eagerness: u8,
}

impl Pool {
    /// An empty pool.
    pub(crate) fn new() -> Pool {
        Pool::default()
    }

    /// Forgets every value (the rings keep their allocations, and are emptied when next used).
    pub(crate) fn reset(&mut self) {
        self.epoch += 1;
    }

    /// The ring of type `T`, if one was made, with no value of an earlier scenario.
    #[inline]
    fn find<T: 'static>(&mut self) -> Option<&mut Ring<T>> {
        let id = TypeId::of::<Ring<T>>();
        let i = self.rings.iter().position(|r| r.id() == id)?;
        Some(self.at(i))
    }

    /// The ring at `i`, of type `T`, emptied if it holds an earlier scenario's values.
    #[inline]
    fn at<T: 'static>(&mut self, i: usize) -> &mut Ring<T> {
        let epoch = self.epoch;
        let ring = self.rings[i]
            .downcast_mut::<Ring<T>>()
            .expect("a ring holds values of its own type");
        if ring.epoch != epoch {
            ring.renew(epoch);
        }
        ring
    }

    /// The values the spec of key `key` drew in this scenario (empty at the start of each), for
    /// specs that relate a value to those drawn before it, such as [`crate::spec::distinct`].
    /// Keys come from [`Pool::new_key`].
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::pool::Pool;
    /// let mut pool = Pool::default();
    /// let key = Pool::new_key();
    /// pool.memory::<u8>(key).push(3);
    /// assert_eq!(pool.memory::<u8>(key), &[3]);
    /// ```
    pub fn memory<T: 'static>(&mut self, key: u64) -> &mut Vec<T> {
        let epoch = self.epoch;
        let i = match self
            .memories
            .iter()
            .position(|(k, _, m)| *k == key && m.id() == TypeId::of::<Vec<T>>())
        {
            Some(i) => i,
            None => {
                self.memories
                    .push((key, epoch, Erased::new(Vec::<T>::new())));
                self.memories.len() - 1
            }
        };
        let (_, at, memory) = &mut self.memories[i];
        let memory = memory.downcast_mut::<Vec<T>>().expect("checked above");
        if *at != epoch {
            *at = epoch;
            memory.clear();
        }
        memory
    }

    /// A key no other spec has, for [`Pool::memory`].
    pub fn new_key() -> u64 {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    /// The values of type `T` held, made on first use: one lookup for several operations.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut pool = monolith_core::pool::Pool::default();
    /// let ring = pool.ring::<u8>();
    /// ring.remember(&3);
    /// assert_eq!(ring.recall(1), Some(&3));
    /// ```
    #[inline]
    pub fn ring<T: Clone + 'static>(&mut self) -> &mut Ring<T> {
        let id = TypeId::of::<Ring<T>>();
        let i = match self.rings.iter().position(|r| r.id() == id) {
            Some(i) => i,
            None => self.new_ring::<T>(),
        };
        self.at(i)
    }

    /// Makes the ring of type `T` (once per type) and returns its index.
    #[cold]
    #[inline(never)]
    fn new_ring<T: 'static>(&mut self) -> usize {
        {
            let ring = Ring::<T> {
                args: Recent {
                    items: Vec::with_capacity(CAPACITY),
                    next: 0,
                    fresh: 0,
                },
                results: Recent {
                    items: Vec::new(),
                    next: 0,
                    fresh: 0,
                },
                epoch: self.epoch,
            };
            self.rings.push(Erased::new(ring));
        }
        self.rings.len() - 1
    }

    /// Remembers a value generated as an argument.
    #[inline]
    pub fn remember<T: Clone + 'static>(&mut self, value: &T) {
        self.ring::<T>().remember(value);
    }

    /// Remembers a value observed in a result. A value already held among the results is not
    /// held twice: it is marked recalled instead, as an id that `schedule` returned and
    /// `pop_next` returned again is no longer pending.
    #[inline]
    pub fn remember_result<T: Clone + PartialEq + 'static>(&mut self, value: &T) {
        self.ring::<T>().remember_result(value);
    }

    /// How eagerly this scenario recalls: how many more of the 256 values of a generator's
    /// first byte mean "recall" than in a plain scenario. 0 in half the scenarios, where the
    /// engine's generators recall in about 1 draw in 8; 96 in 3 scenarios in 8 (about 1 draw
    /// in 2); 160 in 1 in 8 (about 3 in 4), so that a scenario can cancel most of the ids it
    /// was given, or remove most of the keys it inserted. Always 0 without the
    /// [`pool`](crate::engine::Generation::pool) tactic.
    pub fn eagerness(&self) -> u8 {
        self.eagerness
    }

    /// How many values of type `T` the pool holds.
    pub fn len<T: Clone + 'static>(&mut self) -> usize {
        self.find::<T>().map_or(0, |r| r.len())
    }

    /// Whether the pool holds a result of type `T` that has not been recalled yet: the
    /// engine's generators then recall more often, as such a result is likely an id or a key
    /// that a later call expects back.
    pub fn has_fresh<T: Clone + 'static>(&mut self) -> bool {
        self.find::<T>().is_some_and(|r| r.has_fresh())
    }

    /// Whether the pool holds no value of type `T`.
    pub fn is_empty<T: Clone + 'static>(&mut self) -> bool {
        self.len::<T>() == 0
    }

    /// A value of type `T` the pool holds, if any.
    ///
    /// - An `index` that is a multiple of 4 takes the newest result not recalled yet, so that
    ///   each id a call returned is passed on once before any is passed twice; with none left,
    ///   it counts from the newest result as below.
    /// - Other even indices prefer results, odd ones arguments (each falls back on the other),
    ///   and `index / 2` counts from the newest value held, modulo their number.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::pool::Pool;
    /// let mut pool = Pool::default();
    /// for id in [7u64, 8, 9] {
    ///     pool.remember_result(&id);
    /// }
    /// pool.remember_result(&8u64); // seen again: no longer fresh
    /// assert_eq!(pool.recall::<u64>(0), Some(&9)); // the newest fresh result
    /// assert_eq!(pool.recall::<u64>(0), Some(&7)); // 9 was taken, 8 seen twice
    /// assert_eq!(pool.recall::<u64>(2), Some(&8)); // by rank: the second newest
    /// ```
    pub fn recall<T: Clone + 'static>(&mut self, index: usize) -> Option<&T> {
        self.find::<T>()?.recall(index)
    }
}

impl std::fmt::Debug for Pool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pool")
            .field("types", &self.rings.len())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_most_recent_values_of_each_type() {
        let mut pool = Pool::new();
        for i in 0..40u64 {
            pool.remember(&i);
        }
        pool.remember(&"x".to_string());
        assert_eq!(pool.len::<u64>(), CAPACITY);
        assert_eq!(pool.recall::<u64>(0), Some(&39)); // the newest
        assert_eq!(pool.recall::<u64>(2), Some(&38));
        assert_eq!(pool.recall::<u64>(63), Some(&8)); // the oldest held
        pool.remember_result(&1000u64);
        pool.remember_result(&1001u64);
        assert!(pool.has_fresh::<u64>());
        assert_eq!(pool.recall::<u64>(3), Some(&38)); // 3 mod 4: an argument, 1 from the newest
        assert_eq!(pool.recall::<u64>(0), Some(&1001)); // the newest fresh result
        assert_eq!(pool.recall::<u64>(1), Some(&1000)); // the next fresh one
        assert!(!pool.has_fresh::<u64>());
        assert_eq!(pool.recall::<u64>(0), Some(&1001)); // none fresh: by rank
        assert_eq!(pool.recall::<u64>(2), Some(&1000));
        assert_eq!(pool.recall::<u64>(7), Some(&36)); // odd: an argument, 3 from the newest
        assert_eq!(pool.recall::<String>(5).map(String::as_str), Some("x"));
        assert_eq!(pool.recall::<u8>(0), None);
        pool.reset();
        assert!(pool.is_empty::<u64>());
    }
}

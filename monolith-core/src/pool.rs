//! The value pool: values already seen in the current scenario, by type.
//!
//! Generators of plain data ([`int`](crate::spec::int), the integer ranges,
//! [`char`](crate::spec::char), [`string`](crate::spec::string)) remember what they generate,
//! and concrete results are remembered too. A later draw may then *recall* one of them instead
//! of drawing afresh, so keys come back for `get` and `remove`, keys collide, and an id that
//! one call returned is passed to a later one. A recall is a draw like any other: the bytes
//! decide whether to recall and which value, so replay, fuzzing and shrinking are unaffected.
//!
//! The pool holds the [`CAPACITY`] most recent values of each type and is emptied at the start
//! of every scenario.

use std::any::{Any, TypeId};

/// How many values of one type the pool keeps (the most recent ones).
pub const CAPACITY: usize = 32;

/// The recent values of one type.
struct Ring<T> {
    items: Vec<T>,
    next: usize,
}

trait AnyRing: Any {
    fn clear(&mut self);
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<T: 'static> AnyRing for Ring<T> {
    fn clear(&mut self) {
        self.items.clear();
        self.next = 0;
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// The values seen in one scenario, by type. See the [module documentation](self).
///
/// Values are always remembered; the [`pool`](crate::engine::Generation::pool) tactic decides
/// whether the engine's generators recall them ([`seen`](crate::spec::seen) always does).
#[derive(Default)]
pub struct Pool {
    rings: Vec<(TypeId, Box<dyn AnyRing>)>,
}

impl Pool {
    /// An empty pool.
    pub(crate) fn new() -> Pool {
        Pool::default()
    }

    /// Forgets every value (the rings keep their allocations).
    pub(crate) fn reset(&mut self) {
        for (_, ring) in &mut self.rings {
            ring.clear();
        }
    }

    fn ring<T: 'static>(&self) -> Option<&Ring<T>> {
        let id = TypeId::of::<T>();
        self.rings
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, r)| r.as_any().downcast_ref())
    }

    /// Remembers a value.
    #[inline]
    pub fn remember<T: Clone + 'static>(&mut self, value: &T) {
        let id = TypeId::of::<T>();
        let ring = match self.rings.iter().position(|(t, _)| *t == id) {
            Some(i) => &mut self.rings[i].1,
            None => {
                self.rings.push((
                    id,
                    Box::new(Ring::<T> {
                        items: Vec::with_capacity(CAPACITY),
                        next: 0,
                    }),
                ));
                &mut self.rings.last_mut().expect("just pushed").1
            }
        };
        let ring = ring
            .as_any_mut()
            .downcast_mut::<Ring<T>>()
            .expect("a ring holds values of its own type");
        if ring.items.len() < CAPACITY {
            ring.items.push(value.clone());
        } else {
            ring.items[ring.next] = value.clone();
            ring.next = (ring.next + 1) % CAPACITY;
        }
    }

    /// How many values of type `T` the pool holds.
    pub fn len<T: 'static>(&self) -> usize {
        self.ring::<T>().map_or(0, |r| r.items.len())
    }

    /// Whether the pool holds no value of type `T`.
    pub fn is_empty<T: 'static>(&self) -> bool {
        self.len::<T>() == 0
    }

    /// The value of type `T` at `index % len`, if any is held. Index 0 is the oldest value
    /// held.
    pub fn recall<T: 'static>(&self, index: usize) -> Option<&T> {
        let ring = self.ring::<T>()?;
        let n = ring.items.len();
        if n == 0 {
            return None;
        }
        ring.items.get((ring.next + index) % n)
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
        assert_eq!(pool.recall::<u64>(0), Some(&8)); // the oldest held
        assert_eq!(pool.recall::<String>(5).map(String::as_str), Some("x"));
        assert_eq!(pool.recall::<u8>(0), None);
        pool.reset();
        assert!(pool.is_empty::<u64>());
    }
}

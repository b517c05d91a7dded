//! Keys: an argument that names the independent part of the shared value a call touches, so
//! that a history is checked one key at a time (P-compositionality, as Porcupine does).
//!
//! A map's `insert(k, v)`, `get(k)` and `remove(k)` on different keys neither see nor change
//! each other's entries: a history of them is linearizable exactly when, for each key, the
//! calls on that key are (Herlihy and Wing's locality, for the map seen as one register per
//! key). Checking each key's calls alone costs the sum of the parts' searches rather than
//! their product, and decides long histories that the whole search would leave undecided.

use std::hash::{Hash, Hasher};

use crate::spec::{Built, Constructible, Cx, Reject, Spec};

/// An argument spec marked as the key of its call: see [`key`].
#[derive(Debug, Clone, Copy)]
pub struct Key<S>(S);

/// Marks an argument of a parallel operation as its key: calls whose keys differ touch
/// independent parts of the shared value, so parallel mode checks each key's calls alone.
/// Calls are on one key when their reference-side values hash alike (two keys whose hashes
/// collide are checked together, which is still sound).
///
/// The split applies to a round whose every suffix call has a key; a round with an unkeyed
/// call (`len()`, `clear()`) is checked whole, as is a round whose calls share one key. Mark the
/// outermost spec of the argument (`key(interval(0, 8))`, not inside another combinator), and
/// only where the promise holds: an operation whose result on one key depends on other keys
/// (an insert that fails when the map is full) must not have a key. Should a key's calls seem
/// not linearizable while the whole history is, the whole history's judgement stands, so a
/// wrong key costs time, never a false alarm; when the whole search runs out of its budget,
/// the key's judgement stands.
///
/// Outside parallel mode the spec is the spec it wraps.
///
/// # Examples
///
/// A map behind a lock, its `insert` and `get` keyed: each key's calls are judged on their
/// own.
///
/// ```
/// use monolith_core::parallel::{key, Parallel};
/// use monolith_core::spec::{int, interval};
/// use std::collections::BTreeMap;
/// use std::sync::Mutex;
///
/// type Map = Mutex<BTreeMap<u8, u32>>;
/// let spec = Parallel::new("Mutex::new(BTreeMap::new())", BTreeMap::<u8, u32>::new, Map::default)
///     .op(
///         "insert",
///         (key(interval(0u8, 8)), int::<u32>()),
///         |r: &mut BTreeMap<u8, u32>, (k, v)| r.insert(k, v),
///         |c: &Map, (k, v)| c.lock().unwrap().insert(k, v),
///     )
///     .op(
///         "get",
///         (key(interval(0u8, 8)),),
///         |r: &mut BTreeMap<u8, u32>, (k,)| r.get(&k).copied(),
///         |c: &Map, (k,)| c.lock().unwrap().get(&k).copied(),
///     );
/// assert!(spec.run_random(&monolith_core::Config::with_seed(1).scenarios(30)).is_ok());
/// ```
pub fn key<S>(spec: S) -> Key<S>
where
    S: Constructible,
    S::R: Hash,
{
    Key(spec)
}

impl<S: Spec> Spec for Key<S> {
    type R = S::R;
    type C = S::C;
}

impl<S> Constructible for Key<S>
where
    S: Constructible,
    S::R: Hash,
{
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<S::R, S::C>, Reject> {
        self.0.construct(cx)
    }

    fn part(&self, r: &S::R) -> Option<u64> {
        Some(part_of(r))
    }
}

/// The part a key names: its hash, the same for the same value in every run (fixed keys).
pub(crate) fn part_of(key: &impl Hash) -> u64 {
    let mut h = std::hash::DefaultHasher::new();
    key.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parallel::Args;
    use crate::spec::{int, interval};

    #[test]
    fn a_call_is_in_its_first_keys_part() {
        let args = (int::<u8>(), key(interval(0u8, 8)), key(int::<u8>()));
        let a = args.call_part(&(1, 3, 5));
        assert!(a.is_some());
        assert_eq!(a, args.call_part(&(2, 3, 6)));
        assert_ne!(a, args.call_part(&(1, 4, 5)));
        assert_eq!((int::<u8>(),).call_part(&(3,)), None);
        assert_eq!(().call_part(&()), None);
    }
}

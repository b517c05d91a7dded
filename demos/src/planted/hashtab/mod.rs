//! An open-addressing hash map from `u64` to `u64`, against `std`'s `BTreeMap`.
//!
//! The [`candidate`] probes linearly from a Fibonacci hash, removes with tombstones (or with
//! empty slots where no probe goes past), and starts with 16 slots that it doubles as keys
//! come. The API: `new`; `insert(k, v)` and `remove(k)`, which return the value `k` had;
//! `get(k)`; `len`.
//!
//! **The bug:** a removal checks whether the next slot is empty without wrapping around the
//! end of the table, so it empties the last slot even when a probe sequence goes on from
//! there to slot 0, and the keys placed after the wrap can no longer be found: `get` says
//! `None`, `insert` adds them a second time.
//!
//! **Why it is deep:** the state needs a probe sequence that crosses the end of the table
//! (keys whose home slots crowd the end), a removal of the key in the last slot, then an
//! operation on a key placed after the wrap. Both of these keys must be drawn twice, once to
//! be inserted and once to be removed or looked up, which a random `u64` practically never
//! is: only the boundary values (0, 1, 2, `u64::MAX`, `u64::MAX - 1`) come back. With 16
//! slots their homes are 0, 9, 3, 6 and 12: two of them meet across the end only behind half
//! a dozen other keys whose homes fill the end of the table, and before the twelfth key
//! doubles it (then the homes move). A user who picks two keys whose home is the last slot
//! needs 5 calls: `new`, two `insert`s, `remove`, `get` (see
//! `demos/tests/planted/hashtab.rs`).

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// The spec, as a user would write it: every method once, keys and values over all of `u64`.
fn engine<const BUGGY: bool>() -> Engine {
    let (mut engine, ty) = super::engine_for("hashtab", BUGGY);
    let map = engine.abstract_type::<reference::Map, candidate::HashTab<BUGGY>>("m");
    engine.declare(
        &format!("{ty}::new"),
        args().returns(map.clone()),
        reference::Map::new,
        candidate::HashTab::<BUGGY>::new,
    );
    engine
        .declare(
            &format!("{ty}::insert"),
            args()
                .arg(map.by_mut())
                .arg(int::<u64>())
                .arg(int::<u64>())
                .returns(option(int::<u64>())),
            reference::Map::insert,
            candidate::HashTab::<BUGGY>::insert,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::remove"),
            args()
                .arg(map.by_mut())
                .arg(int::<u64>())
                .returns(option(int::<u64>())),
            reference::Map::remove,
            candidate::HashTab::<BUGGY>::remove,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::get"),
            args()
                .arg(map.by_ref())
                .arg(int::<u64>())
                .returns(option(int::<u64>())),
            reference::Map::get,
            candidate::HashTab::<BUGGY>::get,
        )
        .method();
    engine
        .declare(
            &format!("{ty}::len"),
            args().arg(map.by_ref()).returns(int::<usize>()),
            reference::Map::len,
            candidate::HashTab::<BUGGY>::len,
        )
        .method();
    engine
}

/// The engine with the planted bug.
pub fn faulty_engine() -> Engine {
    engine::<true>()
}

/// The engine with the correct candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::planted::hashtab::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false>()
}

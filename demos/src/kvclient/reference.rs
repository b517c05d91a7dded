//! The reference client: each function opens the store, works, and closes it.

use super::{KvStore, ALIAS, HOPS};

/// The setting `key` (modulo 128), following at most [`HOPS`] aliases before the store is
/// closed; `None` if it is still an alias after them (a loop).
pub fn load<S: KvStore>(mut store: S, key: u8) -> Option<u8> {
    store.open();
    let mut value = store.get(key % 128);
    for _ in 0..HOPS {
        match value {
            Some(v) if v >= ALIAS => value = store.get(v - ALIAS),
            _ => break,
        }
    }
    store.close();
    value.filter(|&v| v < ALIAS)
}

/// Saves `value` under `key` (modulo 128) unless it is there already; whether it wrote.
pub fn save<S: KvStore>(mut store: S, key: u8, value: u8) -> bool {
    store.open();
    let key = key % 128;
    let write = store.get(key) != Some(value);
    if write {
        store.put(key, value);
    }
    store.close();
    write
}

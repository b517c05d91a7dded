//! The reference client: each function opens the store, works, and closes it.

use super::{KvStore, ALIAS};

/// The setting `key` (modulo 128), following one alias, read before the store is closed.
pub fn load<S: KvStore>(mut store: S, key: u8) -> Option<u8> {
    store.open();
    let value = match store.get(key % 128) {
        Some(v) if v >= ALIAS => store.get(v - ALIAS),
        v => v,
    };
    store.close();
    value
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

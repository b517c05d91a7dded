//! The client with a planted bug. **Planted bug:** `load` closes the store as soon as it has
//! the first value, then follows an alias with a `get` on the closed store: out of protocol,
//! on the path where the store answers an alias (a value of 128 or more) only. The stub
//! panics there. Expected reproducer (1 step, minimal: see the [module](super)):
//!
//! ```text
//! let _ = client::load(demos::kvclient::KvStoreStub::from_tape(&[1, 4]), 0u8); // the candidate panics: KvStore stub: `get` is out of protocol after `open`, `get`, `close` ...
//! ```

use super::{KvStore, ALIAS};

/// The setting `key` (modulo 128), closing the store too early on an alias: the bug.
pub fn load<S: KvStore>(mut store: S, key: u8) -> Option<u8> {
    store.open();
    let value = store.get(key % 128);
    store.close();
    match value {
        Some(v) if v >= ALIAS => store.get(v - ALIAS),
        v => v,
    }
}

/// Saves `value` under `key` (modulo 128) unless it is there already (right).
pub fn save<S: KvStore>(store: S, key: u8, value: u8) -> bool {
    super::reference::save(store, key, value)
}

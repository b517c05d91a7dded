//! The client with a planted bug. **Planted bug:** `load` follows the first alias, closes the
//! store, and only then follows a second alias: a `get` on the closed store, out of protocol,
//! on the path where the store answers an alias twice in a row only. The stub panics there.
//! Expected reproducer (1 step, minimal: see the [module](super)):
//!
//! ```text
//! let _ = client::load(demos::kvclient::KvStoreStub::from_tape(&[1, 96, 128, 1, 4]), 0u8); // the candidate panics: KvStore stub: `get` is out of protocol after `open`, `get`, `get`, `close` ...
//! ```

use super::{KvStore, ALIAS};

/// The setting `key` (modulo 128), closing the store before the second alias: the bug.
pub fn load<S: KvStore>(mut store: S, key: u8) -> Option<u8> {
    store.open();
    let mut value = store.get(key % 128);
    if let Some(v) = value.filter(|&v| v >= ALIAS) {
        value = store.get(v - ALIAS);
    }
    store.close();
    if let Some(v) = value.filter(|&v| v >= ALIAS) {
        value = store.get(v - ALIAS);
    }
    value.filter(|&v| v < ALIAS)
}

/// Saves `value` under `key` (modulo 128) unless it is there already (right).
pub fn save<S: KvStore>(store: S, key: u8, value: u8) -> bool {
    super::reference::save(store, key, value)
}

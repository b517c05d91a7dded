//! A correct client, written as a session that closes its store when it ends (a guard), so
//! that no path can use the store after `close`.

use super::{KvStore, ALIAS, HOPS};

/// A store opened for the guard's lifetime.
struct Session<S: KvStore>(S);

impl<S: KvStore> Session<S> {
    fn open(mut store: S) -> Self {
        store.open();
        Session(store)
    }
}

impl<S: KvStore> Drop for Session<S> {
    fn drop(&mut self) {
        self.0.close();
    }
}

/// The setting `key` (modulo 128), following at most [`HOPS`] aliases.
pub fn load<S: KvStore>(store: S, key: u8) -> Option<u8> {
    let mut s = Session::open(store);
    let mut value = s.0.get(key & 0x7f)?;
    for _ in 0..HOPS {
        if value < ALIAS {
            return Some(value);
        }
        value = s.0.get(value & 0x7f)?;
    }
    (value < ALIAS).then_some(value)
}

/// Saves `value` under `key` (modulo 128) unless it is there already; whether it wrote.
pub fn save<S: KvStore>(store: S, key: u8, value: u8) -> bool {
    let mut s = Session::open(store);
    let key = key & 0x7f;
    if s.0.get(key) == Some(value) {
        return false;
    }
    s.0.put(key, value);
    true
}

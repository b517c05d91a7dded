//! A correct candidate: one map and an undo log, with a mark per open transaction.

use std::collections::HashMap;

use super::TxStore;

/// One map, and for each write inside a transaction the key's previous value, so that a
/// rollback can undo the writes since its `begin`.
#[derive(Debug, Clone, Default)]
pub struct Working {
    map: HashMap<u8, u32>,
    /// `(key, previous value)`, oldest first.
    undo: Vec<(u8, Option<u32>)>,
    /// Per open transaction, the length of `undo` at its `begin`.
    marks: Vec<usize>,
}

impl Working {
    /// Where the innermost open transaction's undo entries begin.
    pub(crate) fn innermost_mark(&self) -> Option<usize> {
        self.marks.last().copied()
    }

    /// Drops the undo entries from `len` on (the faulty candidate's mistake).
    pub(crate) fn truncate_undo(&mut self, len: usize) {
        self.undo.truncate(len);
    }

    fn logged(&mut self, key: u8, previous: Option<u32>) -> Option<u32> {
        if !self.marks.is_empty() {
            self.undo.push((key, previous));
        }
        previous
    }
}

impl TxStore for Working {
    fn new() -> Working {
        Working::default()
    }
    fn put(&mut self, key: u8, value: u32) -> Option<u32> {
        let previous = self.map.insert(key, value);
        self.logged(key, previous)
    }
    fn get(&self, key: u8) -> Option<u32> {
        self.map.get(&key).copied()
    }
    fn remove(&mut self, key: u8) -> Option<u32> {
        let previous = self.map.remove(&key);
        self.logged(key, previous)
    }
    fn begin(&mut self) {
        self.marks.push(self.undo.len());
    }
    fn commit(&mut self) {
        self.marks.pop().expect("commit outside a transaction");
        // The writes now belong to the enclosing transaction, which may still roll back.
        if self.marks.is_empty() {
            self.undo.clear();
        }
    }
    fn rollback(&mut self) {
        let mark = self.marks.pop().expect("rollback outside a transaction");
        for (key, previous) in self.undo.drain(mark..).rev() {
            match previous {
                Some(v) => self.map.insert(key, v),
                None => self.map.remove(&key),
            };
        }
    }
    fn depth(&self) -> usize {
        self.marks.len()
    }
}

//! The faulty candidate: a commit drops the transaction's undo entries, even when the
//! transaction is nested and its writes still belong to the enclosing one.

use super::working::Working;
use super::TxStore;

/// [`Working`], but `commit` forgets the undo log of a nested transaction.
#[derive(Debug, Clone, Default)]
pub struct Faulty(Working);

impl TxStore for Faulty {
    fn new() -> Faulty {
        Faulty::default()
    }
    fn put(&mut self, key: u8, value: u32) -> Option<u32> {
        self.0.put(key, value)
    }
    fn get(&self, key: u8) -> Option<u32> {
        self.0.get(key)
    }
    fn remove(&mut self, key: u8) -> Option<u32> {
        self.0.remove(key)
    }
    fn begin(&mut self) {
        self.0.begin();
    }
    fn commit(&mut self) {
        let mark = self
            .0
            .innermost_mark()
            .expect("commit outside a transaction");
        // The bug: "committed writes need no undo", true only of the outermost transaction.
        self.0.truncate_undo(mark);
        self.0.commit();
    }
    fn rollback(&mut self) {
        self.0.rollback();
    }
    fn depth(&self) -> usize {
        self.0.depth()
    }
}

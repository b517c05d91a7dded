//! A correct candidate: the current path as one string, cut back at each `close`.

use super::ArchiveWriter;

/// The current path as a string, with the length it had before each open directory and the
/// entry count of each.
#[derive(Debug, Clone, Default)]
pub struct Working {
    cwd: String,
    /// Per open directory: the length of `cwd` before it, and its entries so far.
    stack: Vec<(usize, usize)>,
    root_entries: usize,
    listing: Vec<String>,
    done: bool,
}

impl Working {
    fn add(&mut self, name: u8) -> String {
        assert!(!self.done, "a call after finish");
        match self.stack.last_mut() {
            Some((_, n)) => *n += 1,
            None => self.root_entries += 1,
        }
        let path = format!("{}/{name}", self.cwd);
        self.listing.push(path.clone());
        path
    }
}

impl ArchiveWriter for Working {
    fn new() -> Working {
        Working::default()
    }
    fn open(&mut self, name: u8) {
        self.add(name);
        self.stack.push((self.cwd.len(), 0));
        self.cwd = format!("{}/{name}", self.cwd);
    }
    fn write(&mut self, name: u8) -> String {
        self.add(name)
    }
    fn close(&mut self) -> usize {
        assert!(!self.done, "a call after finish");
        let (len, entries) = self.stack.pop().expect("close at the root");
        self.cwd.truncate(len);
        entries
    }
    fn finish(&mut self) -> Vec<String> {
        assert!(
            !self.done && self.stack.is_empty(),
            "finish with open directories"
        );
        self.done = true;
        std::mem::take(&mut self.listing)
    }
    fn cwd(&self) -> String {
        if self.cwd.is_empty() {
            "/".to_string()
        } else {
            self.cwd.clone()
        }
    }
}

//! The faulty candidate: the open directories' names in a fixed array of four.

use super::ArchiveWriter;

/// How many directory names the faulty candidate keeps.
const LEVELS: usize = 4;

/// The open directories' names in a fixed array: a fifth level's name is dropped.
#[derive(Debug, Clone, Default)]
pub struct Faulty {
    names: [u8; LEVELS],
    entries: [usize; LEVELS + 1],
    depth: usize,
    listing: Vec<String>,
    done: bool,
}

impl Faulty {
    fn path(&self) -> String {
        let kept = self.depth.min(LEVELS);
        let names: Vec<String> = self.names[..kept].iter().map(u8::to_string).collect();
        format!("/{}", names.join("/"))
    }

    fn add(&mut self, name: u8) -> String {
        assert!(!self.done, "a call after finish");
        self.entries[self.depth.min(LEVELS)] += 1;
        let parent = self.path();
        let path = if parent == "/" {
            format!("/{name}")
        } else {
            format!("{parent}/{name}")
        };
        self.listing.push(path.clone());
        path
    }
}

impl ArchiveWriter for Faulty {
    fn new() -> Faulty {
        Faulty::default()
    }
    fn open(&mut self, name: u8) {
        self.add(name);
        // The bug: beyond four levels the name has nowhere to go, and is dropped.
        if self.depth < LEVELS {
            self.names[self.depth] = name;
        }
        self.depth += 1;
        if self.depth <= LEVELS {
            self.entries[self.depth] = 0;
        }
    }
    fn write(&mut self, name: u8) -> String {
        self.add(name)
    }
    fn close(&mut self) -> usize {
        assert!(!self.done, "a call after finish");
        assert!(self.depth > 0, "close at the root");
        let entries = self.entries[self.depth.min(LEVELS)];
        self.depth -= 1;
        entries
    }
    fn finish(&mut self) -> Vec<String> {
        assert!(
            !self.done && self.depth == 0,
            "finish with open directories"
        );
        self.done = true;
        std::mem::take(&mut self.listing)
    }
    fn cwd(&self) -> String {
        self.path()
    }
}

//! The reference: the open directories' names and entry counts on a vector.

use super::ArchiveWriter;

/// The open directories, outermost first, each with its name and how many entries it holds
/// so far; the root is the first, and has no name.
#[derive(Debug, Clone)]
pub struct Levels {
    open: Vec<(Option<u8>, usize)>,
    listing: Vec<String>,
    finished: bool,
}

impl Levels {
    fn path(&self) -> String {
        let names: Vec<String> = self
            .open
            .iter()
            .filter_map(|(n, _)| n.map(|n| n.to_string()))
            .collect();
        format!("/{}", names.join("/"))
    }

    fn add(&mut self, name: u8) -> String {
        assert!(!self.finished, "a call after finish");
        let parent = self.path();
        self.open.last_mut().expect("the root is never closed").1 += 1;
        let path = format!(
            "{}{name}",
            if parent == "/" {
                "/".to_string()
            } else {
                parent + "/"
            }
        );
        self.listing.push(path.clone());
        path
    }
}

impl ArchiveWriter for Levels {
    fn new() -> Levels {
        Levels {
            open: vec![(None, 0)],
            listing: Vec::new(),
            finished: false,
        }
    }
    fn open(&mut self, name: u8) {
        self.add(name);
        self.open.push((Some(name), 0));
    }
    fn write(&mut self, name: u8) -> String {
        self.add(name)
    }
    fn close(&mut self) -> usize {
        assert!(!self.finished, "a call after finish");
        assert!(self.open.len() > 1, "close at the root");
        self.open.pop().expect("checked").1
    }
    fn finish(&mut self) -> Vec<String> {
        assert!(!self.finished, "finish twice");
        assert!(self.open.len() == 1, "finish with open directories");
        self.finished = true;
        self.listing.clone()
    }
    fn cwd(&self) -> String {
        self.path()
    }
}

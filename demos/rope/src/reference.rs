//! The reference: a plain `String`, copied on every `append`.

use super::RopeApi;

/// A rope that is just its text.
#[derive(Debug, Clone, PartialEq)]
pub struct Rope(String);

impl RopeApi for Rope {
    fn new() -> Rope {
        Rope(String::new())
    }
    fn from_string(s: String) -> Rope {
        Rope(s)
    }
    fn push_str(&mut self, s: String) {
        self.0.push_str(&s)
    }
    fn append(&mut self, other: &Rope) {
        self.0.push_str(&other.0)
    }
    fn len(&self) -> usize {
        self.0.len()
    }
    fn byte_at(&self, i: usize) -> u8 {
        self.0.as_bytes()[i]
    }
    fn slice(&self, start: usize, end: usize) -> String {
        self.0[start..end].to_string()
    }
    fn insert(&mut self, i: usize, s: String) {
        self.0.insert_str(i, &s)
    }
    fn split_off(&mut self, at: usize) -> Rope {
        Rope(self.0.split_off(at))
    }
}

//! The reference: one `String`.

use std::fmt;

/// A text, edited by character index.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rope(String);

impl Rope {
    /// The empty text.
    pub fn new() -> Rope {
        Rope::default()
    }

    /// Appends `s`.
    pub fn push_str(&mut self, s: String) {
        self.0.push_str(&s);
    }

    /// Inserts `s` before the character at index `at` (at the end if `at` is the length).
    ///
    /// # Panics
    ///
    /// When `at` is past the length, in characters.
    pub fn insert(&mut self, at: usize, s: String) {
        let byte = self
            .0
            .char_indices()
            .nth(at)
            .map(|(b, _)| b)
            .unwrap_or_else(|| {
                assert_eq!(at, self.len_chars(), "index out of bounds");
                self.0.len()
            });
        self.0.insert_str(byte, &s);
    }

    /// The length, in characters.
    pub fn len_chars(&self) -> usize {
        self.0.chars().count()
    }
}

impl fmt::Display for Rope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

//! The reference: a `String`, with char indices turned into byte offsets by `char_indices`.

/// A text buffer edited at char indices.
#[derive(Debug, Clone, Default)]
pub struct TextBuf(String);

impl TextBuf {
    /// An empty buffer.
    pub fn new() -> TextBuf {
        TextBuf::default()
    }

    /// The byte offset of the char at index `i` (the length at the end).
    fn byte_of(&self, i: usize) -> usize {
        self.0
            .char_indices()
            .nth(i)
            .map_or(self.0.len(), |(b, _)| b)
    }

    /// Inserts `text` before the char at index `at`.
    ///
    /// # Panics
    ///
    /// When `at` is beyond the number of chars.
    pub fn insert(&mut self, at: usize, text: String) {
        assert!(at <= self.len_chars(), "index out of bounds");
        let b = self.byte_of(at);
        self.0.insert_str(b, &text);
    }

    /// Deletes `count` chars from index `at` on.
    ///
    /// # Panics
    ///
    /// When the range goes beyond the number of chars.
    pub fn delete(&mut self, at: usize, count: usize) {
        assert!(at + count <= self.len_chars(), "range out of bounds");
        let (start, end) = (self.byte_of(at), self.byte_of(at + count));
        self.0.replace_range(start..end, "");
    }

    /// The number of chars.
    pub fn len_chars(&self) -> usize {
        self.0.chars().count()
    }

    /// The text.
    pub fn text(&self) -> String {
        self.0.clone()
    }
}

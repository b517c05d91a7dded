//! The candidate: a `String` with an index of the byte offset of every 16th char, so that a
//! char index becomes a byte offset in at most 15 steps from the nearest mark. Every edit
//! re-indexes the text after the mark before it.
//!
//! Byte offsets are summed from the chars' UTF-8 widths, which [`utf8_width`] computes from the
//! code point ranges of UTF-8's forms: 1 byte up to U+007F, 2 up to U+07FF, 3 up to U+FFFF,
//! 4 above.
//!
//! **Planted bug** (`BUGGY = true`): the faulty width takes U+0800 (`'ࠀ'`), the first 3-byte
//! code point, for a 2-byte one: a `<=` where `<` belongs. Every byte offset past a U+0800 is
//! one short, so an edit after it lands one byte early: inside a character (a panic) or before
//! the previous character (the wrong text). Every other character has the right width.

/// The number of chars between two marks.
const MARK: usize = 16;

/// The UTF-8 width of `c`, in bytes.
///
/// # Examples
///
/// ```
/// use demos::planted::textbuf::candidate::utf8_width;
/// for c in ['a', 'é', '\u{7ff}', '\u{801}', '€', '😀'] {
///     assert_eq!(utf8_width::<true>(c), c.len_utf8());
/// }
/// assert_eq!(utf8_width::<false>('\u{800}'), 3);
/// assert_eq!(utf8_width::<true>('\u{800}'), 2); // the planted bug
/// ```
pub fn utf8_width<const BUGGY: bool>(c: char) -> usize {
    let c = u32::from(c);
    let two = if BUGGY { c <= 0x800 } else { c < 0x800 };
    if c < 0x80 {
        1
    } else if two {
        2
    } else if c < 0x1_0000 {
        3
    } else {
        4
    }
}

/// A text buffer edited at char indices.
#[derive(Debug, Clone)]
pub struct TextBuf<const BUGGY: bool> {
    text: String,
    /// The number of chars.
    chars: usize,
    /// `marks[k]` is the byte offset of char `k * MARK`, for every such index up to `chars`.
    marks: Vec<usize>,
}

/// The candidate with the planted bug.
pub type Faulty = TextBuf<true>;
/// The correct candidate.
pub type Working = TextBuf<false>;

impl<const BUGGY: bool> Default for TextBuf<BUGGY> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const BUGGY: bool> TextBuf<BUGGY> {
    /// An empty buffer.
    pub fn new() -> Self {
        TextBuf {
            text: String::new(),
            chars: 0,
            marks: vec![0],
        }
    }

    /// The byte offset of the char at index `i` (the length at the end): from the mark
    /// before it, plus the widths of the chars in between.
    fn byte_of(&self, i: usize) -> usize {
        let k = i / MARK;
        let mut b = self.marks[k];
        for c in self.text[b..].chars().take(i - k * MARK) {
            b += utf8_width::<BUGGY>(c);
        }
        b
    }

    /// Recomputes the marks after an edit at char index `at`: those up to it still hold.
    fn reindex(&mut self, at: usize) {
        let k = at / MARK;
        self.marks.truncate(k + 1);
        let mut b = self.marks[k];
        for (n, c) in self.text[b..].chars().enumerate() {
            b += utf8_width::<BUGGY>(c);
            if (n + 1) % MARK == 0 {
                self.marks.push(b);
            }
        }
    }

    /// Inserts `text` before the char at index `at`.
    ///
    /// # Panics
    ///
    /// When `at` is beyond the number of chars.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::textbuf::{Faulty, Working};
    /// let mut w = Working::new();
    /// w.insert(0, "\u{800}b".to_string());
    /// w.insert(2, "a".to_string());
    /// assert_eq!(w.text(), "\u{800}ba");
    /// let mut f = Faulty::new();
    /// f.insert(0, "\u{800}b".to_string());
    /// f.insert(2, "a".to_string());
    /// assert_eq!(f.text(), "\u{800}ab"); // the planted bug
    /// ```
    pub fn insert(&mut self, at: usize, text: String) {
        assert!(at <= self.chars, "index out of bounds");
        let b = self.byte_of(at);
        self.text.insert_str(b, &text);
        self.chars += text.chars().count();
        self.reindex(at);
    }

    /// Deletes `count` chars from index `at` on.
    ///
    /// # Panics
    ///
    /// When the range goes beyond the number of chars.
    pub fn delete(&mut self, at: usize, count: usize) {
        assert!(at + count <= self.chars, "range out of bounds");
        let (start, end) = (self.byte_of(at), self.byte_of(at + count));
        self.text.replace_range(start..end, "");
        self.chars -= count;
        self.reindex(at);
    }

    /// The number of chars.
    pub fn len_chars(&self) -> usize {
        self.chars
    }

    /// The text.
    pub fn text(&self) -> String {
        self.text.clone()
    }
}

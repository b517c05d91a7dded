//! The candidate: a rope, a sequence of chunks of at most [`CHUNK`] bytes, each with its
//! length in characters.
//!
//! `push_str` fills the last chunk, then opens new ones. `insert` finds the chunk that holds
//! the character index by adding up the chunks' character counts, converts the index within
//! the chunk to a byte offset, inserts there, and splits the chunk in halves (at character
//! boundaries) while it is over [`CHUNK`] bytes. Converting a character index to a byte offset
//! walks the chunk's characters, except in a chunk of ASCII text only (as many bytes as
//! characters), where they are the same.
//!
//! **Planted bug** (`BUGGY = true`): the ASCII shortcut tests the *first* chunk instead of the
//! chunk where the insertion goes. With one chunk, that is the same; past [`CHUNK`] bytes, an
//! insertion in a later chunk that holds multi-byte characters, while the first chunk is
//! ASCII, takes a character index for a byte offset: the text goes in too early, or the
//! insertion panics in the middle of a character.

use std::fmt;

/// The most bytes in a chunk.
pub const CHUNK: usize = 1024;

/// A piece of the text.
#[derive(Debug, Clone, Default)]
struct Chunk {
    text: String,
    /// The length of `text` in characters.
    chars: usize,
}

impl Chunk {
    fn new(text: String) -> Chunk {
        let chars = text.chars().count();
        Chunk { text, chars }
    }
}

/// The largest character boundary of `s` at or below `i`.
fn floor_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// `text` in pieces of at most `CHUNK` bytes, halving at character boundaries.
fn pieces(text: String, out: &mut Vec<Chunk>) {
    if text.len() <= CHUNK {
        out.push(Chunk::new(text));
        return;
    }
    let mut left = text;
    let right = left.split_off(floor_boundary(&left, left.len() / 2));
    pieces(left, out);
    pieces(right, out);
}

/// A text in chunks of at most 1 KiB, edited by character index.
#[derive(Debug, Clone, Default)]
pub struct Rope<const BUGGY: bool> {
    /// Nonempty chunks.
    chunks: Vec<Chunk>,
    len_chars: usize,
}

/// The candidate with the planted bug.
pub type Faulty = Rope<true>;

/// The correct candidate.
pub type Working = Rope<false>;

impl<const BUGGY: bool> Rope<BUGGY> {
    /// The empty text.
    pub fn new() -> Self {
        Rope {
            chunks: Vec::new(),
            len_chars: 0,
        }
    }

    /// The length, in characters.
    pub fn len_chars(&self) -> usize {
        self.len_chars
    }

    /// The number of chunks.
    pub fn chunks(&self) -> usize {
        self.chunks.len()
    }

    /// Appends `s`.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::rope::Working;
    /// let mut r = Working::new();
    /// r.push_str("a".repeat(1500));
    /// assert_eq!(r.chunks(), 2);
    /// assert_eq!(r.len_chars(), 1500);
    /// ```
    pub fn push_str(&mut self, s: String) {
        let mut rest = s.as_str();
        while !rest.is_empty() {
            let room = self.chunks.last().map_or(0, |c| CHUNK - c.text.len());
            let cut = floor_boundary(rest, room);
            if cut == 0 {
                self.chunks.push(Chunk::default());
                continue;
            }
            let last = self.chunks.last_mut().expect("a chunk with room");
            let (head, tail) = rest.split_at(cut);
            let chars = head.chars().count();
            last.text.push_str(head);
            last.chars += chars;
            self.len_chars += chars;
            rest = tail;
        }
    }

    /// Inserts `s` before the character at index `at` (at the end if `at` is the length).
    ///
    /// # Panics
    ///
    /// When `at` is past the length, in characters.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::rope::Working;
    /// let mut r = Working::new();
    /// r.push_str("héllo".to_string());
    /// r.insert(2, "-".to_string());
    /// assert_eq!(r.to_string(), "hé-llo");
    /// ```
    pub fn insert(&mut self, at: usize, s: String) {
        assert!(at <= self.len_chars, "index {at} out of bounds");
        if s.is_empty() {
            return;
        }
        if self.chunks.is_empty() {
            return self.push_str(s);
        }
        // The chunk that holds index `at`: the first whose end is at or after it.
        let mut ci = 0;
        let mut base = 0;
        while at > base + self.chunks[ci].chars {
            base += self.chunks[ci].chars;
            ci += 1;
        }
        let local = at - base;
        let ascii = if BUGGY {
            self.chunks[0].text.len() == self.chunks[0].chars
        } else {
            self.chunks[ci].text.len() == self.chunks[ci].chars
        };
        let chunk = &mut self.chunks[ci];
        let byte = if ascii {
            local
        } else {
            chunk
                .text
                .char_indices()
                .nth(local)
                .map_or(chunk.text.len(), |(b, _)| b)
        };
        let chars = s.chars().count();
        chunk.text.insert_str(byte, &s);
        chunk.chars += chars;
        self.len_chars += chars;
        if chunk.text.len() > CHUNK {
            let mut split = Vec::new();
            pieces(std::mem::take(&mut chunk.text), &mut split);
            self.chunks.splice(ci..=ci, split);
        }
    }
}

impl<const BUGGY: bool> fmt::Display for Rope<BUGGY> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.chunks.iter().try_for_each(|c| f.write_str(&c.text))
    }
}

//! The candidate: a set of `u16` that is a sorted `Vec` while it is small and a bitmap of
//! 65,536 bits (1,024 words) once it holds more than [`THRESHOLD`] elements, as Roaring
//! bitmaps do within a container. It stays a bitmap after that.
//!
//! The conversion builds the bitmap one word at a time: the elements are sorted, so those of
//! a word come together; their bits accumulate until an element lies past the current word,
//! and then the word is stored and the next one begins.
//!
//! **Planted bug** (`BUGGY = true`): "past the current word" is tested with `>` where `>=` is
//! right, so an element that is exactly the first of the next word (a multiple of 64) is
//! taken to be in the current one: its bit lands at position 0 of the current word. The set
//! loses it and gains the first element of the current word. Only a conversion runs this
//! code, so only a set of more than 200 elements shows the bug.

/// The most elements a sorted-vector set holds: one more, and it becomes a bitmap.
pub const THRESHOLD: usize = 200;

/// Bits per word.
const BITS: usize = 64;

/// Words in a bitmap of every `u16`.
const WORDS: usize = (u16::MAX as usize + 1) / BITS;

/// How the elements are stored.
#[derive(Debug, Clone)]
enum Repr {
    /// Strictly increasing elements.
    Sorted(Vec<u16>),
    /// Bit `x % 64` of word `x / 64` says whether `x` is in the set.
    Bitmap(Box<[u64]>),
}

/// A set of `u16`: a sorted vector, then a bitmap.
#[derive(Debug, Clone)]
pub struct BigSet<const BUGGY: bool> {
    repr: Repr,
    len: usize,
}

/// The candidate with the planted bug.
pub type Faulty = BigSet<true>;

/// The correct candidate.
pub type Working = BigSet<false>;

/// The union of two strictly increasing sequences, strictly increasing.
fn merge(a: &[u16], b: &[u16]) -> Vec<u16> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

impl<const BUGGY: bool> BigSet<BUGGY> {
    /// The empty set.
    pub fn new() -> Self {
        BigSet {
            repr: Repr::Sorted(Vec::new()),
            len: 0,
        }
    }

    /// Whether the set is a bitmap by now.
    pub fn is_bitmap(&self) -> bool {
        matches!(self.repr, Repr::Bitmap(_))
    }

    /// The bitmap of strictly increasing elements, built a word at a time.
    fn to_bitmap(sorted: &[u16]) -> Box<[u64]> {
        let mut words = vec![0u64; WORDS].into_boxed_slice();
        let mut word = 0;
        let mut bits = 0u64;
        for &x in sorted {
            let x = usize::from(x);
            let past = if BUGGY {
                x > (word + 1) * BITS
            } else {
                x >= (word + 1) * BITS
            };
            if past {
                words[word] = bits;
                word = x / BITS;
                bits = 0;
            }
            bits |= 1 << (x % BITS);
        }
        words[word] = bits;
        words
    }

    /// Becomes a bitmap if the sorted vector has grown past the threshold.
    fn convert_if_large(&mut self) {
        if let Repr::Sorted(v) = &self.repr {
            if v.len() > THRESHOLD {
                self.repr = Repr::Bitmap(Self::to_bitmap(v));
            }
        }
    }

    /// Adds `x`; whether it was absent.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::bigset::Working;
    /// let mut s = Working::new();
    /// assert!(s.insert(64));
    /// assert!(!s.insert(64));
    /// ```
    pub fn insert(&mut self, x: u16) -> bool {
        let added = match &mut self.repr {
            Repr::Sorted(v) => match v.binary_search(&x) {
                Ok(_) => false,
                Err(i) => {
                    v.insert(i, x);
                    true
                }
            },
            Repr::Bitmap(words) => {
                let (w, bit) = (usize::from(x) / BITS, 1 << (x as usize % BITS));
                let added = words[w] & bit == 0;
                words[w] |= bit;
                added
            }
        };
        if added {
            self.len += 1;
            self.convert_if_large();
        }
        added
    }

    /// Adds every element of `xs`.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::planted::bigset::Working;
    /// let mut s = Working::new();
    /// s.extend((0..1000).collect());
    /// assert!(s.is_bitmap());
    /// assert!(s.contains(64) && s.contains(999) && !s.contains(1000));
    /// ```
    pub fn extend(&mut self, mut xs: Vec<u16>) {
        match &mut self.repr {
            Repr::Sorted(v) => {
                xs.sort_unstable();
                xs.dedup();
                *v = merge(v, &xs);
                self.len = v.len();
                self.convert_if_large();
            }
            Repr::Bitmap(_) => {
                for x in xs {
                    self.insert(x);
                }
            }
        }
    }

    /// Removes `x`; whether it was present.
    pub fn remove(&mut self, x: u16) -> bool {
        let removed = match &mut self.repr {
            Repr::Sorted(v) => match v.binary_search(&x) {
                Ok(i) => {
                    v.remove(i);
                    true
                }
                Err(_) => false,
            },
            Repr::Bitmap(words) => {
                let (w, bit) = (usize::from(x) / BITS, 1 << (x as usize % BITS));
                let removed = words[w] & bit != 0;
                words[w] &= !bit;
                removed
            }
        };
        if removed {
            self.len -= 1;
        }
        removed
    }

    /// Whether `x` is in the set.
    pub fn contains(&self, x: u16) -> bool {
        match &self.repr {
            Repr::Sorted(v) => v.binary_search(&x).is_ok(),
            Repr::Bitmap(words) => words[usize::from(x) / BITS] >> (x as usize % BITS) & 1 == 1,
        }
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl<const BUGGY: bool> Default for BigSet<BUGGY> {
    fn default() -> Self {
        Self::new()
    }
}

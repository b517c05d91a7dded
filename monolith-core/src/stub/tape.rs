//! The answer tape: the bytes a stub decodes its answers from, lazily, in call order.
//!
//! # The byte contract
//!
//! * Each answer is drawn by its type's [`Data::draw`], from the front of what is left of the
//!   tape, exactly as the engine draws an argument of that type: byte 0 gives the simplest
//!   value (`0`, `false`, `None`, `Ok(0)`, an empty `Vec`), and lowering bytes simplifies
//!   answers.
//! * A tape that runs out gives zero bytes: every answer after its end is the simplest value
//!   of its type. An answer of type `()` reads nothing.
//! * The same tape and the same calls give the same answers, whatever else happens: the tape
//!   holds no state but its position.

use crate::config::generation::Generation;
use crate::env::Env;
use crate::pool::Pool;
use crate::source::Source;
use crate::spec::{Cx, Data};

/// The bytes a stub decodes its answers from, in call order.
///
/// The byte contract: each answer is drawn by its type's [`Data::draw`] from the front of what
/// is left of the tape, as the engine draws an argument of that type, so byte 0 gives the
/// simplest value; past the end of the tape, every answer is the simplest value of its type;
/// a `()` answer reads nothing; the same tape and the same calls give the same answers.
///
/// # Examples
///
/// ```
/// use monolith_core::stub::Tape;
/// // A `bool` reads one byte; a `u8` reads one, whose small values are the boundary values
/// // (4 is `u8::MAX`), or two.
/// let mut tape = Tape::new(&[1, 4]);
/// let first: bool = tape.answer();
/// let second: u8 = tape.answer();
/// assert_eq!((first, second), (true, 255));
/// // Past the end: the simplest answers.
/// assert_eq!(tape.answer::<Option<u8>>(), None);
/// assert!(tape.is_exhausted());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tape {
    bytes: Vec<u8>,
    pos: usize,
}

impl Tape {
    /// A tape over `bytes`, at its start.
    ///
    /// # Examples
    ///
    /// ```
    /// let tape = monolith_core::stub::Tape::new(&[3, 4]);
    /// assert_eq!((tape.bytes(), tape.position()), (&[3u8, 4][..], 0));
    /// ```
    pub fn new(bytes: &[u8]) -> Tape {
        Tape {
            bytes: bytes.to_vec(),
            pos: 0,
        }
    }

    /// Decodes the next answer, of type `T`, from the bytes after the previous answers (see
    /// the byte contract of [`Tape`]).
    ///
    /// # Panics
    ///
    /// When `T` cannot be drawn even from zero bytes (a recursive type whose variants all
    /// mention it).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::stub::Tape;
    /// let mut tape = Tape::new(&[]);
    /// assert_eq!(tape.answer::<(u8, Vec<u8>, Result<bool, u8>)>(), (0, vec![], Ok(false)));
    /// ```
    pub fn answer<T: Data>(&mut self) -> T {
        let start = self.pos.min(self.bytes.len());
        let (value, read) = draw_from::<T>(&self.bytes[start..]).unwrap_or_else(|| {
            let simplest = draw_from::<T>(&[]).unwrap_or_else(|| {
                panic!(
                    "monolith: a stub cannot draw an answer of type `{}`, even from zero bytes",
                    std::any::type_name::<T>()
                )
            });
            (simplest.0, self.bytes.len() - start)
        });
        self.pos = start + read;
        value
    }

    /// All the bytes of the tape, those read and those not.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// How many bytes the answers so far have read.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Whether the answers so far have read the whole tape: the next ones are the simplest.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut tape = monolith_core::stub::Tape::new(&[1]);
    /// assert!(!tape.is_exhausted());
    /// assert_eq!(tape.answer::<u8>(), 1);
    /// assert!(tape.is_exhausted());
    /// ```
    pub fn is_exhausted(&self) -> bool {
        self.pos >= self.bytes.len()
    }
}

/// Draws a `T` from `bytes` as the engine would draw an argument (with an empty pool and the
/// default tactics), and how many bytes it read; `None` if the draw rejects.
fn draw_from<T: Data>(bytes: &[u8]) -> Option<(T, usize)> {
    let mut src = Source::from_bytes(bytes);
    let env = Env::new(Vec::new());
    let mut pool = Pool::new();
    let (mut reserved, mut picks) = (Vec::new(), Vec::new());
    let mut cx = Cx {
        src: &mut src,
        env: &env,
        reserved: &mut reserved,
        picks: &mut picks,
        render: false,
        depth: 0,
        pool: &mut pool,
        generation: Generation::default(),
    };
    let value = T::draw(&mut cx).ok()?;
    Some((value, src.position().min(bytes.len())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_bytes_give_the_simplest_answers() {
        let mut tape = Tape::new(&[0; 16]);
        assert_eq!(tape.answer::<Option<u32>>(), None);
        assert_eq!(tape.answer::<String>(), "");
        assert_eq!(tape.answer::<i64>(), 0);
        let mut empty = Tape::new(&[]);
        assert_eq!(empty.answer::<Vec<u8>>(), Vec::<u8>::new());
        assert_eq!(empty.position(), 0);
    }

    #[test]
    fn the_same_tape_gives_the_same_answers() {
        let bytes: Vec<u8> = (0..64u8).map(|b| b.wrapping_mul(37)).collect();
        let draw = || {
            let mut tape = Tape::new(&bytes);
            (
                tape.answer::<Option<u8>>(),
                tape.answer::<Vec<u16>>(),
                tape.answer::<bool>(),
            )
        };
        assert_eq!(draw(), draw());
    }

    #[test]
    fn unit_answers_read_nothing() {
        let mut tape = Tape::new(&[4]);
        tape.answer::<()>();
        assert_eq!(tape.position(), 0);
        assert_eq!(tape.answer::<u8>(), u8::MAX);
    }
}

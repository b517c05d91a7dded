//! The byte source: every choice the engine or a generator makes is a draw from it.
//!
//! A [`Source`] hands out bytes from the front of a buffer. The buffer is either a byte slice
//! (a fuzzer input, a saved regression, a replay token) or a ChaCha8 stream that *records* every
//! byte it hands out, so that any scenario, however it was produced, is a byte buffer that can be
//! saved, replayed and shrunk.
//!
//! # The byte contract
//!
//! * Draws read from the front only.
//! * Byte 0 always gives the simplest value (0, `false`, the first choice), so lowering bytes
//!   simplifies values and deleting bytes deletes choices.
//! * Running out of input is not an error: a draw past the end yields the simplest value and
//!   marks the source [exhausted](Source::is_exhausted). The engine then ends the scenario
//!   normally, before the instruction whose construction ran out.

pub(crate) mod marks;
pub(crate) mod spans;

use marks::{Marks, Picked};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use spans::{Label, Open, Span};

/// How many bytes random mode pulls from ChaCha at a time (one ChaCha block).
const REFILL: usize = 64;

/// A front-decoded source of bytes, from a slice or from a recording ChaCha8 stream.
///
/// # Examples
///
/// ```
/// use monolith_core::Source;
///
/// let mut src = Source::from_bytes(&[3, 0, 1]);
/// assert_eq!(src.draw_below(10), 3);
/// assert_eq!(src.draw_bool(), false);
/// assert_eq!(src.draw_u8(), 1);
/// assert!(!src.is_exhausted());
/// assert_eq!(src.draw_u8(), 0); // past the end: the simplest value
/// assert!(src.is_exhausted());
/// ```
pub struct Source<'a> {
    bytes: std::borrow::Cow<'a, [u8]>,
    pos: usize,
    /// The furthest position read before a [`rewind`](Source::rewind): the bytes a rejected
    /// attempt read belong to the scenario too.
    high: usize,
    rng: Option<ChaCha8Rng>,
    exhausted: bool,
    sequence: u64,
    /// The spans the generators close, when the shrinker asked for them.
    recording: Option<Box<Recording>>,
    /// The depth of the next span to open. Kept whether or not the source records spans: an
    /// open span costs no branch.
    depth: u32,
}

/// What a source the shrinker made records: the spans closed so far, and for a realigning
/// source the choices it must make.
#[derive(Debug, Default)]
struct Recording {
    spans: Vec<Span>,
    /// For a realigning run ([`Source::realigning`]): the variable the choice among live values
    /// at each position must choose, sorted by position. Its byte is rewritten to the simplest
    /// byte that chooses it, when that variable is a candidate.
    wanted: Vec<Picked>,
}

impl<'a> Source<'a> {
    /// A source that reads `bytes` and then runs dry.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::from_bytes(b"\x07");
    /// assert_eq!(src.draw_u8(), 7);
    /// ```
    pub fn from_bytes(bytes: &'a [u8]) -> Self {
        Source {
            bytes: std::borrow::Cow::Borrowed(bytes),
            pos: 0,
            high: 0,
            rng: None,
            exhausted: false,
            sequence: 0,
            recording: None,
            depth: 0,
        }
    }

    /// A source that never runs dry: it draws from ChaCha8 seeded with `seed` on stream
    /// `stream`, and records every byte it hands out (see [`Source::recorded`]).
    ///
    /// Random mode uses one stream per scenario, so scenario `i` of seed `s` can be regenerated
    /// without running the scenarios before it.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::Source;
    ///
    /// let mut a = Source::random(42, 7);
    /// let drawn: Vec<u8> = (0..5).map(|_| a.draw_u8()).collect();
    /// assert_eq!(a.recorded(), &drawn[..]);
    /// // Replaying the recorded bytes gives the same draws.
    /// let mut b = Source::from_bytes(a.recorded());
    /// assert!(drawn.iter().all(|&x| b.draw_u8() == x));
    /// ```
    pub fn random(seed: u64, stream: u64) -> Source<'static> {
        Streams::new(seed).source(stream, Vec::with_capacity(4 * REFILL))
    }

    /// A source that hands out `prefix` first, then continues like [`Source::random`] with
    /// `seed` and `stream`, recording everything. Feedback-guided random mode runs mutated
    /// scenarios this way: the mutated bytes, then fresh ones for as long as the scenario asks.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::Source;
    /// let mut src = Source::with_prefix(vec![7, 8], 1, 0);
    /// assert_eq!((src.draw_u8(), src.draw_u8()), (7, 8));
    /// let next = src.draw_u8();
    /// assert_eq!(src.recorded(), &[7, 8, next]);
    /// assert!(!src.is_exhausted());
    /// ```
    pub fn with_prefix(prefix: Vec<u8>, seed: u64, stream: u64) -> Source<'static> {
        Streams::new(seed).source(stream, prefix)
    }

    /// The bytes handed out so far, in order, up to the furthest read: those that an attempt
    /// the engine rewound over read are included, since replaying the scenario reads them
    /// again. For a slice source this is a prefix of the slice.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::from_bytes(&[1, 2, 3]);
    /// src.draw_u8();
    /// assert_eq!(src.recorded(), &[1]);
    /// ```
    #[inline]
    pub fn recorded(&self) -> &[u8] {
        &self.bytes[..self.consumed()]
    }

    /// How many bytes a replay of what was drawn so far reads: the furthest position read,
    /// before any rewind.
    #[inline]
    pub(crate) fn consumed(&self) -> usize {
        self.pos.max(self.high).min(self.bytes.len())
    }

    /// How many bytes have been read (including, for a slice source, none past its end).
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::from_bytes(&[1, 2]);
    /// src.draw_u8();
    /// assert_eq!(src.position(), 1);
    /// ```
    #[inline]
    pub fn position(&self) -> usize {
        // A draw moves past a byte only when there is one: the position never passes the end.
        debug_assert!(self.pos <= self.bytes.len());
        self.pos
    }

    /// Moves back to `position`, an earlier position of this source, so that the next draws read
    /// the same bytes again. The engine does this when an operation cannot be applied: the next
    /// operation it tries reads the bytes the rejected one read, so a rejected attempt costs no
    /// bytes and deleting an earlier instruction leaves later ones decoded the same way.
    #[inline]
    pub(crate) fn rewind(&mut self, position: usize) {
        debug_assert!(position <= self.pos);
        self.high = self.high.max(self.pos);
        self.pos = position.min(self.pos);
        if let Some(r) = &mut self.recording {
            r.spans.retain(|s| s.range.start < position);
        }
    }

    /// This source, recording spans for the shrinker (see [`Source::is_marking`]).
    pub(crate) fn marking(mut self) -> Self {
        self.recording = Some(Box::default());
        self
    }

    /// A marking source over `bytes` that makes each choice among live values at a position
    /// of `wanted` (sorted by position) choose the variable given there, when that variable is
    /// a candidate, by rewriting the choice's byte to the simplest byte that chooses it (see
    /// `env::draw_rank`). The bytes it read ([`Source::recorded`]) then replay the run as a
    /// plain source: the shrinker deletes an instruction and keeps what every later choice
    /// chose, though the deletion moved the values' ranks.
    pub(crate) fn realigning(bytes: Vec<u8>, wanted: Vec<Picked>) -> Source<'static> {
        debug_assert!(wanted.windows(2).all(|w| w[0].at < w[1].at));
        let mut src = Source::from_bytes(&[]).marking();
        src.bytes = std::borrow::Cow::Owned(bytes);
        if let Some(r) = &mut src.recording {
            r.wanted = wanted;
        }
        src
    }

    /// The variable the choice among live values whose byte is at `at` must choose, in a
    /// realigning source.
    #[inline]
    pub(crate) fn wanted_at(&self, at: usize) -> Option<u32> {
        let wanted = &self.recording.as_ref()?.wanted;
        let i = wanted.binary_search_by_key(&at, |p| p.at).ok()?;
        Some(wanted[i].var)
    }

    /// Rewrites the byte at `at`, if the source holds one and no draw has read it yet (a
    /// realigning source: its bytes are its own). An attempt the engine rewound over may have
    /// read it as something else: rewriting it then would make the bytes replay another run.
    pub(crate) fn rewrite(&mut self, at: usize, byte: u8) {
        if at < self.high {
            return;
        }
        if let Some(b) = self.bytes.to_mut().get_mut(at) {
            *b = byte;
        }
    }

    /// Whether the shrinker asked for spans (the byte ranges of what each draw drew): only a
    /// source the shrinker made records them, and generators check this before they compute a
    /// span's label.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(!monolith_core::Source::from_bytes(&[]).is_marking());
    /// ```
    #[inline]
    pub fn is_marking(&self) -> bool {
        self.recording.is_some()
    }

    /// Opens a span at the current position, one level deeper than the spans open now. Close it
    /// with [`Source::close`] once its draws are done, or [`Source::forget`] it.
    #[inline]
    pub(crate) fn open(&mut self) -> Open {
        let open = Open {
            start: self.pos,
            depth: self.depth,
        };
        self.depth = self.depth.wrapping_add(1);
        open
    }

    /// Closes `open` at the current position with `label`, and every span opened inside it
    /// that was left open. Records nothing unless the source is marking.
    #[inline]
    pub(crate) fn close(&mut self, open: Open, label: Label) {
        self.depth = open.depth;
        if let Some(r) = &mut self.recording {
            r.spans.push(Span {
                range: open.start..self.pos,
                depth: open.depth,
                label,
            });
        }
    }

    /// Draws a byte that chooses how to draw what follows (a tag), whose every value decodes
    /// as one of `simplest`, ascending: the simplest byte of each way to draw. A marking source
    /// records it, so that the shrinker tries those bytes and no other
    /// ([`Marks::byte_choices`](marks::Marks::byte_choices)).
    #[inline]
    pub(crate) fn draw_tag(&mut self, simplest: &'static [u8]) -> u8 {
        if !self.is_marking() {
            return self.draw_u8();
        }
        let open = self.open();
        let tag = self.draw_u8();
        self.close(open, Label::Tag(simplest));
        tag
    }

    /// Forgets `open` and every span opened inside it that was left open: a draw that gave up.
    #[inline]
    pub(crate) fn forget(&mut self, open: Open) {
        self.depth = open.depth;
    }

    /// Forgets every span opened inside `open` that was left open, and keeps `open` open: an
    /// attempt inside it that gave up, before the next attempt.
    #[inline]
    pub(crate) fn reopen(&mut self, open: Open) {
        self.depth = open.depth.wrapping_add(1);
    }

    /// Draws a length with `length`, then that many bytes: a collection of bytes for the
    /// shrinker, which deletes bytes inside it and shortens the length with them (`encode`
    /// gives the bytes `length` reads to give a length).
    pub(crate) fn draw_bytes(
        &mut self,
        length: impl FnOnce(&mut Self) -> usize,
        encode: marks::Encoder,
    ) -> Vec<u8> {
        let collection = self.open();
        let length_part = self.open();
        let n = length(self);
        self.close(length_part, Label::LengthDraw(encode));
        self.close(length_part, Label::Length);
        let bytes = (0..n)
            .map(|_| {
                let element = self.open();
                let b = self.draw_u8();
                self.close(element, Label::Element);
                b
            })
            .collect();
        self.close(collection, Label::Collection);
        bytes
    }

    /// The marks of the spans closed so far (none unless [`Source::is_marking`]).
    pub(crate) fn take_marks(&mut self) -> Marks {
        let spans = self
            .recording
            .as_mut()
            .map(|r| std::mem::take(&mut r.spans))
            .unwrap_or_default();
        Marks::from_spans(spans)
    }

    /// Whether a draw has asked for more bytes than a slice source holds.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::from_bytes(&[]);
    /// assert!(!src.is_exhausted());
    /// assert_eq!(src.draw_bool(), false);
    /// assert!(src.is_exhausted());
    /// ```
    #[inline]
    pub fn is_exhausted(&self) -> bool {
        self.exhausted
    }

    /// Whether the source is a fixed buffer (a fuzzer's input, replayed bytes), not an endless
    /// random stream.
    #[inline]
    pub(crate) fn is_finite(&self) -> bool {
        self.rng.is_none()
    }

    #[cold]
    fn refill_or_exhaust(&mut self) -> Option<u8> {
        match &mut self.rng {
            Some(rng) => {
                let bytes = self.bytes.to_mut();
                let old = bytes.len();
                bytes.resize(old + REFILL, 0);
                rng.fill_bytes(&mut bytes[old..]);
                let b = bytes[self.pos];
                self.pos += 1;
                Some(b)
            }
            None => {
                self.exhausted = true;
                None
            }
        }
    }

    /// Draws one byte. Reads 1 byte; an exhausted source yields 0.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::from_bytes(&[200]);
    /// assert_eq!(src.draw_u8(), 200);
    /// assert_eq!(src.draw_u8(), 0);
    /// ```
    #[inline]
    pub fn draw_u8(&mut self) -> u8 {
        if let Some(&b) = self.bytes.get(self.pos) {
            self.pos += 1;
            b
        } else {
            self.refill_or_exhaust().unwrap_or(0)
        }
    }

    /// Draws a boolean. Reads 1 byte; byte 0 (and an exhausted source) gives `false`, and
    /// otherwise the low bit decides.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::from_bytes(&[0, 1, 2]);
    /// assert_eq!((src.draw_bool(), src.draw_bool(), src.draw_bool()), (false, true, false));
    /// ```
    #[inline]
    pub fn draw_bool(&mut self) -> bool {
        self.draw_u8() & 1 == 1
    }

    /// Draws a number in `0..n`. Reads the fewest bytes `k >= 1` with `256^k >= n` (1 byte for
    /// `n <= 256`), big-endian, and reduces them modulo `n`; all-zero bytes give 0.
    ///
    /// It reads a byte even when `n <= 1` (and returns 0): a choice consumes the same bytes
    /// whatever the state, so deleting one instruction's bytes leaves the next instructions'
    /// draws aligned, which is what makes shrinking work.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::from_bytes(&[7, 1, 0, 9]);
    /// assert_eq!(src.draw_below(5), 2);     // 7 % 5, one byte
    /// assert_eq!(src.draw_below(1000), 256); // 0x0100 % 1000, two bytes
    /// assert_eq!(src.draw_below(1), 0);      // one byte read all the same
    /// assert!(!src.is_exhausted());
    /// ```
    #[inline]
    pub fn draw_below(&mut self, n: u64) -> u64 {
        if n <= 256 {
            return u64::from(self.draw_u8()) % n.max(1);
        }
        let bytes = (64 - (n - 1).leading_zeros()).div_ceil(8);
        let mut x: u64 = 0;
        for _ in 0..bytes {
            x = (x << 8) | u64::from(self.draw_u8());
        }
        x % n
    }

    /// The bytes that [`Source::draw_below`]`(n)` reads to give `k` (for `k < n`): its inverse.
    pub(crate) fn encode_below(n: u64, k: u64) -> Vec<u8> {
        if n <= 256 {
            return vec![k as u8];
        }
        let bytes = (64 - (n - 1).leading_zeros()).div_ceil(8) as usize;
        k.to_be_bytes()[8 - bytes..].to_vec()
    }

    /// Draws a number in `0..n` for spans wider than `u64` (128-bit integer intervals).
    /// Same contract as [`Source::draw_below`]; `n == 0` stands for `2^128`.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::from_bytes(&[0; 16]);
    /// assert_eq!(src.draw_below_u128(0), 0);
    /// ```
    #[inline]
    pub fn draw_below_u128(&mut self, n: u128) -> u128 {
        if let Ok(small) = u64::try_from(n) {
            if small != 0 {
                return u128::from(self.draw_below(small));
            }
        }
        let bytes = if n == 0 {
            16
        } else {
            (128 - (n - 1).leading_zeros()).div_ceil(8)
        };
        let mut x: u128 = 0;
        for _ in 0..bytes {
            x = (x << 8) | u128::from(self.draw_u8());
        }
        if n == 0 {
            x
        } else {
            x % n
        }
    }

    /// The next value of the scenario's sequential counter: 0, 1, 2, ... Reads no byte. The
    /// counter restarts at 0 with every scenario. This backs [`crate::spec::sequential`].
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::from_bytes(&[]);
    /// assert_eq!((src.next_sequential(), src.next_sequential()), (0, 1));
    /// assert!(!src.is_exhausted());
    /// ```
    #[inline]
    pub fn next_sequential(&mut self) -> u64 {
        let n = self.sequence;
        self.sequence += 1;
        n
    }

    /// Consumes the source and returns the recorded bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut src = monolith_core::Source::random(1, 0);
    /// src.draw_u8();
    /// assert_eq!(src.into_recorded().len(), 1);
    /// ```
    pub fn into_recorded(self) -> Vec<u8> {
        let n = self.consumed();
        let mut v = self.bytes.into_owned();
        v.truncate(n);
        v
    }

    /// The source's buffer, emptied, for the next scenario's source to fill: random mode
    /// allocates one buffer per run, not one per scenario.
    pub(crate) fn into_buffer(self) -> Vec<u8> {
        let mut v = self.bytes.into_owned();
        v.clear();
        v
    }
}

/// The ChaCha8 streams of one seed: scenario `i` of a random run draws from stream `i` (see
/// [`Source::random`]). The seed is expanded into a key once per run, not once per scenario.
pub(crate) struct Streams {
    key: <ChaCha8Rng as SeedableRng>::Seed,
}

impl Streams {
    /// The streams of `seed`.
    pub(crate) fn new(seed: u64) -> Streams {
        Streams {
            key: ChaCha8Rng::seed_from_u64(seed).get_seed(),
        }
    }

    /// A source that hands out `prefix` first (empty for a plain random scenario), then draws
    /// from stream `stream`, recording everything in `prefix`'s buffer.
    pub(crate) fn source(&self, stream: u64, prefix: Vec<u8>) -> Source<'static> {
        let mut rng = ChaCha8Rng::from_seed(self.key);
        rng.set_stream(stream);
        Source {
            bytes: std::borrow::Cow::Owned(prefix),
            pos: 0,
            high: 0,
            rng: Some(rng),
            exhausted: false,
            sequence: 0,
            recording: None,
            depth: 0,
        }
    }
}

impl std::fmt::Debug for Source<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Source")
            .field("position", &self.position())
            .field("random", &self.rng.is_some())
            .field("exhausted", &self.exhausted)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A realigning source rewrites a byte before its first read, never after: a byte that an
    /// attempt the engine rewound over has read keeps its value, so the bytes replay the run.
    #[test]
    fn a_byte_is_rewritten_only_before_it_is_read() {
        let mut src = Source::realigning(vec![5, 6, 7], Vec::new());
        assert_eq!((src.draw_u8(), src.draw_u8()), (5, 6));
        src.rewind(0);
        src.rewrite(1, 9);
        src.rewrite(2, 9);
        assert_eq!((src.draw_u8(), src.draw_u8(), src.draw_u8()), (5, 6, 9));
        assert_eq!(src.recorded(), &[5, 6, 9]);
    }

    /// A rejected attempt that read further than what came after it: a replay of the recorded
    /// bytes must read them again, or it runs dry where the first run did not.
    #[test]
    fn recorded_bytes_reach_the_furthest_read_before_a_rewind() {
        let mut src = Source::random(1, 0);
        src.draw_u8();
        let at = src.position();
        for _ in 0..4 {
            src.draw_u8();
        }
        src.rewind(at);
        src.draw_u8();
        assert_eq!(src.position(), 2);
        assert_eq!(src.consumed(), 5);
        assert_eq!(src.recorded().len(), 5);
        assert_eq!(src.into_recorded().len(), 5);
    }

    #[test]
    fn exhaustive_small_buffers_are_deterministic_and_bounded() {
        for a in 0..=255u8 {
            for n in [1u64, 2, 3, 16, 255, 256, 257, 70_000] {
                let buf = [a, a.wrapping_mul(7)];
                let x = Source::from_bytes(&buf).draw_below(n);
                let y = Source::from_bytes(&buf).draw_below(n);
                assert_eq!(x, y);
                assert!(x < n);
            }
        }
    }

    #[test]
    fn zero_bytes_give_simplest_values() {
        let mut s = Source::from_bytes(&[0; 32]);
        assert_eq!(s.draw_below(1 << 40), 0);
        assert!(!s.draw_bool());
        assert_eq!(s.draw_below_u128(u128::MAX), 0);
    }

    /// A run's streams draw what a ChaCha8 generator seeded for each scenario draws.
    #[test]
    fn streams_draw_as_a_generator_seeded_per_scenario() {
        let streams = Streams::new(42);
        for stream in [0, 1, 77, u64::MAX - 1] {
            let mut rng = ChaCha8Rng::seed_from_u64(42);
            rng.set_stream(stream);
            let mut expected = [0u8; 150];
            rng.fill_bytes(&mut expected);
            let mut src = streams.source(stream, Vec::new());
            let drawn: Vec<u8> = (0..150).map(|_| src.draw_u8()).collect();
            assert_eq!(drawn, expected);
            let mut buffer = src.into_buffer();
            assert!(buffer.is_empty() && buffer.capacity() >= 150);
            buffer.extend_from_slice(&[7, 8]);
            let mut again = streams.source(stream, buffer);
            assert_eq!(
                (again.draw_u8(), again.draw_u8(), again.draw_u8()),
                (7, 8, expected[0])
            );
        }
    }

    #[test]
    fn random_refills_across_blocks() {
        let mut s = Source::random(9, 3);
        let v: Vec<u8> = (0..200).map(|_| s.draw_u8()).collect();
        assert!(!s.is_exhausted());
        assert_eq!(s.recorded(), &v[..]);
        let mut t = Source::random(9, 3);
        assert!(v.iter().all(|&b| t.draw_u8() == b));
    }
}

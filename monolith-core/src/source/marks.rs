//! What a run tells the shrinker about the structure of its bytes, beyond instruction
//! boundaries: where each generated collection drew its length and each of its elements, and
//! where a value was recalled from the scenario's pool, with bytes that draw the same value
//! afresh. The source keeps them as the generators draw; the shrinker reads them.
//!
//! Random mode and the fuzzers never pay for this: only a source the shrinker makes
//! ([`Source::marking`](crate::Source)) keeps marks, and generators check
//! [`Source::is_marking`](crate::Source::is_marking) before they compute one. The marks live
//! here, beside the source that writes them, so that a generator never imports the shrinker.

use std::ops::Range;

/// The marks of one run, in the order the generators finished them.
#[derive(Debug, Clone, Default)]
pub(crate) struct Marks {
    pub collections: Vec<Collection>,
    pub recalls: Vec<Recall>,
    pub texts: Vec<Text>,
    pub values: Vec<Value>,
    /// Where each integer of a range ([`lt`](crate::spec::lt), [`closed`](crate::spec::closed),
    /// ...) was drawn, and its value (its offset from 0, as `u128` bits): positions and
    /// indices, such as where an `insert` puts its text.
    pub indices: Vec<Index>,
    /// Each value of a derived data type drawn through
    /// [`draw_alternative`](crate::spec::draw_alternative) (a node of a recursive enum), with
    /// its type: a node can be replaced by a node of the same type inside it.
    pub nodes: Vec<Node>,
    /// The start and the encoder of the last length drawn by a length draw that knows how to
    /// encode any length ([`length`](crate::spec::length), string lengths): a collection whose
    /// length starts there can be given any other length.
    pub(crate) last_length: Option<(usize, Encoder)>,
    /// Each choice among live values: where its byte is, and the variable it chose.
    pub picked: Vec<Picked>,
    /// How many variables were bound once each instruction had run, in order: instruction `i`
    /// bound the variables from `vars[i - 1]` (0 for the first) to `vars[i]`.
    pub vars: Vec<u32>,
    /// For a realigning run ([`Source::realigning`](crate::Source)): the variable the choice
    /// among live values at each position must choose, sorted by position. Its byte is
    /// rewritten to the simplest byte that chooses it, when that variable is a candidate.
    pub(crate) wanted: Vec<Picked>,
}

/// A choice among live values: the position of its byte and the variable it chose (or must
/// choose).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Picked {
    pub at: usize,
    pub var: u32,
}

/// Encodes a length as the bytes its length draw reads to give it.
pub(crate) type Encoder = fn(usize) -> Vec<u8>;

/// A collection (a `Vec`, a string): the bytes of its length, and of each element.
#[derive(Debug, Clone)]
pub(crate) struct Collection {
    pub length: Range<usize>,
    /// How to encode another length in place of `length`'s bytes, when the length draw is
    /// known; otherwise the shrinker lowers those bytes as a big-endian number.
    pub encode: Option<Encoder>,
    pub elements: Vec<Range<usize>>,
}

/// An integer of a range: the bytes of its draw, its value, and the range, so that the shrinker
/// can draw another value of the range there (an index that follows the character it pointed
/// at when texts are joined).
#[derive(Debug, Clone)]
pub(crate) struct Index {
    pub span: Range<usize>,
    /// The value's bits (its offset from 0, as [`Int::span`](crate::spec::Int::span) gives it).
    pub bits: u128,
    /// The range's lowest value, as bits, and its number of values (0 for `2^128`).
    pub lo: u128,
    pub count: u128,
}

/// A node of a derivation: a value of a derived data type, or a grammar rule's derivation. The
/// bytes of its whole draw, what it derives, and for a rule the number of zero bytes that draw
/// its smallest derivation.
#[derive(Debug, Clone)]
pub(crate) struct Node {
    pub span: Range<usize>,
    pub key: NodeKey,
    pub simplest: Option<usize>,
}

/// What a node derives: nodes with the same key can replace each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NodeKey {
    /// A value of this derived data type.
    Type(std::any::TypeId),
    /// The rule of this index, in the grammar of this identity.
    Rule(u64, usize),
}

/// A string drawn by [`string`](crate::spec::string), fresh or built from a recalled one: the
/// bytes of the whole draw, and the string, so that the shrinker can draw another string
/// there afresh (two texts merged into one).
#[derive(Debug, Clone)]
pub(crate) struct Text {
    pub span: Range<usize>,
    pub value: String,
}

/// An integer drawn by [`int`](crate::spec::int): the bytes of the draw, its type, and bytes
/// that draw it afresh, so that the shrinker can give another draw of the type the same value
/// (two keys that must collide, an endpoint that must touch another).
#[derive(Debug, Clone)]
pub(crate) struct Value {
    pub span: Range<usize>,
    pub ty: std::any::TypeId,
    pub literal: Afresh,
}

/// A value recalled from the pool, or drawn fresh behind bytes that would recall in another
/// state of the pool: the bytes of the draw, and bytes that draw the same value in any state.
/// Replacing the one with the other frees the value from the instruction that first produced
/// it, and from every instruction that changed the pool before it, so those can go.
#[derive(Debug, Clone)]
pub(crate) struct Recall {
    pub span: Range<usize>,
    pub literal: Afresh,
}

/// Bytes that draw a value afresh: given, or computed only when the shrinker asks (an integer
/// draw marks every value it draws, so the encoding waits until it is needed).
#[derive(Debug, Clone)]
pub(crate) enum Afresh {
    Bytes(Vec<u8>),
    Int {
        /// The value's bits, as [`Int::span`](crate::spec::Int::span) from zero gives them.
        bits: u128,
        boundaries: bool,
        encode: fn(u128, bool) -> Vec<u8>,
    },
}

impl Afresh {
    /// For an integer: its bits, and how to draw another value of its type afresh in its place
    /// (the bytes for given bits).
    pub fn int(&self) -> Option<(u128, impl Fn(u128) -> Vec<u8>)> {
        match *self {
            Afresh::Int {
                bits,
                boundaries,
                encode,
            } => Some((bits, move |other| encode(other, boundaries))),
            Afresh::Bytes(_) => None,
        }
    }

    pub fn bytes(&self) -> Vec<u8> {
        match self {
            Afresh::Bytes(b) => b.clone(),
            Afresh::Int {
                bits,
                boundaries,
                encode,
            } => encode(*bits, *boundaries),
        }
    }
}

impl Marks {
    /// Forgets what was marked at or after `position` (the engine rewinds over a rejected
    /// attempt).
    pub(crate) fn rewind(&mut self, position: usize) {
        self.collections.retain(|c| c.length.start < position);
        self.recalls.retain(|r| r.span.start < position);
        self.texts.retain(|t| t.span.start < position);
        self.values.retain(|v| v.span.start < position);
        self.indices.retain(|i| i.span.start < position);
        self.nodes.retain(|n| n.span.start < position);
        self.picked.retain(|p| p.at < position);
        if self.last_length.is_some_and(|(at, _)| at >= position) {
            self.last_length = None;
        }
    }
}

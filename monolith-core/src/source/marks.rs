//! What a run tells the shrinker about the structure of its bytes, derived from the run's
//! [spans](super::spans): where each instruction ended, where each generated collection drew
//! its length and each of its elements, where a value was recalled from the scenario's pool,
//! with bytes that draw the same value afresh, and so on. Each kind of mark is a view of the
//! spans of one label, in the order they closed.
//!
//! Random mode and the fuzzers never pay for this: only a source the shrinker makes
//! ([`Source::marking`](crate::Source)) records spans, and generators check
//! [`Source::is_marking`](crate::Source::is_marking) before they compute a label. The marks
//! live here, beside the source that records the spans, so that a generator never imports the
//! shrinker.

use std::ops::Range;

use super::spans::{self, Label, Span};

/// The marks of one run, in the order the generators finished them.
#[derive(Debug, Clone, Default)]
pub(crate) struct Marks {
    /// Every span of the run, in the order they closed: what the marks below are views of.
    pub spans: Vec<Span>,
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
    /// Each choice among live values: where its byte is, and the variable it chose.
    pub picked: Vec<Picked>,
    /// How many variables were bound once each instruction had run, in order: instruction `i`
    /// bound the variables from `vars[i - 1]` (0 for the first) to `vars[i]`.
    pub vars: Vec<u32>,
}

/// A choice among live values: the position of its byte, the variable it chose (or must
/// choose), and whether the call may change that value (takes it by `&mut` or by value).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Picked {
    pub at: usize,
    pub var: u32,
    pub changes: bool,
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
    /// The variables instruction `i` bound (numbered from 0 in the order they were bound), or
    /// `None` if the run has no instruction `i`.
    pub(crate) fn bound_by(&self, i: usize) -> Option<Range<u32>> {
        let first = match i {
            0 => 0,
            _ => *self.vars.get(i - 1)?,
        };
        Some(first..*self.vars.get(i)?)
    }

    /// Every byte that decodes differently at `at`, when a one-byte span there says what it
    /// decodes to, ascending, each the simplest of its decoding: a choice among live values
    /// (the simplest byte of each rank), a tag (`Source::draw_tag`: the simplest byte of each
    /// way to draw what follows), or a range's boundary value (its tag: the lowest value,
    /// the next, the one before the last, the last). Any other byte there decodes as one of
    /// these, or reads more bytes. `None` where no such span says.
    pub(crate) fn byte_choices(&self, at: usize, byte: u8) -> Option<Vec<u8>> {
        let span = self
            .spans
            .iter()
            .find(|s| s.range == (at..at + 1) && s.label.is_choice())?;
        let mut choices: Vec<u8> = match span.label {
            Label::Pick { n, rank_byte, .. } => (0..n as usize).map(rank_byte).collect(),
            Label::Tag(simplest) => simplest.to_vec(),
            Label::Index { count, .. } if spans::BOUNDARY_TAGS.contains(&byte) => {
                // The offsets from the lowest value of the four boundary tags, the first of
                // each distinct value kept.
                let mut seen = Vec::new();
                (0..4u8)
                    .filter(|&t| {
                        let k = spans::boundary_offset(t, count);
                        let new = !seen.contains(&k);
                        seen.push(k);
                        new
                    })
                    .map(|t| spans::BOUNDARY_TAGS.start + t)
                    .collect()
            }
            _ => return None,
        };
        choices.sort_unstable();
        choices.dedup();
        Some(choices)
    }

    /// The marks of a run whose spans are `spans`, in the order they closed.
    pub(crate) fn from_spans(spans: Vec<Span>) -> Marks {
        let mut m = Marks::default();
        for (i, span) in spans.iter().enumerate() {
            let range = span.range.clone();
            match &span.label {
                Label::Instruction { vars } => m.vars.push(*vars),
                Label::Collection => m.collections.push(collection(&spans, i)),
                Label::Redraws => {
                    let elements: Vec<Range<usize>> = spans::parts(&spans, i)
                        .into_iter()
                        .map(|p| spans[p].range.clone())
                        .collect();
                    if let Some(first) = elements.first() {
                        m.collections.push(Collection {
                            length: first.start..first.start,
                            encode: Some(|_| Vec::new()),
                            elements,
                        });
                    }
                }
                Label::Recall(literal) => m.recalls.push(Recall {
                    span: range,
                    literal: literal.clone(),
                }),
                Label::Value { ty, literal } => m.values.push(Value {
                    span: range,
                    ty: *ty,
                    literal: literal.clone(),
                }),
                &Label::Index { bits, lo, count } => m.indices.push(Index {
                    span: range,
                    bits,
                    lo,
                    count,
                }),
                &Label::Node { key, simplest } => m.nodes.push(Node {
                    span: range,
                    key,
                    simplest,
                }),
                Label::Text(value) => m.texts.push(Text {
                    span: range,
                    value: value.clone(),
                }),
                &Label::Pick { var, changes, .. } => m.picked.push(Picked {
                    at: range.start,
                    var,
                    changes,
                }),
                Label::Argument
                | Label::Length
                | Label::LengthDraw(_)
                | Label::Element
                | Label::Refused
                | Label::Tag(_) => {}
            }
        }
        m.spans = spans;
        m
    }
}

/// The collection of `spans[at]`: its length part (empty at its start when it has none), the
/// encoder of a length draw that covers exactly that part, and its element parts.
fn collection(spans: &[Span], at: usize) -> Collection {
    let parts = spans::parts(spans, at);
    let start = spans[at].range.start;
    let length_part = parts
        .iter()
        .copied()
        .find(|&p| matches!(spans[p].label, Label::Length));
    let length = length_part.map_or(start..start, |p| spans[p].range.clone());
    // The length draw that starts the length part closed inside it, just before it.
    let encode = length_part.and_then(|p| {
        spans[..p]
            .iter()
            .rev()
            .take_while(|s| s.range.start >= length.start)
            .find_map(|s| match s.label {
                Label::LengthDraw(encode) if s.range.start == length.start => Some(encode),
                _ => None,
            })
    });
    let elements = parts
        .iter()
        .filter(|&&p| matches!(spans[p].label, Label::Element))
        .map(|&p| spans[p].range.clone())
        .collect();
    Collection {
        length,
        encode,
        elements,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(range: Range<usize>, label: Label) -> Span {
        Span {
            range,
            depth: 1,
            label,
        }
    }

    #[test]
    fn a_one_byte_choice_lists_the_simplest_byte_of_each_decoding() {
        let recency = |k: usize| if k == 0 { 0 } else { 128 + k as u8 };
        let index = |count| Label::Index {
            bits: 0,
            lo: 0,
            count,
        };
        let marks = Marks::from_spans(vec![
            span(
                3..4,
                Label::Pick {
                    var: 0,
                    n: 3,
                    rank_byte: recency,
                    changes: false,
                },
            ),
            span(5..6, index(1)),
            span(6..7, index(3)),
            span(7..8, index(100)),
            span(8..10, index(100)),
        ]);
        // Ranks 0, 1 and 2 of three live values, by recency.
        assert_eq!(marks.byte_choices(3, 200), Some(vec![0, 129, 130]));
        // A range of one value has one boundary value; of three, three.
        assert_eq!(marks.byte_choices(5, 198), Some(vec![176]));
        assert_eq!(marks.byte_choices(6, 211), Some(vec![176, 177, 179]));
        assert_eq!(marks.byte_choices(7, 176), Some(vec![176, 177, 178, 179]));
        // Not a boundary tag, a span of two bytes, a byte no span covers.
        assert_eq!(marks.byte_choices(7, 12), None);
        assert_eq!(marks.byte_choices(8, 180), None);
        assert_eq!(marks.byte_choices(4, 0), None);
    }
}

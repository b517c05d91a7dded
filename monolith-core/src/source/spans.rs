//! Spans: what a run's bytes drew, recorded as the bytes are drawn.
//!
//! Every generator, and the engine for each instruction, opens a span before it draws and
//! closes it with a [`Label`] after: an instruction, a collection with its length and each of
//! its elements, an integer, a string, a node of a derivation, a choice among live values.
//! Spans nest as the draws do (a collection holds its elements, an element holds the integers
//! drawn inside it), and each records its depth. Closing a span, or forgetting it (a draw that
//! gave up, an attempt the engine rejected), restores the depth it was opened at, so a draw
//! that fails half-way leaves no open span behind.
//!
//! A generator records spans with [`Source::open`](crate::Source) and
//! [`Source::close`](crate::Source); it needs no method of its own on the source, and nothing
//! from the shrinker, which reads the spans through the marks derived from them
//! ([`Marks::from_spans`](super::marks::Marks)). Only a source the shrinker made records spans:
//! random mode and the fuzzers pay a branch per span.
//!
//! # The instruction layout
//!
//! An instruction is a [`Label::Instruction`] span: two header bytes ([`OPERATION`] chooses the
//! operation by weight with [`WEIGHT`]), then its arguments' draws. Writing `[op, 0]` at the
//! start of an instruction ([`header`]) names operation `op % n` whatever the weights.

use std::any::TypeId;
use std::ops::Range;

use super::marks::{Afresh, Encoder, NodeKey};

/// The offset, in an instruction, of the byte that names its operation.
pub(crate) const OPERATION: usize = 0;
/// The offset, in an instruction, of the byte that keeps the named operation or lets the
/// weights choose another; 0 keeps it.
pub(crate) const WEIGHT: usize = 1;
/// The bytes before an instruction's first argument: the operation and the weight.
pub(crate) const HEADER: usize = 2;

/// The header bytes that name operation `op` (modulo the number of operations) whatever the
/// weights.
pub(crate) const fn header(op: u8) -> [u8; HEADER] {
    let mut h = [0; HEADER];
    h[OPERATION] = op;
    h[WEIGHT] = 0;
    h
}

/// The first bytes (tags) with which a range's draw gives one of its boundary values, with
/// boundaries on (see [`spec::ints`](crate::spec::ints)): tag `t` gives the value
/// [`boundary_offset`]`(t - 176, count)` above the range's lowest, in one byte.
pub(crate) const BOUNDARY_TAGS: Range<u8> = 176..216;

/// The offset above a range's lowest value of the boundary value that tag
/// `BOUNDARY_TAGS.start + t` gives, in a range of `count` values (0 for `2^128`): the lowest,
/// the next, the one before the last, and the last, in turn.
pub(crate) const fn boundary_offset(t: u8, count: u128) -> u128 {
    match t % 4 {
        0 => 0,
        1 if count != 1 => 1,
        2 if count != 1 => count.wrapping_sub(2),
        _ => count.wrapping_sub(1),
    }
}

/// A span of the bytes: the range of positions it read, how many spans hold it, and what it
/// drew there.
#[derive(Debug, Clone)]
pub(crate) struct Span {
    pub range: Range<usize>,
    pub depth: u32,
    pub label: Label,
}

/// A span opened and not yet closed: where it starts, and its depth. Pass it to
/// [`Source::close`](crate::Source) or [`Source::forget`](crate::Source).
#[derive(Debug, Clone, Copy)]
#[must_use = "a span is closed or forgotten"]
pub(crate) struct Open {
    pub start: usize,
    pub depth: u32,
}

/// What a span drew.
#[derive(Debug, Clone)]
pub(crate) enum Label {
    /// An instruction that ran, with the number of variables bound once it had run.
    Instruction { vars: u32 },
    /// An argument built from its spec (an argument that is a live value is a
    /// [`Label::Pick`]).
    Argument,
    /// A collection (a `Vec`, a string, a repetition, a buffer): its [`Label::Length`] and
    /// [`Label::Element`] spans are the ones directly inside it.
    Collection,
    /// The draws of a collection's length.
    Length,
    /// A length draw that can give any length: `encode` writes the bytes it reads to give one.
    LengthDraw(Encoder),
    /// One element of a collection.
    Element,
    /// The draws of a value that were refused before the one kept (a refinement or a
    /// difference relation redraws): its [`Label::Refused`] spans are the ones directly
    /// inside it. The shrinker sees a collection with no length, so that deleting the refused
    /// draws puts the kept one first.
    Redraws,
    /// One refused draw.
    Refused,
    /// A value recalled from the scenario's pool, or drawn fresh behind bytes that would recall
    /// in another state of the pool, and bytes that draw the same value in any state.
    Recall(Afresh),
    /// An integer of type `ty` (or another value, drawn by the `arbitrary` bridge), and bytes
    /// that draw it afresh.
    Value { ty: TypeId, literal: Afresh },
    /// An integer of a range: its value as `u128` bits, the range's lowest value as bits and
    /// its number of values (0 for `2^128`).
    Index { bits: u128, lo: u128, count: u128 },
    /// A node of a derivation (a value of a derived data type, a grammar rule's derivation),
    /// and how many zero bytes draw the smallest node of its key.
    Node {
        key: NodeKey,
        simplest: Option<usize>,
    },
    /// A string, as drawn.
    Text(String),
    /// A byte that chooses how to draw what follows: the simplest byte of each way to draw,
    /// ascending (see `Source::draw_tag`).
    Tag(&'static [u8]),
    /// A choice among live values (one byte): the variable it chose, among how many, the
    /// simplest byte that chooses each rank, and whether the call may change the value (takes
    /// it by `&mut` or by value).
    Pick {
        var: u32,
        n: u32,
        rank_byte: fn(usize) -> u8,
        changes: bool,
    },
}

impl Label {
    /// Whether a span of this label is a part that a [`Label::Collection`] or a
    /// [`Label::Redraws`] span holds directly.
    fn is_part(&self) -> bool {
        matches!(self, Label::Length | Label::Element | Label::Refused)
    }

    /// Whether a one-byte span of this label can say every byte's decoding
    /// ([`Marks::byte_choices`](super::marks::Marks::byte_choices)).
    pub(crate) fn is_choice(&self) -> bool {
        matches!(
            self,
            Label::Pick { .. } | Label::Index { .. } | Label::Tag(_)
        )
    }
}

/// The parts directly inside `spans[parent]` (a collection or a redraw), in order: the spans
/// one level deeper, of a part label, closed since it was opened. Spans close in order, so they
/// are the ones just before it, back to the first one at its depth or above, or before its
/// start (what an attempt the engine gave up on left open).
pub(crate) fn parts(spans: &[Span], parent: usize) -> Vec<usize> {
    let Span {
        depth, ref range, ..
    } = spans[parent];
    let mut found: Vec<usize> = spans[..parent]
        .iter()
        .enumerate()
        .rev()
        .take_while(|(_, s)| s.depth > depth && s.range.start >= range.start)
        .filter(|(_, s)| s.depth == depth + 1 && s.label.is_part())
        .map(|(i, _)| i)
        .collect();
    found.reverse();
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Source;

    /// Draws a vector of `n` vectors, each of a one-byte length and that many bytes, with
    /// spans as the structural specs record them.
    fn nested(src: &mut Source<'_>, n: usize) {
        let outer = src.open();
        let length = src.open();
        src.draw_u8();
        src.close(length, Label::Length);
        for _ in 0..n {
            let element = src.open();
            let inner = src.open();
            let length = src.open();
            let k = src.draw_u8();
            src.close(length, Label::LengthDraw(|n| vec![n as u8]));
            src.close(length, Label::Length);
            for _ in 0..k {
                let e = src.open();
                src.draw_u8();
                src.close(e, Label::Element);
            }
            src.close(inner, Label::Collection);
            src.close(element, Label::Element);
        }
        src.close(outer, Label::Collection);
    }

    /// A collection holds its own length and elements only: those of a collection inside one
    /// of its elements are that collection's, and an element that drew no byte is still one.
    #[test]
    fn a_collection_holds_the_parts_one_level_inside_it() {
        let bytes = [2, 1, 7, 0];
        let mut src = Source::from_bytes(&bytes).marking();
        nested(&mut src, 2);
        let marks = src.take_marks();
        let [first, second, outer] = &marks.collections[..] else {
            panic!("three collections: {:?}", marks.collections);
        };
        assert_eq!(first.length, 1..2);
        assert_eq!(first.elements, std::iter::once(2..3).collect::<Vec<_>>());
        assert!(first.encode.is_some());
        assert_eq!(
            (second.length.clone(), second.elements.clone()),
            (3..4, vec![])
        );
        assert_eq!(outer.length, 0..1);
        assert_eq!(outer.elements, vec![1..3, 3..4]);
        // The outer length was not drawn by a length draw that can encode any length.
        assert!(outer.encode.is_none());
        let depths: Vec<u32> = marks.spans.iter().map(|s| s.depth).collect();
        assert_eq!(depths.last(), Some(&0));
        assert!(depths.iter().all(|&d| d <= 3));
    }

    /// Elements that draw no byte sit at the same position, each its own part.
    #[test]
    fn empty_elements_are_parts_each() {
        let mut src = Source::from_bytes(&[3]).marking();
        let collection = src.open();
        let length = src.open();
        src.draw_u8();
        src.close(length, Label::Length);
        for _ in 0..3 {
            let e = src.open();
            src.close(e, Label::Element);
        }
        src.close(collection, Label::Collection);
        let marks = src.take_marks();
        assert_eq!(marks.collections[0].elements, vec![1..1, 1..1, 1..1]);
    }

    /// A span left open (a draw that gave up half-way) is closed with the span around it, and
    /// a forgotten one leaves nothing: the next spans are at the depth they would have had.
    #[test]
    fn spans_left_open_do_not_move_the_next_ones() {
        let mut src = Source::from_bytes(&[1, 2, 3, 4]).marking();
        let attempt = src.open();
        let _left_open = src.open();
        src.draw_u8();
        src.forget(attempt);
        let collection = src.open();
        let length = src.open();
        src.draw_u8();
        src.close(length, Label::Length);
        let e = src.open();
        let _inner_left_open = src.open();
        src.draw_u8();
        src.close(e, Label::Element);
        let e = src.open();
        src.draw_u8();
        src.close(e, Label::Element);
        src.close(collection, Label::Collection);
        let marks = src.take_marks();
        assert_eq!(marks.collections[0].elements, vec![2..3, 3..4]);
        assert!(marks.spans.iter().all(|s| s.depth <= 1));
    }

    /// Rewinding forgets the spans the rewound draws closed, and a redraw's refused draws are
    /// a collection with no length.
    #[test]
    fn rewound_spans_are_forgotten_and_refused_draws_are_a_collection() {
        let mut src = Source::from_bytes(&[1, 2, 3, 4]).marking();
        let redraws = src.open();
        for _ in 0..2 {
            let draw = src.open();
            src.draw_u8();
            src.close(draw, Label::Refused);
        }
        let kept = src.open();
        src.draw_u8();
        src.forget(kept);
        src.close(redraws, Label::Redraws);
        let at = src.position();
        let pick = src.open();
        src.draw_u8();
        src.close(
            pick,
            Label::Pick {
                var: 0,
                n: 1,
                rank_byte: |k| k as u8,
                changes: false,
            },
        );
        src.rewind(at);
        let marks = src.take_marks();
        assert!(marks.picked.is_empty());
        let refused = &marks.collections[0];
        assert_eq!(
            (refused.length.clone(), refused.elements.clone()),
            (0..0, vec![0..1, 1..2])
        );
        assert_eq!(refused.encode.map(|e| e(5)), Some(Vec::new()));
    }

    /// The header names an operation whatever the weights: the weight byte is 0.
    #[test]
    fn the_header_names_its_operation() {
        let h = header(9);
        assert_eq!((h[OPERATION], h[WEIGHT], h.len()), (9, 0, HEADER));
    }
}

//! Generation from the byte stream: every choice is a draw, and byte 0 takes the smallest
//! derivation (the first alternative by size, no repetition beyond the minimum, the first
//! character of a class).
//!
//! Depth and length are bounded: past [`MAX_DEPTH`] nested rules or [`MAX_CHARS`] bytes of
//! output, every choice takes its smallest derivation without drawing, and a repetition under
//! way stops at its minimum, so every byte string gives a finite string of the language, a
//! little longer than [`MAX_CHARS`] at most.
//!
//! For the shrinker, each repetition is marked as a collection (its length and the elements
//! beyond the minimum) and each rule's derivation as a node, with the number of zero bytes that
//! draw the rule's smallest derivation: a subtree can be replaced by a smaller subtree of the
//! same rule inside it, or by the rule's smallest derivation.

use super::compile::{Bound, Compiled, Expr};
use crate::source::marks::NodeKey;
use crate::source::spans::Label;
use crate::Source;

/// Nested rules past which every choice takes its smallest derivation.
pub(crate) const MAX_DEPTH: u32 = 48;
/// Output length, in bytes, past which every choice takes its smallest derivation.
pub(crate) const MAX_CHARS: usize = 4096;

/// One generation.
pub(crate) struct Gen<'a, 's> {
    pub g: &'a Compiled,
    pub src: &'a mut Source<'s>,
    pub out: String,
    depth: u32,
    /// The grammar's identity, for the shrinker's node marks.
    pub id: u64,
    /// Cover mode: the items this scenario covered so far; choices are steered toward the
    /// others.
    pub cover: Option<&'a mut Vec<bool>>,
    /// The coverage items this value touched, as a bit set (bit `i % 64` of word `i / 64`):
    /// a derivation of thousands of characters touches a few dozen items, again and again.
    pub touched: Vec<u64>,
    /// Per rule, the number of zero bytes that draw its smallest derivation (for node marks).
    pub simplest: &'a dyn Fn(usize) -> usize,
}

impl<'a, 's> Gen<'a, 's> {
    pub fn new(
        g: &'a Compiled,
        src: &'a mut Source<'s>,
        id: u64,
        simplest: &'a dyn Fn(usize) -> usize,
    ) -> Self {
        Gen {
            g,
            src,
            out: String::new(),
            depth: 0,
            id,
            cover: None,
            touched: vec![0; g.items.len().div_ceil(64)],
            simplest,
        }
    }

    fn forced(&self) -> bool {
        self.depth > MAX_DEPTH || self.out.len() > MAX_CHARS
    }

    fn covered(&self, item: usize) -> bool {
        self.cover
            .as_deref()
            .is_none_or(|c| c.get(item).copied().unwrap_or(true))
    }

    fn touch(&mut self, item: usize) {
        if let Some(word) = self.touched.get_mut(item / 64) {
            *word |= 1 << (item % 64);
        }
        if let Some(c) = self.cover.as_deref_mut() {
            if let Some(slot) = c.get_mut(item) {
                *slot = true;
            }
        }
    }

    /// Generates `rule`.
    pub fn rule(&mut self, rule: usize) {
        let node = self.src.open();
        self.depth += 1;
        let g = self.g;
        self.expr(&g.rules[rule]);
        self.depth -= 1;
        if self.src.is_marking() {
            let simplest = (self.simplest)(rule);
            let key = NodeKey::Rule(self.id, rule);
            self.src.close(
                node,
                Label::Node {
                    key,
                    simplest: Some(simplest),
                },
            );
        }
    }

    fn expr(&mut self, e: &'a Expr) {
        match e {
            Expr::Lit(s) => self.out.push_str(s),
            Expr::Class(k) => {
                let class = &self.g.classes[*k];
                self.touch(class.item);
                let c = if self.forced() {
                    0
                } else {
                    draw_in_class(self.src, class.total)
                };
                self.out.push(nth(&class.ranges, c));
            }
            Expr::Rule(r) => self.rule(*r),
            Expr::Seq(items) => items.iter().for_each(|i| self.expr(i)),
            Expr::Alt { alts, order, item } => {
                let mut k = if self.forced() {
                    order[0]
                } else {
                    order[self.src.draw_below(alts.len() as u64) as usize]
                };
                if self.cover.is_some() && self.covered(item + k) {
                    if let Some(next) = (1..alts.len())
                        .map(|d| (k + d) % alts.len())
                        .find(|&j| !self.covered(item + j))
                    {
                        k = next;
                    }
                }
                self.touch(item + k);
                self.expr(&alts[k]);
            }
            Expr::Rep {
                body,
                min,
                max,
                item,
            } => {
                let (min, max) = (*min as usize, max.map(|m| m as usize));
                let room = max.map_or(usize::MAX, |m| m - min);
                let collection = self.src.open();
                let length = self.src.open();
                let draw = self.src.open();
                let mut extra = if self.forced() || room == 0 {
                    0
                } else {
                    draw_repeat(self.src).min(room)
                };
                // A repetition whose count was drawn is a collection for the shrinker; the
                // elements up to the minimum are not its to delete.
                let drawn = self.src.position() > length.start;
                if drawn {
                    self.src.close(draw, Label::LengthDraw(encode_repeat));
                    self.src.close(length, Label::Length);
                } else {
                    self.src.forget(length);
                }
                if self.cover.is_some() {
                    extra = self.steer(*item, min, max, extra);
                }
                let n = min + extra;
                let mut made = 0;
                while made < n {
                    // Past the length bound, the elements beyond the minimum are left out (the
                    // smallest derivation), so that a long repetition drawn early does not go
                    // on for thousands of elements.
                    if made >= min && self.forced() {
                        break;
                    }
                    let element = self.src.open();
                    self.expr(body);
                    if made >= min {
                        self.src.close(element, Label::Element);
                    } else {
                        self.src.forget(element);
                    }
                    made += 1;
                }
                let bound = match (made, max) {
                    (_, Some(m)) if made == m && m >= 2 => Bound::Max,
                    (0, _) => Bound::Zero,
                    (1, _) => Bound::One,
                    _ => Bound::Many,
                };
                self.touch(item + bound as usize);
                if drawn {
                    self.src.close(collection, Label::Collection);
                } else {
                    self.src.forget(collection);
                }
            }
        }
    }

    /// Cover mode: a repetition count whose bound this scenario has not covered yet, if the
    /// drawn one's is covered.
    fn steer(&self, item: usize, min: usize, max: Option<usize>, extra: usize) -> usize {
        let bound_of = |n: usize| match (n, max) {
            (_, Some(m)) if n == m && m >= 2 => Bound::Max,
            (0, _) => Bound::Zero,
            (1, _) => Bound::One,
            _ => Bound::Many,
        };
        if !self.covered(item + bound_of(min + extra) as usize) {
            return extra;
        }
        let many = min.max(2).min(max.unwrap_or(usize::MAX));
        for (bound, n) in [
            (Bound::Zero, 0),
            (Bound::One, 1),
            (
                Bound::Many,
                if Some(many) == max {
                    many.saturating_sub(1)
                } else {
                    many
                },
            ),
            (Bound::Max, max.unwrap_or(0)),
        ] {
            let fits = n >= min && max.is_none_or(|m| n <= m) && bound_of(n) == bound;
            if fits && self.g.applies[item + bound as usize] && !self.covered(item + bound as usize)
            {
                return n - min;
            }
        }
        extra
    }
}

/// Draws how many repetitions beyond the minimum: mostly a few, now and then dozens or
/// hundreds. Repetitions nest (a JSON array of arrays of strings), so the counts stay smaller
/// than [`length`](crate::spec::length)'s; [`MAX_CHARS`] bounds the whole.
///
/// | first byte | count | share of uniform bytes |
/// |---|---|---|
/// | `0..128` | `0..=3` (byte 0 gives 0) | 50% |
/// | `128..224` | `4..=15` | 37% |
/// | `224..248` | `16..=63` | 9% |
/// | `248..=255` | `64..=511` | 3% |
pub(crate) fn draw_repeat(src: &mut Source<'_>) -> usize {
    let tag = src.draw_u8();
    let n = match tag {
        0..128 => u64::from(tag) % 4,
        128..224 => 4 + u64::from(tag - 128) % 12,
        224..248 => 16 + src.draw_below(48),
        _ => 64 + src.draw_below(448),
    };
    n as usize
}

/// The bytes [`draw_repeat`] reads to give `n` (at most 511): its inverse, for the shrinker.
pub(crate) fn encode_repeat(n: usize) -> Vec<u8> {
    match n {
        0..4 => vec![n as u8],
        4..16 => vec![128 + (n - 4) as u8],
        16..64 => vec![224, (n - 16) as u8],
        _ => [
            vec![248],
            Source::encode_below(448, (n.min(511) - 64) as u64),
        ]
        .concat(),
    }
}

/// Draws an index into a class of `total` code points: uniform when it has at most 256,
/// otherwise its first 128 code points for a byte below 128 and any of them for the others, so
/// that a class over all of Unicode still yields ASCII often. Byte 0 gives index 0.
fn draw_in_class(src: &mut Source<'_>, total: u64) -> u64 {
    if total <= 256 {
        return src.draw_below(total);
    }
    let b = src.draw_u8();
    if b < 128 {
        u64::from(b)
    } else {
        src.draw_below(total)
    }
}

/// The `k`-th code point of normalised ranges (`k` below their total), as a `char`.
pub(crate) fn nth(ranges: &[(u32, u32)], mut k: u64) -> char {
    for &(lo, hi) in ranges {
        let n = u64::from(hi - lo) + 1;
        if k < n {
            return char::from_u32(lo + k as u32).unwrap_or('\u{fffd}');
        }
        k -= n;
    }
    char::from_u32(ranges[0].0).unwrap_or('\u{fffd}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeat_counts_encode_back() {
        for n in 0..=511 {
            let bytes = encode_repeat(n);
            assert_eq!(draw_repeat(&mut Source::from_bytes(&bytes)), n, "{bytes:?}");
        }
    }
}

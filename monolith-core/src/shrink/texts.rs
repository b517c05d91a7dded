//! The passes on drawn strings: join two into one, and simplify their characters.
//!
//! Every string a run draws is marked ([`marks::Text`](crate::source::marks::Text)) with the bytes of its draw and its
//! value, so a pass can put another string there: the bytes that draw it afresh
//! ([`fresh_text_literal`]). Re-running re-validates the rest, as for every pass.

use super::collections::MERGED;
use super::edits::{self, Edit};
use super::walk::{chunks, materialised};
use super::Shrinker;
use crate::source::marks::Text;
use crate::spec::text::fresh_text_literal;

/// Draws afresh, in place of an earlier string, that string joined with a later one, and
/// deletes the call that drew the later one (with the later recalls drawn afresh too): as
/// [`merge_collections`](super::collections::merge_collections), for strings built from recalled ones, which have no collection of
/// their own to merge into. The later string goes at the end of the earlier one, or at a
/// character index drawn by a range in its own call: `push_str(a)`, `insert(k, b)` becomes
/// `push_str(a[..k] + b + a[k..])`. When the later call drew an index, the later string also
/// goes at the end or at the start of the earlier one with the indices drawn after it moved to
/// follow the characters they pointed at: `push_str(a)`, `insert(0, b)`, `insert(|b| + 3, c)`
/// becomes `push_str(a + b)`, `insert(3, c)`, for a text whose structure the order of its
/// calls decided. Strings of at most [`MERGED`] draws.
pub(crate) fn merge_texts(s: &mut Shrinker<'_>) -> bool {
    for join in joins(s) {
        let (n, put) = (join.n, join.put);
        // The character offsets to join at, and whether the indices drawn after the deleted
        // call follow the characters they pointed at: at the end, where the later call put
        // it, and at the end or the start with the indices moved, for a text whose structure
        // the order of the calls decided (a chunk that split where the text went in).
        let mut at = vec![(n, Follow::No)];
        at.extend(put.map(|k| (k, Follow::No)));
        if let Some(k) = put {
            for o in [n, 0].into_iter().filter(|&o| o != k) {
                at.extend([(o, Follow::After), (o, Follow::Before)]);
            }
        }
        for (o, follow) in at {
            if s.exhausted() {
                return false;
            }
            if join.propose(s, o, follow, 0) {
                return true;
            }
        }
    }
    false
}

/// The most strings a scenario may have for [`pad_texts`].
const PADDED: usize = 4;

/// As [`merge_texts`], where the later call put its string, with the joined text lengthened by
/// a run of `'a'` at its start (1, 2, 4, ... 1,024 of them) and the later indices moved to
/// follow: `push_str(a)`, `insert(62, b)`, `insert(1020, "x")` becomes `push_str("aaaa…" +
/// a[..62] + b + a[62..])`, `insert(1036, "x")`, where one call on the joined text lays it out
/// otherwise than two calls did (a rope's chunks, which one call fills in order) and the text
/// must be longer to reach the same layout. The longer text is simpler in the shrink order, as
/// it has one call less; the other passes then shorten it where they can. Only for scenarios
/// of at most [`PADDED`] strings, once the other passes are done.
pub(crate) fn pad_texts(s: &mut Shrinker<'_>) -> bool {
    if s.best.marks.texts.len() > PADDED {
        return false;
    }
    for join in joins(s) {
        let o = join.put.unwrap_or(join.n);
        for pad in (0..=10).map(|k| 1 << k) {
            if s.exhausted() {
                return false;
            }
            if join.propose(s, o, Follow::No, pad) {
                return true;
            }
        }
    }
    false
}

/// Two strings drawn by two calls, the later one to be joined into the earlier one's draw.
struct Join {
    /// The earlier string's draw, and the later string's call.
    span: std::ops::Range<usize>,
    call: (usize, usize),
    first: String,
    second: String,
    /// Their lengths in characters.
    n: usize,
    m: usize,
    /// Where the later call put its string, in characters, if it drew an index: the joined
    /// text then reads as the two calls left it.
    put: Option<usize>,
}

/// The pairs of strings of the best buffer drawn by two calls, the later first, for scenarios
/// of at most [`MERGED`] strings.
fn joins(s: &Shrinker<'_>) -> Vec<Join> {
    let texts = &s.best.marks.texts;
    if texts.len() > MERGED || texts.len() < 2 {
        return Vec::new();
    }
    let cs = chunks(s);
    let instruction = |at: usize| cs.iter().position(|&(lo, hi)| lo <= at && at < hi);
    let mut joins = Vec::new();
    for later in texts.iter().rev() {
        let Some(j) = instruction(later.span.start) else {
            continue;
        };
        for earlier in texts {
            let apart = instruction(earlier.span.start).is_some_and(|i| i < j);
            if !apart || later.value.is_empty() || earlier.span.end > later.span.start {
                continue;
            }
            let (n, m) = (earlier.value.chars().count(), later.value.chars().count());
            let put = s
                .best
                .marks
                .indices
                .iter()
                .find(|i| (cs[j].0..cs[j].1).contains(&i.span.start))
                .and_then(|i| usize::try_from(i.bits).ok())
                .filter(|&k| k < n);
            joins.push(Join {
                span: earlier.span.clone(),
                call: cs[j],
                first: earlier.value.clone(),
                second: later.value.clone(),
                n,
                m,
                put,
            });
        }
    }
    joins
}

impl Join {
    /// Tries the best buffer with the earlier string replaced by `pad` `'a'`s, then
    /// `first[..o] + second + first[o..]`, the later call deleted, the later recalls drawn
    /// afresh, and the later indices moved as `follow` says, and by `pad`.
    fn propose(&self, s: &mut Shrinker<'_>, o: usize, follow: Follow, pad: usize) -> bool {
        let (first, second) = (&self.first, &self.second);
        let cut = first.char_indices().nth(o).map_or(first.len(), |(i, _)| i);
        let merged = format!(
            "{}{}{second}{}",
            "a".repeat(pad),
            &first[..cut],
            &first[cut..]
        );
        let Some(literal) = fresh_text_literal(&merged) else {
            return false;
        };
        let (lo, hi) = self.call;
        let mut edits = vec![
            Edit {
                range: self.span.clone(),
                with: literal,
            },
            Edit::delete(lo..hi),
        ];
        edits.extend(materialised(&s.best.marks, hi));
        if follow != Follow::No || pad > 0 {
            let (k, n, m) = (self.put.unwrap_or(self.n), self.n, self.m);
            let moved = |v: usize| {
                let w = match follow {
                    Follow::No => v,
                    Follow::Before if v > 0 => moved_index(v - 1, (k, o), (n, m)) + 1,
                    _ => moved_index(v, (k, o), (n, m)),
                };
                w.checked_add(pad)
            };
            let indices: Vec<Edit> = s
                .best
                .marks
                .indices
                .iter()
                .filter(|i| i.span.start >= hi)
                .filter_map(|i| {
                    let v = usize::try_from(i.bits).ok()?;
                    let w = moved(v)?;
                    // The range of an index into the text grows with it.
                    let count = match i.count {
                        0 => 0,
                        c => c.checked_add(pad as u128)?,
                    };
                    (w != v)
                        .then(|| edits::index_literal(i, count, w as u128))
                        .flatten()
                        .map(|with| Edit {
                            range: i.span.clone(),
                            with,
                        })
                })
                .collect();
            // A moved index drawn by recalling a value is drawn afresh by its own edit.
            edits.retain(|e| !indices.iter().any(|i| i.range.start == e.range.start));
            edits.extend(indices);
        }
        match edits::apply(&s.best.bytes, &mut edits) {
            Some(b) => s.consider(&b),
            None => false,
        }
    }
}

/// Whether the indices drawn after a joined call move with the text, and how an index between
/// two characters moves: with the character after it, or with the character before it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Follow {
    No,
    After,
    Before,
}

/// Where character `v` of `first[..k] + second + first[k..]` sits in `first[..o] + second +
/// first[o..]`, for a `first` of `n` characters and a `second` of `m`: the same character, or
/// the end for the end.
fn moved_index(v: usize, (k, o): (usize, usize), (n, m): (usize, usize)) -> usize {
    if v >= n + m {
        return v;
    }
    if (k..k + m).contains(&v) {
        return o + (v - k);
    }
    let f = if v < k { v } else { v - m };
    if f < o {
        f
    } else {
        f + m
    }
}

/// The simplest character of `c`'s UTF-8 width: `'a'`, `'\u{80}'`, `'\u{800}'` or
/// `'\u{10000}'`, each drawn by one byte, the first of its table.
fn simplest_of_width(c: char) -> char {
    match c.len_utf8() {
        1 => 'a',
        2 => '\u{80}',
        3 => '\u{800}',
        _ => '\u{10000}',
    }
}

/// How [`simplify_texts`] rewrites a run of characters.
#[derive(Clone, Copy)]
enum Simpler {
    /// Every character becomes `'a'`.
    Ascii,
    /// Every character becomes the simplest of its own width: a text whose bug needs a
    /// multi-byte character keeps its byte offsets.
    SameWidth,
}

impl Simpler {
    fn of(self, c: char) -> char {
        match self {
            Simpler::Ascii => 'a',
            Simpler::SameWidth => simplest_of_width(c),
        }
    }
}

/// Simplifies the characters of drawn strings, a run of characters at a time, from the last
/// string to the first: the whole string first, then halves, quarters and so on down to single
/// characters, wherever the larger run could not change. A run's characters all become `'a'`,
/// or else each the simplest of its own UTF-8 width (`'\u{80}'`, `'\u{800}'`, `'\u{10000}'`),
/// so that a text that needs a multi-byte character at some offset keeps one there. A string of
/// a thousand random characters becomes `"aaa…a\u{80}aaa…"` in a few dozen runs, where lowering
/// its bytes one at a time would take thousands; and equal characters make the deletions of
/// [`delete_elements`](super::collections::delete_elements) propose equal buffers, which cost
/// nothing after the first. The strings that begin with the one being simplified change with
/// it first: a key stored, then looked up with more characters after it, stays a prefix.
pub(crate) fn simplify_texts(s: &mut Shrinker<'_>) -> bool {
    let mut progress = false;
    let mut k = s.best.marks.texts.len();
    while k > 0 && !s.exhausted() {
        k -= 1;
        let Some(n) = s.best.marks.texts.get(k).map(|t| t.value.chars().count()) else {
            continue;
        };
        // Runs of characters still to try, as `(lo, hi)`: the whole string first.
        let mut runs = vec![(0, n)];
        while let Some((lo, hi)) = runs.pop() {
            if s.exhausted() {
                return progress;
            }
            // The text as the best buffer has it now (an earlier win changed it).
            let Some(text) = s.best.marks.texts.get(k).cloned() else {
                break;
            };
            let chars: Vec<char> = text.value.chars().collect();
            if hi > chars.len() {
                break;
            }
            let mut changed = false;
            let mut possible = false;
            for how in [Simpler::Ascii, Simpler::SameWidth] {
                let simpler: String = chars
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| if (lo..hi).contains(&i) { how.of(c) } else { c })
                    .collect();
                if simpler == text.value {
                    continue;
                }
                possible = true;
                let Some(literal) = fresh_text_literal(&simpler) else {
                    continue;
                };
                let alone = vec![Edit {
                    range: text.span.clone(),
                    with: literal,
                }];
                // The strings that begin with this one (a key stored, then looked up with
                // more after it) change with it first, so that a failure that needs the one
                // to be a prefix of the other survives; then it changes alone.
                let together = extended(&s.best.marks.texts, &text.value, &simpler);
                for mut edits in together.into_iter().chain([alone]) {
                    if let Some(b) = edits::apply(&s.best.bytes, &mut edits) {
                        if s.consider(&b) {
                            changed = true;
                            break;
                        }
                    }
                }
                if changed {
                    break;
                }
            }
            progress |= changed;
            if possible && !changed && hi - lo > 1 {
                // The earlier half first (pushed last): earlier bytes weigh more in the shrink
                // order, and a multi-byte character that must stay stays as late as it can.
                let mid = lo + (hi - lo) / 2;
                runs.push((mid, hi));
                runs.push((lo, mid));
            }
        }
    }
    progress
}

/// The edits that give `simpler` to every string of `texts` that begins with `value` in
/// place of that beginning (`value` itself included), when there are at least two such
/// strings: `None` otherwise, or when one of them has no fresh literal.
fn extended(texts: &[Text], value: &str, simpler: &str) -> Option<Vec<Edit>> {
    let edits: Vec<Edit> = texts
        .iter()
        .filter(|t| t.value.starts_with(value))
        .map(|t| {
            let joined = [simpler, &t.value[value.len()..]].concat();
            fresh_text_literal(&joined).map(|with| Edit {
                range: t.span.clone(),
                with,
            })
        })
        .collect::<Option<_>>()?;
    (edits.len() > 1).then_some(edits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::*;
    use crate::{Config, Engine};

    #[test]
    fn the_strings_that_begin_with_a_simplified_one_change_with_it() {
        let text = |value: &str, span: std::ops::Range<usize>| Text {
            span,
            value: value.into(),
        };
        let texts = [text("ab€", 0..4), text("x", 4..6), text("ab€cd", 6..12)];
        let edits = extended(&texts, "ab€", "aa€").expect("two strings begin with it");
        let ranges: Vec<_> = edits.iter().map(|e| e.range.clone()).collect();
        assert_eq!(ranges, [0..4, 6..12]);
        assert_eq!(edits[0].with, fresh_text_literal("aa€").unwrap());
        assert_eq!(edits[1].with, fresh_text_literal("aa€cd").unwrap());
        // One string alone: nothing to change together.
        assert!(extended(&texts, "x", "a").is_none());
    }

    #[test]
    fn an_index_follows_the_character_it_pointed_at() {
        // `a[..2] + b + a[2..]` with `a = "xyz"`, `b = "BC"`: "xyBCz". In `a + b` ("xyzBC"),
        // 'B' (2) goes to 3, 'z' (4) to 2, and the end stays the end.
        let (k, o, n, m) = (2, 3, 3, 2);
        let moved: Vec<usize> = (0..=5).map(|v| moved_index(v, (k, o), (n, m))).collect();
        assert_eq!(moved, [0, 1, 3, 4, 2, 5]);
        // At the start: "BCxyz".
        let moved: Vec<usize> = (0..=5).map(|v| moved_index(v, (k, 0), (n, m))).collect();
        assert_eq!(moved, [2, 3, 0, 1, 4, 5]);
    }

    /// `f(s)` is wrong for a text of at least 600 bytes with a multi-byte character from byte
    /// 500 on.
    fn engine() -> Engine {
        let mut e = Engine::new();
        e.declare(
            "f",
            args().arg(string()).returns(bool()),
            |_: String| false,
            |s: String| {
                s.len() >= 600 && s.char_indices().any(|(i, c)| i >= 500 && c.len_utf8() > 1)
            },
        );
        e
    }

    #[test]
    fn a_long_random_text_becomes_ascii_but_for_one_multi_byte_character() {
        let e = engine();
        let report = e
            .run_random(&Config::with_seed(1).scenarios(100_000))
            .expect_err("the bug is found");
        let printed = report.to_string();
        let text = printed
            .lines()
            .find_map(|l| l.split('"').nth(1).filter(|s| s.len() >= 500))
            .unwrap_or_else(|| panic!("a long text literal:\n{printed}"));
        // The fewest characters: 597 `'a'`s and one 3-byte character, 600 bytes.
        let text = text.replace("\\u{80}", "\u{80}");
        assert_eq!(text.len(), 600, "{text}");
        let (head, tail) = text.split_at(text.len() - 3);
        assert!(head.chars().all(|c| c == 'a'), "{text}");
        assert_eq!(tail, "\u{800}", "{text}");
    }
}

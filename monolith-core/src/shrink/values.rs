//! Lowering together the integer draws that share a value.
//!
//! A key inserted and later removed, an id returned and later passed back: the scenario draws
//! the same value twice, and the failure needs the two to stay equal. Lowering one draw alone
//! breaks the link, so the shrinker lowers them together, to the simpler values of the
//! integer generator: the small boundary values, then powers of two and their neighbours, then
//! small numbers, each drawn afresh ([`marks::Afresh::Int`]).

use super::bytes::SIMPLEST;
use super::edits::{self, Edit};
use super::walk::chunks;
use super::Shrinker;
use crate::source::marks;

/// The largest small number [`lower_together`] tries, besides powers of two and neighbours.
const SMALL: u128 = 16;

/// Gives every draw of one integer value, of one type, a simpler value together, for each
/// value drawn at least twice, from the last to the first: the values whose fresh bytes are
/// shorter, or as long and smaller (0, 1, 2, ..., `2^k` and `2^k ± 1`, 3 to 16), simplest
/// first, keeping the first that still fails. Keys that must share a hash table's home slot
/// move one at a time to simpler keys of the same home: `insert(16)`, `insert(2^18)`,
/// `insert(2^26)`, `remove(2^18)`, `insert(2^26)` becomes the same with `2^17` for `2^18` and
/// `8` for `2^26`, after which the `insert(16)` that pushed them past the end can go. Only for
/// scenarios of at most [`SIMPLEST`] instructions.
pub(crate) fn lower_together(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > SIMPLEST {
        return false;
    }
    let mut progress = false;
    let mut k = s.best.marks.values.len();
    while k > 0 && !s.exhausted() {
        k -= 1;
        let Some(same) = shared(s, k) else {
            continue;
        };
        let tries = simpler(s, &same[0], true);
        progress |= give_first(s, &same, tries);
    }
    progress
}

/// The most simpler values [`lower_pairs`] tries for each pair.
const LOWERED_PAIRS: usize = 8;

/// The most distinct integer values a scenario may have for [`lower_pairs`], which tries
/// every pair.
const PAIRED_VALUES: usize = 16;

/// Lowers two integer values of one type by the same amount, every draw of each: the smaller
/// one to each of the [`LOWERED_PAIRS`] simplest values below it (0 first), the larger one by
/// as much. Two keys that must share a home slot (equal
/// modulo 16) keep sharing it: `insert(1)`, `insert(17)`, `contains(1)` becomes `insert(0)`,
/// `insert(16)`, `contains(0)`, where lowering either key alone ends the collision. Only for
/// scenarios of at most [`SIMPLEST`] instructions and [`PAIRED_VALUES`] distinct values.
pub(crate) fn lower_pairs(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > SIMPLEST {
        return false;
    }
    // Each distinct value, by its last draw.
    let mut distinct: Vec<(std::any::TypeId, u128)> = Vec::new();
    for v in s.best.marks.values.iter().rev() {
        if let Some((bits, _)) = v.literal.int() {
            if !distinct.contains(&(v.ty, bits)) {
                distinct.push((v.ty, bits));
            }
        }
    }
    if distinct.len() > PAIRED_VALUES {
        return false;
    }
    for (i, &(ty, a)) in distinct.iter().enumerate() {
        for &(other, b) in &distinct[i + 1..] {
            if other != ty || a.min(b) == 0 || s.exhausted() {
                continue;
            }
            let draws = |s: &Shrinker<'_>, bits: u128| -> Vec<marks::Value> {
                s.best
                    .marks
                    .values
                    .iter()
                    .filter(|v| v.ty == ty && v.literal.int().is_some_and(|(x, _)| x == bits))
                    .cloned()
                    .collect()
            };
            let (da, db) = (draws(s, a), draws(s, b));
            let base = s.best.bytes.clone();
            let lowered = |s: &mut Shrinker<'_>, d: u128| {
                let mut edits = given(&da, a - d);
                edits.extend(given(&db, b - d));
                edits::apply(&base, &mut edits).is_some_and(|bytes| s.consider(&bytes))
            };
            // The smaller value goes to each simpler value (0 first), the larger one by as
            // much: a simple value in a few runs, where lowering both by one a round at a time
            // would take a round per unit.
            let (small, draws_small) = if a <= b { (a, &da) } else { (b, &db) };
            for c in simpler(s, &draws_small[0], true)
                .into_iter()
                .filter(|&c| c < small)
                .take(LOWERED_PAIRS)
            {
                if s.exhausted() {
                    return false;
                }
                if lowered(s, small - c) {
                    return true;
                }
            }
        }
    }
    false
}

/// The most values [`lower_together_and_delete`] tries for each shared value and instruction.
const RETRIED: usize = 64;

/// Gives every draw of one integer value drawn at least twice another value, one of the
/// [`RETRIED`] simplest of at most as many bytes, simpler or not, and deletes one instruction
/// that draws none of them, together: `insert(16)`, `insert(2^13)`, `insert(8)`,
/// `remove(2^13)`, `insert(8)` on a hash table of 16 slots, where `16` and `2^13` share home
/// slot 14 and `8` has home 15, becomes `insert(2^17)`, `insert(8)`, `remove(2^17)`,
/// `insert(8)`: `2^17` is not simpler than `2^13`, but it has home 15, so the call that pushed
/// the keys past the end can go. Only for scenarios of at most [`SIMPLEST`] instructions,
/// once the other passes are done.
pub(crate) fn lower_together_and_delete(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > SIMPLEST {
        return false;
    }
    let mut k = s.best.marks.values.len();
    while k > 0 && !s.exhausted() {
        k -= 1;
        let Some(same) = shared(s, k) else {
            continue;
        };
        let tries: Vec<u128> = simpler(s, &same[0], false)
            .into_iter()
            .take(RETRIED)
            .collect();
        let cs = chunks(s);
        for &(lo, hi) in cs.iter().rev() {
            if same.iter().any(|v| (lo..hi).contains(&v.span.start)) {
                continue;
            }
            for &c in &tries {
                if s.exhausted() {
                    return false;
                }
                let mut edits = given(&same, c);
                edits.push(Edit::delete(lo..hi));
                if let Some(b) = edits::apply(&s.best.bytes, &mut edits) {
                    if s.consider(&b) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// The draws of the value drawn by the `k`-th integer draw of the best buffer, when it is
/// drawn at least twice and `k` is its last draw (so that each value comes once).
fn shared(s: &Shrinker<'_>, k: usize) -> Option<Vec<marks::Value>> {
    let last = s.best.marks.values.get(k)?;
    let (bits, _) = last.literal.int()?;
    let same: Vec<marks::Value> = s
        .best
        .marks
        .values
        .iter()
        .filter(|v| v.ty == last.ty && v.literal.int().is_some_and(|(b, _)| b == bits))
        .cloned()
        .collect();
    (same.len() >= 2 && same.last().map(|v| v.span.start) == Some(last.span.start)).then_some(same)
}

/// The values to try in place of `v`'s, simplest first (by their fresh bytes, shortlex): those
/// whose bytes are simpler than the bytes of `v`'s draw in the best buffer, or with `strictly`
/// false, those of at most as many bytes. The value itself comes among them when its fresh
/// bytes are simpler than its draw's (a recall, a uniform draw of `-1`).
fn simpler(s: &Shrinker<'_>, v: &marks::Value, strictly: bool) -> Vec<u128> {
    let Some((bits, encode)) = v.literal.int() else {
        return Vec::new();
    };
    let current = s
        .best
        .bytes
        .get(v.span.clone())
        .unwrap_or_default()
        .to_vec();
    let mut tries: Vec<(Vec<u8>, u128)> = (0..=SMALL)
        .chain((0..64).flat_map(|k| {
            let p = 1u128 << k;
            [p, p - 1, p + 1]
        }))
        .chain([bits])
        .map(|c| (encode(c), c))
        .filter(|(e, _)| {
            if strictly {
                (e.len(), e) < (current.len(), &current)
            } else {
                e.len() <= current.len() && *e != current
            }
        })
        .collect();
    tries.sort();
    tries.dedup_by(|a, b| a.0 == b.0);
    tries.into_iter().map(|(_, c)| c).collect()
}

/// Gives every draw of `same` each value of `tries` in turn, drawn afresh, and keeps the first
/// that is simpler and still fails; whether one did.
fn give_first(s: &mut Shrinker<'_>, same: &[marks::Value], tries: Vec<u128>) -> bool {
    for c in tries {
        if s.exhausted() {
            return false;
        }
        let mut edits = given(same, c);
        let Some(b) = edits::apply(&s.best.bytes, &mut edits) else {
            return false;
        };
        if s.consider(&b) {
            return true;
        }
    }
    false
}

/// The edits that give every draw of `same` the value of bits `c`, drawn afresh.
fn given(same: &[marks::Value], c: u128) -> Vec<Edit> {
    same.iter()
        .filter_map(|v| {
            let (_, encode) = v.literal.int()?;
            Some(Edit {
                range: v.span.clone(),
                with: encode(c),
            })
        })
        .collect()
}

/// Shifts every integer value of one type by one, up or down, wrapping at the type's ends,
/// every draw of each together: a bug that depends on how keys differ, not on where they sit,
/// fails the same way, and the shifted keys may be simpler: `singleton(-1)`, `add(MAX)`,
/// `add(0)` becomes `singleton(0)`, `add(MIN)`, `add(1)` (the first byte 0 where it was 2).
/// Only for scenarios of at most [`SIMPLEST`] instructions and [`PAIRED_VALUES`] distinct
/// values.
pub(crate) fn shift_values(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > SIMPLEST {
        return false;
    }
    let mut types: Vec<std::any::TypeId> = Vec::new();
    for v in &s.best.marks.values {
        if v.literal.int().is_some() && !types.contains(&v.ty) {
            types.push(v.ty);
        }
    }
    for ty in types {
        let draws: Vec<marks::Value> = s
            .best
            .marks
            .values
            .iter()
            .filter(|v| v.ty == ty)
            .cloned()
            .collect();
        if draws.len() > 4 * PAIRED_VALUES {
            continue;
        }
        for delta in [1u128, u128::MAX] {
            if s.exhausted() {
                return false;
            }
            let mut edits: Vec<Edit> = draws
                .iter()
                .filter_map(|v| {
                    let (bits, encode) = v.literal.int()?;
                    Some(Edit {
                        range: v.span.clone(),
                        with: encode(bits.wrapping_add(delta)),
                    })
                })
                .collect();
            if let Some(b) = edits::apply(&s.best.bytes, &mut edits) {
                if s.consider(&b) {
                    return true;
                }
            }
        }
    }
    false
}

/// The fewest elements a collection has for [`lower_elements`] to lower its integer elements
/// by value, in place of [`minimise_bytes`](super::bytes::minimise_bytes) and
/// [`simplest_ints`](super::bytes::simplest_ints): on a vector of 200 distinct keys, lowering
/// each key's bytes one at a time spends the whole budget.
const MANY_ELEMENTS: usize = 16;

/// The most values [`lower_elements`] tries for each element.
const ELEMENT_TRIES: usize = 3;

/// Whether byte `i` of the best buffer lies in an integer drawn as an element of a collection of
/// at least [`MANY_ELEMENTS`] elements. The byte-level passes leave such bytes to
/// [`lower_elements`].
pub(crate) fn in_many_elements(s: &Shrinker<'_>, i: usize) -> bool {
    let marks = &s.best.marks;
    marks
        .values
        .iter()
        .any(|v| v.span.contains(&i) && v.literal.int().is_some())
        && marks
            .collections
            .iter()
            .any(|c| c.elements.len() >= MANY_ELEMENTS && c.elements.iter().any(|e| e.contains(&i)))
}

/// Lowers each integer element of a long collection by value, from the last to the first: to
/// the simplest values whose fresh bytes are simpler than the element's (0 first, then the
/// other small boundary values, powers of two and their neighbours, then small numbers), among
/// those that no other integer of its type in the scenario has, so that the elements of a set
/// stay distinct; at most [`ELEMENT_TRIES`] of them, keeping the first that still fails. A
/// vector of 201 random `u16`s that a set must hold becomes one of the smallest distinct
/// values in a few hundred runs, where lowering its bytes one at a time took the whole budget.
pub(crate) fn lower_elements(s: &mut Shrinker<'_>) -> bool {
    each_int(s, |s, v| {
        let Some((bits, encode)) = v.literal.int() else {
            return false;
        };
        if v.span.end > s.best.bytes.len() || !in_many_elements(s, v.span.start) {
            return false;
        }
        let used: std::collections::HashSet<u128> = s
            .best
            .marks
            .values
            .iter()
            .filter(|w| w.ty == v.ty && w.span != v.span)
            .filter_map(|w| w.literal.int().map(|(b, _)| b))
            .collect();
        let current = &s.best.bytes[v.span.clone()];
        // The simplest values first: the boundary values and small numbers, then the
        // smallest numbers not taken, as long as their bytes are simpler.
        let mut tries = simpler(s, &v, true);
        let free = (0u128..)
            .filter(|c| !used.contains(c))
            .map(|c| (encode(c), c))
            .take_while(|(e, _)| (e.len(), e.as_slice()) < (current.len(), current))
            .take(ELEMENT_TRIES)
            .map(|(_, c)| c);
        tries.extend(free);
        let mut seen = Vec::new();
        let tries = tries
            .into_iter()
            .filter(|c| *c != bits && !used.contains(c))
            .filter(|c| {
                let new = !seen.contains(c);
                seen.push(*c);
                new
            })
            .take(ELEMENT_TRIES)
            .collect::<Vec<_>>();
        give_first(s, std::slice::from_ref(&v), tries)
    })
}

/// Calls `f` with each value draw of the best buffer, from the last to the first, until the
/// budget is spent (see [`each_mark`](super::walk::each_mark)). Returns whether any call made
/// progress.
pub(crate) fn each_int(
    s: &mut Shrinker<'_>,
    f: impl FnMut(&mut Shrinker<'_>, marks::Value) -> bool,
) -> bool {
    super::walk::each_mark(s, |m| &m.values, f)
}

//! Deleting a call while the other calls of its operation take their values in another order.
//!
//! A B-tree grows a level after a number of insertions that depends on their *order*: eleven
//! keys in one order, ten in another. The scenario the other passes leave has eleven
//! `insert`s, and no single deletion, swap of two keys, 3-cycle of keys or change of one key
//! gives ten that still fail (checked by brute force on the planted B-tree): the ten keys must
//! come in another order altogether. About one order in a hundred of the ten remaining keys
//! does, so a few dozen random orders find one where no structured edit can.
//!
//! [`delete_and_shuffle`] deletes one call at a time and deals the integer values of the other
//! calls of its operation out again in random orders, the failing (last) call aside. Its
//! randomness is seeded by the best buffer's bytes, so shrinking stays deterministic.

use crate::source::spans::OPERATION;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::edits::{self, Edit};
use super::mutate::{below, MUTATED};
use super::walk::{chunks, each_instruction};
use super::{fingerprint, Shrinker};
use crate::source::marks;

/// The orders [`delete_and_shuffle`] tries for each deleted call.
const SHUFFLES: usize = 64;

/// The fewest values of one type, in the other calls of the deleted call's operation, for
/// [`delete_and_shuffle`] to shuffle them: fewer values have few orders, which the pairwise
/// passes (`copy_and_delete` swaps two values) already try.
const SHUFFLED: usize = 6;

/// Deletes each call in turn, from the last to the first, together with a random order of the
/// integer values of one type drawn by the other calls of the same operation (the failing last
/// call aside): [`SHUFFLES`] orders for each call, keeping the first that still fails. Only for
/// scenarios of at most [`MUTATED`] calls, once the other passes are done, and for operations
/// whose other calls draw at least [`SHUFFLED`] values of one type.
pub(crate) fn delete_and_shuffle(s: &mut Shrinker<'_>) -> bool {
    let n = s.best.starts.len();
    if !(2..=MUTATED).contains(&n) {
        return false;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(fingerprint(&s.best.bytes, &[]));
    each_instruction(s, |s, i| {
        let cs = chunks(s);
        let (Some(&(lo, hi)), Some(&(last, _))) = (cs.get(i), cs.last()) else {
            return false;
        };
        if lo >= last || lo >= s.best.bytes.len() {
            return false;
        }
        let op = s.best.bytes[lo + OPERATION];
        let dealt = dealt_values(s, &cs, i, op);
        if dealt.len() < SHUFFLED {
            return false;
        }
        let bits: Vec<u128> = dealt
            .iter()
            .filter_map(|v| v.literal.int().map(|(b, _)| b))
            .collect();
        let mut order = bits.clone();
        for _ in 0..SHUFFLES {
            if s.exhausted() {
                return false;
            }
            shuffle(&mut rng, &mut order);
            if order == bits {
                continue;
            }
            let mut edits: Vec<Edit> = dealt
                .iter()
                .zip(&order)
                .filter_map(|(v, &b)| {
                    let (_, encode) = v.literal.int()?;
                    Some(Edit {
                        range: v.span.clone(),
                        with: encode(b),
                    })
                })
                .collect();
            edits.push(Edit::delete(lo..hi));
            if let Some(b) = edits::apply(&s.best.bytes, &mut edits) {
                if s.consider(&b) {
                    return true;
                }
            }
        }
        false
    })
}

/// The integer draws to deal out again when call `i` goes: those of the most frequent type in
/// the other calls whose operation byte is `op`, the last call aside, in buffer order.
fn dealt_values(s: &Shrinker<'_>, cs: &[(usize, usize)], i: usize, op: u8) -> Vec<marks::Value> {
    let bytes = &s.best.bytes;
    let same_op: Vec<(usize, usize)> = cs[..cs.len() - 1]
        .iter()
        .enumerate()
        .filter(|&(j, &(lo, _))| j != i && bytes.get(lo) == Some(&op))
        .map(|(_, &c)| c)
        .collect();
    let in_same_op: Vec<&marks::Value> = s
        .best
        .marks
        .values
        .iter()
        .filter(|v| v.literal.int().is_some())
        .filter(|v| {
            same_op
                .iter()
                .any(|&(lo, hi)| (lo..hi).contains(&v.span.start))
        })
        .collect();
    let mut types: Vec<(std::any::TypeId, usize)> = Vec::new();
    for v in &in_same_op {
        match types.iter_mut().find(|(t, _)| *t == v.ty) {
            Some((_, k)) => *k += 1,
            None => types.push((v.ty, 1)),
        }
    }
    let Some(&(ty, _)) = types.iter().max_by_key(|&&(_, k)| k) else {
        return Vec::new();
    };
    let mut dealt: Vec<marks::Value> = in_same_op
        .into_iter()
        .filter(|v| v.ty == ty)
        .cloned()
        .collect();
    dealt.sort_by_key(|v| v.span.start);
    dealt
}

/// Shuffles `items` uniformly (Fisher-Yates).
fn shuffle(rng: &mut ChaCha8Rng, items: &mut [u128]) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}

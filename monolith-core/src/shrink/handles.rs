//! Deleting an instruction while the later choices among live values keep their values, or
//! choose another.
//!
//! A choice among live values is a rank, counted from the most recent value (see `env::pick`):
//! deleting an instruction that made a value lowers by one the rank of every later choice of
//! an older value, and leaves the choices of newer values as they were. Which later choices
//! meant older values the buffer does not say, so on short scenarios the shrinker tries every
//! subset of them lowered by one ([`delete_and_repick`]). Deleting the instruction that made
//! the value a later call was made on needs that call on another value, at any rank
//! ([`delete_and_retarget`]).

use super::passes::{chunks, each_instruction, SIMPLEST};
use super::Shrinker;

/// The most later choices [`delete_and_repick`] lowers in every combination (2 to the power of
/// this many runs per deleted instruction, at most).
const REPICKED: usize = 6;

/// Deletes one instruction and lowers by one each subset of the later choices among live
/// values that can go lower (a rank of at least one), the fewest first: `let s1 = s0.add(1);
/// let _s2 = Set::empty(); let s3 = s1.add(2); let s4 = s3.union(&s1);` loses `_s2` once the
/// choices of `s1` (older than `_s2`) are lowered and that of `s3` (newer) is not, which
/// neither lowering them all nor lowering those above a threshold gives. Only for scenarios of
/// at most [`SIMPLEST`] instructions with at most [`REPICKED`] such later choices.
pub(crate) fn delete_and_repick(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > SIMPLEST {
        return false;
    }
    each_instruction(s, |s, i| {
        let Some(Deleted {
            bytes: base, later, ..
        }) = deleted(s, i)
        else {
            return false;
        };
        // The later choices with a rank to lower (`128 + k` reads as rank `k`).
        let later: Vec<usize> = later.into_iter().filter(|&p| base[p] > 128).collect();
        if later.len() < 2 || later.len() > REPICKED {
            return false;
        }
        let mut subsets: Vec<u32> = (1..(1u32 << later.len()) - 1).collect();
        subsets.sort_by_key(|m| m.count_ones());
        for mask in subsets {
            if s.exhausted() {
                return false;
            }
            let mut b = base.clone();
            for (j, &p) in later.iter().enumerate() {
                if mask & (1 << j) != 0 {
                    b[p] -= 1;
                }
            }
            if s.consider(&b) {
                return true;
            }
        }
        false
    })
}

/// The most instructions a scenario may have for [`delete_and_retarget`].
const RETARGETED_UP_TO: usize = 40;

/// The ranks [`delete_and_retarget`] gives a later choice: the default bound on the selectable
/// values of an abstract type ([`DEFAULT_LIVE`](crate::spec::DEFAULT_LIVE)).
const RANKS: u8 = crate::spec::DEFAULT_LIVE as u8;

/// Deletes one instruction and gives one later choice among live values each other rank:
/// `let v25 = v24.push(0); let v28 = v25.push(0); v28.get(23)` loses the push that made `v28`
/// once the `get` chooses `v25`, which the deletion left at another rank than `v28` had (the
/// values are ranked by how recently they were made or used). Only for scenarios of at most
/// [`RETARGETED_UP_TO`] instructions.
pub(crate) fn delete_and_retarget(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > RETARGETED_UP_TO {
        return false;
    }
    each_instruction(s, |s, i| {
        let Some(Deleted {
            bytes: base, later, ..
        }) = deleted(s, i)
        else {
            return false;
        };
        for (k, &p) in later.iter().enumerate() {
            // Rank 0 as byte 0 (the simplest), then ranks 1 and up (`128 + k`).
            for byte in std::iter::once(0).chain((1..RANKS).map(|k| 128 + k)) {
                if base[p] == byte {
                    continue;
                }
                let mut b = base.clone();
                b[p] = byte;
                // As it is, then with the choices after it lowered by one rank: the deleted
                // value no longer sits among the values they chose from.
                let mut lowered = b.clone();
                for &q in &later[k + 1..] {
                    if lowered[q] > 128 {
                        lowered[q] -= 1;
                    }
                }
                let lowered = (lowered != b).then_some(lowered);
                for b in std::iter::once(b).chain(lowered) {
                    if s.exhausted() {
                        return false;
                    }
                    if s.consider(&b) {
                        return true;
                    }
                }
            }
        }
        false
    })
}

/// The best buffer with one instruction deleted, the bytes that instruction had, and where the
/// choices among live values made after it now lie.
pub(super) struct Deleted {
    pub bytes: Vec<u8>,
    pub range: std::ops::Range<usize>,
    pub later: Vec<usize>,
}

/// The best buffer without instruction `i` (`None` if it has no such instruction).
pub(super) fn deleted(s: &Shrinker<'_>, i: usize) -> Option<Deleted> {
    let &(lo, hi) = chunks(s).get(i)?;
    let mut bytes = s.best.bytes.clone();
    bytes.drain(lo..hi);
    let later = s
        .best
        .picks
        .iter()
        .filter(|&&p| p >= hi && p - (hi - lo) < bytes.len())
        .map(|&p| p - (hi - lo))
        .collect();
    Some(Deleted {
        bytes,
        range: lo..hi,
        later,
    })
}

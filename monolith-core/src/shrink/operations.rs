//! The passes that change what an instruction calls: another operation (alone, or fused with
//! the deletion of another instruction), the simplest plan, an instruction's bytes zeroed.

use super::walk::*;
use super::Shrinker;
use crate::source::spans::{header, HEADER, OPERATION};

/// The most instructions a scenario may have for [`change_operation`] to try, with each new
/// operation, deleting one of the first [`REALIGNED`] bytes after the choice.
const REALIGNED_UP_TO: usize = 10;

/// How many bytes after an operation choice [`change_operation`] tries deleting.
const REALIGNED: usize = 4;

/// Gives an instruction another operation, with the same bytes after the choice, and again
/// without its choices among live values: `put(b, x)` followed by a failing `bytes(b)` becomes
/// a failing `encoded_len(x)`, which needs neither `b` nor its constructor. In scenarios of at
/// most [`REALIGNED_UP_TO`] instructions, also with one of the next [`REALIGNED`] bytes
/// deleted, where the two operations read their arguments with different framing:
/// `run(vec![Dup])`, whose program reads a continue byte before the instruction, becomes
/// `exec(Dup)`. Only an instruction that draws a collection is framed so: the others are not
/// tried with a byte deleted (that cost a third of the runs proving a short scenario minimal).
pub(crate) fn change_operation(s: &mut Shrinker<'_>) -> bool {
    let ops = s.operations().min(256);
    let realign = s.best.starts.len() <= REALIGNED_UP_TO;
    each_instruction(s, |s, i| {
        let Some(&(lo, hi)) = chunks(s).get(i) else {
            return false;
        };
        if hi < lo + HEADER {
            return false;
        }
        let base = s.best.bytes.clone();
        let picks: Vec<usize> = s
            .best
            .picks
            .iter()
            .copied()
            .filter(|&p| p >= lo + HEADER && p < hi)
            .collect();
        // Only a collection's length frames an instruction's arguments: without one, a deleted
        // byte cannot realign them.
        let framed = realign
            && s.best
                .marks
                .collections
                .iter()
                .any(|c| c.length.start >= lo + HEADER && c.length.end <= hi);
        for op in 0..ops as u8 {
            if s.exhausted() {
                return false;
            }
            let mut b = base.clone();
            b[lo..lo + HEADER].copy_from_slice(&header(op));
            if b != base && s.consider(&b) {
                return true;
            }
            if !picks.is_empty() {
                for &p in picks.iter().rev() {
                    b.remove(p);
                }
                if s.consider(&b) {
                    return true;
                }
            }
            if framed && usize::from(op) != usize::from(base[lo + OPERATION]) % ops {
                for d in lo + HEADER..hi.min(lo + HEADER + REALIGNED) {
                    let mut b = base.clone();
                    b[lo..lo + HEADER].copy_from_slice(&header(op));
                    b.remove(d);
                    if s.consider(&b) {
                        return true;
                    }
                }
            }
        }
        false
    })
}

/// The most instructions a scenario may have for [`fuse`], which tries every operation at every
/// instruction with every later deletion.
const FUSED: usize = 10;

/// The most recent values [`fuse`] lets a changed operation choose among.
const FUSED_RANKS: usize = 4;

/// Gives one instruction another operation and deletes another, together: a value built by a
/// constructor and joined to another by a later call is built by one call on the other.
/// `let s1 = PtSet::singleton(MAX); let s2 = s1.union(&s0);` becomes `let s1 = s0.add(MAX);`
/// (the earlier call changes, the later goes), and `let s0 = PtSet::singleton(0); ...; let s3
/// = s2.union(&s0);` becomes `let s3 = s2.add(0);` (the later call changes and takes the
/// earlier one's arguments, the earlier goes). A changed call keeps its arguments' bytes, with
/// a choice among live values before them (its own first one, the most recent value, or one
/// of the next [`FUSED_RANKS`]) or none; the choices among live values after the deleted call
/// are realigned as in [`delete_and_realign`](super::deletions::delete_and_realign). Neither
/// edit alone makes the scenario fail sooner, so no other pass keeps it. Only for scenarios of
/// at most [`FUSED`] instructions, once the other passes that delete are done, and for two
/// calls the earlier of which reaches the later: the later takes a value the earlier made, or
/// one the earlier took by `&mut` or by value (`s0.begin(); ...; s0.commit();` in a store that
/// both change). Two calls that only read a value they share do not join.
pub(crate) fn fuse(s: &mut Shrinker<'_>) -> bool {
    let n = s.best.starts.len();
    if n > FUSED {
        return false;
    }
    let ops = s.operations().min(256) as u8;
    let spans = chunks(s);
    let base = s.best.bytes.clone();
    let picks = s.best.picks.clone();
    let picks_in = |(lo, hi): (usize, usize)| -> Vec<usize> {
        picks
            .iter()
            .copied()
            .filter(|&p| p >= lo && p < hi)
            .collect()
    };
    // An instruction's arguments: its bytes after the operation choice, without its choices
    // among live values.
    let arguments = |(lo, hi): (usize, usize)| -> Vec<u8> {
        let own = picks_in((lo, hi));
        (lo + HEADER..hi)
            .filter(|p| !own.contains(p))
            .map(|p| base[p])
            .collect()
    };
    let marks = s.best.marks.clone();
    for j in (1..n).rev() {
        for i in (0..j).rev() {
            let (ilo, ihi) = spans[i];
            let (jlo, jhi) = spans[j];
            if ihi < ilo + HEADER || jhi < jlo + HEADER {
                continue;
            }
            // Only where the later call takes a value the earlier one made or changed (took
            // by `&mut` or by value): the earlier call's effect reaches the later one.
            let reached: Vec<u32> = marks
                .picked
                .iter()
                .filter(|p| (ilo..ihi).contains(&p.at) && p.changes)
                .map(|p| p.var)
                .chain(marks.bound_by(i).unwrap_or_default())
                .collect();
            let joined = marks
                .picked
                .iter()
                .any(|p| (jlo..jhi).contains(&p.at) && reached.contains(&p.var));
            if !joined {
                continue;
            }
            // Heads: the new bytes of the kept instruction, with the offsets of the choices
            // among live values in them that come after the deleted one.
            let mut forward: Vec<Vec<u8>> = Vec::new();
            let mut backward: Vec<(Vec<u8>, Vec<usize>)> = Vec::new();
            let earlier = arguments(spans[i]);
            let first_pick = picks_in(spans[j]).first().map(|&p| base[p]);
            // A rank past the values bound before instruction `i` decodes as a lower rank
            // (ranks are taken modulo the live values), one tried already.
            let bound = marks.bound_by(i).map_or(usize::MAX, |b| b.start as usize);
            for op in 0..ops {
                let mut head = base[ilo..ihi].to_vec();
                head[..HEADER].copy_from_slice(&header(op));
                for rank in (0..=i.min(FUSED_RANKS - 1)).filter(|&r| r == 0 || r < bound) {
                    let mut with = head.clone();
                    with.insert(HEADER, if rank == 0 { 0 } else { 128 + rank as u8 });
                    forward.push(with);
                }
                if head != base[ilo..ihi] {
                    forward.push(head);
                }
                let mut head = header(op).to_vec();
                if let Some(pick) = first_pick {
                    head.push(pick);
                    head.extend_from_slice(&earlier);
                    backward.push((head, vec![HEADER]));
                    let mut head = header(op).to_vec();
                    head.extend_from_slice(&earlier);
                    backward.push((head, Vec::new()));
                } else {
                    head.extend_from_slice(&earlier);
                    backward.push((head, Vec::new()));
                }
            }
            let tries = forward
                .into_iter()
                .map(|h| (i, h, Vec::new(), j))
                .chain(backward.into_iter().map(|(h, o)| (j, h, o, i)));
            for (keep, head, head_picks, drop) in tries {
                if s.exhausted() {
                    return false;
                }
                let (b, later) = fused(&base, &spans, &picks, keep, &head, &head_picks, drop);
                if s.consider(&b) || realign_later_picks(s, &b, &later) {
                    return true;
                }
            }
        }
    }
    false
}

/// `base` with instruction `keep`'s bytes replaced by `head` and instruction `drop` deleted,
/// and the positions in it of the choices among live values after the deleted instruction
/// (`head_picks` are offsets in `head`).
fn fused(
    base: &[u8],
    spans: &[(usize, usize)],
    picks: &[usize],
    keep: usize,
    head: &[u8],
    head_picks: &[usize],
    drop: usize,
) -> (Vec<u8>, Vec<usize>) {
    let mut b = base[..spans[0].0].to_vec();
    let mut later = Vec::new();
    for (k, &(lo, hi)) in spans.iter().enumerate() {
        let start = b.len();
        if k == drop {
            continue;
        } else if k == keep {
            b.extend_from_slice(head);
            if k > drop {
                later.extend(head_picks.iter().map(|o| start + o));
            }
        } else {
            b.extend_from_slice(&base[lo..hi]);
            if k > drop {
                later.extend(
                    picks
                        .iter()
                        .filter(|&&p| p >= lo && p < hi)
                        .map(|p| start + p - lo),
                );
            }
        }
    }
    b.extend_from_slice(&base[spans.last().map_or(base.len(), |c| c.1)..]);
    (b, later)
}

/// Replaces the scenario's plan (the bytes before the first instruction: length, swarm,
/// eagerness, the operations' swarm bytes) with zeros, the simplest plan, alone and together
/// with deleting each instruction: a swarm that disabled a constructor can keep an instruction
/// that only the simplest plan lets go.
pub(crate) fn simplest_plan(s: &mut Shrinker<'_>) -> bool {
    let Some(&first) = s.best.starts.first() else {
        return false;
    };
    if s.best.bytes[..first].iter().all(|&b| b == 0) {
        return false;
    }
    let mut base = s.best.bytes.clone();
    base[..first].fill(0);
    if s.consider(&base) {
        return true;
    }
    for (lo, hi) in chunks(s) {
        if s.exhausted() {
            break;
        }
        let mut b = base.clone();
        b.drain(lo..hi);
        if s.consider(&b) {
            return true;
        }
    }
    false
}

/// Replaces each instruction's bytes with zeros.
pub(crate) fn zero_instructions(s: &mut Shrinker<'_>) -> bool {
    each_instruction(s, |s, i| {
        let Some(&(lo, hi)) = chunks(s).get(i) else {
            return false;
        };
        if s.best.bytes[lo..hi].iter().all(|&b| b == 0) {
            return false;
        }
        let mut b = s.best.bytes.clone();
        b[lo..hi].fill(0);
        s.consider(&b)
    })
}

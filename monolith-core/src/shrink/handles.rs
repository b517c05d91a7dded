//! Deleting an instruction while the later choices among live values keep their values, or
//! choose another.
//!
//! A choice among live values is a rank, counted from the most recent value (see `env::pick`):
//! deleting an instruction that made a value lowers by one the rank of every later choice of
//! an older value, and leaves the choices of newer values as they were. Which later choices
//! meant older values the buffer does not say, so on short scenarios the shrinker tries every
//! subset of them lowered by one ([`delete_and_repick`]). Deleting the instruction that made
//! the value a later call was made on needs that call on another value, at any rank
//! ([`delete_and_retarget`]); there a run that realigns the later choices keeps what each of
//! the others chose, whatever its rank has become (`Shrinker::consider_realigned`).

use super::bytes::SIMPLEST;
use super::walk::{chunks, each_instruction, renumbered};
use super::Shrinker;
use crate::source::marks::Picked;

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

/// Deletes one instruction and keeps what every later choice among live values chose
/// ([`Shrinker::consider_realigned`]), then gives each later choice of a value the instruction
/// made, in turn, each other rank while the others keep theirs: `let v25 = v24.push(0); let
/// v28 = v25.push(0); v28.get(23)` loses the push that made `v28` once the `get` chooses
/// `v25`. The values are ranked by how recently they were made or used, so a deletion moves the
/// ranks of later choices in ways the bytes do not tell; the run that realigns them does. Only
/// for scenarios of at most [`RETARGETED_UP_TO`] instructions.
pub(crate) fn delete_and_retarget(s: &mut Shrinker<'_>) -> bool {
    if s.best.starts.len() > RETARGETED_UP_TO {
        return false;
    }
    each_instruction(s, |s, i| {
        let Some(Deleted {
            bytes: base,
            later,
            wanted,
            ..
        }) = deleted(s, i)
        else {
            return false;
        };
        if s.consider_realigned(&base, &wanted) {
            return true;
        }
        // Only the choices of a value the instruction made: every other keeps its value.
        let orphans = later.iter().filter(|&&p| wanted.iter().all(|w| w.at != p));
        for &p in orphans {
            // Rank 0 as byte 0 (the simplest), then ranks 1 and up (`128 + k`).
            for byte in std::iter::once(0).chain((1..RANKS).map(|k| 128 + k)) {
                if base[p] == byte {
                    continue;
                }
                if s.exhausted() {
                    return false;
                }
                let mut b = base.clone();
                b[p] = byte;
                if s.consider_realigned(&b, &wanted) {
                    return true;
                }
            }
        }
        false
    })
}

/// The best buffer with one instruction deleted, the bytes that instruction had, where the
/// choices among live values made after it now lie, and the variable each of those chose,
/// numbered as the buffer without the instruction numbers them (none for a choice of a value
/// the instruction made).
pub(super) struct Deleted {
    pub bytes: Vec<u8>,
    pub range: std::ops::Range<usize>,
    pub later: Vec<usize>,
    pub wanted: Vec<Picked>,
}

/// The best buffer without instruction `i` (`None` if it has no such instruction).
pub(super) fn deleted(s: &Shrinker<'_>, i: usize) -> Option<Deleted> {
    let &(lo, hi) = chunks(s).get(i)?;
    let mut bytes = s.best.bytes.clone();
    bytes.drain(lo..hi);
    let gone = hi - lo;
    let later = s
        .best
        .picks
        .iter()
        .filter(|&&p| p >= hi && p - gone < bytes.len())
        .map(|&p| p - gone)
        .collect();
    let bound = [s.best.marks.bound_by(i)?];
    let wanted = s
        .best
        .marks
        .picked
        .iter()
        .filter(|p| p.at >= hi && p.at - gone < bytes.len())
        .filter_map(|p| renumbered(p, p.at - gone, &bound))
        .collect();
    Some(Deleted {
        bytes,
        range: lo..hi,
        later,
        wanted,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::scenario::{Outcome, Scratch};
    use crate::report::{Failure, FailureKind};
    use crate::shrink::Candidate;
    use crate::source::marks;
    use crate::spec::*;
    use crate::{Engine, Source};

    /// Counters that calls make, bump in place (which makes them the most recent) and read.
    /// Every value stays selectable (none is retired), so a value chosen before a deletion is
    /// still a candidate after it.
    fn engine() -> Engine {
        let mut e = Engine::new();
        let counter = e.abstract_type_with(AbstractType::<u32, u32>::new("c").live(64));
        e.declare("new", args().returns(counter.clone()), || 0, || 0);
        e.declare(
            "bump",
            args()
                .arg(counter.by_mut())
                .arg(int::<u8>())
                .returns(unit()),
            |c: &mut u32, k: u8| *c += u32::from(k),
            |c: &mut u32, k: u8| *c += u32::from(k),
        );
        e.declare(
            "add",
            args()
                .arg(counter.by_ref())
                .arg(counter.by_ref())
                .returns(counter.clone()),
            |a: &u32, b: &u32| a + b,
            |a: &u32, b: &u32| a + b,
        );
        e.declare(
            "read",
            args().arg(counter.by_ref()).returns(int::<u32>()),
            |c: &u32| *c,
            |c: &u32| *c,
        );
        e
    }

    /// A marking run of `src`: its bytes, instruction starts, choices and marks.
    fn traced(e: &Engine, scratch: &mut Scratch, mut src: Source<'_>) -> Candidate {
        let outcome = e.run_scenario(scratch, &mut src, None);
        assert!(matches!(outcome, Outcome::Pass(_)), "{outcome:?}");
        Candidate {
            bytes: src.recorded().to_vec(),
            failure: Failure {
                kind: FailureKind::Mismatch,
                operation: None,
                steps: scratch.starts.len(),
                message: String::new(),
            },
            starts: scratch.starts.clone(),
            picks: scratch.picks.clone(),
            marks: src.take_marks(),
        }
    }

    #[test]
    fn a_realigning_run_keeps_what_every_later_choice_chose() {
        let e = engine();
        let mut scratch = Scratch::new(&e, Some(30));
        let (mut kept, mut moved) = (0, 0);
        for seed in 0..20 {
            let mut random = Source::random(seed, 0);
            assert!(matches!(
                e.run_scenario(&mut scratch, &mut random, None),
                Outcome::Pass(_)
            ));
            let best = traced(
                &e,
                &mut scratch,
                Source::from_bytes(random.recorded()).marking(),
            );
            assert_eq!(best.marks.vars.len(), best.starts.len());
            assert_eq!(
                best.marks.picked.iter().map(|p| p.at).collect::<Vec<_>>(),
                best.picks
            );
            let s = crate::shrink::Shrinker {
                engine: &e,
                scratch: Scratch::new(&e, Some(30)),
                best,
                budget: 0,
                deadline: None,
                timed_out: false,
                runs: 0,
                passes: Vec::new(),
                tried: Default::default(),
                known: &[],
            };
            let mut scratch = Scratch::new(&e, Some(30));
            for i in 0..s.best.starts.len() {
                let d = deleted(&s, i).expect("an instruction");
                let plain = traced(&e, &mut scratch, Source::from_bytes(&d.bytes).marking());
                let realigned = traced(
                    &e,
                    &mut scratch,
                    Source::realigning(d.bytes.clone(), d.wanted.clone()),
                );
                // The rewritten bytes replay the realigned run on their own.
                let replayed = traced(
                    &e,
                    &mut scratch,
                    Source::from_bytes(&realigned.bytes).marking(),
                );
                assert_eq!(replayed.marks.picked, realigned.marks.picked);
                let chose = |c: &Candidate, w: &marks::Picked| {
                    c.marks.picked.iter().find(|p| p.at == w.at).map(|p| p.var)
                };
                // Only where the other instructions start where they did: otherwise the
                // deletion changed how the bytes decode (another operation was chosen).
                let gone = d.range.len();
                let starts: Vec<usize> = s
                    .best
                    .starts
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &at)| if at > d.range.start { at - gone } else { at })
                    .collect();
                if realigned.starts != starts {
                    continue;
                }
                // A choice whose instruction chose its value already (the second argument
                // of `add` cannot choose the first's, once the first chose another value).
                let reserved = |w: &marks::Picked| {
                    let start = realigned.starts.iter().rev().find(|&&at| at <= w.at);
                    realigned.marks.picked.iter().any(|p| {
                        p.at < w.at && start.is_some_and(|&at| p.at >= at) && p.var == w.var
                    })
                };
                for w in d.wanted.iter().filter(|w| !reserved(w)) {
                    // Where the run still makes that choice, it chooses the same value.
                    if let Some(var) = chose(&realigned, w) {
                        assert_eq!(var, w.var, "seed {seed}, instruction {i}");
                        kept += 1;
                        moved += usize::from(chose(&plain, w) != Some(var));
                    }
                }
            }
        }
        // Not vacuous: many choices were kept, and the plain deletion moved some of them.
        assert!(kept > 500 && moved > 50, "kept {kept}, moved {moved}");
    }
}

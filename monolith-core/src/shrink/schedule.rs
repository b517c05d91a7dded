//! The schedule of the shrink passes: their table, in the order of their yield, and the loop
//! that runs them to a fixed point.

use super::Shrinker;
use crate::report::PassStats;

/// A named pass.
pub(crate) struct ShrinkPass {
    pub name: &'static str,
    pub run: fn(&mut Shrinker<'_>) -> bool,
    /// Whether a win of this pass wakes every sleeping pass (see [`fixate`]): the random
    /// search's, whose edits the structured passes then tidy.
    pub wakes: bool,
    /// Whether the pass tries a deletion together with another edit, at many places: costly,
    /// and after a win that keeps the scenario's length (a random edit of a value) seldom
    /// paying, so such a win does not wake it.
    pub combined: bool,
}

/// The passes: those that delete first, in the order of their yield (steps removed per run,
/// measured by the shrink benchmark: `docs/benchmarks.md`), up to `change_operation`; then
/// those that simplify values; then the costly ones that combine a deletion with another edit,
/// which so run on simple values and, once they fail there, are not woken again by a lowered
/// byte. (Before, the value passes came after `fuse`: proving a three-step scenario minimal ran
/// the combined passes twice, before the values were simple and after. The figures are in
/// `docs/benchmarks.md`, "The value passes before the combined ones".)
pub(crate) const PASSES: &[ShrinkPass] = &[
    ShrinkPass {
        name: "delete_instructions",
        run: super::deletions::delete_instructions,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "merge_collections",
        run: super::collections::merge_collections,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "merge_texts",
        run: super::texts::merge_texts,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "simplify_texts",
        run: super::texts::simplify_texts,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "delete_materialised",
        run: super::deletions::delete_materialised,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "delete_and_realign",
        run: super::deletions::delete_and_realign,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "delete_elements",
        run: super::collections::delete_elements,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "delete_element_pairs",
        run: super::collections::delete_element_pairs,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "zero_instructions",
        run: super::operations::zero_instructions,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "simplest_plan",
        run: super::operations::simplest_plan,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "lower_together",
        run: super::values::lower_together,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "lower_pairs",
        run: super::values::lower_pairs,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "change_operation",
        run: super::operations::change_operation,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "hoist_nodes",
        run: super::bytes::hoist_nodes,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "lower_elements",
        run: super::values::lower_elements,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "simplest_ints",
        run: super::bytes::simplest_ints,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "simplest_indices",
        run: super::bytes::simplest_indices,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "shift_values",
        run: super::values::shift_values,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "minimise_bytes",
        run: super::bytes::minimise_bytes,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "lower_and_delete",
        run: super::deletions::lower_and_delete,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "delete_and_shift",
        run: super::deletions::delete_and_shift,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "delete_and_move_indices",
        run: super::indices::delete_and_move_indices,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "delete_elements_and_move_indices",
        run: super::indices::delete_elements_and_move_indices,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "delete_pairs",
        run: super::deletions::delete_pairs,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "delete_blocks",
        run: super::deletions::delete_blocks,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "copy_and_delete",
        run: super::deletions::copy_and_delete,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "fuse",
        run: super::operations::fuse,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "delete_bytes",
        run: super::bytes::delete_bytes,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "delete_and_repick",
        run: super::handles::delete_and_repick,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "delete_and_retarget",
        run: super::handles::delete_and_retarget,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "swap_and_move_index",
        run: super::indices::swap_and_move_index,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "lower_together_and_delete",
        run: super::values::lower_together_and_delete,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "pad_texts",
        run: super::texts::pad_texts,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "delete_and_shuffle",
        run: super::shuffle::delete_and_shuffle,
        wakes: false,
        combined: true,
    },
    ShrinkPass {
        name: "sort_elements",
        run: super::sort::sort_elements,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "swap_values",
        run: super::sort::swap_values,
        wakes: false,
        combined: false,
    },
    ShrinkPass {
        name: "mutate",
        run: super::mutate::mutate,
        wakes: true,
        combined: false,
    },
];

/// Runs the passes until a whole round makes no progress or the budget is spent.
///
/// The schedule, after Hypothesis's (passes that stop paying run less often): passes run in
/// the table's order, and a win sends the round back to the first pass, the cheapest and the
/// most effective. A pass that failed sleeps until the scenario loses an instruction, or until
/// a round makes no progress: then one more round wakes every pass that failed on another
/// buffer, so that the shrink ends only where every pass fails, as a plain fixed point does.
/// Rerunning every failed pass after each lowered byte cost more than all the rest. The random pass
/// ([`super::mutate`]) runs last, spends in proportion to the runs spent so far, and its win
/// wakes every pass but the [`combined`](ShrinkPass::combined) ones (the wake round reruns
/// those), since one random edit often opens the way for the cheap structured ones.
pub(crate) fn fixate(s: &mut Shrinker<'_>) {
    s.passes = PASSES
        .iter()
        .map(|p| PassStats {
            name: p.name,
            ..PassStats::default()
        })
        .collect();
    // The buffer each pass last failed on (its length in steps, and its hash).
    let mut failed_on: Vec<Option<(usize, u64)>> = vec![None; PASSES.len()];
    // Whether this round wakes every pass that failed on another buffer: the round after one
    // that made no progress, so that the shrink ends only where every pass fails.
    let mut wake = false;
    'round: while !s.exhausted() {
        let mut slept = false;
        for (k, pass) in PASSES.iter().enumerate() {
            if s.exhausted() {
                break 'round;
            }
            let (runs, steps) = (s.runs, s.best.failure.steps);
            let here = (steps, super::fingerprint(&s.best.bytes, &[]));
            match failed_on[k] {
                Some(on) if on == here => continue,
                Some((at, _)) if at == steps && !wake => {
                    slept = true;
                    continue;
                }
                _ => {}
            }
            let won = (pass.run)(s);
            let stats = &mut s.passes[k];
            stats.calls += 1;
            stats.runs += s.runs - runs;
            stats.steps_removed += steps - s.best.failure.steps;
            failed_on[k] = (!won).then_some(here);
            if won {
                stats.wins += 1;
                if pass.wakes {
                    // The combined passes sleep on, unless the scenario lost a step (then
                    // their length no longer matches, and they wake anyway).
                    for (f, p) in failed_on.iter_mut().zip(PASSES) {
                        if !p.combined {
                            *f = None;
                        }
                    }
                }
                wake = false;
                continue 'round;
            }
        }
        if slept && !wake {
            wake = true;
        } else {
            break;
        }
    }
}

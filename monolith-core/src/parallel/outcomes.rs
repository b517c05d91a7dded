//! The outcomes the reference allows for a scenario's suffixes: every interleaving of the
//! threads' calls, run on the reference from the state after the prefix. The reproducer lists
//! them as literals, so that it needs neither the reference nor monolith-core.

use std::collections::BTreeSet;

use super::linearize::run_reference;
use super::scenario::Planned;

/// One result, as Rust code and as `Debug` shows it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Shown {
    pub literal: String,
    pub debug: String,
}

/// One outcome: each thread's results in order; `None` for a call that panicked.
pub(crate) type Results = Vec<Vec<Option<Shown>>>;

/// Every outcome over every interleaving, or `None` past `cap` interleavings.
pub(crate) fn allowed<R: Clone, C>(
    start: &R,
    suffixes: &[Vec<Planned<R, C>>],
    cap: usize,
) -> Option<BTreeSet<Results>> {
    let mut walk = Walk {
        suffixes,
        out: BTreeSet::new(),
        current: vec![Vec::new(); suffixes.len()],
        leaves: 0,
        cap,
    };
    walk.go(start).then_some(walk.out)
}

struct Walk<'a, R, C> {
    suffixes: &'a [Vec<Planned<R, C>>],
    out: BTreeSet<Results>,
    current: Results,
    leaves: usize,
    cap: usize,
}

impl<R: Clone, C> Walk<'_, R, C> {
    /// Extends every interleaving from `state`; false past the cap.
    fn go(&mut self, state: &R) -> bool {
        let mut extended = false;
        for t in 0..self.suffixes.len() {
            let Some(p) = self.suffixes[t].get(self.current[t].len()) else {
                continue;
            };
            extended = true;
            let mut next = state.clone();
            let out = run_reference(p, &mut next).ok().map(|v| Shown {
                literal: v.literal(),
                debug: format!("{v:?}"),
            });
            self.current[t].push(out);
            let within = self.go(&next);
            self.current[t].pop();
            if !within {
                return false;
            }
        }
        if !extended {
            self.leaves += 1;
            self.out.insert(self.current.clone());
        }
        self.leaves <= self.cap
    }
}

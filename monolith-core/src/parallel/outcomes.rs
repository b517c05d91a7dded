//! The outcomes the reference allows for a scenario's suffixes: every interleaving of the
//! threads' calls, run on the reference from the state after the prefix. The reproducer lists
//! them as literals, so that it needs neither the reference nor monolith-core.

use std::collections::BTreeSet;

use super::scenario::Planned;
use crate::panic::{catch, Quiet};

/// One result, as Rust code and as `Debug` shows it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Shown {
    pub literal: String,
    pub debug: String,
}

/// One outcome: each thread's results in order; `None` for a call that panicked.
pub(crate) type Results = Vec<Vec<Option<Shown>>>;

/// Every outcome over every interleaving, or why they cannot be listed: more than `cap`
/// interleavings, or an operation whose reference judges results rather than computing them.
pub(crate) fn allowed<R: Clone, C>(
    start: &R,
    suffixes: &[Vec<Planned<R, C>>],
    cap: usize,
) -> Result<BTreeSet<Results>, String> {
    let _quiet = Quiet::new();
    let mut walk = Walk {
        suffixes,
        out: BTreeSet::new(),
        current: vec![Vec::new(); suffixes.len()],
        leaves: 0,
        cap,
        judged: false,
    };
    if walk.go(start) {
        Ok(walk.out)
    } else if walk.judged {
        Err(
            "a nondeterministic operation's reference judges results rather than computing \
             them, so the outcomes it allows cannot be listed"
                .into(),
        )
    } else {
        Err(format!(
            "the interleavings of the calls are more than {cap}, too many to list"
        ))
    }
}

struct Walk<'a, R, C> {
    suffixes: &'a [Vec<Planned<R, C>>],
    out: BTreeSet<Results>,
    current: Results,
    leaves: usize,
    cap: usize,
    /// Whether the walk met a call whose reference judges.
    judged: bool,
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
            let out = match catch(|| p.call.reference(&mut next)) {
                Ok(Some(v)) => Some(Shown {
                    literal: v.literal(),
                    debug: format!("{v:?}"),
                }),
                Ok(None) => {
                    self.judged = true;
                    return false;
                }
                Err(_) => None,
            };
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

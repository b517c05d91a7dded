//! The language types alive on this thread, so that a random run can report in its
//! [`Stats`](crate::Stats) what each one generated: how many values, how many a
//! refinement refused, and what they covered.

use std::cell::RefCell;
use std::rc::Weak;

use super::Inner;
use crate::driver::LanguageStats;

thread_local! {
    static LANGUAGES: RefCell<Vec<Weak<Inner>>> = const { RefCell::new(Vec::new()) };
}

/// Notes a new language type.
pub(crate) fn register(inner: Weak<Inner>) {
    LANGUAGES.with(|l| {
        let mut l = l.borrow_mut();
        l.retain(|w| w.strong_count() > 0);
        l.push(inner);
    });
}

/// The counters of every live language type, before a run.
pub(crate) struct Snapshot(Vec<(Weak<Inner>, u64, u64)>);

pub(crate) fn snapshot() -> Snapshot {
    LANGUAGES.with(|l| {
        Snapshot(
            l.borrow()
                .iter()
                .filter_map(|w| {
                    let i = w.upgrade()?;
                    Some((w.clone(), i.drawn.get(), i.refused.get()))
                })
                .collect(),
        )
    })
}

/// What each language type that generated values did since `before`.
pub(crate) fn since(before: &Snapshot) -> Vec<LanguageStats> {
    let mut out = Vec::new();
    LANGUAGES.with(|l| {
        for w in l.borrow().iter() {
            let Some(inner) = w.upgrade() else { continue };
            let (drawn0, refused0) = before
                .0
                .iter()
                .find(|(b, _, _)| b.ptr_eq(w))
                .map_or((0, 0), |&(_, d, r)| (d, r));
            let drawn = inner.drawn.get() - drawn0;
            let refused = inner.refused.get() - refused0;
            if drawn + refused == 0 {
                continue;
            }
            let g = super::Grammar { inner };
            let coverage = g.coverage();
            out.push(LanguageStats {
                name: g.label(),
                drawn,
                refused,
                covered: coverage.covered,
                items: coverage.total,
            });
        }
    });
    out
}

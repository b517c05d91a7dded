//! The language types alive on this thread, so that a random run can report in its
//! [`Stats`](crate::Stats) what each one generated: how many values, how many a
//! refinement refused, and what they covered.

use std::cell::RefCell;
use std::rc::Weak;

use super::Inner;
use crate::report::LanguageStats;

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
    number_repeats(&mut out);
    out
}

/// Makes the labels distinct, in registration order: a label equal to an earlier one (two
/// grammars built from the same text, or given the same [`code`](super::Grammar::code))
/// gets ` (2)`, ` (3)`, ...
fn number_repeats(languages: &mut [LanguageStats]) {
    for i in 1..languages.len() {
        let (earlier, rest) = languages.split_at_mut(i);
        let name = &mut rest[0].name;
        let base = name.clone();
        let mut k = 2;
        while earlier.iter().any(|l| l.name == *name) {
            *name = format!("{base} ({k})");
            k += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::{args, grammar, int, regex};
    use crate::{Config, Engine};

    #[test]
    fn the_statistics_tell_every_grammar_apart() {
        fn len(s: String) -> usize {
            s.len()
        }
        let mut engine = Engine::new();
        let grammars = [
            // Their labels once were the same 48 characters and `...`.
            grammar("start: number (op number)*; number: [0-9]+; op: '+' | '-';"),
            grammar("start: number (op number)*; number: [0-9]+; op: '*' | '/';"),
            // The same text twice.
            regex("[a-z]{1,3}"),
            regex("[a-z]{1,3}"),
        ];
        for (k, g) in grammars.into_iter().enumerate() {
            let name = format!("len{k}");
            engine.declare(&name, args().arg(g).returns(int::<usize>()), len, len);
        }
        let stats = engine
            .run_random(&Config::with_seed(1).scenarios(200))
            .unwrap();
        let names: Vec<&str> = stats.languages.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names.len(), 4, "{stats}");
        assert!(names[0].contains("op: '+' | '-';"), "{stats}");
        assert!(names[1].contains("op: '*' | '/';"), "{stats}");
        assert_eq!(
            names[2..],
            ["regex(r#\"[a-z]{1,3}\"#)", "regex(r#\"[a-z]{1,3}\"#) (2)"]
        );
        let shown = stats.to_string();
        for name in &names {
            assert_eq!(
                shown.matches(&format!("language `{name}`")).count(),
                1,
                "{stats}"
            );
        }
    }

    #[test]
    fn equal_labels_are_numbered() {
        let stats = |name: &str| LanguageStats {
            name: name.into(),
            ..LanguageStats::default()
        };
        let mut languages = [
            stats("a"),
            stats("a (2)"),
            stats("a"),
            stats("a"),
            stats("b"),
        ];
        number_repeats(&mut languages);
        let names: Vec<&str> = languages.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["a", "a (2)", "a (3)", "a (4)", "b"]);
    }
}

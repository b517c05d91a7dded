//! Every spec combinator, end to end: a correct candidate passes, a faulty one is reported with
//! the right kind, and the reproducer says the right thing.

use monolith_core::spec::*;
use monolith_core::{Config, Engine, FailureKind, Report};

fn quick(seed: u64) -> Config {
    Config::with_seed(seed).scenarios(3_000)
}

fn fails(engine: &Engine) -> Report {
    for seed in 0..5 {
        if let Err(r) = engine.run_random(&quick(seed)) {
            return r;
        }
    }
    panic!("no failure found in 5 seeds");
}

fn passes(engine: &Engine) {
    for seed in 0..3 {
        if let Err(r) = engine.run_random(&quick(seed)) {
            panic!("false alarm:\n{r}");
        }
    }
}

/// A stack whose candidate drops an element once it holds more than `limit`.
fn stack_engine(limit: usize) -> Engine {
    #[derive(Default, Clone)]
    struct Stack(Vec<i16>, usize);
    impl Stack {
        fn push(&mut self, x: i16) {
            if self.0.len() < self.1 {
                self.0.push(x)
            }
        }
        fn pop(&mut self) -> Option<i16> {
            self.0.pop()
        }
    }
    let mut e = Engine::new();
    let s = e.abstract_type::<Vec<i16>, Stack>("s");
    e.declare(
        "Stack::new",
        args().returns(s.clone()),
        Vec::new,
        move || Stack(Vec::new(), limit),
    );
    e.declare(
        "push",
        args().arg(s.by_mut()).arg(int::<i16>()).returns(unit()),
        Vec::push,
        Stack::push,
    )
    .method();
    e.declare(
        "pop",
        args().arg(s.by_mut()).returns(option(int::<i16>())),
        Vec::pop,
        Stack::pop,
    )
    .method();
    e.declare(
        "len",
        args().arg(s.by_ref()).returns(lt(usize::MAX)),
        Vec::len,
        |s: &Stack| s.0.len(),
    )
    .method();
    e
}

#[test]
fn by_mut_handles_print_let_mut_and_method_calls() {
    passes(&stack_engine(usize::MAX));
    let r = fails(&stack_engine(2));
    assert!(r.reproducer.contains("let mut s0 = Stack::new();"), "{r}");
    assert!(r.reproducer.contains("s0.push("), "{r}");
}

#[test]
fn option_tag_mismatch_is_a_disagreement() {
    let mut e = Engine::new();
    e.declare(
        "checked_sub",
        args()
            .arg(int::<u8>())
            .arg(int::<u8>())
            .returns(option(int::<u8>())),
        u8::checked_sub,
        |a: u8, b: u8| Some(a.wrapping_sub(b)),
    );
    let r = fails(&e);
    assert_eq!(r.failure.kind, FailureKind::Mismatch);
    // The whole expected value, not a pattern: the payload is concrete.
    assert!(r.reproducer.contains("assert_eq!(checked_sub("), "{r}");
    assert!(
        r.reproducer
            .contains("), None); // candidate returned Some("),
        "{r}"
    );
}

#[test]
fn the_comment_shows_the_candidates_whole_value() {
    // The last statement of the reproducer of a candidate that returns `candidate`.
    fn last_line<S: Deconstructible + 'static>(spec: S, reference: S::R, candidate: S::C) -> String
    where
        S::R: Clone + 'static,
        S::C: Clone + 'static,
    {
        let mut e = Engine::new();
        e.declare(
            "answer",
            args().returns(spec),
            move || reference.clone(),
            move || candidate.clone(),
        );
        let r = fails(&e);
        let lines: Vec<&str> = r.reproducer.lines().collect();
        lines[lines.len() - 2].trim().to_string()
    }
    assert_eq!(
        last_line(option(int::<u8>()), Some(0), Some(1)),
        "assert_eq!(answer(), Some(0u8)); // candidate returned Some(1)"
    );
    assert_eq!(
        last_line(result(int::<u8>(), string()), Ok(0), Ok(1)),
        "assert_eq!(answer(), Ok(0u8)); // candidate returned Ok(1)"
    );
    assert_eq!(
        last_line(result(int::<u8>(), int::<i8>()), Err(-1), Err(2)),
        "assert_eq!(answer(), Err(-1i8)); // candidate returned Err(2)"
    );
    assert_eq!(
        last_line(
            option((int::<u8>(), option(int::<u8>()))),
            Some((1, Some(2))),
            Some((1, Some(3)))
        ),
        "assert_eq!(answer(), Some((1u8, Some(2u8)))); // candidate returned Some((1, Some(3)))"
    );
}

#[test]
fn results_tuples_and_vectors() {
    type Halves = Result<(Vec<u8>, Vec<u8>), String>;
    fn reference(v: Vec<u8>, at: usize) -> Halves {
        if at <= v.len() {
            Ok((v[..at].to_vec(), v[at..].to_vec()))
        } else {
            Err("out of range".to_string())
        }
    }
    // The candidate splits with `split_off`; `strict` is the bug: it refuses to split at the end.
    let engine = |strict: bool| {
        let mut e = Engine::new();
        let halves = (vec(int::<u8>(), lt(1usize)), vec(int::<u8>(), lt(1usize)));
        e.declare(
            "split",
            args()
                .arg(vec(int::<u8>(), lt(6usize)))
                .arg(lt(8usize))
                .returns(result(halves, string())),
            reference,
            move |mut v: Vec<u8>, at: usize| -> Halves {
                if at < v.len() || (!strict && at == v.len()) {
                    let t = v.split_off(at);
                    Ok((v, t))
                } else {
                    Err("out of range".to_string())
                }
            },
        );
        e
    };
    passes(&engine(false));
    let r = fails(&engine(true));
    assert_eq!(r.failure.kind, FailureKind::Mismatch);
    assert!(r.reproducer.contains("split(vec!["), "{r}");
}

#[test]
fn may_panic_accepts_panics_on_both_sides_only() {
    let spec = || {
        args()
            .arg(int::<i8>())
            .arg(int::<i8>())
            .returns(int::<i8>())
            .may_panic()
    };
    let mut e = Engine::new();
    e.declare("div", spec(), |a: i8, b: i8| a / b, |a: i8, b: i8| a / b);
    passes(&e);
    let mut bad = Engine::new();
    bad.declare(
        "div",
        spec(),
        |a: i8, b: i8| a / b,
        |a: i8, b: i8| a.checked_div(b).unwrap_or(0),
    );
    let r = fails(&bad);
    assert_eq!(r.failure.kind, FailureKind::Mismatch);
    assert!(r.reproducer.contains("catch_unwind"), "{r}");
    assert!(
        r.reproducer.contains("// the candidate returns normally"),
        "{r}"
    );
}

#[test]
fn a_candidate_panic_is_reported_and_its_call_printed() {
    let mut e = Engine::new();
    e.declare(
        "abs",
        args().arg(int::<i32>()).returns(int::<i32>()),
        i32::wrapping_abs,
        i32::abs,
    )
    .path("i32::abs");
    // `i32::abs` panics on i32::MIN in debug builds only.
    if cfg!(debug_assertions) {
        let r = fails(&e);
        assert_eq!(r.failure.kind, FailureKind::CandidatePanic);
        assert!(
            r.reproducer
                .contains("let _ = i32::abs(i32::MIN); // the candidate panics"),
            "{r}"
        );
        assert_eq!(r.failure.steps, 1);
    }
}

#[test]
fn a_candidate_panic_in_a_call_that_returns_unit_is_printed_as_a_statement() {
    fn check(x: u8) {
        assert!(x < 200, "too big");
    }
    let mut e = Engine::new();
    e.declare(
        "check",
        args().arg(int::<u8>()).returns(unit()),
        |_: u8| (),
        check,
    );
    let r = fails(&e);
    assert_eq!(r.failure.kind, FailureKind::CandidatePanic);
    // `let _ = check(..)` would be Clippy's `let_unit_value`.
    assert!(
        r.reproducer
            .contains("    check(u8::MAX); // the candidate panics: too big"),
        "{r}"
    );
}

#[test]
fn a_reference_panic_blames_the_spec() {
    let mut e = Engine::new();
    e.declare(
        "first",
        args()
            .arg(vec(int::<u8>(), lt(3usize)))
            .returns(int::<u8>()),
        |v: Vec<u8>| v[0],
        |v: Vec<u8>| v.first().copied().unwrap_or(0),
    );
    let r = fails(&e);
    assert_eq!(r.failure.kind, FailureKind::ReferencePanic);
    assert!(r.failure.kind.blames_spec());
    // The reproducer cannot fail on the candidate: the call is shown, commented out.
    assert!(
        r.reproducer
            .contains("// the reference panicked on the next call"),
        "{r}"
    );
    assert!(r.reproducer.contains("    // let _ = first(vec!["), "{r}");
}

#[test]
fn back_off_declines_without_running_the_candidate() {
    let mut e = Engine::new();
    e.declare(
        "div",
        args()
            .arg(int::<i16>())
            .arg(int::<i16>())
            .returns(int::<i16>()),
        |a: i16, b: i16| {
            if b == 0 {
                monolith_core::back_off()
            }
            a.wrapping_div(b)
        },
        |a: i16, b: i16| a.wrapping_div(b),
    );
    passes(&e);
}

#[test]
fn nondet_results_are_judged_by_the_reference() {
    struct Counter(u32);
    let judge = |last: &mut u32, c: &u32| {
        if *c > *last {
            *last = *c;
            Diagnostic::Valid(*c)
        } else {
            let bound = *last;
            Diagnostic::Invalid(Explanation::assert(move |x| {
                format!("assert!({x} > {bound});")
            }))
        }
    };
    let build = |wrap: u32| {
        let mut e = Engine::new();
        let g = e.abstract_type::<u32, Counter>("g");
        e.declare(
            "Counter::new",
            args().returns(g.clone()),
            || 0u32,
            || Counter(0),
        );
        e.declare(
            "next",
            args().arg(g.by_mut()).nondet(int::<u32>()),
            judge,
            move |c: &mut Counter| {
                c.0 = (c.0 + 1) % wrap;
                c.0 + 1
            },
        )
        .method();
        e
    };
    passes(&build(u32::MAX));
    let r = fails(&build(3));
    println!("{r}");
    assert_eq!(r.failure.kind, FailureKind::NondetRejected);
    assert!(r.reproducer.contains("assert!(v"), "{r}");
    assert!(r.reproducer.contains("// candidate returned 1"), "{r}");
    assert_eq!(r.failure.steps, 4, "{r}");
}

#[test]
fn checks_run_on_every_live_value_after_every_step() {
    let mut e = Engine::new();
    let v = e.abstract_type_with(
        AbstractType::<Vec<u8>, Vec<u8>>::new("v")
            .check(|_, c| assert!(c.windows(2).all(|w| w[0] <= w[1]), "not sorted"))
            .check_code(|x| format!("assert!({x}.windows(2).all(|w| w[0] <= w[1]));")),
    );
    e.declare("Vec::new", args().returns(v.clone()), Vec::new, Vec::new);
    e.declare(
        "insert_sorted",
        args().arg(v.by_mut()).arg(int::<u8>()).returns(unit()),
        |r: &mut Vec<u8>, x: u8| {
            let i = r.partition_point(|&y| y < x);
            r.insert(i, x)
        },
        |c: &mut Vec<u8>, x: u8| {
            let i = c.partition_point(|&y| y < x);
            c.insert(i.saturating_sub(usize::from(x == 7)), x)
        },
    );
    let r = fails(&e);
    assert_eq!(r.failure.kind, FailureKind::CheckFailed);
    assert!(r.reproducer.contains(".windows(2)"), "{r}");
}

#[test]
fn by_value_consumes_and_cloned_duplicates() {
    let mut e = Engine::new();
    let v = e.abstract_type::<Vec<u8>, Vec<u8>>("v");
    e.declare(
        "vec",
        args().arg(vec(int::<u8>(), lt(4usize))).returns(v.clone()),
        |x: Vec<u8>| x,
        |x: Vec<u8>| x,
    );
    e.declare(
        "concat",
        args().arg(v.by_value()).arg(v.cloned()).returns(v.clone()),
        |mut a: Vec<u8>, b: Vec<u8>| {
            a.extend(b);
            a
        },
        |mut a: Vec<u8>, b: Vec<u8>| {
            a.extend(b);
            a
        },
    );
    e.declare(
        "len",
        args().arg(v.by_ref()).returns(lt(usize::MAX)),
        Vec::len,
        |c: &Vec<u8>| c.len().min(5),
    );
    let r = fails(&e);
    assert!(r.reproducer.contains(".clone())"), "{r}");
}

#[test]
fn map_into_map_outof_such_that_and_rot2() {
    use std::collections::{BTreeSet, HashSet};
    let sorted = || {
        map_into(
            |s: BTreeSet<u8>| s.into_iter().collect::<Vec<_>>(),
            |s: HashSet<u8>| {
                let mut v: Vec<_> = s.into_iter().collect();
                v.sort();
                v
            },
            vec(int::<u8>(), lt(0usize)),
            |e| format!("{{ let mut v: Vec<_> = {e}.into_iter().collect(); v.sort(); v }}"),
        )
    };
    let evens = map_outof(
        such_that(int::<u8>(), |x: &u8| x.is_multiple_of(2)),
        |x| x,
        |x| x,
        |c| c.to_string(),
    );
    let mut e = Engine::new();
    e.declare(
        "of",
        args().arg(vec(evens, lt(5usize))).returns(sorted()),
        |v: Vec<u8>| v.into_iter().collect::<BTreeSet<_>>(),
        |v: Vec<u8>| v.into_iter().filter(|x| *x != 200).collect::<HashSet<_>>(),
    );
    let r = fails(&e);
    assert!(r.reproducer.contains("let mut v: Vec<_> = of(vec!["), "{r}");
    // rot2: remove(x, s) where x is an element of s.
    let mut e = Engine::new();
    let s = e.abstract_type::<Vec<u8>, Vec<u8>>("s");
    e.declare(
        "vec",
        args().arg(vec(int::<u8>(), lt(4usize))).returns(s.clone()),
        |x: Vec<u8>| x,
        |x: Vec<u8>| x,
    );
    e.declare(
        "position",
        args()
            .arg(s.by_ref().such_that(|v: &Vec<u8>| !v.is_empty()))
            .dep(|v: &Vec<u8>| {
                let v = v.clone();
                Concrete::new(move |src: &mut monolith_core::Source| {
                    v[src.draw_below(v.len() as u64) as usize]
                })
            })
            .returns(option(lt(usize::MAX)))
            .rot2(),
        |x: u8, v: &Vec<u8>| v.iter().position(|&y| y == x),
        |x: u8, v: &Vec<u8>| v.iter().rposition(|&y| y == x),
    );
    let r = fails(&e);
    assert!(r.reproducer.contains("position("), "{r}");
    assert!(
        r.reproducer.contains(", &s"),
        "the element comes first: {r}"
    );
}

#[test]
fn fix_builds_recursive_values() {
    #[derive(Clone, Debug, PartialEq)]
    enum List {
        Nil,
        Cons(u8, Box<List>),
    }
    impl Literal for List {
        fn literal(&self) -> String {
            match self {
                List::Nil => "List::Nil".into(),
                List::Cons(x, t) => format!("List::Cons({x}, Box::new({}))", t.literal()),
            }
        }
    }
    fn len(l: &List) -> usize {
        match l {
            List::Nil => 0,
            List::Cons(_, t) => 1 + len(t),
        }
    }
    let list = fix_constructible(|me: Rec<List, List, ConstructOnly>| {
        let to = |o: Option<(u8, List)>| o.map_or(List::Nil, |(x, t)| List::Cons(x, Box::new(t)));
        map_outof(option((int::<u8>(), me)), to, to, |c| {
            format!("List::from({c})")
        })
    });
    let mut e = Engine::new();
    e.declare(
        "len",
        args().arg(list).returns(lt(usize::MAX)),
        |l: List| len(&l),
        |l: List| len(&l).min(2),
    );
    let r = fails(&e);
    assert_eq!(r.failure.kind, FailureKind::Mismatch);
}

#[test]
fn a_spec_that_cannot_generate_says_so() {
    let mut e = Engine::new();
    let v = e.abstract_type::<Vec<u8>, Vec<u8>>("v");
    e.declare(
        "len",
        args().arg(v.by_ref()).returns(lt(usize::MAX)),
        Vec::len,
        Vec::len,
    );
    let r = fails(&e);
    assert_eq!(r.failure.kind, FailureKind::CannotGenerate);
    assert!(r.to_string().contains("none of the 1 operations"), "{r}");
    let empty = Engine::new();
    assert_eq!(fails(&empty).failure.kind, FailureKind::CannotGenerate);
    assert!(r.to_string().contains("// replay: none;"), "{r}");
}

#[test]
fn fixed_bytes_on_which_nothing_applies_end_the_scenario() {
    // All-zero bytes draw only empty vectors, and no index is below an empty vector's length:
    // a fuzzer's input like this is not the spec's fault, since other bytes apply the operation.
    let mut e = Engine::new();
    e.declare(
        "nth",
        args()
            .arg(vec_of(int::<u8>()))
            .dep(|v: &Vec<u8>| lt(v.len()))
            .returns(int::<u8>()),
        |v: Vec<u8>, k: usize| v[k],
        |v: Vec<u8>, k: usize| v[k],
    );
    assert_eq!(e.run_bytes(&[0; 68]), Ok(0));
    let mut tail = vec![0xb, 0xb, 0xb, 0x3f, 0xb, 0xb];
    tail.extend([0; 66]);
    assert!(e.run_bytes(&tail).is_ok());
    assert!(e.run_random(&Config::with_seed(1).scenarios(50)).is_ok());
}

#[test]
fn a_panicking_generator_is_a_spec_failure() {
    let mut e = Engine::new();
    let boom = Concrete::new(|src: &mut monolith_core::Source| {
        if src.draw_u8() > 250 {
            panic!("generator exploded")
        }
        1u8
    });
    e.declare(
        "id",
        args().arg(boom).returns(int::<u8>()),
        |x: u8| x,
        |x: u8| x,
    );
    let r = fails(&e);
    assert_eq!(r.failure.kind, FailureKind::SpecPanic);
    assert!(r.failure.message.contains("generator exploded"), "{r}");
}

#[test]
fn dependent_arguments_see_all_earlier_arguments() {
    let mut e = Engine::new();
    e.declare(
        "between",
        args()
            .arg(int::<u8>())
            .arg(int::<u8>())
            .dep(|a: &u8, b: &u8| closed(*a.min(b), *a.max(b)))
            .returns(bool()),
        |a: u8, b: u8, x: u8| a.min(b) <= x && x <= a.max(b),
        |_: u8, _: u8, _: u8| true,
    );
    passes(&e);
}

#[test]
fn nondet_may_panic_lets_the_reference_judge_panics_too() {
    let judge = |a: i8, b: i8, c: &Result<i8, String>| match (b, c) {
        (0, Err(m)) => Diagnostic::Valid(Err(m.clone())),
        (0, Ok(_)) => Diagnostic::Invalid(Explanation::message("x / 0 must panic")),
        _ => Diagnostic::Valid(Ok(a.wrapping_div(b))),
    };
    let spec = || {
        args()
            .arg(int::<i8>())
            .arg(int::<i8>())
            .nondet(int::<i8>())
            .may_panic()
    };
    let mut e = Engine::new();
    e.declare("div", spec(), judge, |a: i8, b: i8| a.wrapping_div(b));
    passes(&e);
    let mut bad = Engine::new();
    bad.declare("div", spec(), judge, |a: i8, b: i8| {
        a.checked_div(b).unwrap_or(0)
    });
    let r = fails(&bad);
    assert_eq!(r.failure.kind, FailureKind::NondetRejected);
    assert!(
        r.reproducer.contains("panic!(\"{:?}: x / 0 must panic\""),
        "{r}"
    );
}

#[test]
fn same_message_compares_panic_messages() {
    let spec = || {
        args()
            .arg(int::<u8>())
            .returns(int::<u8>())
            .may_panic()
            .same_message()
    };
    let mut e = Engine::new();
    e.declare(
        "check",
        spec(),
        |x: u8| if x > 100 { panic!("too big") } else { x },
        |x: u8| if x > 100 { panic!("too large") } else { x },
    );
    let r = fails(&e);
    assert_eq!(r.failure.kind, FailureKind::Mismatch);
    assert!(r.failure.message.contains("\"too big\""), "{r}");
    assert!(
        r.reproducer
            .contains("// the candidate panicked with \"too large\""),
        "{r}"
    );
}

#[test]
fn a_vec_of_pairs_that_differs_in_one_element_prints_whole_with_the_position() {
    fn pairs(n: usize) -> Vec<(u8, Option<String>)> {
        (0..n as u8).map(|i| (i, Some(i.to_string()))).collect()
    }
    let mut e = Engine::new();
    e.declare(
        "pairs",
        args()
            .arg(lt(5usize))
            .returns(vec((int::<u8>(), option(string())), lt(1usize))),
        pairs,
        |n: usize| {
            let mut v = pairs(n);
            if n >= 3 {
                v[2].1 = None;
            }
            v
        },
    );
    let r = fails(&e);
    let line = r
        .reproducer
        .lines()
        .find(|l| l.contains("assert_eq!"))
        .unwrap_or_else(|| panic!("{r}"));
    assert!(!line.contains("/*"), "{r}");
    assert!(
        line.contains(r#"vec![(0u8, Some("0".to_string())), (1u8, Some("1".to_string())), (2u8, Some("2".to_string()))"#),
        "{r}"
    );
    assert!(line.contains("(first difference at index 2)"), "{r}");
}

/// A text whose candidate's line iterator panics once the text holds three lines.
fn lines_engine(post: bool, mapped: bool) -> Engine {
    #[derive(Default)]
    struct Text(Vec<String>);
    struct Lines(std::vec::IntoIter<String>, usize);
    impl Iterator for Lines {
        type Item = String;
        fn next(&mut self) -> Option<String> {
            assert!(self.1 < 3, "a line iterator past line 3");
            self.1 += 1;
            self.0.next()
        }
    }
    impl Text {
        fn push(&mut self, line: u8) {
            self.0.push(line.to_string());
        }
        fn lines(&self) -> Lines {
            Lines(self.0.clone().into_iter(), 0)
        }
    }
    let mut e = Engine::new();
    let t = e.abstract_type::<Vec<String>, Text>("t");
    e.declare(
        "Text::default",
        args().returns(t.clone()),
        Vec::new,
        Text::default,
    );
    e.declare(
        "Text::push",
        args().arg(t.by_mut()).arg(closed(0u8, 3)).returns(unit()),
        |v: &mut Vec<String>, x: u8| v.push(x.to_string()),
        Text::push,
    )
    .method();
    let collect = |code: &str| format!("{code}.collect::<Vec<_>>()");
    if mapped {
        // The post-processing in the spec: `map_into`.
        e.declare(
            "Text::lines",
            args().arg(t.by_ref()).returns(map_into(
                |v: Vec<String>| v,
                |c: Lines| c.collect::<Vec<_>>(),
                vec_of(string()),
                collect,
            )),
            |v: &Vec<String>| v.clone(),
            |c: &Text| c.lines(),
        )
        .method();
    } else {
        // The post-processing in the candidate's function, declared with `post`.
        let d = e
            .declare(
                "Text::lines",
                args().arg(t.by_ref()).returns(vec_of(string())),
                |v: &Vec<String>| v.clone(),
                |c: &Text| c.lines().collect(),
            )
            .method();
        if post {
            d.post(collect);
        }
    }
    e
}

#[test]
fn a_candidate_panic_in_post_processing_prints_the_post_processing() {
    for (post, mapped) in [(true, false), (false, true)] {
        let report = fails(&lines_engine(post, mapped));
        assert_eq!(report.failure.kind, FailureKind::CandidatePanic, "{report}");
        let last = report.reproducer.lines().rev().nth(1).unwrap();
        assert!(
            last.trim_start()
                .starts_with("let _ = t0.lines().collect::<Vec<_>>(); // the candidate panics: a line iterator past line 3"),
            "{report}"
        );
    }
    // Without `post`, the call alone is printed: the reason to declare it.
    let report = fails(&lines_engine(false, false));
    assert!(
        report
            .reproducer
            .contains("let _ = t0.lines(); // the candidate panics"),
        "{report}"
    );
}

#[test]
fn a_run_counts_each_operation_its_live_values_and_its_lengths() {
    let mut e = Engine::new();
    let v = e.abstract_type::<Vec<u8>, Vec<u8>>("v");
    let orphan = e.abstract_type::<u8, u8>("o");
    e.declare("Vec::new", args().returns(v.clone()), Vec::new, Vec::new);
    e.declare(
        "Vec::pop",
        args().arg(v.by_mut()).returns(option(int::<u8>())),
        Vec::pop,
        Vec::pop,
    )
    .method();
    e.declare(
        "Vec::push",
        args()
            .arg(v.by_mut().such_that(|v: &Vec<u8>| v.len() < 3))
            .arg(int::<u8>())
            .returns(unit()),
        Vec::push,
        Vec::push,
    )
    .method();
    // No operation creates an `o`: this one can never run.
    e.declare(
        "u8::clone",
        args().arg(orphan.by_ref()).returns(int::<u8>()),
        |x: &u8| *x,
        |x: &u8| *x,
    );
    let stats = e.run_random(&quick(1)).unwrap();
    let runs: u64 = stats.operations.iter().map(|o| o.runs).sum();
    assert_eq!(runs, stats.steps);
    assert_eq!(stats.lengths.iter().sum::<u64>(), stats.scenarios);
    let push = &stats.operations[2];
    assert!(push.runs > 0 && push.rejected > 0, "{stats}");
    assert_eq!(stats.never_ran(), ["u8::clone"]);
    assert_eq!(stats.live[0].prefix, "v");
    assert!(stats.live[0].max >= 1 && stats.live[1].max == 0, "{stats}");
    let table = stats.to_string();
    assert!(table.starts_with("operation "), "{table}");
    assert!(
        table.contains("warning: `u8::clone` never ran in 3000 scenarios"),
        "{table}"
    );
}

/// Two independent bugs: `abs` is wrong below -100, `double` above 100.
fn two_bugs() -> Engine {
    let mut e = Engine::new();
    e.declare(
        "abs",
        args().arg(int::<i8>()).returns(int::<i8>()),
        |x: i8| x.wrapping_abs(),
        |x: i8| if x < -100 { 0 } else { x.wrapping_abs() },
    );
    e.declare(
        "double",
        args().arg(int::<u8>()).returns(int::<u8>()),
        |x: u8| x.wrapping_mul(2),
        |x: u8| if x > 100 { 0 } else { x.wrapping_mul(2) },
    );
    e
}

#[test]
fn keep_going_reports_each_distinct_failure_shrunk() {
    let config = Config::with_seed(1).scenarios(5_000);
    let first = two_bugs().run_random(&config).unwrap_err();
    assert!(first.also.is_empty());
    let all = two_bugs()
        .run_random(&config.clone().keep_going(true))
        .unwrap_err();
    let mut ops: Vec<_> = std::iter::once(&all)
        .chain(&all.also)
        .map(|r| r.failure.operation.clone().unwrap())
        .collect();
    assert_eq!(all.to_string(), first.to_string(), "the first is the same");
    ops.sort();
    assert_eq!(ops, ["abs", "double"]);
    assert!(
        all.also.iter().all(|r| r.failure.steps == 1),
        "{:?}",
        all.also
    );
}

#[test]
fn an_expected_failure_is_set_aside_and_the_next_one_found() {
    let config = Config::with_seed(1).scenarios(5_000);
    let mut e = two_bugs();
    let masked = e.run_random(&config).unwrap_err();
    let op = masked.failure.operation.clone().unwrap();
    e.expect_failure(&op, FailureKind::Mismatch);
    let next = e.run_random(&config).unwrap_err();
    assert_ne!(
        next.failure.operation.as_deref(),
        Some(op.as_str()),
        "{next}"
    );
    e.expect_failure(
        next.failure.operation.as_deref().unwrap(),
        FailureKind::Mismatch,
    );
    let stats = e.run_random(&config).expect("both are set aside");
    assert!(stats.set_aside > 0);
}

//! Function-valued arguments: a closure chosen from a list, printed as its own source.
//!
//! An API that takes a function (a comparison for `sort_by`, a predicate for `retain`, a key
//! for `max_by_key`) is tested over a few functions written out in the spec. [`closures!`]
//! takes them as closure expressions and keeps each one's source text, from `stringify!`, next
//! to the function itself: the reproducer prints the very code that ran, so the two cannot drift
//! apart, and the pasted test compiles wherever the candidate accepts a closure.
//!
//! ```
//! use monolith_core::{closures, spec::*, Engine};
//! use std::cmp::Ordering;
//!
//! fn sort_by(mut v: Vec<i32>, compare: impl Fn(&i32, &i32) -> Ordering) -> Vec<i32> {
//!     v.sort_by(compare);
//!     v
//! }
//! let mut engine = Engine::new();
//! let compare = closures![
//!     |a: &i32, b: &i32| a.cmp(b),
//!     |a: &i32, b: &i32| b.cmp(a),
//! ];
//! engine.declare(
//!     "sort_by",
//!     args().arg(vec_of(int::<i32>())).arg(compare).returns(vec_of(int::<i32>())),
//!     sort_by,
//!     sort_by,
//! );
//! # let _ = engine;
//! ```
//!
//! A closure chosen by an argument is passed by value, as the type the list has: a single
//! closure keeps its own type; two or more non-capturing closures coerce to one function
//! pointer type (`fn(&i32, &i32) -> Ordering`), which is `Copy` and implements `Fn`. The
//! closures must not capture anything, so that the printed source is the whole function.
//! For functions that cannot be written as a closure expression, [`closures()`] takes the
//! source text and the function apart.
//!
//! A closure that captures a drawn value, such as the bound of "keep if `x < k`", is a
//! family with a parameter: [`closure!`] draws the parameter from its spec for each call,
//! builds the closure around it, and prints both, `{ let k = 7; move |x: &u8| *x < k }`, so the
//! pasted reproducer runs the very closure that found the bug.
//!
//! `stringify!` spaces every token of a closure that a `macro_rules!` assembled from fragments
//! (`| x : & u8 | * x < 8`); [`closures!`] respaces the text as rustfmt would
//! (`|x: &u8| *x < 8`, see `spacing.rs`), so that the reproducer reads as written.

pub(crate) mod spacing;

use std::borrow::Cow;
use std::rc::Rc;

use super::{Built, Constructible, Cx, Reject, Spec};

/// A function-valued argument chosen from a list: see [`closures()`] and [`closures!`].
pub struct Closures<F> {
    choices: Rc<[(Cow<'static, str>, F)]>,
}

impl<F> Clone for Closures<F> {
    fn clone(&self) -> Self {
        Closures {
            choices: Rc::clone(&self.choices),
        }
    }
}

impl<F> std::fmt::Debug for Closures<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let codes: Vec<&str> = self.choices.iter().map(|(code, _)| &**code).collect();
        f.debug_tuple("Closures").field(&codes).finish()
    }
}

/// One of the functions `choices`, each given with the Rust expression that the reproducer
/// prints for it, chosen with one draw (byte 0 gives the first, so the shrinker simplifies
/// toward it; put the simplest function first). It may only be an argument; with no choice, it
/// rejects and the engine chooses another instruction.
///
/// The printed expression must be the function: prefer [`closures!`], which writes it from
/// the closure's own source.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// use std::cmp::Ordering;
/// fn descending(a: &i32, b: &i32) -> Ordering {
///     b.cmp(a)
/// }
/// let compare = closures([
///     ("i32::cmp", i32::cmp as fn(&i32, &i32) -> Ordering),
///     ("|a: &i32, b: &i32| b.cmp(a)", descending),
/// ]);
/// # fn arg<S: Constructible>(_: &S) {}
/// # arg(&compare);
/// ```
pub fn closures<F: Clone>(choices: impl IntoIterator<Item = (&'static str, F)>) -> Closures<F> {
    Closures {
        choices: choices
            .into_iter()
            .map(|(code, f)| (Cow::Borrowed(code), f))
            .collect(),
    }
}

/// The function behind [`closures!`]: the source texts (from `stringify!`, respaced as rustfmt
/// would: see `spacing.rs`) and the functions, in the same order.
#[doc(hidden)]
pub fn closures_of<F: Clone, const N: usize>(
    codes: [&'static str; N],
    functions: [F; N],
) -> Closures<F> {
    Closures {
        choices: codes
            .into_iter()
            .zip(functions)
            .map(|(code, f)| (tidy(code), f))
            .collect(),
    }
}

/// A function-valued argument: one of the closures listed, chosen with one draw (byte 0 gives
/// the first), passed to both sides, and printed in the reproducer as its own source text
/// (`stringify!`, spaced as rustfmt spaces it even when a `macro_rules!` built the closure from
/// fragments). The closures must capture nothing; two or more are coerced to one function
/// pointer type, so they must have the same signature, written out on each (`|a: &i32, b:
/// &i32| b.cmp(a)`) so that the pasted reproducer compiles on its own.
///
/// # Examples
///
/// ```
/// use monolith_core::{closures, spec::*, Config, Engine};
/// use std::cmp::Ordering;
///
/// fn max_by(v: Vec<i32>, compare: impl Fn(&i32, &i32) -> Ordering) -> Option<i32> {
///     v.into_iter().max_by(compare)
/// }
/// // A candidate that ignores the comparison.
/// fn max_ignoring(v: Vec<i32>, _: impl Fn(&i32, &i32) -> Ordering) -> Option<i32> {
///     v.into_iter().max()
/// }
/// let mut engine = Engine::new();
/// engine
///     .declare(
///         "max_by",
///         args()
///             .arg(vec_of(int::<i32>()))
///             .arg(closures![|a: &i32, b: &i32| a.cmp(b), |a: &i32, b: &i32| b.cmp(a)])
///             .returns(option(int::<i32>())),
///         max_by,
///         max_ignoring,
///     );
/// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains("|a: &i32, b: &i32| b.cmp(a))"), "{report}");
/// ```
#[macro_export]
macro_rules! closures {
    ($($closure:expr),+ $(,)?) => {
        $crate::spec::closure::closures_of([$(stringify!($closure)),+], [$($closure),+])
    };
}
pub use crate::closures;

/// A function-valued argument built around a drawn parameter: see [`closure!`].
pub struct WithParameter<S, B> {
    spec: S,
    /// The parameter's pattern, as rustfmt spaces it (`k`, `(lo, hi)`).
    pattern: Cow<'static, str>,
    /// The closure's source, as rustfmt spaces it.
    code: Cow<'static, str>,
    build: B,
}

impl<S: Clone, B: Clone> Clone for WithParameter<S, B> {
    fn clone(&self) -> Self {
        WithParameter {
            spec: self.spec.clone(),
            pattern: self.pattern.clone(),
            code: self.code.clone(),
            build: self.build.clone(),
        }
    }
}

impl<S: std::fmt::Debug, B> std::fmt::Debug for WithParameter<S, B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WithParameter")
            .field("pattern", &self.pattern)
            .field("spec", &self.spec)
            .field("code", &self.code)
            .finish()
    }
}

/// The function behind [`closure!`]: the parameter's pattern and spec, the closure's source
/// text (from `stringify!`, respaced as rustfmt would: see `spacing.rs`), and the function
/// that builds the closure from a value of the parameter.
#[doc(hidden)]
pub fn with_parameter<S, B, F>(
    pattern: &'static str,
    spec: S,
    code: &'static str,
    build: B,
) -> WithParameter<S, B>
where
    S: Constructible<C = <S as Spec>::R>,
    B: Fn(S::R) -> F,
{
    WithParameter {
        spec,
        pattern: tidy(pattern),
        code: tidy(code),
        build,
    }
}

/// `code` from `stringify!`, respaced as rustfmt would (see `spacing.rs`); borrowed when it
/// already was.
fn tidy(code: &'static str) -> Cow<'static, str> {
    match spacing::respace(code) {
        tidy if tidy == code => Cow::Borrowed(code),
        tidy => Cow::Owned(tidy),
    }
}

/// A function-valued argument that captures a drawn value: `closure!(k in spec => closure)`
/// draws `k` from `spec` for each call, builds `closure` around it (a `move` closure, since it
/// outlives the draw), passes one built from the same value to each side, and prints
/// `{ let k = 7; closure }` in the reproducer. The pattern may take a tuple apart, for a
/// tuple of specs: `closure!((lo, hi) in (int::<u8>(), int::<u8>()) => move |x: &u8| lo <= *x
/// && *x < hi)`.
///
/// The closure's type is its own, so the operations that take it are closures too, whose
/// parameter types the engine infers (`|v: &mut Vec<u8>, keep| v.retain(keep)`), or generic
/// functions.
///
/// # Examples
///
/// ```
/// use monolith_core::{closure, spec::*, Config, Engine};
///
/// // A candidate that keeps one element too many: the first that fails the predicate.
/// fn retain_faulty(v: &mut Vec<u8>, keep: impl Fn(&u8) -> bool) {
///     if let Some(i) = v.iter().position(|x| !keep(x)) {
///         let first = v.remove(i);
///         v.retain(|x| keep(x));
///         v.insert(i.min(v.len()), first);
///     }
/// }
/// let mut engine = Engine::new();
/// engine.declare(
///     "retain",
///     args()
///         .arg(vec_of(int::<u8>()))
///         .arg(closure!(k in lt(16u8) => move |x: &u8| *x < k))
///         .returns(vec_of(int::<u8>())),
///     |mut v: Vec<u8>, keep| {
///         v.retain(keep);
///         v
///     },
///     |mut v: Vec<u8>, keep| {
///         retain_faulty(&mut v, keep);
///         v
///     },
/// );
/// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains("{ let k = "), "{report}");
/// assert!(report.reproducer.contains("; move |x: &u8| *x < k }"), "{report}");
/// ```
#[macro_export]
macro_rules! closure {
    ($pattern:pat in $spec:expr => $closure:expr) => {
        $crate::spec::closure::with_parameter(
            stringify!($pattern),
            $spec,
            stringify!($closure),
            move |$pattern| $closure,
        )
    };
}
pub use crate::closure;

impl<S, B, F> Spec for WithParameter<S, B>
where
    S: Spec,
    B: Fn(S::R) -> F,
{
    type R = F;
    type C = F;
}

impl<S, B, F> Constructible for WithParameter<S, B>
where
    S: Constructible<C = <S as Spec>::R>,
    B: Fn(S::R) -> F,
{
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<F, F>, Reject> {
        let p = self.spec.construct(cx)?;
        let code = if cx.render {
            format!("{{ let {} = {}; {} }}", self.pattern, p.code, self.code)
        } else {
            String::new()
        };
        Ok(Built {
            r: (self.build)(p.r),
            c: (self.build)(p.c),
            code,
        })
    }
}

impl<F: Clone> Spec for Closures<F> {
    type R = F;
    type C = F;
}

impl<F: Clone> Constructible for Closures<F> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<F, F>, Reject> {
        let k = cx.src.draw_below(self.choices.len() as u64) as usize;
        let (code, f) = self.choices.get(k).ok_or(Reject)?;
        Ok(Built {
            r: f.clone(),
            c: f.clone(),
            code: if cx.render {
                code.to_string()
            } else {
                String::new()
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::{args, int, vec_of};
    use crate::{Config, Engine};
    use std::cmp::Ordering;

    fn sort_by(mut v: Vec<i32>, compare: impl Fn(&i32, &i32) -> Ordering) -> Vec<i32> {
        v.sort_by(compare);
        v
    }

    #[test]
    fn the_source_text_is_the_closure() {
        let c = closures![|a: &i32, b: &i32| a.cmp(b), |a: &i32, b: &i32| b.cmp(a)];
        let codes: Vec<&str> = c.choices.iter().map(|(s, _)| &**s).collect();
        assert_eq!(
            codes,
            ["|a: &i32, b: &i32| a.cmp(b)", "|a: &i32, b: &i32| b.cmp(a)"]
        );
        assert_eq!((c.choices[1].1)(&1, &2), Ordering::Greater);
        // A single closure keeps its own type.
        let one = closures![|x: &u8| *x > 3];
        assert!((one.choices[0].1)(&4));
    }

    #[test]
    fn byte_zero_gives_the_first_and_every_choice_is_one_byte() {
        let c = closures![
            |a: &i32, b: &i32| a.cmp(b),
            |a: &i32, b: &i32| b.cmp(a),
            |a: &i32, b: &i32| a.unsigned_abs().cmp(&b.unsigned_abs()),
        ];
        let mut engine = Engine::new();
        engine.declare(
            "sort_by",
            args()
                .arg(vec_of(int::<i32>()))
                .arg(c)
                .returns(vec_of(int::<i32>())),
            |v: Vec<i32>, f: fn(&i32, &i32) -> Ordering| sort_by(v, f),
            |v: Vec<i32>, f: fn(&i32, &i32) -> Ordering| sort_by(v, f),
        );
        assert!(engine
            .run_random(&Config::with_seed(1).scenarios(200))
            .is_ok());
    }

    #[test]
    fn the_reproducer_prints_the_chosen_closure() {
        fn ignoring(mut v: Vec<i32>, _: impl Fn(&i32, &i32) -> Ordering) -> Vec<i32> {
            v.sort();
            v
        }
        let mut engine = Engine::new();
        engine.declare(
            "sort_by",
            args()
                .arg(vec_of(int::<i32>()))
                .arg(closures![
                    |a: &i32, b: &i32| a.cmp(b),
                    |a: &i32, b: &i32| b.cmp(a)
                ])
                .returns(vec_of(int::<i32>())),
            |v: Vec<i32>, f: fn(&i32, &i32) -> Ordering| sort_by(v, f),
            |v: Vec<i32>, f: fn(&i32, &i32) -> Ordering| ignoring(v, f),
        );
        let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
        assert_eq!(report.failure.steps, 1, "{report}");
        // Shrunk toward the first closure, which agrees: the second one remains.
        assert!(
            report
                .reproducer
                .contains("], |a: &i32, b: &i32| b.cmp(a)), vec!["),
            "{report}"
        );
    }

    #[test]
    fn closures_built_by_a_macro_print_as_rustfmt_prints_them() {
        // `stringify!` spaces the tokens of a closure assembled from fragments.
        macro_rules! predicate {
            (|$x:ident : $t:ty| $body:expr) => {
                closures![|$x: $t| $body]
            };
        }
        let p = predicate!(|x: &u8| *x < 8);
        assert_eq!(&*p.choices[0].0, "|x: &u8| *x < 8");
        assert!((p.choices[0].1)(&7) && !(p.choices[0].1)(&8));
        let v = predicate!(|v: &Vec<u8>| v.len() < 4);
        assert_eq!(&*v.choices[0].0, "|v: &Vec<u8>| v.len() < 4");
        // What was already spaced is kept, not copied.
        let c = closures![|a: &i32, b: &i32| b.cmp(a)];
        assert!(matches!(c.choices[0].0, Cow::Borrowed(_)));
    }

    /// A candidate `retain` that keeps the first element that fails the predicate.
    fn retain_keeping_the_first(v: &mut Vec<u8>, keep: impl Fn(&u8) -> bool) {
        if let Some(i) = v.iter().position(|x| !keep(x)) {
            let first = v.remove(i);
            v.retain(|x| keep(x));
            v.insert(i.min(v.len()), first);
        }
    }

    #[test]
    fn a_drawn_parameter_is_printed_with_its_value_and_shrunk() {
        let mut engine = Engine::new();
        engine.declare(
            "retain",
            args()
                .arg(vec_of(int::<u8>()))
                .arg(closure!(k in int::<u8>() => move |x: &u8| *x < k))
                .returns(vec_of(int::<u8>())),
            |mut v: Vec<u8>, keep| {
                v.retain(keep);
                v
            },
            |mut v: Vec<u8>, keep| {
                retain_keeping_the_first(&mut v, keep);
                v
            },
        );
        for seed in 1..=5 {
            let report = engine.run_random(&Config::with_seed(seed)).unwrap_err();
            // The smallest failure: one element, which fails `x < 0` and is kept.
            assert_eq!(report.failure.steps, 1, "{report}");
            assert!(
                report
                    .reproducer
                    .contains("retain(vec![0u8], { let k = 0u8; move |x: &u8| *x < k }), vec![]);"),
                "seed {seed}: {report}"
            );
        }
    }

    #[test]
    fn a_tuple_pattern_takes_its_parameters_apart() {
        let between =
            closure!((lo, hi) in (int::<u8>(), int::<u8>()) => move |x: &u8| lo <= *x && *x < hi);
        assert_eq!(&*between.pattern, "(lo, hi)");
        assert_eq!(&*between.code, "move |x: &u8| lo <= *x && *x < hi");
        let f = (between.build)((2, 5));
        assert!(f(&2) && f(&4) && !f(&5) && !f(&1));
    }

    #[test]
    fn no_choice_rejects() {
        let none: Closures<fn(u8) -> u8> = closures([]);
        let mut engine = Engine::new();
        engine.declare(
            "apply",
            args().arg(int::<u8>()).arg(none).returns(int::<u8>()),
            |x: u8, f: fn(u8) -> u8| f(x),
            |x: u8, f: fn(u8) -> u8| f(x),
        );
        // The only operation never applies: the run says so rather than passing.
        let report = engine
            .run_random(&Config::with_seed(1).scenarios(5))
            .unwrap_err();
        assert!(
            report.to_string().contains("no operation applies"),
            "{report}"
        );
    }
}

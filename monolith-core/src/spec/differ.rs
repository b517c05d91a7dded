//! Difference relations, after Iorek: inputs find bugs when they *differ* in ways that matter.
//!
//! Within a scenario, the successive values of one spec can be asked to differ from every
//! earlier one ([`distinct`], or any relation with [`differs`]: a different length, a distance
//! of at least `d`), or to cover a set of alternatives before any repeats ([`covering`]). Each
//! is a bounded number of redraws from the byte stream, with no solver: after
//! [`REDRAWS`] draws that all fail the relation, the spec rejects and the engine chooses
//! another instruction. Replay, fuzzing and shrinking work as for any other spec.
//!
//! The memory of what a spec drew is per scenario and per spec value: two calls of
//! `distinct(int::<u8>())` are two specs with two memories, and a clone shares its original's.

use super::{
    literal_printers, Built, Constructible, Cx, Deconstructible, Dx, Literal, Reject, Spec,
};
use crate::pool::Pool;
use crate::report::pattern::Pat;
use crate::source::spans::Label;

/// How many draws a difference relation makes before it rejects.
pub const REDRAWS: usize = 8;

/// A spec whose values relate to those it drew before in the scenario: see [`differs`].
#[derive(Clone)]
pub struct Differs<S, F> {
    spec: S,
    relation: F,
    key: u64,
}

/// The values of `spec`, each of which satisfies `relation(new, earlier)` against every value
/// this spec drew earlier in the scenario. A draw that fails is redrawn, up to [`REDRAWS`]
/// times; then the spec rejects and the engine chooses another instruction.
///
/// # Examples
///
/// Keys at least 16 apart, and strings of lengths never seen before in the scenario:
///
/// ```
/// use monolith_core::spec::*;
/// let spread = differs(int::<u32>(), |a: &u32, b: &u32| a.abs_diff(*b) >= 16);
/// let lengths = differs(string(), |a: &String, b: &String| a.len() != b.len());
/// # fn arg<S: Constructible>(_: &S) {}
/// # arg(&spread); arg(&lengths);
/// ```
pub fn differs<S, F>(spec: S, relation: F) -> Differs<S, F>
where
    S: Constructible,
    S::R: Clone + 'static,
    F: Fn(&S::R, &S::R) -> bool,
{
    Differs {
        spec,
        relation,
        key: Pool::new_key(),
    }
}

/// The values of `spec`, each different (by `PartialEq` on the reference side) from those it
/// drew earlier in the scenario: [`differs`] with `!=`.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// let mut engine = Engine::new();
/// let set = engine.abstract_type::<Vec<u8>, Vec<u8>>("v");
/// engine.declare("new", args().returns(set.clone()), Vec::new, Vec::new);
/// fn push(v: &mut Vec<u8>, x: u8) { v.push(x) }
/// fn unique(v: &Vec<u8>) -> bool { (1..v.len()).all(|i| !v[..i].contains(&v[i])) }
/// engine.declare("push", args().arg(set.by_mut()).arg(distinct(int::<u8>())).returns(unit()),
///     push, push);
/// engine.declare("unique", args().arg(set.by_ref()).returns(bool()), unique, |_: &Vec<u8>| true);
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(300)).is_ok());
/// ```
#[allow(clippy::type_complexity)]
pub fn distinct<S>(spec: S) -> Differs<S, fn(&S::R, &S::R) -> bool>
where
    S: Constructible,
    S::R: Clone + PartialEq + 'static,
{
    differs(spec, |a: &S::R, b: &S::R| a != b)
}

impl<S: Spec, F> Spec for Differs<S, F> {
    type R = S::R;
    type C = S::C;
}

impl<S, F> Constructible for Differs<S, F>
where
    S: Constructible,
    S::R: Clone + 'static,
    F: Fn(&S::R, &S::R) -> bool,
{
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<S::R, S::C>, Reject> {
        let redraws = cx.src.open();
        for _ in 0..REDRAWS {
            let draw = cx.src.open();
            let built = self.spec.construct(cx)?;
            let earlier = cx.pool.memory::<S::R>(self.key);
            if earlier.iter().all(|old| (self.relation)(&built.r, old)) {
                earlier.push(built.r.clone());
                cx.src.forget(draw);
                cx.src.close(redraws, Label::Redraws);
                return Ok(built);
            }
            cx.src.close(draw, Label::Refused);
        }
        Err(Reject)
    }
}

/// One of a list of literal values, each drawn once before any repeats: see [`covering`].
#[derive(Clone)]
pub struct Covering<T> {
    values: std::rc::Rc<[T]>,
    key: u64,
}

/// One of `values`, covering them: within a scenario, each draw chooses among the values not
/// drawn yet (byte 0 gives the first of them), and once all have been drawn, among all of
/// them. Iorek's cover: a handful of calls exercises every alternative. Compared with
/// `PartialEq` and printed with [`Literal`], like [`one_of`](super::one_of).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let method = covering(["GET", "POST", "DELETE"].map(String::from));
/// # let _ = method;
/// ```
pub fn covering<T: Clone + Literal>(values: impl IntoIterator<Item = T>) -> Covering<T> {
    Covering {
        values: values.into_iter().collect(),
        key: Pool::new_key(),
    }
}

impl<T: Clone> Spec for Covering<T> {
    type R = T;
    type C = T;
}

impl<T: Clone + Literal + 'static> Constructible for Covering<T> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<T, T>, Reject> {
        let n = self.values.len();
        if n == 0 {
            return Err(Reject);
        }
        let drawn = cx.pool.memory::<bool>(self.key);
        drawn.resize(n, false);
        let fresh = drawn.iter().filter(|&&d| !d).count();
        let k = if fresh == 0 {
            cx.src.draw_below(n as u64) as usize
        } else {
            let j = cx.src.draw_below(fresh as u64) as usize;
            let drawn = cx.pool.memory::<bool>(self.key);
            let k = (0..n).filter(|&k| !drawn[k]).nth(j).ok_or(Reject)?;
            drawn[k] = true;
            k
        };
        Ok(Built::same(self.values[k].clone(), cx.render))
    }
}

impl<T: Clone + Literal + PartialEq> Deconstructible for Covering<T> {
    fn deconstruct(&self, r: T, c: T, dx: &mut Dx<'_>) -> Pat {
        super::concrete::observe(r, c, dx, PartialEq::eq, Literal::literal)
    }
    literal_printers!();
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use crate::spec::*;
    use crate::{Config, Engine};

    thread_local! {
        static LOG: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
    }

    /// The values `spec` gives in one scenario of one operation, `record(x)`, for each of a few
    /// byte buffers.
    fn scenarios<S>(spec: S) -> Vec<Vec<u32>>
    where
        S: Constructible<R = u32, C = u32> + 'static,
    {
        fn record(x: u32) {
            LOG.with(|l| l.borrow_mut().push(x));
        }
        let mut engine = Engine::new();
        engine.declare(
            "record",
            args().arg(spec).returns(unit()),
            record,
            |_: u32| {},
        );
        (0..20u8)
            .map(|seed| {
                LOG.with(|l| l.borrow_mut().clear());
                let bytes: Vec<u8> = (0..600u32)
                    .map(|i| {
                        (i as u8)
                            .wrapping_mul(97)
                            .wrapping_add(seed.wrapping_mul(31))
                    })
                    .collect();
                let run = engine.run_bytes_with(&bytes, &Config::default().shrink(false));
                assert!(run.is_ok());
                LOG.with(|l| l.borrow().clone())
            })
            .collect()
    }

    #[test]
    fn distinct_values_never_repeat_in_a_scenario() {
        let logs = scenarios(distinct(closed(0u32, 40)));
        assert!(logs.iter().map(Vec::len).sum::<usize>() > 60, "{logs:?}");
        for log in logs {
            assert!(
                (1..log.len()).all(|i| !log[..i].contains(&log[i])),
                "{log:?}"
            );
        }
    }

    #[test]
    fn a_relation_holds_against_every_earlier_value() {
        let spec = differs(closed(0u32, 100), |a: &u32, b: &u32| a.abs_diff(*b) >= 5);
        let logs = scenarios(spec);
        assert!(logs.iter().map(Vec::len).sum::<usize>() > 40, "{logs:?}");
        for log in logs {
            let spread = (0..log.len()).all(|i| (0..i).all(|j| log[i].abs_diff(log[j]) >= 5));
            assert!(spread, "{log:?}");
        }
    }

    #[test]
    fn covering_draws_every_value_before_any_repeats() {
        for log in scenarios(covering([1u32, 2, 3])) {
            let mut head = log[..3].to_vec();
            head.sort_unstable();
            assert_eq!(head, [1, 2, 3], "{log:?}");
        }
    }
}

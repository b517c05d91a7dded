//! Ranges as arguments: `3..5`, `3..=4`, `..5`, `3..`, valid by default.
//!
//! An API that takes a range (`drain`, `slice`, `copy_within`, `replace_range`) wants ranges
//! that fit the value they index: built from two independent indices, most draws are reversed
//! or out of bounds, both sides panic, and the scenario is wasted. [`range_in`] and [`range`]
//! draw only valid ranges (the start at most the end, both within bounds), with now and then an
//! empty one and a full one; [`Ranges::invalid`] opts in to reversed and out-of-bounds ones for
//! an operation declared to panic on them. Each form is a method: [`Ranges::inclusive`]
//! (`a..=b`), [`Ranges::end_only`] (`..b`) and [`Ranges::start_only`] (`a..`).
//!
//! A range prints as Rust writes it, `3..5`, with no integer suffix: the method it is passed to
//! says its type.
//!
//! Drawing: one byte chooses the shape (below 16 an empty range, from 16 to 31 the full one,
//! from 240 an invalid one when opted in, else any valid one), then the start, then the end
//! from the start. The shrinker's simplest range is thus `lo..lo`, and lowering the start moves
//! the whole range down, so `9..9` after ten pushes shrinks with the pushes.

use std::marker::PhantomData;
use std::ops::{Range as StdRange, RangeFrom, RangeInclusive, RangeTo};

use super::ints::{closed, Int};
use super::{Built, Constructible, Cx, Reject, Spec};

/// A form of range: how a start and an end make one, and how it prints.
pub trait RangeForm<T>: 'static {
    /// The range type.
    type Out: Clone + std::fmt::Debug + 'static;
    /// The range from `start` to `end`, as the form reads them (`end` exclusive for
    /// `start..end` and `..end`, inclusive for `start..=end`; `a..` ignores `end`).
    fn make(start: T, end: T) -> Self::Out;
    /// The range as code, from the code of its bounds.
    fn code(start: &str, end: &str) -> String;
    /// Whether the form's end is inclusive: its valid ends are one lower.
    const INCLUSIVE: bool = false;
    /// Whether the form has a start (`..b` has none) and an end (`a..` has none).
    const BOUNDS: (bool, bool) = (true, true);
}

/// `start..end`.
#[derive(Debug, Clone, Copy)]
pub enum HalfOpen {}
/// `start..=end`.
#[derive(Debug, Clone, Copy)]
pub enum Inclusive {}
/// `..end`.
#[derive(Debug, Clone, Copy)]
pub enum EndOnly {}
/// `start..`.
#[derive(Debug, Clone, Copy)]
pub enum StartOnly {}

impl<T: Int> RangeForm<T> for HalfOpen {
    type Out = StdRange<T>;
    fn make(start: T, end: T) -> StdRange<T> {
        start..end
    }
    fn code(start: &str, end: &str) -> String {
        format!("{start}..{end}")
    }
}

impl<T: Int> RangeForm<T> for Inclusive {
    type Out = RangeInclusive<T>;
    fn make(start: T, end: T) -> RangeInclusive<T> {
        start..=end
    }
    fn code(start: &str, end: &str) -> String {
        format!("{start}..={end}")
    }
    const INCLUSIVE: bool = true;
}

impl<T: Int> RangeForm<T> for EndOnly {
    type Out = RangeTo<T>;
    fn make(_: T, end: T) -> RangeTo<T> {
        ..end
    }
    fn code(_: &str, end: &str) -> String {
        format!("..{end}")
    }
    const BOUNDS: (bool, bool) = (false, true);
}

impl<T: Int> RangeForm<T> for StartOnly {
    type Out = RangeFrom<T>;
    fn make(start: T, _: T) -> RangeFrom<T> {
        start..
    }
    fn code(start: &str, _: &str) -> String {
        format!("{start}..")
    }
    const BOUNDS: (bool, bool) = (true, false);
}

/// Ranges within `lo..=hi` (see the [module documentation](self)): built by [`range`] and
/// [`range_in`].
#[derive(Debug, Clone, Copy)]
pub struct Ranges<T, F = HalfOpen> {
    lo: T,
    hi: T,
    invalid: bool,
    _form: PhantomData<fn() -> F>,
}

/// Ranges `a..b` with `lo <= a <= b <= hi`.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let window = range(10u32, 20);
/// # fn arg<S: Constructible<R = std::ops::Range<u32>>>(_: &S) {}
/// # arg(&window);
/// ```
pub fn range<T: Int>(lo: T, hi: T) -> Ranges<T> {
    Ranges {
        lo,
        hi,
        invalid: false,
        _form: PhantomData,
    }
}

/// Ranges that index a slice of length `len`: `a..b` with `a <= b <= len`. With `dep`, a range
/// that fits the value it is applied to:
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// let mut e = Engine::new();
/// let v = e.abstract_type::<Vec<u8>, Vec<u8>>("v");
/// e.declare("Vec::from", args().arg(vec(int::<u8>(), lt(8usize))).returns(v.clone()),
///     |x: Vec<u8>| x, |x: Vec<u8>| x);
/// e.declare("drain",
///     args().arg(v.by_mut()).dep(|v: &Vec<u8>| range_in(v.len())).returns(vec(int::<u8>(), lt(0usize))),
///     |v: &mut Vec<u8>, r: std::ops::Range<usize>| v.drain(r).collect::<Vec<u8>>(),
///     |v: &mut Vec<u8>, r: std::ops::Range<usize>| v.drain(r).collect::<Vec<u8>>());
/// e.run_random(&Config::with_seed(1).scenarios(500)).unwrap();
/// ```
pub fn range_in(len: usize) -> Ranges<usize> {
    range(0, len)
}

impl<T: Int, F> Ranges<T, F> {
    /// The same ranges in another form.
    fn form<G>(self) -> Ranges<T, G> {
        Ranges {
            lo: self.lo,
            hi: self.hi,
            invalid: self.invalid,
            _form: PhantomData,
        }
    }

    /// Inclusive ranges `a..=b`, with `lo <= a <= b < hi` (for [`range_in`], those that index
    /// a slice of length `len`: none when it is empty).
    ///
    /// # Examples
    ///
    /// ```
    /// let r = monolith_core::spec::range_in(5).inclusive();
    /// # let _ = r;
    /// ```
    pub fn inclusive(self) -> Ranges<T, Inclusive> {
        self.form()
    }

    /// Ranges up to an end, `..b`, with `lo <= b <= hi`.
    ///
    /// # Examples
    ///
    /// ```
    /// let r = monolith_core::spec::range_in(5).end_only();
    /// # let _ = r;
    /// ```
    pub fn end_only(self) -> Ranges<T, EndOnly> {
        self.form()
    }

    /// Ranges from a start, `a..`, with `lo <= a <= hi`.
    ///
    /// # Examples
    ///
    /// ```
    /// let r = monolith_core::spec::range_in(5).start_only();
    /// # let _ = r;
    /// ```
    pub fn start_only(self) -> Ranges<T, StartOnly> {
        self.form()
    }

    /// Now and then (one draw in sixteen) an invalid range: reversed (`5..3`) or past the end
    /// (`hi + 1`), for an operation declared to panic on one ([`may_panic`]).
    ///
    /// # Examples
    ///
    /// ```
    /// let r = monolith_core::spec::range_in(5).invalid();
    /// # let _ = r;
    /// ```
    ///
    /// [`may_panic`]: crate::spec::Fun::may_panic
    pub fn invalid(mut self) -> Self {
        self.invalid = true;
        self
    }
}

impl<T: Int, F: RangeForm<T>> Spec for Ranges<T, F> {
    type R = F::Out;
    type C = F::Out;
}

/// The shape bytes: below `EMPTY` an empty range, below `FULL` the full one, from `INVALID` an
/// invalid one (when opted in), else any valid one.
const EMPTY: u8 = 16;
const FULL: u8 = 32;
const INVALID: u8 = 240;

impl<T: Int, F: RangeForm<T>> Constructible for Ranges<T, F> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<F::Out, F::Out>, Reject> {
        // An inclusive range's last valid end is one below `hi`.
        let hi = match F::INCLUSIVE {
            true if self.hi <= self.lo => return Err(Reject),
            true => T::offset(self.hi, u128::MAX),
            false => self.hi,
        };
        if hi < self.lo {
            return Err(Reject);
        }
        let shape = cx.src.draw_u8();
        let (start, end) = match shape {
            s if s >= INVALID && self.invalid && hi < T::MAX => {
                let past = T::offset(hi, 1);
                match F::BOUNDS {
                    // `a..` past the end.
                    (true, false) => (past, past),
                    (true, true) if s % 2 == 0 && self.lo < hi => {
                        // Reversed: the end below the start.
                        let a = closed(T::offset(self.lo, 1), hi).construct(cx)?.r;
                        (a, closed(self.lo, T::offset(a, u128::MAX)).construct(cx)?.r)
                    }
                    // The end past the end.
                    _ => (closed(self.lo, hi).construct(cx)?.r, past),
                }
            }
            s if s < EMPTY => {
                let a = closed(self.lo, hi).construct(cx)?.r;
                // Empty: `a..a`, or for an inclusive range the single element `a..=a`.
                (a, a)
            }
            s if s < FULL => (self.lo, hi),
            _ => {
                let a = closed(self.lo, hi).construct(cx)?.r;
                (a, closed(a, hi).construct(cx)?.r)
            }
        };
        let code = if cx.rendering() {
            let bound = |v: T| crate::report::pattern::untyped(&v.literal());
            F::code(&bound(start), &bound(end))
        } else {
            String::new()
        };
        let range = F::make(start, end);
        Ok(Built {
            r: range.clone(),
            c: range,
            code,
        })
    }
}

//! The `arbitrary` bridge (feature `arbitrary`): any `T: arbitrary::Arbitrary` as a spec.
//!
//! A type that already derives [`arbitrary::Arbitrary`](::arbitrary::Arbitrary) for a fuzzer
//! works unchanged: [`arbitrary::<T>()`](arbitrary()) is a constructible spec (an argument), and
//! also a deconstructible one (a result) when `T: PartialEq`. The value is drawn by
//! `T::arbitrary` over an [`Unstructured`](::arbitrary::Unstructured) of bytes taken from the
//! engine's [`Source`] (see [`draw_arbitrary`]), so random mode, the fuzzers, replay and the
//! shrinker see one byte stream, and byte 0 still gives the simplest value.
//!
//! Reproducers print the value as a Rust expression: by default from its `Debug` output (see
//! [`rust_of_debug`] for what compiles), or with [`Literal`] ([`arbitrary_literal`]), or with
//! your own printer ([`arbitrary_with`]).
//!
//! ```
//! use monolith_core::{spec::*, Config, Engine};
//! #[derive(Clone, Debug, PartialEq, ::arbitrary::Arbitrary)]
//! pub enum Shape { Dot, Circle { r: u8 }, Rect(u8, u8) }
//! fn area(s: Shape) -> u32 {
//!     match s { Shape::Dot => 0, Shape::Circle { r } => 3 * u32::from(r) * u32::from(r),
//!               Shape::Rect(w, h) => u32::from(w) * u32::from(h) }
//! }
//! fn wrong(s: Shape) -> u32 { if let Shape::Rect(w, _) = s { u32::from(w) } else { area(s) } }
//! let mut engine = Engine::new();
//! engine.declare("area", args().arg(arbitrary::<Shape>()).returns(int::<u32>()), area, wrong);
//! let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
//! // Shrunk through the bytes `arbitrary` reads: a small rectangle, its variant qualified.
//! assert!(report.reproducer.contains("::Shape::Rect("), "{report}");
//! ```
//!
//! The reverse, values back to bytes for seeding a corpus, is [`arbitrary_seed`]: the engine
//! bytes that make the spec see given `Unstructured` bytes, which [`Unarbitrary`] computes for
//! the types whose `Arbitrary` encoding can be inverted.

use std::fmt::Debug;
use std::marker::PhantomData;

use ::arbitrary::{Arbitrary, Unstructured};

use super::concrete::{observe, Literal};
use super::tiered::Tiered;
use super::{Built, Constructible, Cx, Deconstructible, Dx, Reject, Spec};
use crate::report::pattern::Pat;
use crate::source::marks::Afresh;
use crate::source::spans::Label;
use crate::source::Source;

mod debug;
mod seed;

pub use self::debug::{debug_literal, rust_of_debug};
pub use self::seed::*;

/// The most bytes one value may take from the source for its `Unstructured`: 4,096. A type
/// that needs more sees the rest as zeros (`arbitrary` pads with zeros), so such values stay
/// simple rather than fail.
pub const ARBITRARY_BYTES: usize = 4096;

/// Buffer lengths: mostly 0 to 32 bytes, now and then up to 256 or [`ARBITRARY_BYTES`]; byte 0
/// gives 0.
const BUFFER_LENGTH: Tiered = Tiered {
    small: 33,
    tiers: &[(192, 33, 224), (248, 257, (ARBITRARY_BYTES - 256) as u64)],
};

/// Draws the length of the buffer ([`BUFFER_LENGTH`]).
fn draw_buffer_length(src: &mut Source<'_>) -> usize {
    BUFFER_LENGTH.draw(src)
}

/// The bytes [`draw_buffer_length`] reads to give `n` (at most [`ARBITRARY_BYTES`]).
fn encode_buffer_length(n: usize) -> Vec<u8> {
    BUFFER_LENGTH.encode(n)
}

/// Takes a buffer from the source: a length (one byte, sometimes three), then that many bytes.
/// The shrinker sees the buffer as a collection of bytes, so it deletes bytes inside it and
/// shortens the length with them.
fn draw_buffer(src: &mut Source<'_>) -> Vec<u8> {
    src.draw_bytes(draw_buffer_length, encode_buffer_length)
}

/// Draws a `T` through [`arbitrary`](::arbitrary): a buffer of at most [`ARBITRARY_BYTES`]
/// bytes from `src` (its length first, so all-zero bytes give an empty buffer), then
/// `T::arbitrary` over it. An empty buffer gives `arbitrary`'s simplest value (zeros, `false`,
/// the first variant, empty collections), and lowering bytes lowers integers and variant
/// indices, so the shrinker simplifies values by lowering and deleting bytes. An
/// [`arbitrary::Error`](::arbitrary::Error) is a [`Reject`]: the engine chooses another
/// instruction.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::draw_arbitrary, Source};
/// #[derive(Debug, PartialEq, ::arbitrary::Arbitrary)]
/// enum Op { Nop, Push(u8) }
/// assert_eq!(draw_arbitrary::<Op>(&mut Source::from_bytes(&[0; 8])), Ok(Op::Nop));
/// // A buffer of 5 bytes: the variant's `u32` (little-endian), then the `u8`.
/// assert_eq!(draw_arbitrary::<Op>(&mut Source::from_bytes(&[5, 0, 0, 0, 255, 7])), Ok(Op::Push(7)));
/// ```
pub fn draw_arbitrary<T: for<'a> Arbitrary<'a>>(src: &mut Source<'_>) -> Result<T, Reject> {
    let buf = draw_buffer(src);
    T::arbitrary(&mut Unstructured::new(&buf)).map_err(|_| Reject)
}

/// The spec of an `arbitrary` type: see [`arbitrary()`]. (Named so that it sorts after the
/// specs that the compiler lists when a type is not a spec, which `tests/ui/` pins, whether or
/// not the feature is on.)
pub struct ViaArbitrary<T, P> {
    print: P,
    _t: PhantomData<fn() -> T>,
}

impl<T, P: Clone> Clone for ViaArbitrary<T, P> {
    fn clone(&self) -> Self {
        ViaArbitrary {
            print: self.print.clone(),
            _t: PhantomData,
        }
    }
}

impl<T, P> Debug for ViaArbitrary<T, P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "arbitrary::<{}>()", std::any::type_name::<T>())
    }
}

/// The printer of [`arbitrary()`]: a function pointer, so that the spec has a type you can
/// name.
pub type Printer<T> = fn(&T) -> String;

/// `T`, drawn by its [`arbitrary::Arbitrary`](::arbitrary::Arbitrary) implementation (see
/// [`draw_arbitrary`]) and printed in reproducers by [`debug_literal`], from its `Debug`
/// output. The same type on both sides. Constructible; deconstructible too (compared with
/// `PartialEq`) when `T: PartialEq`.
///
/// The printed value compiles for the common derived shapes (see [`rust_of_debug`]). The
/// outermost struct or enum variant is qualified with `T`'s path; a struct or an enum nested
/// inside it prints unqualified, so the reproducer needs it in scope:
/// `engine.preamble("use my_crate::Inner;")`, and for an enum's variants
/// `engine.preamble("use my_crate::Kind::*;")`. Otherwise print with [`arbitrary_literal`] or
/// [`arbitrary_with`].
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// #[derive(Clone, Debug, PartialEq, ::arbitrary::Arbitrary)]
/// pub struct Config2 { pub verbose: bool, pub retries: u8, pub tags: Vec<u8> }
/// fn check(c: Config2) -> bool { c.retries < 200 || c.verbose }
/// let mut engine = Engine::new();
/// engine.declare("check", args().arg(arbitrary::<Config2>()).returns(bool()), check, check);
/// engine.declare("echo", args().arg(arbitrary::<Config2>()).returns(arbitrary::<Config2>()),
///     |c: Config2| c, |c: Config2| c);
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
pub fn arbitrary<T>() -> ViaArbitrary<T, Printer<T>>
where
    T: for<'a> Arbitrary<'a> + Clone + Debug + 'static,
{
    ViaArbitrary {
        print: debug_literal::<T>,
        _t: PhantomData,
    }
}

/// `T`, drawn as by [`arbitrary()`], printed with its [`Literal`] implementation: for a type
/// that derives both `arbitrary::Arbitrary` and monolith's `Data` (which implements `Literal`),
/// or implements `Literal` by hand.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// #[derive(Clone, Debug, PartialEq, ::arbitrary::Arbitrary)]
/// struct Celsius(i8);
/// impl Literal for Celsius {
///     fn literal(&self) -> String { format!("Celsius({})", self.0.literal()) }
/// }
/// let mut engine = monolith_core::Engine::new();
/// engine.declare("warm", args().arg(arbitrary_literal::<Celsius>()).returns(bool()),
///     |c: Celsius| c.0 > 20, |c: Celsius| c.0 >= 20);
/// let report = engine.run_random(&monolith_core::Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains("warm(Celsius(20i8))"), "{report}");
/// ```
pub fn arbitrary_literal<T>() -> ViaArbitrary<T, Printer<T>>
where
    T: for<'a> Arbitrary<'a> + Clone + Literal + 'static,
{
    ViaArbitrary {
        print: Literal::literal,
        _t: PhantomData,
    }
}

/// `T`, drawn as by [`arbitrary()`], printed by `print` as a Rust expression.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// #[derive(Clone, Debug, PartialEq, ::arbitrary::Arbitrary)]
/// struct Port(u16);
/// let port = arbitrary_with(|p: &Port| format!("my_crate::Port({})", p.0));
/// # fn both<S: Constructible + Deconstructible>(_: &S) {}
/// # both(&port);
/// ```
pub fn arbitrary_with<T, P>(print: P) -> ViaArbitrary<T, P>
where
    T: for<'a> Arbitrary<'a> + Clone + 'static,
    P: Fn(&T) -> String,
{
    ViaArbitrary {
        print,
        _t: PhantomData,
    }
}

impl<T: Clone, P> Spec for ViaArbitrary<T, P> {
    type R = T;
    type C = T;
}

impl<T, P> Constructible for ViaArbitrary<T, P>
where
    T: for<'a> Arbitrary<'a> + Clone + 'static,
    P: Fn(&T) -> String,
{
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<T, T>, Reject> {
        let open = cx.src.open();
        let v: T = draw_arbitrary(cx.src)?;
        if cx.src.is_marking() {
            // Another draw of `T` may take these bytes (two arguments that must be equal).
            let bytes = cx.src.recorded()[open.start..cx.src.position()].to_vec();
            let (ty, literal) = (std::any::TypeId::of::<T>(), Afresh::Bytes(bytes));
            cx.src.close(open, Label::Value { ty, literal });
        }
        let code = if cx.render {
            (self.print)(&v)
        } else {
            String::new()
        };
        Ok(Built {
            r: v.clone(),
            c: v,
            code,
        })
    }
}

impl<T, P> Deconstructible for ViaArbitrary<T, P>
where
    T: Clone + PartialEq,
    P: Fn(&T) -> String,
{
    fn deconstruct(&self, r: T, c: T, dx: &mut Dx<'_>) -> Pat {
        observe(r, c, dx, PartialEq::eq, &self.print)
    }
    fn print_candidate(&self, c: &T) -> Option<String> {
        Some((self.print)(c))
    }
    fn print_reference(&self, r: &T) -> Option<String> {
        Some((self.print)(r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::args;
    use crate::{Config, Engine};

    #[derive(Clone, Debug, PartialEq, Arbitrary)]
    enum Op {
        Nop,
        Push(u8),
        Many { items: Vec<u16>, tag: Option<char> },
    }

    #[test]
    fn zero_bytes_give_the_simplest_value() {
        assert_eq!(
            draw_arbitrary::<Op>(&mut Source::from_bytes(&[])),
            Ok(Op::Nop)
        );
        assert_eq!(
            draw_arbitrary::<Op>(&mut Source::from_bytes(&[0; 64])),
            Ok(Op::Nop)
        );
        assert_eq!(
            draw_arbitrary::<(u32, Vec<u8>, String)>(&mut Source::from_bytes(&[0; 64])),
            Ok((0, vec![], String::new()))
        );
    }

    #[test]
    fn buffer_lengths_encode_back() {
        for n in 0..=ARBITRARY_BYTES {
            let bytes = encode_buffer_length(n);
            let mut src = Source::from_bytes(&bytes);
            assert_eq!(draw_buffer_length(&mut src), n);
            assert_eq!(src.position(), bytes.len());
            assert!(!src.is_exhausted());
        }
    }

    #[test]
    fn seeds_decode_back_to_their_values() {
        let v: (Vec<Option<i16>>, bool, char, u64) = (vec![Some(-3), None], true, 'é', 1 << 40);
        let bytes = seed_of(&v).unwrap();
        assert_eq!(draw_arbitrary(&mut Source::from_bytes(&bytes)), Ok(v));
        for count in 1..40 {
            for index in 0..count {
                let x = u32::from_le_bytes(variant_bytes(index, count));
                assert_eq!((u64::from(x) * u64::from(count)) >> 32, u64::from(index));
            }
        }
    }

    #[test]
    fn debug_output_becomes_rust() {
        let ty = std::any::type_name::<Op>();
        let op = Op::Many {
            items: vec![1, 2],
            tag: Some('\''),
        };
        assert_eq!(
            debug_literal(&op),
            format!("{ty} {{ items: vec![1, 2], tag: Some('\\'') }}")
                .replace(&format!("{ty} {{"), &format!("{ty}::Many {{"))
        );
        assert_eq!(debug_literal(&Op::Nop), format!("{ty}::Nop"));
        assert_eq!(
            debug_literal(&(Op::Push(1), [Op::Nop], "a\"b".to_string())),
            format!("({ty}::Push(1), [{ty}::Nop], \"a\\\"b\".to_string())")
        );
        let set: std::collections::BTreeSet<u8> = [1, 2].into();
        assert_eq!(debug_literal(&set), "[1, 2].into_iter().collect()");
        assert_eq!(debug_literal(&(1.5f64, f64::NAN)), "(1.5, f64::NAN)");
        assert_eq!(debug_literal(&((),)), "((),)");
        assert_eq!(
            debug_literal(&std::collections::VecDeque::from([1u8])),
            "[1].into()"
        );
        assert_eq!(
            debug_literal(&Box::new(Op::Push(2))),
            format!("Box::new({ty}::Push(2))")
        );
        assert_eq!(rust_of_debug("Foo { a: [1", ""), "Foo { a: [1");
    }

    #[test]
    fn a_failure_shrinks_through_the_bytes_arbitrary_reads() {
        fn sum(op: Op) -> u32 {
            match op {
                Op::Nop => 0,
                Op::Push(x) => u32::from(x),
                Op::Many { items, .. } => items.iter().map(|&x| u32::from(x)).sum(),
            }
        }
        // Wrong on a `Many` whose items add up to 1,000 or more.
        fn wrong(op: Op) -> u32 {
            sum(op).min(999)
        }
        let mut engine = Engine::new();
        engine.declare(
            "sum",
            args()
                .arg(arbitrary::<Op>())
                .returns(crate::spec::int::<u32>()),
            sum,
            wrong,
        );
        for seed in 1..=5 {
            let report = engine.run_random(&Config::with_seed(seed)).unwrap_err();
            assert_eq!(report.failure.steps, 1, "{report}");
            let ty = std::any::type_name::<Op>();
            // One element, no tag, and a value near the least that fails (1,000): the
            // shrinker lowers bytes one at a time, and `arbitrary` reads a `u16` as two
            // little-endian bytes, so 1,024 (`[0, 4]`) may be as low as it gets.
            let call = format!("sum({ty}::Many {{ items: vec![");
            let at = report.reproducer.find(&call).expect("a Many") + call.len();
            let rest = &report.reproducer[at..];
            let (item, rest) = rest.split_once(']').unwrap();
            let item: u32 = item
                .parse()
                .unwrap_or_else(|_| panic!("seed {seed}: {report}"));
            assert!((1000..=1024).contains(&item), "seed {seed}: {report}");
            assert!(rest.starts_with(", tag: None })"), "seed {seed}: {report}");
        }
    }

    #[test]
    fn as_a_result_it_compares_and_prints() {
        let mut engine = Engine::new();
        engine.declare(
            "id",
            args().arg(arbitrary::<Op>()).returns(arbitrary::<Op>()),
            |o: Op| o,
            |o: Op| if let Op::Push(7) = o { Op::Nop } else { o },
        );
        let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
        let ty = std::any::type_name::<Op>();
        assert!(
            report.reproducer.contains(&format!("{ty}::Push(7)")),
            "{report}"
        );
    }
}

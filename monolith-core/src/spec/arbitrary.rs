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
use super::{Built, Constructible, Cx, Deconstructible, Dx, Reject, Spec};
use crate::report::pattern::Pat;
use crate::shrink::marks::Afresh;
use crate::source::Source;

/// The most bytes one value may take from the source for its `Unstructured`: 4,096. A type
/// that needs more sees the rest as zeros (`arbitrary` pads with zeros), so such values stay
/// simple rather than fail.
pub const ARBITRARY_BYTES: usize = 4096;

/// Draws the length of the buffer: mostly 0 to 32 bytes, now and then up to 256 or
/// [`ARBITRARY_BYTES`]; byte 0 gives 0.
fn draw_buffer_length(src: &mut Source<'_>) -> usize {
    let t = src.draw_u8();
    let n = match t {
        0..192 => u64::from(t) % 33,
        192..248 => 33 + src.draw_below(224),
        _ => 257 + src.draw_below((ARBITRARY_BYTES - 256) as u64),
    };
    n as usize
}

/// The bytes [`draw_buffer_length`] reads to give `n` (at most [`ARBITRARY_BYTES`]).
fn encode_buffer_length(n: usize) -> Vec<u8> {
    let below = |m: u64, k: usize| Source::encode_below(m, k as u64);
    match n {
        0..33 => vec![n as u8],
        33..257 => [vec![192], below(224, n - 33)].concat(),
        _ => [
            vec![248],
            below(
                (ARBITRARY_BYTES - 256) as u64,
                (n - 257).min(ARBITRARY_BYTES - 257),
            ),
        ]
        .concat(),
    }
}

/// Takes a buffer from the source: a length (one byte, sometimes three), then that many bytes.
/// The shrinker sees the buffer as a collection of bytes, so it deletes bytes inside it and
/// shortens the length with them.
fn draw_buffer(src: &mut Source<'_>) -> Vec<u8> {
    let start = src.position();
    let marking = src.is_marking();
    if marking {
        src.mark_length(start, encode_buffer_length);
    }
    let n = draw_buffer_length(src);
    let body = src.position();
    let buf: Vec<u8> = (0..n).map(|_| src.draw_u8()).collect();
    if marking {
        let elements = (body..body + n).map(|i| i..i + 1).collect();
        src.mark_collection(start..body, elements);
    }
    buf
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

/// The engine bytes that make [`draw_arbitrary`] (and so [`arbitrary()`] and its kin) hand
/// `raw` to `Unstructured`: the buffer's length, then `raw`. It inverts the spec's own draw
/// exactly; `None` when `raw` is longer than [`ARBITRARY_BYTES`].
///
/// To seed a fuzzer's corpus with a value rather than bytes, [`Unarbitrary::unarbitrary`]
/// gives `raw` for the types it covers; splice the result where the scenario draws that
/// argument.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Source};
/// #[derive(Debug, PartialEq, ::arbitrary::Arbitrary)]
/// struct Move { dx: i8, dy: i8 }
/// let bytes = arbitrary_seed(&[3, 0xfe]).unwrap();
/// assert_eq!(bytes, [2, 3, 0xfe]);
/// assert_eq!(draw_arbitrary::<Move>(&mut Source::from_bytes(&bytes)), Ok(Move { dx: 3, dy: -2 }));
/// assert_eq!(arbitrary_seed(&[0; 5000]), None);
/// ```
pub fn arbitrary_seed(raw: &[u8]) -> Option<Vec<u8>> {
    (raw.len() <= ARBITRARY_BYTES).then(|| [encode_buffer_length(raw.len()), raw.to_vec()].concat())
}

/// Values back to the bytes `arbitrary` decodes them from, where that can be done: the types
/// whose `Arbitrary` reads a fixed layout from the front of the data.
///
/// Covered: the integers (little-endian, `usize` and `isize` as 64 bits), `bool`, `char`, `()`,
/// `Option`, `Box`, `Vec` (a continue byte `1` before each element, `0` after the last) and
/// tuples of 2 to 4. A derived struct is its fields in order; a derived enum is
/// [`variant_bytes`] of its variant, then the variant's fields; implement it by hand in those
/// terms. Not covered: strings, byte slices and the collections that take their length from
/// the *end* of the data (`arbitrary_len`), whose bytes depend on everything drawn after them,
/// and floats (any bit pattern decodes, but the bytes must be the value's bits:
/// `to_le_bytes()`, which a hand implementation can use).
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Source};
/// #[derive(Clone, Debug, PartialEq, ::arbitrary::Arbitrary)]
/// enum Cmd { Stop, Go { speed: u8, turbo: bool } }
/// impl Unarbitrary for Cmd {
///     fn unarbitrary(&self, out: &mut Vec<u8>) {
///         match self {
///             Cmd::Stop => out.extend(variant_bytes(0, 2)),
///             Cmd::Go { speed, turbo } => {
///                 out.extend(variant_bytes(1, 2));
///                 speed.unarbitrary(out);
///                 turbo.unarbitrary(out);
///             }
///         }
///     }
/// }
/// let v = vec![Cmd::Go { speed: 9, turbo: true }, Cmd::Stop];
/// let bytes = seed_of(&v).unwrap();
/// assert_eq!(draw_arbitrary::<Vec<Cmd>>(&mut Source::from_bytes(&bytes)), Ok(v));
/// ```
pub trait Unarbitrary {
    /// Appends the bytes that `Arbitrary::arbitrary` decodes to `self`, when read from the
    /// front of an `Unstructured`.
    fn unarbitrary(&self, out: &mut Vec<u8>);
}

/// The four bytes from which a derived enum of `count` variants reads variant `index`: derived
/// enums read a little-endian `u32` `x` and take variant `(x * count) >> 32`.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::variant_bytes;
/// assert_eq!(variant_bytes(0, 3), [0, 0, 0, 0]);
/// let x = u32::from_le_bytes(variant_bytes(2, 3));
/// assert_eq!((u64::from(x) * 3) >> 32, 2);
/// ```
///
/// # Panics
///
/// When `index >= count`.
pub fn variant_bytes(index: u32, count: u32) -> [u8; 4] {
    assert!(index < count, "variant {index} of {count}");
    // The least x with x * count >= index * 2^32.
    let x = (u64::from(index) << 32).div_ceil(u64::from(count));
    (x as u32).to_le_bytes()
}

/// The engine bytes from which [`arbitrary()`] draws `value`, checked: [`Unarbitrary`] gives
/// the `Unstructured` bytes and [`arbitrary_seed`] frames them; `None` if they are longer than
/// [`ARBITRARY_BYTES`] or do not decode back to `value` (a hand implementation that is wrong).
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// assert_eq!(seed_of(&(7u8, Some(true))).unwrap(), [3, 7, 1, 1]);
/// ```
pub fn seed_of<T: Unarbitrary + PartialEq + for<'a> Arbitrary<'a>>(value: &T) -> Option<Vec<u8>> {
    let mut raw = Vec::new();
    value.unarbitrary(&mut raw);
    let bytes = arbitrary_seed(&raw)?;
    (draw_arbitrary::<T>(&mut Source::from_bytes(&bytes)).as_ref() == Ok(value)).then_some(bytes)
}

macro_rules! unarbitrary_int {
    ($($t:ty => $w:ty),* $(,)?) => {$(
        impl Unarbitrary for $t {
            fn unarbitrary(&self, out: &mut Vec<u8>) {
                out.extend((*self as $w).to_le_bytes());
            }
        }
    )*};
}
unarbitrary_int!(
    u8 => u8, u16 => u16, u32 => u32, u64 => u64, u128 => u128, usize => u64,
    i8 => i8, i16 => i16, i32 => i32, i64 => i64, i128 => i128, isize => i64,
);

impl Unarbitrary for bool {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        out.push(u8::from(*self));
    }
}

impl Unarbitrary for char {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        out.extend(u32::from(*self).to_le_bytes());
    }
}

impl Unarbitrary for () {
    fn unarbitrary(&self, _: &mut Vec<u8>) {}
}

impl<T: Unarbitrary> Unarbitrary for Option<T> {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        match self {
            None => out.push(0),
            Some(v) => {
                out.push(1);
                v.unarbitrary(out);
            }
        }
    }
}

impl<T: Unarbitrary> Unarbitrary for Box<T> {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        (**self).unarbitrary(out);
    }
}

impl<T: Unarbitrary> Unarbitrary for Vec<T> {
    fn unarbitrary(&self, out: &mut Vec<u8>) {
        for v in self {
            out.push(1);
            v.unarbitrary(out);
        }
        out.push(0);
    }
}

macro_rules! unarbitrary_tuple {
    ($($t:ident $i:tt),*) => {
        impl<$($t: Unarbitrary),*> Unarbitrary for ($($t,)*) {
            fn unarbitrary(&self, out: &mut Vec<u8>) {
                $(self.$i.unarbitrary(out);)*
            }
        }
    };
}
unarbitrary_tuple!(A 0, B 1);
unarbitrary_tuple!(A 0, B 1, C 2);
unarbitrary_tuple!(A 0, B 1, C 2, D 3);

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
        let start = cx.src.position();
        let v: T = draw_arbitrary(cx.src)?;
        if cx.src.is_marking() {
            // Another draw of `T` may take these bytes (two arguments that must be equal).
            let bytes = cx.src.recorded()[start..].to_vec();
            cx.src
                .mark_value(start, std::any::TypeId::of::<T>(), Afresh::Bytes(bytes));
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

/// `v` as a Rust expression, from its `Debug` output: [`rust_of_debug`] with `T`'s type name,
/// which qualifies the outermost struct or enum variant with `T`'s path. The printer of
/// [`arbitrary()`].
///
/// # Examples
///
/// ```
/// mod shapes {
///     #[derive(Debug)]
///     pub enum Shape { Circle { r: u8 }, Poly(Vec<(i8, i8)>) }
/// }
/// use monolith_core::spec::debug_literal;
/// let s = shapes::Shape::Poly(vec![(1, -2)]);
/// assert!(debug_literal(&s).ends_with("::shapes::Shape::Poly(vec![(1, -2)])"));
/// let names = vec![Some("a b".to_string()), None];
/// assert_eq!(debug_literal(&names), r#"vec![Some("a b".to_string()), None]"#);
/// assert_eq!(debug_literal(&[1u8, 2]), "[1, 2]");
/// ```
pub fn debug_literal<T: Debug + ?Sized>(v: &T) -> String {
    rust_of_debug(&format!("{v:?}"), std::any::type_name::<T>())
}

/// Turns `Debug` output into a Rust expression, guided by the type name `ty`
/// (`std::any::type_name`, or `""` when unknown).
///
/// What compiles when pasted:
///
/// * integers, `bool`, `char`, `()` and tuples as they print; floats too, with `NaN` and the
///   infinities as `f64::NAN`, `f64::INFINITY`, `f64::NEG_INFINITY`;
/// * a string literal becomes `"..".to_string()` (a `String`);
/// * `[..]` becomes `vec![..]`, except where `ty` says an array (`[T; N]`, printed as is) or a
///   `VecDeque` (`[..].into()`); `{..}` of a set or a map becomes
///   `[..].into_iter().collect()`, of `(key, value)` pairs for a map;
/// * `Some`, `None`, `Ok`, `Err` as they print; the value in a `Box` (which `Debug` prints as
///   the value) becomes `Box::new(..)` where `ty` shows the `Box`;
/// * a struct with named fields, a tuple struct, a unit struct, and the unit, tuple and struct
///   variants of an enum, as they print: the outermost one whose type `ty` names is qualified
///   with its path (`Point { .. }` becomes `my::Point { .. }`, variant `Add(..)` of `my::Op`
///   becomes `my::Op::Add(..)`), also inside a `Vec`, `Option`, tuple or `Box` that `ty`
///   spells out. The fields of a struct have no type in `ty`: a struct or enum in a field
///   prints unqualified, and must be in scope in the reproducer (a `use` in
///   [`Engine::preamble`](crate::Engine::preamble), `use my::Kind::*;` for an enum's
///   variants).
///
/// What does not: custom `Debug` implementations, `f32` non-finite values (`f64::NAN` has the
/// wrong type), strings of another type than `String` where `ty` does not say so, the
/// collections that print as `[..]` but are not a `Vec`, an array or a `VecDeque` (a
/// `BinaryHeap`), and a `Box` inside a struct's field. Unparsable text is returned as it is.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::rust_of_debug;
/// assert_eq!(rust_of_debug("Move { dx: 1, dy: -2 }", "game::Move"), "game::Move { dx: 1, dy: -2 }");
/// assert_eq!(rust_of_debug("Jump(3)", "game::Cmd"), "game::Cmd::Jump(3)");
/// assert_eq!(
///     rust_of_debug("[Quit, Say(\"hi\")]", "alloc::vec::Vec<game::Cmd>"),
///     "vec![game::Cmd::Quit, game::Cmd::Say(\"hi\".to_string())]"
/// );
/// assert_eq!(rust_of_debug("{1: 'a'}", ""), "[(1, 'a')].into_iter().collect()");
/// assert_eq!(rust_of_debug("Some(5)", "core::option::Option<alloc::boxed::Box<u8>>"), "Some(Box::new(5))");
/// ```
pub fn rust_of_debug(debug: &str, ty: &str) -> String {
    let ty = TyParser::new(ty).parse();
    let mut p = DebugParser {
        s: debug.as_bytes(),
        at: 0,
    };
    match p.node() {
        Some(node) if p.skip_ws() => {
            let mut out = String::new();
            print_node(&node, ty.as_ref(), &mut out);
            out
        }
        _ => debug.to_string(),
    }
}

/// A parsed `Debug` value.
#[derive(Debug)]
enum Node {
    /// A number, a char literal, `true`, a range: printed as it is.
    Atom(String),
    /// A string literal, with its quotes.
    Str(String),
    /// An identifier with its body: a struct, a variant, `Some(..)`.
    Named(String, Body),
    List(Vec<Node>),
    Tuple(Vec<Node>),
    Set(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

#[derive(Debug)]
enum Body {
    Unit,
    Tuple(Vec<Node>),
    Struct(Vec<(String, Node)>),
}

struct DebugParser<'a> {
    s: &'a [u8],
    at: usize,
}

impl DebugParser<'_> {
    /// Skips whitespace; whether the text ends here.
    fn skip_ws(&mut self) -> bool {
        while self.s.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
        self.at == self.s.len()
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.at).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// A quoted literal (`"..."` or `'...'`) with its escapes, as text.
    fn quoted(&mut self, q: u8) -> Option<String> {
        let start = self.at;
        self.at += 1;
        loop {
            match *self.s.get(self.at)? {
                b'\\' => self.at += 2,
                c if c == q => {
                    self.at += 1;
                    break;
                }
                _ => self.at += 1,
            }
        }
        String::from_utf8(self.s.get(start..self.at)?.to_vec()).ok()
    }

    /// A run of characters that are not punctuation: a number, an identifier, a range.
    fn word(&mut self) -> Option<String> {
        let start = self.at;
        while let Some(&c) = self.s.get(self.at) {
            if c.is_ascii_whitespace() || b"{}()[],:\"'".contains(&c) {
                break;
            }
            self.at += 1;
        }
        // `::` inside a path stays in the word.
        while self.s.get(self.at..self.at + 2) == Some(b"::") {
            self.at += 2;
            while let Some(&c) = self.s.get(self.at) {
                if c.is_ascii_whitespace() || b"{}()[],:\"'".contains(&c) {
                    break;
                }
                self.at += 1;
            }
        }
        (self.at > start)
            .then(|| String::from_utf8(self.s[start..self.at].to_vec()).ok())
            .flatten()
    }

    /// Items separated by commas until `close`, with a trailing comma allowed.
    fn items<X>(
        &mut self,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Option<X>,
    ) -> Option<(Vec<X>, bool)> {
        let mut v = Vec::new();
        let mut trailing = false;
        loop {
            if self.eat(close) {
                return Some((v, trailing));
            }
            v.push(item(self)?);
            trailing = self.eat(b',');
            if !trailing && !self.eat(close) {
                return None;
            }
            if !trailing {
                return Some((v, false));
            }
        }
    }

    fn node(&mut self) -> Option<Node> {
        match self.peek()? {
            b'"' => self.quoted(b'"').map(Node::Str),
            b'\'' => self.quoted(b'\'').map(Node::Atom),
            b'[' => {
                self.at += 1;
                self.items(b']', Self::node).map(|(v, _)| Node::List(v))
            }
            b'(' => {
                self.at += 1;
                let (v, trailing) = self.items(b')', Self::node)?;
                match (v.len(), trailing) {
                    // `(x)` is not a tuple, but `Debug` never prints it.
                    (1, false) => None,
                    _ => Some(Node::Tuple(v)),
                }
            }
            b'{' => {
                self.at += 1;
                let (v, _) = self.items(b'}', |p| {
                    let k = p.node()?;
                    Some((k, if p.eat(b':') { Some(p.node()?) } else { None }))
                })?;
                if v.iter().all(|(_, val)| val.is_some()) && !v.is_empty() {
                    Some(Node::Map(
                        v.into_iter()
                            .map(|(k, val)| (k, val.expect("checked")))
                            .collect(),
                    ))
                } else if v.iter().all(|(_, val)| val.is_none()) {
                    Some(Node::Set(v.into_iter().map(|(k, _)| k).collect()))
                } else {
                    None
                }
            }
            _ => {
                let w = self.word()?;
                let ident = w
                    .bytes()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
                    && w.bytes()
                        .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b':');
                if !ident || w == "NaN" || w == "inf" {
                    return Some(Node::Atom(w));
                }
                match self.peek() {
                    Some(b'(') => {
                        self.at += 1;
                        let (v, _) = self.items(b')', Self::node)?;
                        Some(Node::Named(w, Body::Tuple(v)))
                    }
                    Some(b'{') => {
                        self.at += 1;
                        let (v, _) = self.items(b'}', |p| {
                            let f = p.word()?;
                            p.eat(b':').then_some(())?;
                            Some((f, p.node()?))
                        })?;
                        Some(Node::Named(w, Body::Struct(v)))
                    }
                    _ => Some(Node::Named(w, Body::Unit)),
                }
            }
        }
    }
}

/// A parsed type name: a path with its generic arguments, a tuple, an array.
#[derive(Debug)]
enum Ty {
    Path(String, Vec<Ty>),
    Tuple(Vec<Ty>),
    Array(Box<Ty>),
    Other,
}

struct TyParser<'a> {
    s: &'a [u8],
    at: usize,
}

impl<'a> TyParser<'a> {
    fn new(s: &'a str) -> Self {
        TyParser {
            s: s.as_bytes(),
            at: 0,
        }
    }

    fn parse(mut self) -> Option<Ty> {
        let t = self.ty()?;
        (self.at == self.s.len()).then_some(t)
    }

    fn ws(&mut self) {
        while self.s.get(self.at) == Some(&b' ') {
            self.at += 1;
        }
    }

    fn ty(&mut self) -> Option<Ty> {
        self.ws();
        match *self.s.get(self.at)? {
            b'(' => {
                self.at += 1;
                let v = self.list(b')')?;
                Some(Ty::Tuple(v))
            }
            b'[' => {
                self.at += 1;
                let t = self.ty()?;
                self.ws();
                if self.s.get(self.at) == Some(&b';') {
                    while self.s.get(self.at).is_some_and(|&c| c != b']') {
                        self.at += 1;
                    }
                    self.at += 1;
                    Some(Ty::Array(Box::new(t)))
                } else {
                    self.at += 1;
                    Some(Ty::Other)
                }
            }
            b'&' | b'*' => {
                while self
                    .s
                    .get(self.at)
                    .is_some_and(|&c| !c.is_ascii_alphabetic() && c != b'[' && c != b'(')
                {
                    self.at += 1;
                }
                // `&mut T`, `*const T`: the pointee's type, which is not the value's.
                for kw in ["mut ", "const ", "dyn "] {
                    if self.s[self.at..].starts_with(kw.as_bytes()) {
                        self.at += kw.len();
                    }
                }
                self.ty().map(|_| Ty::Other)
            }
            _ => {
                let start = self.at;
                while self
                    .s
                    .get(self.at)
                    .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b':')
                {
                    self.at += 1;
                }
                if self.at == start {
                    return None;
                }
                let path = String::from_utf8(self.s[start..self.at].to_vec()).ok()?;
                let args = if self.s.get(self.at) == Some(&b'<') {
                    self.at += 1;
                    self.list(b'>')?
                } else {
                    Vec::new()
                };
                Some(Ty::Path(path, args))
            }
        }
    }

    fn list(&mut self, close: u8) -> Option<Vec<Ty>> {
        let mut v = Vec::new();
        loop {
            self.ws();
            if self.s.get(self.at) == Some(&close) {
                self.at += 1;
                return Some(v);
            }
            v.push(self.ty()?);
            self.ws();
            match *self.s.get(self.at)? {
                b',' => self.at += 1,
                c if c == close => {}
                _ => return None,
            }
        }
    }
}

/// The path's last segment.
fn last_segment(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}

/// Whether `path` is a type of the standard library.
fn is_std(path: &str) -> bool {
    ["core::", "alloc::", "std::"]
        .iter()
        .any(|p| path.starts_with(p))
        || !path.contains("::")
}

fn print_list(items: &[Node], ty: Option<&Ty>, out: &mut String) {
    for (i, n) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_node(n, ty, out);
    }
}

fn print_node(node: &Node, ty: Option<&Ty>, out: &mut String) {
    // A `Box` prints as its value.
    if let Some(Ty::Path(p, args)) = ty {
        if last_segment(p) == "Box" && is_std(p) && args.len() == 1 {
            out.push_str("Box::new(");
            print_node(node, args.first(), out);
            out.push(')');
            return;
        }
    }
    let (path, args): (Option<&str>, &[Ty]) = match ty {
        Some(Ty::Path(p, a)) => (Some(p.as_str()), a.as_slice()),
        _ => (None, &[]),
    };
    let std_name = path.filter(|p| is_std(p)).map(last_segment);
    match node {
        Node::Atom(a) => out.push_str(match a.as_str() {
            "NaN" => "f64::NAN",
            "inf" => "f64::INFINITY",
            "-inf" => "f64::NEG_INFINITY",
            a => a,
        }),
        Node::Str(s) => {
            out.push_str(s);
            match std_name {
                Some("String") | None => out.push_str(".to_string()"),
                Some("str") => {}
                Some(_) => out.push_str(".into()"),
            }
        }
        Node::List(items) => match (ty, std_name) {
            (Some(Ty::Array(elem)), _) => {
                out.push('[');
                print_list(items, Some(elem), out);
                out.push(']');
            }
            (_, Some("VecDeque")) => {
                out.push('[');
                print_list(items, args.first(), out);
                out.push_str("].into()");
            }
            _ => {
                out.push_str("vec![");
                print_list(items, args.first(), out);
                out.push(']');
            }
        },
        Node::Tuple(items) => {
            out.push('(');
            for (i, n) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let t = match ty {
                    Some(Ty::Tuple(ts)) => ts.get(i),
                    _ => None,
                };
                print_node(n, t, out);
            }
            if items.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        Node::Set(items) if items.is_empty() => out.push_str("Default::default()"),
        Node::Set(items) => {
            out.push('[');
            print_list(items, args.first(), out);
            out.push_str("].into_iter().collect()");
        }
        Node::Map(pairs) => {
            out.push('[');
            for (i, (k, v)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push('(');
                print_node(k, args.first(), out);
                out.push_str(", ");
                print_node(v, args.get(1), out);
                out.push(')');
            }
            out.push_str("].into_iter().collect()");
        }
        Node::Named(name, body) => {
            // The types of the parts, where the type name spells them out.
            let parts: &[Ty] = match (name.as_str(), std_name) {
                ("Some", Some("Option")) => args,
                ("Ok", Some("Result")) => &args[..args.len().min(1)],
                ("Err", Some("Result")) => args.get(1..).unwrap_or(&[]),
                _ => &[],
            };
            let known = matches!(
                name.as_str(),
                "Some" | "None" | "Ok" | "Err" | "true" | "false"
            );
            match path {
                Some(p) if !known && !is_std(p) && !name.contains("::") => {
                    out.push_str(p);
                    if last_segment(p) != name {
                        out.push_str("::");
                        out.push_str(name);
                    }
                }
                _ => out.push_str(name),
            }
            match body {
                Body::Unit => {}
                Body::Tuple(items) => {
                    out.push('(');
                    for (i, n) in items.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        print_node(n, parts.get(i), out);
                    }
                    out.push(')');
                }
                Body::Struct(fields) => {
                    out.push_str(" { ");
                    for (i, (f, n)) in fields.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push_str(f);
                        out.push_str(": ");
                        print_node(n, None, out);
                    }
                    out.push_str(" }");
                }
            }
        }
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

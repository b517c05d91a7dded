//! [`Data`]: plain-data types that are their own spec, the same type on both sides.
//!
//! A type is [`Data`] when the engine knows how to draw it from the byte stream, compare two of
//! them and print one as a Rust expression. [`data::<T>()`](data) is then a spec that is both
//! constructible (an argument) and deconstructible (a result). The integers, `bool`, `char`,
//! `String`, `()`, and `Option`, `Result`, `Vec`, `Box` and tuples (of 2 to 4) of data are data,
//! drawn by the engine's own generators (boundary values, recalled values, varied lengths).
//!
//! Your own structs and enums become data with `#[derive(Data)]` (feature `derive`; see
//! [`monolith_derive`](https://docs.rs/monolith-derive) and `docs/derive.md`), which implements
//! both `Data` and [`Literal`]:
//!
//! ```
//! # #[cfg(feature = "derive")] {
//! use monolith_core::spec::{data, Data, Literal};
//! #[derive(Clone, Debug, PartialEq, Data)]
//! enum Shape {
//!     Dot,
//!     Circle { #[monolith(range = 1..=9)] r: u8 },
//!     #[monolith(weight = 2)]
//!     Rect(u8, u8),
//! }
//! assert_eq!(Shape::Circle { r: 3 }.literal(), "Shape::Circle { r: 3u8 }");
//! # let _ = data::<Shape>();
//! # }
//! ```
//!
//! By hand, implement [`Data::draw`] with the specs of the parts, and [`Literal`]:
//!
//! ```
//! use monolith_core::spec::*;
//! #[derive(Clone, Debug, PartialEq)]
//! struct Point { x: i8, y: i8 }
//! impl Literal for Point {
//!     fn literal(&self) -> String {
//!         format!("Point {{ x: {}, y: {} }}", self.x.literal(), self.y.literal())
//!     }
//! }
//! impl Data for Point {
//!     fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
//!         Ok(Point { x: draw_with(cx, &int::<i8>())?, y: i8::draw(cx)? })
//!     }
//! }
//! let mut engine = monolith_core::Engine::new();
//! engine.declare("flip", args().arg(data::<Point>()).returns(data::<Point>()),
//!     |p: Point| Point { x: p.y, y: p.x }, |p: Point| Point { x: p.y, y: p.x });
//! assert!(engine.run_random(&monolith_core::Config::with_seed(1).scenarios(100)).is_ok());
//! ```

use std::marker::PhantomData;

use super::concrete::{observe, Literal};
use super::{
    bool as bool_spec, char as char_spec, int, lt, option, result, string, unit, vec, vec_of,
    Built, Constructible, Cx, Deconstructible, Dx, Reject, Spec,
};
use crate::report::pattern::Pat;
use crate::source::marks::NodeKey;
use crate::source::spans::Label;

/// `#[derive(Data)]` (feature `derive`): implements [`Data`] and [`Literal`] for a struct or an
/// enum. The trait and the macro share the name, as serde's `Serialize` does.
#[cfg(feature = "derive")]
pub use monolith_derive::Data;

/// How deeply derived data may nest while one value is drawn: beyond it, a recursive enum
/// draws only its variants that do not mention the type itself (and rejects if it has none).
pub const DATA_DEPTH: u32 = 6;

/// A plain-data type that is its own spec on both sides: drawn from the byte stream, compared
/// with [`Data::same`] (`PartialEq` by default), printed with [`Literal`]. See the
/// [module](self) for the types that are data, and `#[derive(Data)]` for your own.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// fn takes<T: Data>() -> DataSpec<T> { data::<T>() }
/// let _ = takes::<(u8, Vec<String>, Option<char>)>();
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not `Data`: the engine cannot generate, compare or print it",
    note = "derive it with `#[derive(Clone, PartialEq, Data)]` (feature `derive`), implement `Data` and `Literal` by hand, or give the argument a spec of its own"
)]
pub trait Data: Clone + PartialEq + Literal + 'static {
    /// Draws a value from the construction context; byte 0 gives the simplest value. `Err`
    /// when no value can be drawn here (a recursive type at its depth bound).
    fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject>;

    /// Whether the reference's value `r` and the candidate's `c` agree. `PartialEq` unless
    /// overridden (`#[monolith(eq = path)]` on a derived type).
    fn same(r: &Self, c: &Self) -> bool {
        r == c
    }

    /// Remembers a value observed in a result in the scenario's pool (`dx`'s), so that later
    /// draws of its type recall it: the value itself and, for `Option`, `Result`, tuples, `Vec`
    /// and `Box`, its parts, each as its own type. A `pop` that returns `Option<u8>` thus offers
    /// the popped `u8` to a later `push(u8)`, as `option(int::<u8>())` does.
    fn remember(&self, dx: &mut Dx<'_>) {
        dx.pool.remember_result(self);
    }
}

/// The spec of a [`Data`] type: see [`data`].
pub struct DataSpec<T>(PhantomData<fn() -> T>);

impl<T> Clone for DataSpec<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for DataSpec<T> {}

impl<T> std::fmt::Debug for DataSpec<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "data::<{}>()", std::any::type_name::<T>())
    }
}

/// The spec of the data type `T`, the same on both sides: constructible and deconstructible.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// let mut engine = Engine::new();
/// engine.declare(
///     "max",
///     args().arg(data::<Vec<u8>>()).returns(data::<Option<u8>>()),
///     |v: Vec<u8>| v.iter().copied().max(),
///     |v: Vec<u8>| v.first().copied(), // wrong
/// );
/// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains("max(vec!["), "{report}");
/// ```
pub fn data<T: Data>() -> DataSpec<T> {
    DataSpec(PhantomData)
}

impl<T> Spec for DataSpec<T> {
    type R = T;
    type C = T;
}

impl<T: Data> Constructible for DataSpec<T> {
    #[inline]
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<T, T>, Reject> {
        let v = T::draw(cx)?;
        Ok(Built::same(v, cx.render))
    }
}

impl<T: Data> Deconstructible for DataSpec<T> {
    #[inline]
    fn deconstruct(&self, r: T, c: T, dx: &mut Dx<'_>) -> Pat {
        r.remember(dx);
        dx.shape(r.shape());
        observe(r, c, dx, T::same, Literal::literal)
    }
    fn print_candidate(&self, c: &T) -> Option<String> {
        Some(c.literal())
    }
    fn print_reference(&self, r: &T) -> Option<String> {
        Some(r.literal())
    }
}

/// Draws a value of a spec's reference side: how a hand-written or derived [`Data::draw`]
/// draws a part with a spec of its own (`#[monolith(spec = ..)]`, a range, a length).
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Source};
/// # let (mut src, env) = (Source::from_bytes(&[5]), ());
/// # let _ = (&mut src, env);
/// fn digit(cx: &mut Cx<'_, '_>) -> Result<u8, Reject> {
///     draw_with(cx, &interval(0u8, 10))
/// }
/// # let _ = digit;
/// ```
#[inline]
pub fn draw_with<S: Constructible>(cx: &mut Cx<'_, '_>, spec: &S) -> Result<S::R, Reject> {
    spec.construct(cx).map(|b| b.r)
}

/// Draws one of `weights.len()` alternatives, each with its weight, with one draw (none when
/// only one is open): the first alternative with a positive weight on byte 0. At [`DATA_DEPTH`] and beyond, only the first
/// `leaves` alternatives may be drawn (a derived enum lists first the variants that do not
/// mention the type itself); `Err` if none of those has a positive weight. Then `then` draws
/// the chosen alternative one level deeper. The derive's enums are drawn through it.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// #[derive(Clone, Debug, PartialEq)]
/// enum Tree { Leaf, Node(Box<Tree>, Box<Tree>) }
/// impl Literal for Tree {
///     fn literal(&self) -> String {
///         match self {
///             Tree::Leaf => "Tree::Leaf".into(),
///             Tree::Node(l, r) => format!("Tree::Node({}, {})", l.literal(), r.literal()),
///         }
///     }
/// }
/// impl Data for Tree {
///     fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
///         draw_alternative(cx, &[1, 1], 1, |cx, k| match k {
///             0 => Ok(Tree::Leaf),
///             _ => Ok(Tree::Node(Data::draw(cx)?, Data::draw(cx)?)),
///         })
///     }
/// }
/// fn size(t: Tree) -> usize { match t { Tree::Leaf => 1, Tree::Node(l, r) => size(*l) + size(*r) } }
/// let mut engine = Engine::new();
/// engine.declare("size", args().arg(data::<Tree>()).returns(int::<usize>()), size, size);
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
/// ```
pub fn draw_alternative<T: 'static>(
    cx: &mut Cx<'_, '_>,
    weights: &[u32],
    leaves: usize,
    then: impl FnOnce(&mut Cx<'_, '_>, usize) -> Result<T, Reject>,
) -> Result<T, Reject> {
    let open = if cx.depth >= DATA_DEPTH {
        &weights[..leaves.min(weights.len())]
    } else {
        weights
    };
    let total: u64 = open.iter().map(|&w| u64::from(w)).sum();
    if total == 0 {
        return Err(Reject);
    }
    let node = cx.src.open();
    let mut k = 0;
    if open.len() > 1 {
        let mut x = cx.src.draw_below(total);
        while x >= u64::from(open[k]) {
            x -= u64::from(open[k]);
            k += 1;
        }
    }
    cx.depth += 1;
    let v = then(cx, k);
    cx.depth -= 1;
    // The shrinker may replace this value by a smaller one of the same type inside it.
    if v.is_ok() {
        let key = NodeKey::Type(std::any::TypeId::of::<T>());
        let simplest = None;
        cx.src.close(node, Label::Node { key, simplest });
    }
    v
}

macro_rules! data_by_spec {
    ($($t:ty => $spec:expr),* $(,)?) => {$(
        impl Data for $t {
            #[inline]
            fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
                draw_with(cx, &$spec)
            }
        }
    )*};
}

data_by_spec! {
    () => unit(),
    bool => bool_spec(),
    char => char_spec(),
    String => string(),
}

macro_rules! data_int {
    ($($t:ty),*) => {$(
        impl Data for $t {
            #[inline]
            fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
                draw_with(cx, &int::<$t>())
            }
        }
    )*};
}
data_int!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);

impl<T: Data> Data for Option<T> {
    fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
        draw_with(cx, &option(data::<T>()))
    }
    fn remember(&self, dx: &mut Dx<'_>) {
        dx.pool.remember_result(self);
        if let Some(x) = self {
            x.remember(dx);
        }
    }
    fn same(r: &Self, c: &Self) -> bool {
        match (r, c) {
            (Some(r), Some(c)) => T::same(r, c),
            (None, None) => true,
            _ => false,
        }
    }
}

impl<T: Data, E: Data> Data for Result<T, E> {
    fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
        draw_with(cx, &result(data::<T>(), data::<E>()))
    }
    fn remember(&self, dx: &mut Dx<'_>) {
        dx.pool.remember_result(self);
        match self {
            Ok(x) => x.remember(dx),
            Err(e) => e.remember(dx),
        }
    }
    fn same(r: &Self, c: &Self) -> bool {
        match (r, c) {
            (Ok(r), Ok(c)) => T::same(r, c),
            (Err(r), Err(c)) => E::same(r, c),
            _ => false,
        }
    }
}

impl<T: Data> Data for Vec<T> {
    /// The natural lengths of [`vec_of`] at the top level; inside a recursive derived type
    /// (`Add(Vec<Expr>)`), shorter with each level, so that a tree stays small: below 8
    /// elements one level down, below 4 two levels down, then below 2.
    fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
        match cx.depth {
            0 => draw_with(cx, &vec_of(data::<T>())),
            d => draw_with(cx, &vec(data::<T>(), lt(16usize >> d.min(3)))),
        }
    }
    fn same(r: &Self, c: &Self) -> bool {
        r.len() == c.len() && r.iter().zip(c).all(|(r, c)| T::same(r, c))
    }
    fn remember(&self, dx: &mut Dx<'_>) {
        dx.pool.remember_result(self);
        for x in self {
            x.remember(dx);
        }
    }
}

impl<T: Data> Data for Box<T> {
    fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
        T::draw(cx).map(Box::new)
    }
    fn remember(&self, dx: &mut Dx<'_>) {
        dx.pool.remember_result(self);
        T::remember(self, dx);
    }
    fn same(r: &Self, c: &Self) -> bool {
        T::same(r, c)
    }
}

macro_rules! data_tuple {
    ($($t:ident $i:tt),*) => {
        impl<$($t: Data),*> Data for ($($t,)*) {
            fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
                Ok(($($t::draw(cx)?,)*))
            }
            fn same(r: &Self, c: &Self) -> bool {
                true $(&& $t::same(&r.$i, &c.$i))*
            }
            fn remember(&self, dx: &mut Dx<'_>) {
                dx.pool.remember_result(self);
                $(self.$i.remember(dx);)*
            }
        }
    };
}
data_tuple!(A 0, B 1);
data_tuple!(A 0, B 1, C 2);
data_tuple!(A 0, B 1, C 2, D 3);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Config, Engine};

    #[test]
    fn data_specs_generate_compare_and_print() {
        let mut engine = Engine::new();
        engine.declare(
            "rev",
            crate::spec::args()
                .arg(data::<Vec<(u8, Option<String>)>>())
                .returns(data::<Vec<(u8, Option<String>)>>()),
            |v: Vec<(u8, Option<String>)>| v.into_iter().rev().collect::<Vec<_>>(),
            |v: Vec<(u8, Option<String>)>| v,
        );
        let report = engine.run_random(&Config::with_seed(3)).unwrap_err();
        assert!(report.reproducer.contains("rev(vec!["), "{report}");
    }

    #[test]
    fn a_recursive_type_stays_bounded_and_byte_zero_is_its_leaf() {
        #[derive(Clone, Debug, PartialEq)]
        enum T {
            Leaf,
            Node(Vec<T>),
        }
        impl Literal for T {
            fn literal(&self) -> String {
                format!("{self:?}")
            }
        }
        impl Data for T {
            fn draw(cx: &mut Cx<'_, '_>) -> Result<Self, Reject> {
                draw_alternative(cx, &[1, 3], 1, |cx, k| match k {
                    0 => Ok(T::Leaf),
                    _ => Ok(T::Node(Data::draw(cx)?)),
                })
            }
        }
        fn depth(t: &T) -> u32 {
            match t {
                T::Leaf => 0,
                T::Node(v) => 1 + v.iter().map(depth).max().unwrap_or(0),
            }
        }
        let mut engine = Engine::new();
        engine.declare(
            "depth",
            crate::spec::args()
                .arg(data::<T>())
                .returns(such_that_bounded()),
            |t: T| depth(&t),
            |t: T| depth(&t),
        );
        assert!(engine
            .run_random(&Config::with_seed(1).scenarios(300))
            .is_ok());
        assert!(engine.run_bytes(&[0; 8]).is_ok());
    }

    /// A result spec that fails when a depth exceeds the bound.
    fn such_that_bounded() -> impl Deconstructible<R = u32, C = u32> {
        crate::spec::deconstructible(
            |r: &u32, c: &u32| r == c && *r <= DATA_DEPTH + 1,
            |d: &u32| d.literal(),
        )
    }
}

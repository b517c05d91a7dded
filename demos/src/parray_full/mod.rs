//! Persistent arrays with the full API of the paper's prologue: `make`, `init`, `get`, `set`,
//! `length`, `to_vec` and a fold.
//!
//! The API ([`PersistentArray`]): `make(n, x)`, `init(n, f)` (cell `i` holds `f(i)`),
//! `get(&self, i)`, `set(&self, i, x)` (a new array; `self` is unchanged), `length`, `to_vec`
//! and `fold_left(&self, init, f)`. The [`reference`](mod@reference) copies a vector on every
//! `set`; the [`working`] candidate is Baker's rerooting array; the [`faulty`] one is Ed's,
//! which writes in place.
//!
//! **Functions as arguments.** `init` and `fold_left` take closures, which the engine does not
//! generate: the spec draws what varies and builds the closure from it on both sides, with
//! [`map_outof`], printing the closure in the reproducer. `init` gets
//! `|i: usize| (i as i32).wrapping_mul(k)` for a drawn `k`; `fold_left` gets a drawn initial
//! accumulator and one fixed closure, `|acc: i32, x: i32| acc.wrapping_mul(31).wrapping_add(x)`,
//! which depends on the order of the cells as well as on their values (a sum would not see two
//! cells swapped).
//!
//! **The bug.** Ed's `set` mutates the shared vector and returns the same array, which only a
//! scenario that observes an array after deriving another from it can see. **The shortest
//! reproducer has 3 steps.** Before the first `set`, every array has storage of its own, which
//! no operation but `set` changes, so every observation is right: a failing scenario makes an
//! array (one step) and derives another from it by `set` (a second), and as `set` returns an
//! abstract value, which observes nothing, a third step must observe. Three are enough:
//! `make(1, 0)`, `set(0, 1)`, then `get(0)` on the first array, or its `to_vec`, or a fold.

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::*;
use monolith_core::Engine;

/// What a persistent-array candidate offers: the spec ([`engine`]) is written once against it.
///
/// The reproducer calls the methods through this trait, so it imports it with the candidate.
pub trait PersistentArray: Sized + 'static {
    /// The candidate's path, for the reproducer's `use`; its type is named `PArray`.
    const PATH: &'static str;
    /// `n` cells holding `x`.
    fn make(n: usize, x: i32) -> Self;
    /// `n` cells, cell `i` holding `f(i)`.
    fn init<F: Fn(usize) -> i32>(n: usize, f: F) -> Self;
    /// The value at `i`; panics when `i` is out of bounds.
    fn get(&self, i: usize) -> i32;
    /// A new array with `x` at `i`; `self` is unchanged. Panics when `i` is out of bounds.
    fn set(&self, i: usize, x: i32) -> Self;
    /// The number of cells.
    fn length(&self) -> usize;
    /// The cells, in order.
    fn to_vec(&self) -> Vec<i32>;
    /// `f(... f(f(init, a[0]), a[1]) ..., a[n - 1])`.
    fn fold_left<B, F: Fn(B, i32) -> B>(&self, init: B, f: F) -> B;
}

/// The closure given to `init`: `i` times `k`, wrapping.
type InitFn = Box<dyn Fn(usize) -> i32>;

/// `i` times `k`, wrapping: the closure that `init` gets on both sides.
fn times(k: i32) -> InitFn {
    Box::new(move |i| (i as i32).wrapping_mul(k))
}

/// The function given to `fold_left`: a polynomial hash of the cells, in order.
fn hash(acc: i32, x: i32) -> i32 {
    acc.wrapping_mul(31).wrapping_add(x)
}

/// The spec, for any candidate `A`: every operation declared once, lengths below 16 and
/// elements drawn with [`sequential`] as in [`crate::parray`].
///
/// # Examples
///
/// ```
/// use demos::parray_full::{engine, working::PArray};
/// use monolith_core::Config;
/// assert!(engine::<PArray>().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn engine<A: PersistentArray>() -> Engine {
    type R = reference::PArray;
    let mut engine = Engine::new();
    engine.preamble("use demos::parray_full::PersistentArray;");
    engine.preamble(&format!("use {};", A::PATH));
    engine.test_name("parray_full_reproducer");
    let array = engine.abstract_type::<R, A>("a");
    let element = sequential::<i32>;
    let index = |a: &R| lt(a.length());
    engine.declare(
        "PArray::make",
        args()
            .arg(lt(16usize))
            .arg(element())
            .returns(array.clone()),
        R::make,
        A::make,
    );
    engine.declare(
        "PArray::init",
        args()
            .arg(lt(16usize))
            .arg(map_outof(int::<i32>(), times, times, |k| {
                format!("|i: usize| (i as i32).wrapping_mul({k})")
            }))
            .returns(array.clone()),
        |n, f: InitFn| R::init(n, f),
        |n, f: InitFn| A::init(n, f),
    );
    engine
        .declare(
            "PArray::get",
            args().arg(array.by_ref()).dep(index).returns(int::<i32>()),
            R::get,
            A::get,
        )
        .method();
    engine
        .declare(
            "PArray::set",
            args()
                .arg(array.by_ref())
                .dep(index)
                .arg(element())
                .returns(array.clone()),
            R::set,
            A::set,
        )
        .method();
    engine
        .declare(
            "PArray::length",
            args().arg(array.by_ref()).returns(int::<usize>()),
            R::length,
            A::length,
        )
        .method();
    engine
        .declare(
            "PArray::to_vec",
            args().arg(array.by_ref()).returns(vec_of(int::<i32>())),
            R::to_vec,
            A::to_vec,
        )
        .method();
    let f = || {
        map_outof(
            unit(),
            |()| hash as fn(i32, i32) -> i32,
            |()| hash as fn(i32, i32) -> i32,
            |_| "|acc: i32, x: i32| acc.wrapping_mul(31).wrapping_add(x)".to_string(),
        )
    };
    engine
        .declare(
            "PArray::fold_left",
            args()
                .arg(array.by_ref())
                .arg(int::<i32>())
                .arg(f())
                .returns(int::<i32>()),
            |a: &R, init: i32, f: fn(i32, i32) -> i32| a.fold_left(init, f),
            |a: &A, init: i32, f: fn(i32, i32) -> i32| a.fold_left(init, f),
        )
        .method();
    engine
}

/// The engine with Ed's candidate: finds the aliasing bug.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::parray_full::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 3);
/// ```
pub fn faulty_engine() -> Engine {
    engine::<faulty::PArray>()
}

/// The engine with Baker's rerooting candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::parray_full::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<working::PArray>()
}

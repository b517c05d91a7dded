//! Arithmetic expressions: a user enum, derived with `#[derive(Data)]`, as an argument and as a
//! result, and an API declared as a trait with `#[api]` (issue 8's derive demo).
//!
//! [`Expr`] is a recursive enum. The engine draws it variant by variant (byte 0 gives
//! `Expr::Num(0)`, and from a nesting depth of [`DATA_DEPTH`](monolith_core::spec::DATA_DEPTH)
//! only the leaves), compares results with `PartialEq`, and prints it as a Rust expression,
//! `demos::expr::Expr::Mul(Box::new(..), ..)`, so the reproducer compiles anywhere.
//!
//! The API, [`Algebra`], has two operations: `simplify` (constant folding and the identities
//! of `+`, `*` and `-`) and `eval` at a value of the variable. The [`faulty`] simplifier
//! treats a zero on the left of a product as the identity, a copy of the rule for sums; the
//! minimal reproducer has 1 step:
//!
//! ```text
//! assert_eq!(Faulty::simplify(demos::expr::Expr::Mul(Box::new(demos::expr::Expr::Num(0i64)), Box::new(demos::expr::Expr::Var))),
//!     demos::expr::Expr::Num(0i64)); // candidate returned demos::expr::Expr::Var
//! ```

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::api;
use monolith_core::spec::Data;
use monolith_core::Engine;

/// An arithmetic expression over one variable.
#[derive(Clone, Debug, PartialEq, Eq, Data)]
#[monolith(path = "demos::expr::Expr")]
pub enum Expr {
    /// A constant.
    Num(i64),
    /// The variable.
    Var,
    /// `-e`.
    Neg(Box<Expr>),
    /// `a + b`.
    Add(Box<Expr>, Box<Expr>),
    /// `a * b`.
    Mul(Box<Expr>, Box<Expr>),
}

/// What an expression library offers. The reference and both candidates implement it; the
/// spec is this trait.
#[api(engine = expr_engine)]
pub trait Algebra {
    /// A simpler expression with the same value everywhere (wrapping arithmetic).
    fn simplify(e: Expr) -> Expr;
    /// The value of `e` where the variable is `x` (wrapping arithmetic).
    fn eval(e: Expr, x: i64) -> i64;
}

/// The engine with the faulty simplifier: finds the bad rule for `0 * e`.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::expr::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert!(report.reproducer.contains("demos::expr::Expr::Mul("), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    expr_engine::<reference::Reference, faulty::Faulty>()
}

/// The engine with the working simplifier: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::expr::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    expr_engine::<reference::Reference, working::Working>()
}

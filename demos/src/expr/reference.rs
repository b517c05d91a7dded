//! The reference: a bottom-up simplifier, one `match` per operator.

use super::{Algebra, Expr};

/// The reference algebra.
pub struct Reference;

/// `a * b`, for the simplifiers: folds constants and applies `0 * e = e * 0 = 0` and
/// `1 * e = e * 1 = e`.
fn mul(a: Expr, b: Expr) -> Expr {
    match (a, b) {
        (Expr::Num(x), Expr::Num(y)) => Expr::Num(x.wrapping_mul(y)),
        (Expr::Num(0), _) | (_, Expr::Num(0)) => Expr::Num(0),
        (Expr::Num(1), e) | (e, Expr::Num(1)) => e,
        (a, b) => Expr::Mul(Box::new(a), Box::new(b)),
    }
}

/// `a + b`: folds constants and applies `0 + e = e + 0 = e`.
fn add(a: Expr, b: Expr) -> Expr {
    match (a, b) {
        (Expr::Num(x), Expr::Num(y)) => Expr::Num(x.wrapping_add(y)),
        (Expr::Num(0), e) | (e, Expr::Num(0)) => e,
        (a, b) => Expr::Add(Box::new(a), Box::new(b)),
    }
}

/// `-a`: folds constants and applies `--e = e`.
fn neg(a: Expr) -> Expr {
    match a {
        Expr::Num(x) => Expr::Num(x.wrapping_neg()),
        Expr::Neg(e) => *e,
        a => Expr::Neg(Box::new(a)),
    }
}

impl Algebra for Reference {
    fn simplify(e: Expr) -> Expr {
        match e {
            Expr::Neg(a) => neg(Self::simplify(*a)),
            Expr::Add(a, b) => add(Self::simplify(*a), Self::simplify(*b)),
            Expr::Mul(a, b) => mul(Self::simplify(*a), Self::simplify(*b)),
            leaf => leaf,
        }
    }

    fn eval(e: Expr, x: i64) -> i64 {
        match e {
            Expr::Num(n) => n,
            Expr::Var => x,
            Expr::Neg(a) => Self::eval(*a, x).wrapping_neg(),
            Expr::Add(a, b) => Self::eval(*a, x).wrapping_add(Self::eval(*b, x)),
            Expr::Mul(a, b) => Self::eval(*a, x).wrapping_mul(Self::eval(*b, x)),
        }
    }
}

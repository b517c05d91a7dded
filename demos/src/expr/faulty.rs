//! The faulty candidate. **Planted bug:** a zero on the left of a product is taken for the
//! identity (`0 * e = e`), a copy of the rule for sums; `e * 0` is right. Expected reproducer
//! (1 step): `simplify(Mul(Num(0), Var))` returns `Var` instead of `Num(0)`.

use super::{reference::Reference, Algebra, Expr};

/// The faulty algebra.
pub struct Faulty;

impl Algebra for Faulty {
    fn simplify(e: Expr) -> Expr {
        match e {
            Expr::Mul(a, b) => match (Self::simplify(*a), Self::simplify(*b)) {
                (Expr::Num(x), Expr::Num(y)) => Expr::Num(x.wrapping_mul(y)),
                (Expr::Num(0), e) => e, // the bug: should be `Expr::Num(0)`
                (_, Expr::Num(0)) => Expr::Num(0),
                (Expr::Num(1), e) | (e, Expr::Num(1)) => e,
                (a, b) => Expr::Mul(Box::new(a), Box::new(b)),
            },
            Expr::Neg(a) => Reference::simplify(Expr::Neg(Box::new(Self::simplify(*a)))),
            Expr::Add(a, b) => Reference::simplify(Expr::Add(
                Box::new(Self::simplify(*a)),
                Box::new(Self::simplify(*b)),
            )),
            leaf => leaf,
        }
    }

    fn eval(e: Expr, x: i64) -> i64 {
        Reference::eval(e, x)
    }
}

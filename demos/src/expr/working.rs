//! A correct candidate: the same rules, applied by one function over the operator and its
//! simplified operands, and an evaluator with an explicit stack.

use super::{Algebra, Expr};

/// The working algebra.
pub struct Working;

/// An operator of [`Expr`], without its operands.
#[derive(Clone, Copy)]
enum Op {
    Neg,
    Add,
    Mul,
}

/// Rebuilds `op` over simplified operands, applying the rules.
fn rebuild(op: Op, a: Expr, b: Option<Expr>) -> Expr {
    use Expr::Num;
    match (op, a, b) {
        (Op::Neg, Num(x), _) => Num(x.wrapping_neg()),
        (Op::Neg, Expr::Neg(e), _) => *e,
        (Op::Neg, a, _) => Expr::Neg(Box::new(a)),
        (Op::Add, Num(x), Some(Num(y))) => Num(x.wrapping_add(y)),
        (Op::Mul, Num(x), Some(Num(y))) => Num(x.wrapping_mul(y)),
        (Op::Add, Num(0), Some(e)) | (Op::Add, e, Some(Num(0))) => e,
        (Op::Mul, Num(0), Some(_)) | (Op::Mul, _, Some(Num(0))) => Num(0),
        (Op::Mul, Num(1), Some(e)) | (Op::Mul, e, Some(Num(1))) => e,
        (Op::Add, a, Some(b)) => Expr::Add(Box::new(a), Box::new(b)),
        (Op::Mul, a, Some(b)) => Expr::Mul(Box::new(a), Box::new(b)),
        (_, a, None) => a,
    }
}

impl Algebra for Working {
    fn simplify(e: Expr) -> Expr {
        match e {
            Expr::Neg(a) => rebuild(Op::Neg, Self::simplify(*a), None),
            Expr::Add(a, b) => rebuild(Op::Add, Self::simplify(*a), Some(Self::simplify(*b))),
            Expr::Mul(a, b) => rebuild(Op::Mul, Self::simplify(*a), Some(Self::simplify(*b))),
            leaf => leaf,
        }
    }

    fn eval(e: Expr, x: i64) -> i64 {
        // Postfix order on an explicit stack of pending work.
        enum Work {
            Visit(Expr),
            Apply(Op),
        }
        let mut work = vec![Work::Visit(e)];
        let mut values: Vec<i64> = Vec::new();
        while let Some(w) = work.pop() {
            match w {
                Work::Visit(Expr::Num(n)) => values.push(n),
                Work::Visit(Expr::Var) => values.push(x),
                Work::Visit(Expr::Neg(a)) => work.extend([Work::Apply(Op::Neg), Work::Visit(*a)]),
                Work::Visit(Expr::Add(a, b)) => {
                    work.extend([Work::Apply(Op::Add), Work::Visit(*b), Work::Visit(*a)])
                }
                Work::Visit(Expr::Mul(a, b)) => {
                    work.extend([Work::Apply(Op::Mul), Work::Visit(*b), Work::Visit(*a)])
                }
                Work::Apply(op) => {
                    let b = values.pop().expect("an operand");
                    let v = match op {
                        Op::Neg => b.wrapping_neg(),
                        Op::Add => values.pop().expect("an operand").wrapping_add(b),
                        Op::Mul => values.pop().expect("an operand").wrapping_mul(b),
                    };
                    values.push(v);
                }
            }
        }
        values.pop().expect("a value")
    }
}

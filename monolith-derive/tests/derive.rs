//! `#[derive(Data)]`: drawing, printing and comparing user structs and enums.

use monolith_core::spec::*;
use monolith_core::{Config, Engine};

#[derive(Clone, Debug, PartialEq, Data)]
struct Point {
    x: i8,
    #[monolith(range = 0..=3)]
    y: u8,
}

#[derive(Clone, Debug, PartialEq, Data)]
struct Id(#[monolith(spec = sequential::<u32>())] u32);

#[derive(Clone, Debug, PartialEq, Data)]
struct Unit;

#[derive(Clone, Debug, PartialEq, Data)]
#[monolith(path = "crate::Shape")]
enum Shape {
    Dot,
    Circle {
        #[monolith(range = 1..10)]
        r: u8,
    },
    #[monolith(weight = 3)]
    Rect(u8, u8),
    #[monolith(skip)]
    Never,
}

#[derive(Clone, Debug, PartialEq, Data)]
enum Expr {
    Num(#[monolith(range = 0..=9)] i64),
    Neg(Box<Expr>),
    Add(Vec<Expr>),
}

#[derive(Clone, Debug, PartialEq, Data)]
struct Pair<T> {
    left: T,
    right: T,
}

#[derive(Clone, Debug, PartialEq, Data)]
struct Text {
    #[monolith(len = 1..=3)]
    word: String,
    #[monolith(len = 2..3)]
    bytes: Vec<u8>,
}

fn close(a: &Approx, b: &Approx) -> bool {
    (a.0 - b.0).abs() < 2
}

#[derive(Clone, Debug, PartialEq, Data)]
#[monolith(eq = close)]
struct Approx(#[monolith(range = -100..100)] i32);

#[test]
fn printing_follows_rust_syntax() {
    assert_eq!(Point { x: -3, y: 2 }.literal(), "Point { x: -3i8, y: 2u8 }");
    assert_eq!(Id(7).literal(), "Id(7u32)");
    assert_eq!(Unit.literal(), "Unit");
    assert_eq!(Shape::Dot.literal(), "crate::Shape::Dot");
    assert_eq!(
        Shape::Circle { r: 3 }.literal(),
        "crate::Shape::Circle { r: 3u8 }"
    );
    assert_eq!(Shape::Rect(1, 2).literal(), "crate::Shape::Rect(1u8, 2u8)");
    assert_eq!(
        Expr::Add(vec![Expr::Num(1), Expr::Neg(Box::new(Expr::Num(2)))]).literal(),
        "Expr::Add(vec![Expr::Num(1i64), Expr::Neg(Box::new(Expr::Num(2i64)))])"
    );
    assert_eq!(
        Pair {
            left: 'a',
            right: 'b'
        }
        .literal(),
        "Pair { left: 'a', right: 'b' }"
    );
    assert_eq!(Shape::Never.literal(), "crate::Shape::Never");
    assert_ne!(Shape::Dot.shape(), Shape::Rect(0, 0).shape());
}

#[test]
fn printed_values_compile_back_to_themselves() {
    // What the printer wrote above, as code.
    assert_eq!(crate::Shape::Circle { r: 3u8 }, Shape::Circle { r: 3 });
    assert_eq!(
        Expr::Add(vec![Expr::Num(1i64), Expr::Neg(Box::new(Expr::Num(2i64)))]),
        Expr::Add(vec![Expr::Num(1), Expr::Neg(Box::new(Expr::Num(2)))])
    );
}

/// Runs `check` on every value of `T` that `scenarios` random scenarios draw.
fn every_drawn<T: Data + std::fmt::Debug>(scenarios: u64, check: fn(&T) -> bool) {
    let mut engine = Engine::new();
    engine.declare(
        "check",
        args().arg(data::<T>()).returns(bool()),
        move |t: T| check(&t),
        |_: T| true,
    );
    let run = engine.run_random(&Config::with_seed(7).scenarios(scenarios));
    assert!(run.is_ok(), "{}", run.unwrap_err());
}

#[test]
fn attributes_bound_the_drawn_fields() {
    every_drawn::<Point>(300, |p| p.y <= 3);
    every_drawn::<Shape>(300, |s| match s {
        Shape::Circle { r } => (1..10).contains(r),
        Shape::Never => false,
        _ => true,
    });
    every_drawn::<Text>(300, |t| {
        (1..=3).contains(&t.word.chars().count()) && t.bytes.len() == 2
    });
    every_drawn::<Approx>(300, |a| (-100..100).contains(&a.0));
}

fn depth(e: &Expr) -> u32 {
    match e {
        Expr::Num(_) => 0,
        Expr::Neg(e) => 1 + depth(e),
        Expr::Add(v) => 1 + v.iter().map(depth).max().unwrap_or(0),
    }
}

#[test]
fn recursive_types_stay_bounded_and_still_nest() {
    every_drawn::<Expr>(500, |e| depth(e) <= DATA_DEPTH);
    // And they do nest: some drawn expression is at least 2 deep.
    let mut engine = Engine::new();
    engine.declare(
        "depth",
        args().arg(data::<Expr>()).returns(bool()),
        |e: Expr| depth(&e) >= 2,
        |_: Expr| false,
    );
    assert!(engine
        .run_random(&Config::with_seed(1).scenarios(500))
        .is_err());
}

#[test]
fn every_variant_that_is_not_skipped_is_drawn() {
    for target in [0u32, 1, 2] {
        let mut engine = Engine::new();
        engine.declare(
            "variant",
            args().arg(data::<Shape>()).returns(bool()),
            move |s: Shape| {
                let k = match s {
                    Shape::Dot => 0,
                    Shape::Circle { .. } => 1,
                    Shape::Rect(..) => 2,
                    Shape::Never => 3,
                };
                k == target
            },
            |_: Shape| false,
        );
        assert!(
            engine
                .run_random(&Config::with_seed(2).scenarios(200))
                .is_err(),
            "variant {target} never drawn"
        );
    }
}

#[test]
fn byte_zero_draws_the_simplest_value() {
    let mut engine = Engine::new();
    engine.declare(
        "is_dot",
        args().arg(data::<Shape>()).returns(bool()),
        |s: Shape| s == Shape::Dot,
        |_: Shape| true,
    );
    assert!(engine.run_bytes(&[0; 32]).is_ok());
}

#[test]
fn a_derived_result_disagreement_prints_both_values() {
    let mut engine = Engine::new();
    engine.preamble("use crate::Shape;");
    engine.declare(
        "grow",
        args().arg(data::<Shape>()).returns(data::<Shape>()),
        |s: Shape| match s {
            Shape::Circle { r } => Shape::Circle { r: r + 1 },
            s => s,
        },
        |s: Shape| s,
    );
    let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
    assert!(
        report
            .reproducer
            .contains("crate::Shape::Circle { r: 2u8 }"),
        "{report}"
    );
}

#[test]
fn a_user_equality_replaces_partial_eq() {
    let mut engine = Engine::new();
    engine.declare(
        "nudge",
        args().arg(data::<Approx>()).returns(data::<Approx>()),
        |a: Approx| a,
        |a: Approx| Approx(a.0 + 1),
    );
    assert!(engine
        .run_random(&Config::with_seed(1).scenarios(300))
        .is_ok());
}

#[test]
fn compile_errors_point_at_the_offending_attribute() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}

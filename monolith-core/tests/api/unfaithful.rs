//! A report warns when its printed test cannot fail the way the scenario did, and says what to
//! add to the spec.

use monolith_core::spec::*;
use monolith_core::{Config, Engine};

/// A lazy sequence of `n` bytes whose collection panics past three of them, as a candidate's
/// iterator may.
#[derive(Debug)]
struct Lazy(u8);

impl Lazy {
    fn collect(self) -> Vec<u8> {
        (0..self.0)
            .inspect(|&i| assert!(i < 3, "the iterator broke"))
            .collect()
    }
}

/// `count_up(n)` returns `0..n`, observed through a `map_into` printed as `print`.
fn lazy(print: fn(&str) -> String) -> Engine {
    let mut e = Engine::new();
    e.declare(
        "count_up",
        args().arg(lt(8u8)).returns(map_into(
            |v: Vec<u8>| v,
            Lazy::collect,
            vec(int::<u8>(), lt(0usize)),
            print,
        )),
        |n: u8| (0..n).collect::<Vec<u8>>(),
        Lazy,
    );
    e
}

#[test]
fn a_panic_in_an_unprinted_transformation_is_warned_about() {
    let report = lazy(|e| e.to_string())
        .run_random(&Config::with_seed(1).scenarios(1_000))
        .unwrap_err();
    assert_eq!(report.warnings.len(), 1, "{report}");
    let w = &report.warnings[0];
    assert!(w.contains("inside the spec's transformation"), "{w}");
    assert!(w.contains("the iterator broke"), "{w}");
    assert!(
        w.contains("give `map_into` a `print` that writes it"),
        "{w}"
    );
    assert!(report
        .to_string()
        .contains("// warning: the candidate panicked"));
}

#[test]
fn a_printed_transformation_needs_no_warning() {
    let report = lazy(|e| format!("{e}.collect()"))
        .run_random(&Config::with_seed(1).scenarios(1_000))
        .unwrap_err();
    assert!(report.warnings.is_empty(), "{report}");
    assert!(report
        .reproducer
        .contains(".collect(); // the candidate panics"));
}

#[test]
#[cfg(debug_assertions)]
fn a_panic_of_an_overflow_check_is_warned_about() {
    let mut e = Engine::new();
    e.declare(
        "add",
        args()
            .arg(int::<u8>())
            .arg(int::<u8>())
            .returns(int::<u16>()),
        |a: u8, b: u8| u16::from(a) + u16::from(b),
        // The candidate adds in `u8`: the overflow check panics in a debug build only.
        |a: u8, b: u8| u16::from(a + b),
    );
    let report = e.run_random(&Config::with_seed(1)).unwrap_err();
    let warnings = report.warnings.join("\n");
    assert!(
        warnings.contains("`attempt to add with overflow`"),
        "{report}"
    );
    assert!(warnings.contains("overflow-checks = true"), "{report}");
}

// A deconstructible-only spec (an equality and a printer) cannot be generated.
use monolith_core::spec::*;

fn main() {
    let approx = deconstructible(|a: &f64, b: &f64| (a - b).abs() < 1e-9, |x: &f64| format!("{x:?}"));
    let _ = args().arg(approx).returns(unit());
}

// A function spec is not deconstructible: it cannot be a result.
use monolith_core::spec::*;

fn main() {
    let f = args().arg(int::<i32>()).returns(int::<i32>());
    let _ = args().returns(f);
}

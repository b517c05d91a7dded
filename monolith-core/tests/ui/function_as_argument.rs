// A function spec is neither constructible nor deconstructible.
use monolith_core::spec::*;

fn main() {
    let f = args().arg(int::<i32>()).returns(int::<i32>());
    let _ = args().arg(f).returns(unit());
}

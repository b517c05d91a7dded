// An abstract type is not constructible: an argument must say how the handle is passed
// (`by_ref`, `by_mut`, `by_value`, `cloned`).
use monolith_core::spec::*;

fn main() {
    let mut engine = monolith_core::Engine::new();
    let arr = engine.abstract_type::<Vec<i32>, Vec<i32>>("a");
    let _ = args().arg(arr).returns(unit());
}

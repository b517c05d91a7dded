// Handles are arguments, not values: they cannot appear inside a structure.
use monolith_core::spec::*;

fn main() {
    let mut engine = monolith_core::Engine::new();
    let arr = engine.abstract_type::<Vec<i32>, Vec<i32>>("a");
    let _ = args().arg(option(arr.by_ref())).returns(unit());
}

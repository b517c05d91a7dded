// `by_ref` lends `&T`: a reference function taking `T` does not fit the spec.
use monolith_core::spec::*;

fn main() {
    let mut engine = monolith_core::Engine::new();
    let arr = engine.abstract_type::<Vec<i32>, Vec<i32>>("a");
    engine.declare(
        "len",
        args().arg(arr.by_ref()).returns(lt(usize::MAX)),
        |v: Vec<i32>| v.len(),
        |v: &Vec<i32>| v.len(),
    );
}

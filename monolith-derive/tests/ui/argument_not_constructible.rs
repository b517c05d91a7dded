use monolith_core::spec::*;

#[derive(Clone, PartialEq)]
struct Opaque(u8);

fn main() {
    let mut engine = monolith_core::Engine::new();
    engine.declare(
        "f",
        args().arg(data::<Opaque>()).returns(unit()),
        |_: Opaque| (),
        |_: Opaque| (),
    );
}

use monolith_core::spec::Data;

#[derive(Clone, PartialEq, Data)]
struct P {
    #[monolith(range = 0..4, spec = monolith_core::spec::int::<u8>())]
    x: u8,
}

fn main() {}

use monolith_core::spec::Data;

#[derive(Clone, PartialEq, Data)]
struct P {
    #[monolith(len = 0..4)]
    x: u8,
}

fn main() {}

use monolith_core::spec::Data;

#[derive(Clone, PartialEq, Data)]
struct P {
    #[monolith(range = 3..)]
    x: u8,
}

fn main() {}

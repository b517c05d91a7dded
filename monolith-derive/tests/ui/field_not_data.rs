use monolith_core::spec::Data;

#[derive(Clone, PartialEq)]
struct Opaque(u8);

#[derive(Clone, PartialEq, Data)]
struct P {
    x: Opaque,
}

fn main() {}

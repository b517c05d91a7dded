use monolith_core::spec::Data;

#[derive(Clone, PartialEq, Data)]
enum E {
    A,
    #[monolith(wieght = 2)]
    B,
}

fn main() {}

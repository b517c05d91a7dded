#[derive(Clone, Debug, Default, PartialEq)]
pub struct Model(Vec<u8>);

// A generic parameter takes its type from its spec: this one has none.
#[monolith_core::api(reference = Model, candidate = std::vec::Vec<u8>)]
pub trait Retain {
    fn new() -> Self;
    fn retain<F: FnMut(&u8) -> bool>(&mut self, keep: F);
}

fn main() {}

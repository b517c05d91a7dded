#[monolith_core::api(negative)]
pub trait Counter {
    fn new() -> Self;
    fn get(&self) -> u32;
}

fn main() {}

#[monolith_core::api]
pub trait Counter {
    fn new() -> Self;
    #[monolith(weigth = 2)]
    fn get(&self) -> u32;
}

fn main() {}

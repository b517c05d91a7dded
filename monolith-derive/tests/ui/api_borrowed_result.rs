#[monolith_core::api]
pub trait Lookup {
    fn new() -> Self;
    fn get(&self, k: u8) -> &u32;
}

fn main() {}

#[monolith_core::api]
pub trait Merge: Sized {
    fn new() -> Self;
    fn merge(&mut self, #[monolith(range = 0..4)] other: &Self);
}

fn main() {}

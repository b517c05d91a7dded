pub struct Opaque;

#[monolith_core::api]
pub trait Takes {
    fn new(o: Opaque) -> Self;
}

fn main() {}

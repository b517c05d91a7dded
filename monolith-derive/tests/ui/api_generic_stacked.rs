// Two `#[api]` on a trait both sides implement: the engine is generic already.
#[monolith_core::api(engine = one)]
#[monolith_core::api(engine = two)]
pub trait Counter {
    fn new() -> Self;
    fn add(&mut self, n: u8);
}

fn main() {}

use monolith_core::api;

#[api]
pub trait Bag: Sized {
    fn new() -> Self;
    #[monolith(nondet)]
    fn shuffle(&mut self);
}

fn main() {}

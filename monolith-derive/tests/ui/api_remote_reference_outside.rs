// `reference = path` on a method names a remote API's model function: a trait that both
// sides implement has no other name to call.
#[monolith_core::api]
pub trait Queue {
    fn new() -> Self;
    #[monolith(reference = Model::pop_max)]
    fn pop(&mut self) -> Option<u8>;
}

fn main() {}

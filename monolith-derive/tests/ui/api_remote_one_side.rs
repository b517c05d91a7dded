pub struct Model(Vec<u8>);

// A trait that names one side: a remote API names both.
#[monolith_core::api(candidate = std::collections::VecDeque<u8>)]
pub trait Deque {
    fn new() -> Self;
    fn push_back(&mut self, x: u8);
}

fn main() {}

#[monolith_core::api(parallel = list_parallel)]
pub trait List: Sized {
    fn new() -> Self;
    fn len(&self) -> usize;
    fn get(&self, #[monolith(dep = |l| lt(l.len()))] i: usize) -> Option<u8>;
}

fn main() {}

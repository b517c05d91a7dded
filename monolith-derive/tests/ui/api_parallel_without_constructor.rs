#[monolith_core::api(parallel = counter_parallel)]
pub trait Counter {
    fn with_start(start: u32) -> Self;
    fn get(&self) -> u32;
}

fn main() {}

use monolith_core::api;

#[api]
pub trait Tree: Sized {
    fn empty() -> Self;
    #[monolith(check)]
    fn assert_balanced(&self, deep: bool);
}

fn main() {}

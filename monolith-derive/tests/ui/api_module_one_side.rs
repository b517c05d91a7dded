use monolith_core::api;

pub mod model {
    pub struct List;
}

#[api(candidate = self::model)]
mod lists {
    trait List {
        fn new() -> Self;
    }
}

fn main() {}

use monolith_core::api;

pub mod model {
    pub struct List;
}

#[api(reference = self::model, candidate = self::model)]
mod lists {
    trait List {
        fn new() -> Self;
    }
    struct Other;
}

fn main() {}

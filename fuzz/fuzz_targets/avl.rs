#![no_main]
monolith_fuzz::libfuzzer_demo!("avl", demos::avl::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("sort", demos::sort::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("determinism", demos::determinism::faulty_engine);

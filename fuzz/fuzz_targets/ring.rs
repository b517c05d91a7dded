#![no_main]
monolith_fuzz::libfuzzer_demo!("ring", demos::planted::ring::faulty_engine);

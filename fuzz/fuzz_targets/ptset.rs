#![no_main]
monolith_fuzz::libfuzzer_demo!("ptset", demos::ptset::faulty_engine);

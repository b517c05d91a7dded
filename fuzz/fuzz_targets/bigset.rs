#![no_main]
monolith_fuzz::libfuzzer_demo!("bigset", demos::planted::bigset::faulty_engine);

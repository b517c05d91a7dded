#![no_main]
monolith_fuzz::libfuzzer_demo!("prefixset", demos::planted::prefixset::faulty_engine);

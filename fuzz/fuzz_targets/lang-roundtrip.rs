#![no_main]
monolith_fuzz::libfuzzer_demo!("lang-roundtrip", demos::lang::roundtrip::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("interference", demos::interference::faulty_engine);

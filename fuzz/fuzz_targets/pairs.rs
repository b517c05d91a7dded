#![no_main]
monolith_fuzz::libfuzzer_demo!("pairs", demos::pairs::faulty_engine);

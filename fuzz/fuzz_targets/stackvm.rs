#![no_main]
monolith_fuzz::libfuzzer_demo!("stackvm");

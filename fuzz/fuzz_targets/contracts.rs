#![no_main]
monolith_fuzz::libfuzzer_demo!("contracts", demos::contracts::faulty_engine);

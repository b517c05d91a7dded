#![no_main]
monolith_fuzz::libfuzzer_demo!("monotone", demos::laws::monotone_faulty_engine);

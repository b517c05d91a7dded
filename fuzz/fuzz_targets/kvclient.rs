#![no_main]
monolith_fuzz::libfuzzer_demo!("kvclient", demos::kvclient::faulty_engine);

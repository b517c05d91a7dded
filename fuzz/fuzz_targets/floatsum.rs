#![no_main]
monolith_fuzz::libfuzzer_demo!("floatsum", demos::floatsum::faulty_engine);

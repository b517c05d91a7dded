#![no_main]
monolith_fuzz::libfuzzer_demo!("gen", demos::gen::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("stackvm", demos::stackvm::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("drain", demos::drain::faulty_engine);

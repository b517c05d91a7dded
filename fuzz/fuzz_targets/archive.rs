#![no_main]
monolith_fuzz::libfuzzer_demo!("archive", demos::protocols::archive::faulty_engine);

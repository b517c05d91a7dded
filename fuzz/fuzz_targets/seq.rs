#![no_main]
monolith_fuzz::libfuzzer_demo!("seq", demos::seq::faulty_engine);

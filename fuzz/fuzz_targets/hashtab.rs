#![no_main]
monolith_fuzz::libfuzzer_demo!("hashtab", demos::planted::hashtab::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("intervals", demos::planted::intervals::faulty_engine);

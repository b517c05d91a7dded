#![no_main]
monolith_fuzz::libfuzzer_demo!("histogram", demos::planted::histogram::faulty_engine);

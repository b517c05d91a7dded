#![no_main]
monolith_fuzz::libfuzzer_demo!("rope", demos::planted::rope::faulty_engine);

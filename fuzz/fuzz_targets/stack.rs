#![no_main]
monolith_fuzz::libfuzzer_demo!("stack", demos::stack::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("arena", demos::planted::arena::faulty_engine);

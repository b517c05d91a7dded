#![no_main]
monolith_fuzz::libfuzzer_demo!("misc-pop-empty", demos::misc::pop_empty::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("textbuf", demos::planted::textbuf::faulty_engine);

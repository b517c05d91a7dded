#![no_main]
monolith_fuzz::libfuzzer_demo!("parray", demos::parray::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("sparray", demos::sparray::faulty_engine);

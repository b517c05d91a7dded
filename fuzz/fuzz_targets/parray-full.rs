#![no_main]
monolith_fuzz::libfuzzer_demo!("parray-full", demos::parray_full::faulty_engine);

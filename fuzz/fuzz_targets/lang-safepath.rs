#![no_main]
monolith_fuzz::libfuzzer_demo!("lang-safepath", demos::lang::safepath::faulty_engine);

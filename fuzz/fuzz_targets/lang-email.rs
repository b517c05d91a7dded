#![no_main]
monolith_fuzz::libfuzzer_demo!("lang-email", demos::lang::email::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("expr", demos::expr::faulty_engine);

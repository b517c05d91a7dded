#![no_main]
monolith_fuzz::libfuzzer_demo!("bag-nondet", demos::bag_nondet::faulty_engine);

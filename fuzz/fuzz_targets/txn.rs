#![no_main]
monolith_fuzz::libfuzzer_demo!("txn", demos::protocols::txn::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("txn-ok", demos::protocols::txn::working_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("bag-nondet-ok", demos::bag_nondet::working_engine);

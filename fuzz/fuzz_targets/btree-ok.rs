#![no_main]
monolith_fuzz::libfuzzer_demo!("btree-ok", demos::planted::btree::working_engine);

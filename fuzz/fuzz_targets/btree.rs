#![no_main]
monolith_fuzz::libfuzzer_demo!("btree", demos::planted::btree::faulty_engine);

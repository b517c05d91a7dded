#![no_main]
monolith_fuzz::libfuzzer_demo!("bag-det-ok", demos::bag_det::working_engine);

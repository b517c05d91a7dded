#![no_main]
monolith_fuzz::libfuzzer_demo!("bag-det", demos::bag_det::faulty_engine);

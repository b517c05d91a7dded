#![no_main]
monolith_fuzz::libfuzzer_demo!("retain", demos::retain::faulty_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("vecdeque-ok", demos::crates::vecdeque::working_engine);

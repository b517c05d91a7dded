#![no_main]
monolith_fuzz::libfuzzer_demo!("ptset-ok", demos::ptset::working_engine);

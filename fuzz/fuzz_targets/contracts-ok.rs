#![no_main]
monolith_fuzz::libfuzzer_demo!("contracts-ok", demos::contracts::working_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("retain-ok", demos::retain::working_engine);

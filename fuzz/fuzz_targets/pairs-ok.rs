#![no_main]
monolith_fuzz::libfuzzer_demo!("pairs-ok", demos::pairs::working_engine);

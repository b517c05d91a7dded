#![no_main]
monolith_fuzz::libfuzzer_demo!("sort-ok", demos::sort::working_engine);

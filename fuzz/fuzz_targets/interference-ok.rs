#![no_main]
monolith_fuzz::libfuzzer_demo!("interference-ok", demos::interference::working_engine);

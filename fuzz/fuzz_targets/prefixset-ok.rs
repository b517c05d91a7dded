#![no_main]
monolith_fuzz::libfuzzer_demo!("prefixset-ok", demos::planted::prefixset::working_engine);

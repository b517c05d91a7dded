#![no_main]
monolith_fuzz::libfuzzer_demo!("bigset-ok", demos::planted::bigset::working_engine);

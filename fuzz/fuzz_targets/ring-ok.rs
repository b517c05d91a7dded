#![no_main]
monolith_fuzz::libfuzzer_demo!("ring-ok", demos::planted::ring::working_engine);

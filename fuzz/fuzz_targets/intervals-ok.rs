#![no_main]
monolith_fuzz::libfuzzer_demo!("intervals-ok", demos::planted::intervals::working_engine);

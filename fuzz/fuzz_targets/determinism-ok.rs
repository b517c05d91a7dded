#![no_main]
monolith_fuzz::libfuzzer_demo!("determinism-ok", demos::determinism::working_engine);

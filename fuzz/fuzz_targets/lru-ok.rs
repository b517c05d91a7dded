#![no_main]
monolith_fuzz::libfuzzer_demo!("lru-ok", demos::crates::lru::working_engine);

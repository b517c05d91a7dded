#![no_main]
monolith_fuzz::libfuzzer_demo!("indexmap-ok", demos::crates::indexmap::working_engine);

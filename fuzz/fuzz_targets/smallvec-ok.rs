#![no_main]
monolith_fuzz::libfuzzer_demo!("smallvec-ok", demos::crates::smallvec::working_engine);

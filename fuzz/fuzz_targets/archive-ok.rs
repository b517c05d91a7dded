#![no_main]
monolith_fuzz::libfuzzer_demo!("archive-ok", demos::protocols::archive::working_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("kvclient-ok", demos::kvclient::working_engine);

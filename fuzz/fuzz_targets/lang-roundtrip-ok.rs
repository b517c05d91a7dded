#![no_main]
monolith_fuzz::libfuzzer_demo!("lang-roundtrip-ok", demos::lang::roundtrip::working_engine);

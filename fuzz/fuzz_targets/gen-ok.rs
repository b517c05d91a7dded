#![no_main]
monolith_fuzz::libfuzzer_demo!("gen-ok", demos::gen::working_engine);

#![no_main]
monolith_fuzz::libfuzzer_demo!("floatsum-ok", demos::floatsum::working_engine);
